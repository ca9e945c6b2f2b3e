// spec 2 §3 Invoice: customer and commission invoices and their storno counterparts.
import { INVOICE_TYPES } from '@careport/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { careReceivers, customers } from './care-receivers.js';
import { caregivers } from './caregivers.js';
import { createdAt, enumCheck, instant, primaryId } from './columns.js';
import { contracts } from './contracts.js';

export const invoices = pgTable(
  'invoices',
  {
    id: primaryId(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    type: text('type').notNull(),
    /** Set exactly on storno invoices: the invoice they cancel. */
    originalInvoiceId: uuid('original_invoice_id'),
    invoicingPeriodTo: date('invoicing_period_to', { mode: 'string' }).notNull(),
    creationDate: date('creation_date', { mode: 'string' }).notNull(),
    customerId: uuid('customer_id').references(() => customers.id),
    contractId: uuid('contract_id').references(() => contracts.id),
    caregiverId: uuid('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    // A snapshot: the invoice keeps the name it was issued with (spec 2 §3 careReceiver.name).
    careReceiverFirstName: text('care_receiver_first_name').notNull(),
    careReceiverLastName: text('care_receiver_last_name').notNull(),
    isAnonymized: boolean('is_anonymized').notNull().default(false),
    filename: text('filename').notNull(),
    storageKey: text('storage_key'),
    createdAt: createdAt(),
    // Issue 12, the invoice run (migration 0010). Null on invoices from before it (and on demo
    // invoices seeded before the demo made them by the run's rules).
    invoicingPeriodFrom: date('invoicing_period_from', { mode: 'string' }),
    /** Who a CUSTOMER invoice went to (domain payerOf); COMMISSION invoices go to the caregiver. */
    payer: text('payer').$type<'CUSTOMER' | 'INSURER'>().notNull().default('CUSTOMER'),
    careReceiverId: uuid('care_receiver_id').references(() => careReceivers.id),
    netInCents: integer('net_in_cents'),
    vatInCents: integer('vat_in_cents'),
    grossInCents: integer('gross_in_cents'),
    /** When its storno was issued: a cancelled invoice no longer holds the run's key. */
    cancelledAt: instant('cancelled_at'),
  },
  (t) => [
    foreignKey({
      name: 'invoices_original_invoice_fk',
      columns: [t.originalInvoiceId],
      foreignColumns: [t.id],
    }),
    index('invoices_caregiver_id_idx').on(t.caregiverId),
    index('invoices_original_invoice_id_idx').on(t.originalInvoiceId),
    enumCheck('invoices_type_check', t.type, INVOICE_TYPES),
    enumCheck('invoices_payer_check', t.payer, ['CUSTOMER', 'INSURER']),
    index('invoices_care_receiver_id_idx').on(t.careReceiverId),
    // The run's idempotence key: one live invoice of a type per contract, month and payer.
    uniqueIndex('invoices_run_key')
      .on(t.contractId, t.invoicingPeriodTo, t.type, t.payer)
      .where(sql`${t.originalInvoiceId} IS NULL AND ${t.cancelledAt} IS NULL`),
    uniqueIndex('invoices_one_storno')
      .on(t.originalInvoiceId)
      .where(sql`${t.originalInvoiceId} IS NOT NULL`),
    check(
      'invoices_storno_original_check',
      sql`(${t.type} IN ('CUSTOMER_STORNO', 'COMMISSION_STORNO')) = (${t.originalInvoiceId} IS NOT NULL)`,
    ),
  ],
);
