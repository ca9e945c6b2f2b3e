// spec 1 §3 Service request (with its Schedule) and the per-caregiver Proposal of it.
import {
  BOOKING_FREQUENCIES,
  BOOKING_TYPES,
  PAYMENT_METHODS,
  PROPOSAL_STATUSES,
} from '@careport/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { careReceivers, customers } from './care-receivers.js';
import { caregivers } from './caregivers.js';
import { subServices } from './catalogue.js';
import { createdAt, enumCheck, freeTextCheck, instant, primaryId } from './columns.js';

export const serviceRequests = pgTable(
  'service_requests',
  {
    id: primaryId(),
    careReceiverId: uuid('care_receiver_id')
      .notNull()
      .references(() => careReceivers.id),
    /** Null when the care receiver books for themself. */
    customerId: uuid('customer_id').references(() => customers.id),
    description: text('description'),
    // spec 1 §3 Schedule.
    scheduleDate: date('schedule_date', { mode: 'string' }),
    durationInMinutes: integer('duration_in_minutes'),
    frequency: text('frequency'),
    bookingType: text('booking_type').notNull().default('ONE_TIME'),
    isFlexible: boolean('is_flexible').notNull().default(false),
    isAllDay: boolean('is_all_day').notNull().default(false),
    expectedScheduleIsFlexible: boolean('expected_schedule_is_flexible').notNull().default(true),
    expectedSchedulePreferences: text('expected_schedule_preferences'),
    grossPricePerHourInCents: integer('gross_price_per_hour_in_cents').notNull(),
    paymentMethod: text('payment_method'),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_requests_care_receiver_id_idx').on(t.careReceiverId),
    enumCheck('service_requests_frequency_check', t.frequency, BOOKING_FREQUENCIES),
    enumCheck('service_requests_booking_type_check', t.bookingType, BOOKING_TYPES),
    enumCheck('service_requests_payment_method_check', t.paymentMethod, PAYMENT_METHODS),
    check('service_requests_price_check', sql`${t.grossPricePerHourInCents} >= 0`),
    check('service_requests_duration_check', sql`${t.durationInMinutes} > 0`),
  ],
);

export const serviceRequestSubServices = pgTable(
  'service_request_sub_services',
  {
    serviceRequestId: uuid('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    subServiceId: text('sub_service_id')
      .notNull()
      .references(() => subServices.subServiceId),
  },
  (t) => [primaryKey({ columns: [t.serviceRequestId, t.subServiceId] })],
);

/**
 * spec 1 §3/§4 Proposal: one service request offered to one caregiver. Decline reasons are the
 * reason keys (jsonb array of strings); the details text exists only for 'other' (spec 1 §5).
 */
export const proposals = pgTable(
  'proposals',
  {
    id: primaryId(),
    serviceRequestId: uuid('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('OPEN'),
    expiresAt: instant('expires_at').notNull(),
    isNewCustomer: boolean('is_new_customer').notNull().default(true),
    acceptedAt: instant('accepted_at'),
    declinedAt: instant('declined_at'),
    declineReasons: jsonb('decline_reasons').$type<string[]>(),
    declineDetails: text('decline_details'),
    // Issue 10, beyond the spec: another time offered with a decline, for the back office.
    counterProposalStartDate: instant('counter_proposal_start_date'),
    counterProposalEndDate: instant('counter_proposal_end_date'),
    counterProposalNote: text('counter_proposal_note'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('proposals_service_request_caregiver_unique').on(t.serviceRequestId, t.caregiverId),
    index('proposals_caregiver_id_idx').on(t.caregiverId),
    enumCheck('proposals_status_check', t.status, PROPOSAL_STATUSES),
    freeTextCheck('proposals_decline_details_length_check', t.declineDetails),
    freeTextCheck('proposals_counter_proposal_note_length_check', t.counterProposalNote),
    check(
      'proposals_counter_proposal_interval_check',
      sql`(${t.counterProposalStartDate} IS NULL AND ${t.counterProposalEndDate} IS NULL) OR (${t.counterProposalStartDate} IS NOT NULL AND ${t.counterProposalEndDate} IS NOT NULL AND ${t.counterProposalEndDate} > ${t.counterProposalStartDate})`,
    ),
  ],
);
