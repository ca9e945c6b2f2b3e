import {
  bookingFeedbackSchema,
  firstAppointmentFeedbackSchema,
  FOLLOW_UP_CONFIRMATION_STATUS,
  type FollowUpAnswer,
} from '@careport/domain';
import { eq } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { bookingFeedback, bookings } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { parseInput } from '../errors/parse-input.js';
import { getCaller } from './caller.js';
import { findFirstBookingIds } from './list-bookings.js';
import { findOwnBooking } from './own-booking.js';
import { setPendingConfirmationStatus } from './update-contract-confirmation-status.js';

// spec 1 §2 first-appointment feedback: the survey may also say whether follow-ups happen.
const feedbackInputSchema = bookingFeedbackSchema.extend({
  furtherAppointments: firstAppointmentFeedbackSchema.shape.furtherAppointments.nullish(),
});

/**
 * spec 1 §7 GraphQL bookingFeedback: stores the survey of one of the caller's bookings (answering
 * again replaces it) and marks the survey done (surveyStatus 'true', spec 1 §4). Steps 1 and 2
 * need a choice (spec 1 §5); texts at most 100 characters. spec 1 §4: on the first appointment,
 * the 'further appointments' answer settles a pending contract (yes → CONFIRMED, maybe →
 * DEFERRED, no → REJECTED: the collaboration is assumed over); a settled one stays as it is.
 * Issue 39: a survey follows documenting (spec 1 §4: pending once fulfilled), so an undocumented
 * booking answers BOOKING_NOT_FULFILLED; an employee, who may not settle a contract (spec 1 §6,
 * 2 §6), is refused the further-appointments answer (FORBIDDEN). Both change nothing.
 */
export async function saveBookingFeedback(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  input: unknown;
}): Promise<{ status: 'OK' }> {
  const { db, actor, now } = options;
  const raw = options.input as { bookingId?: unknown } | null;
  const booking = await findOwnBooking(
    db,
    actor,
    typeof raw?.bookingId === 'string' ? raw.bookingId : '',
  );
  const input = parseInput(feedbackInputSchema, options.input);
  if (booking.status !== 'FULFILLED' && booking.status !== 'INVOICED') {
    throw fail('BOOKING_NOT_FULFILLED');
  }
  if (input.furtherAppointments != null && (await getCaller(db, actor)).isEmployee) {
    throw fail('FORBIDDEN');
  }
  const values = {
    careReceiverMood: input.careReceiverMood,
    careReceiverMoodAdditionalText: input.careReceiverMoodAdditionalText || null,
    customerEnergy: input.customerEnergy,
    customerEnergyAdditionalText: input.customerEnergyAdditionalText || null,
    activitiesPerformed: input.activitiesPerformed || null,
    furtherAppointments: input.furtherAppointments ?? null,
  };
  const answer = input.furtherAppointments?.toLowerCase() as FollowUpAnswer | undefined;
  const isFirstBooking =
    answer !== undefined &&
    (await findFirstBookingIds({ db, actor, contractIds: [booking.contractId] })).get(
      booking.contractId,
    ) === booking.id;
  await db.transaction(async (tx) => {
    await tx
      .insert(bookingFeedback)
      .values({ ...values, bookingId: input.bookingId, caregiverId: actor.caregiverId })
      .onConflictDoUpdate({ target: bookingFeedback.bookingId, set: values });
    await tx
      .update(bookings)
      .set({ surveyStatus: 'true', updatedAt: now })
      .where(eq(bookings.id, input.bookingId));
    if (answer && isFirstBooking) {
      await setPendingConfirmationStatus(
        tx,
        booking.contractId,
        FOLLOW_UP_CONFIRMATION_STATUS[answer],
        now,
      );
    }
  });
  return { status: 'OK' };
}
