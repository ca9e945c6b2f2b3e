// spec 1 §3 Contract (with Pricing) and spec 2 §3 Service documentation per contract.
import { CONTRACT_CONFIRMATION_STATUSES, PAYMENT_METHODS } from '@careport/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { careReceivers, customers } from './care-receivers.js';
import { caregivers } from './caregivers.js';
import {
  createdAt,
  enumCheck,
  freeTextCheck,
  instant,
  now,
  primaryId,
  rangeCheck,
} from './columns.js';
import { serviceRequests } from './service-requests.js';

export const contracts = pgTable(
  'contracts',
  {
    id: primaryId(),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    careReceiverId: uuid('care_receiver_id')
      .notNull()
      .references(() => careReceivers.id),
    /** The additional contact; null for a self-booker. */
    customerId: uuid('customer_id').references(() => customers.id),
    serviceRequestId: uuid('service_request_id').references(() => serviceRequests.id),
    isActive: boolean('is_active').notNull().default(true),
    isNewCustomer: boolean('is_new_customer').notNull().default(true),
    paymentMethod: text('payment_method'),
    grossCustomerPricePerHourInCents: integer('gross_customer_price_per_hour_in_cents').notNull(),
    grossCaregiverPricePerHourInCents: integer('gross_caregiver_price_per_hour_in_cents').notNull(),
    /** The provider's commission as a fraction (0.2 = 20 %). */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 4 }).notNull(),
    /** spec 1 §4 Contract confirmationStatus. */
    confirmationStatus: text('confirmation_status').notNull().default('PENDING'),
    // spec 1 §3 firstBookingConfirmationStatus (reason, description).
    firstBookingConfirmationReason: text('first_booking_confirmation_reason'),
    firstBookingConfirmationDescription: text('first_booking_confirmation_description'),
    cancelationInitiatedAt: instant('cancelation_initiated_at'),
    cancelationScheduledFor: instant('cancelation_scheduled_for'),
    endedAt: instant('ended_at'),
    /** spec 2 §3 Caregiver stats: when the caregiver logged the first call with the customer. */
    firstCallAt: instant('first_call_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contracts_caregiver_id_idx').on(t.caregiverId),
    index('contracts_caregiver_id_first_call_at_idx')
      .on(t.caregiverId, t.createdAt)
      .where(sql`${t.firstCallAt} IS NOT NULL`),
    index('contracts_care_receiver_id_idx').on(t.careReceiverId),
    // Issue 10: a service request is awarded once; also serves "awarded to someone else".
    uniqueIndex('contracts_service_request_id_unique').on(t.serviceRequestId),
    enumCheck('contracts_payment_method_check', t.paymentMethod, PAYMENT_METHODS),
    enumCheck(
      'contracts_confirmation_status_check',
      t.confirmationStatus,
      CONTRACT_CONFIRMATION_STATUSES,
    ),
    freeTextCheck(
      'contracts_first_booking_confirmation_description_length_check',
      t.firstBookingConfirmationDescription,
    ),
    check(
      'contracts_prices_check',
      sql`${t.grossCustomerPricePerHourInCents} >= 0 AND ${t.grossCaregiverPricePerHourInCents} >= 0`,
    ),
    check(
      'contracts_commission_rate_check',
      sql`${t.commissionRate} >= 0 AND ${t.commissionRate} <= 1`,
    ),
  ],
);

/** spec 2 §3: one service documentation per contract, with monthly periods and their files. */
export const serviceDocumentations = pgTable(
  'service_documentations',
  {
    id: primaryId(),
    contractId: uuid('contract_id')
      .notNull()
      .unique()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('service_documentations_caregiver_id_idx').on(t.caregiverId)],
);

export const serviceDocumentationPeriods = pgTable(
  'service_documentation_periods',
  {
    id: primaryId(),
    serviceDocumentationId: uuid('service_documentation_id')
      .notNull()
      .references(() => serviceDocumentations.id, { onDelete: 'cascade' }),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    /** spec 2 §4: set by the check on the 3rd of the next month when no file was there. */
    overdueAt: instant('overdue_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('service_documentation_periods_overdue_idx')
      .on(t.caregiverId)
      .where(sql`${t.overdueAt} IS NOT NULL`),
    unique('service_documentation_periods_month_unique').on(
      t.serviceDocumentationId,
      t.year,
      t.month,
    ),
    index('service_documentation_periods_caregiver_id_idx').on(t.caregiverId),
    rangeCheck('service_documentation_periods_month_check', t.month, 1, 12),
    rangeCheck('service_documentation_periods_year_check', t.year, 2000, 2100),
  ],
);

export const serviceDocumentationFiles = pgTable(
  'service_documentation_files',
  {
    id: primaryId(),
    periodId: uuid('period_id')
      .notNull()
      .references(() => serviceDocumentationPeriods.id, { onDelete: 'cascade' }),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    mimeType: text('mime_type').notNull(),
    pathInStorage: text('path_in_storage').notNull(),
    sizeInBytes: integer('size_in_bytes').notNull(),
    uploadedAt: instant('uploaded_at').notNull().default(now()),
  },
  (t) => [
    index('service_documentation_files_period_id_idx').on(t.periodId),
    index('service_documentation_files_caregiver_id_idx').on(t.caregiverId),
    check('service_documentation_files_size_check', sql`${t.sizeInBytes} >= 0`),
  ],
);
