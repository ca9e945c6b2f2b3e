// Issue 40: the planning and console-read answers in zod: the OpenAPI description is generated
// from them and the server's tests check each answer against them. `answers<T>()` ties each to the
// service's own result type, so a field added there and not here fails the type check.
import { BOOKING_STATUSES } from '@careport/domain';
import { z } from 'zod';
import { CAREGIVER_KINDS, ANSWER_KINDS } from '../../services/ops/console/console-schemas.js';
import type { CaregiverDetail } from '../../services/ops/console/get-caregiver-detail.js';
import type { AnswerItem } from '../../services/ops/console/list-answers.js';
import type { Candidate } from '../../services/ops/console/rank-candidates.js';
import type { CaregiverListItem } from '../../services/ops/console/search-caregivers.js';
import type { PlanningBookingRow } from '../../services/ops/planning/booking-rows.js';
import type { BookingsPlanned } from '../../services/ops/planning/plan-bookings.js';
import type { WeekView } from '../../services/ops/planning/week-view.js';

const answers =
  <T>() =>
  <S extends z.ZodType>(
    schema: S & ([T] extends [z.input<S>] ? ([z.output<S>] extends [T] ? unknown : never) : never),
  ): S =>
    schema;

const day = () => z.string().meta({ description: 'A Berlin day, yyyy-MM-dd' });
const time = () => z.string().meta({ description: 'A Berlin wall-clock time, HH:mm' });

export const planningBookingRowSchema = answers<PlanningBookingRow>()(
  z
    .strictObject({
      id: z.string(),
      caregiverId: z.string(),
      caregiverName: z.string(),
      contractId: z.string(),
      careReceiverName: z.string(),
      date: day(),
      start: time(),
      end: time(),
      status: z.enum(BOOKING_STATUSES),
      seriesId: z.string().nullable(),
    })
    .meta({ id: 'PlanningBookingRow' }),
);

export const planningWarningSchema = z.strictObject({
  code: z.enum(['BOOKING_LONGER_THAN_3_HOURS', 'DAY_LONGER_THAN_8_5_HOURS']),
  message: z.string(),
});

export const bookingsPlannedSchema = answers<BookingsPlanned>()(
  z.strictObject({
    bookings: z.array(planningBookingRowSchema),
    warnings: z.array(planningWarningSchema),
  }),
);

export const bookingMovedSchema = z.strictObject({
  booking: planningBookingRowSchema,
  warnings: z.array(planningWarningSchema),
});

export const bookingCancelledSchema = z.strictObject({ booking: planningBookingRowSchema });

export const weekViewSchema = answers<WeekView>()(
  z.strictObject({ from: day(), to: day(), bookings: z.array(planningBookingRowSchema) }),
);

const caregiverListItemSchema = answers<CaregiverListItem>()(
  z.strictObject({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    kind: z.enum(CAREGIVER_KINDS),
    postalCode: z.string().nullable(),
    city: z.string().nullable(),
    services: z.array(z.string()),
    languages: z.array(z.string()),
  }),
);

export const caregiverListSchema = z.strictObject({
  caregivers: z.array(caregiverListItemSchema),
  nextCursor: z.string().nullable(),
});

export const caregiverDetailSchema = answers<CaregiverDetail>()(
  z.strictObject({
    caregiver: caregiverListItemSchema.extend({ phone: z.string().nullable() }),
    contracts: z.array(
      z.strictObject({
        id: z.string(),
        careReceiver: z.strictObject({
          id: z.string(),
          firstName: z.string(),
          lastName: z.string(),
          postalCode: z.string(),
          city: z.string(),
        }),
        status: z.enum(['active', 'ending', 'ended']),
        startDate: z.string(),
        endDate: z.string().nullable(),
      }),
    ),
    absences: z.array(z.strictObject({ id: z.string(), from: day(), to: day() })),
    availability: z.strictObject({
      availableForNewCustomers: z.boolean(),
      travelDistanceKm: z.int(),
    }),
    devices: z.array(z.strictObject({ id: z.string(), createdAt: z.string() })),
  }),
);

const candidateSchema = answers<Candidate>()(
  z.strictObject({
    caregiverId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    kind: z.enum(CAREGIVER_KINDS),
    distanceKm: z.number().nullable(),
    matchingServices: z.array(z.string()),
    languages: z.array(z.string()),
    freeOnRequestedDay: z.boolean(),
    absent: z.boolean(),
    score: z.number(),
  }),
);

export const candidatesSchema = z.strictObject({ candidates: z.array(candidateSchema) });

const answerItemSchema = answers<AnswerItem>()(
  z.strictObject({
    kind: z.enum(ANSWER_KINDS),
    at: z.string(),
    caregiverId: z.string(),
    caregiverName: z.string(),
    careReceiverName: z.string().nullable(),
    reason: z.string().nullable(),
    subReason: z.string().nullable(),
    text: z.string().nullable(),
  }),
);

export const answersListSchema = z.strictObject({
  answers: z.array(answerItemSchema),
  nextCursor: z.string().nullable(),
});
