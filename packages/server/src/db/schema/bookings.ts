// spec 1 §3 Booking, its main services and the feedback survey. The overlap rule (spec 1 §5) is an
// exclusion constraint written in SQL: drizzle/0001_booking_overlap.sql.
import {
  BOOKING_STATUSES,
  CANCELLATION_PARTIES,
  DIFFERENT_CAREGIVER_SUB_REASONS,
  FIRST_BOOKING_STATUSES,
  PAYMENT_METHODS,
} from '@careport/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { caregivers } from './caregivers.js';
import { mainServices } from './catalogue.js';
import {
  createdAt,
  enumCheck,
  freeTextCheck,
  instant,
  literal,
  now,
  primaryId,
} from './columns.js';
import { contracts } from './contracts.js';

export const bookings = pgTable(
  'bookings',
  {
    id: primaryId(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    startDate: instant('start_date').notNull(),
    endDate: instant('end_date').notNull(),
    status: text('status').notNull().default('CREATED'),
    /** spec 1 §4 First booking: set on the contract's first booking only. */
    firstBookingStatus: text('first_booking_status'),
    firstBookingConfirmationReason: text('first_booking_confirmation_reason'),
    firstBookingConfirmationDescription: text('first_booking_confirmation_description'),
    paymentMethod: text('payment_method'),
    /** spec 1 §4: the text 'false' means a survey is pending, 'true' that it was answered. */
    surveyStatus: text('survey_status'),
    otherServiceDescription: text('other_service_description'),
    grossPricePerHourInCents: integer('gross_price_per_hour_in_cents').notNull(),
    // Storage keys of the proofs (spec 1 §3, §7 upload calls).
    paperBookingProof: text('paper_booking_proof'),
    cuConfirmationProof: text('cu_confirmation_proof'),
    cuDeclarationProof: text('cu_declaration_proof'),
    cgConfirmationProof: text('cg_confirmation_proof'),
    // spec 1 §3 cancellation payload.
    cancellationType: text('cancellation_type'),
    cancellationReason: text('cancellation_reason'),
    cancellationExtraReason: text('cancellation_extra_reason'),
    cancelledAt: instant('cancelled_at'),
    deletedAt: instant('deleted_at'),
    // spec 1 §7 first-booking decline payload.
    declineReason: text('decline_reason'),
    /** spec 1 §3: what does not fit, for different_type_of_caregiver_needed only (record 0110). */
    declineSubReason: text('decline_sub_reason'),
    declineDescription: text('decline_description'),
    fulfilledAt: instant('fulfilled_at'),
    /** Issue 40: the bookings the back office planned as one weekly series share this id. */
    seriesId: uuid('series_id'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().default(now()),
    /**
     * Issue 43, record 0125: the caregiver's read version that the row's last change (or its
     * services') bumped to; set by a trigger (drizzle/0022), never written by the app.
     */
    diaryVersion: bigint('diary_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('bookings_caregiver_id_start_date_idx').on(t.caregiverId, t.startDate),
    index('bookings_contract_id_idx').on(t.contractId),
    // Issue 40: the console's week view per customer reads a contract's bookings by start.
    index('bookings_contract_id_start_date_idx').on(t.contractId, t.startDate),
    index('bookings_series_id_idx')
      .on(t.seriesId)
      .where(sql`${t.seriesId} IS NOT NULL`),
    enumCheck('bookings_status_check', t.status, BOOKING_STATUSES),
    enumCheck('bookings_first_booking_status_check', t.firstBookingStatus, FIRST_BOOKING_STATUSES),
    enumCheck('bookings_payment_method_check', t.paymentMethod, PAYMENT_METHODS),
    enumCheck('bookings_survey_status_check', t.surveyStatus, ['true', 'false']),
    enumCheck('bookings_cancellation_type_check', t.cancellationType, CANCELLATION_PARTIES),
    freeTextCheck('bookings_other_service_description_length_check', t.otherServiceDescription),
    freeTextCheck('bookings_cancellation_extra_reason_length_check', t.cancellationExtraReason),
    freeTextCheck('bookings_decline_description_length_check', t.declineDescription),
    check(
      'bookings_decline_sub_reason_check',
      // A NULL reason makes `= …` unknown, which a CHECK lets pass: it is excluded by name (drizzle/0021).
      sql`${t.declineSubReason} IS NULL OR (${t.declineReason} IS NOT NULL AND ${t.declineReason} = 'different_type_of_caregiver_needed' AND ${t.declineSubReason} IN (${sql.join(
        DIFFERENT_CAREGIVER_SUB_REASONS.map(literal),
        sql`, `,
      )}))`,
    ),
    freeTextCheck(
      'bookings_first_booking_confirmation_description_length_check',
      t.firstBookingConfirmationDescription,
    ),
    check('bookings_interval_check', sql`${t.endDate} >= ${t.startDate}`),
    check('bookings_price_check', sql`${t.grossPricePerHourInCents} >= 0`),
  ],
);

/** spec 1 §3 Booking services: the main services done (fulfil payload main_service_ids). */
export const bookingServices = pgTable(
  'booking_services',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    mainServiceId: uuid('main_service_id')
      .notNull()
      .references(() => mainServices.id),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.mainServiceId] })],
);

/** spec 1 §3 Feedback: the survey after a fulfilled booking; visible only to staff (§6). */
export const bookingFeedback = pgTable(
  'booking_feedback',
  {
    id: primaryId(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    /** spec 1 §3: yes, maybe, no. */
    furtherAppointments: text('further_appointments'),
    careReceiverMood: text('care_receiver_mood'),
    careReceiverMoodAdditionalText: text('care_receiver_mood_additional_text'),
    customerEnergy: text('customer_energy'),
    customerEnergyAdditionalText: text('customer_energy_additional_text'),
    activitiesPerformed: text('activities_performed'),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_feedback_caregiver_id_idx').on(t.caregiverId),
    freeTextCheck('booking_feedback_mood_text_length_check', t.careReceiverMoodAdditionalText),
    freeTextCheck('booking_feedback_energy_text_length_check', t.customerEnergyAdditionalText),
  ],
);
