// spec 2 §3 Invoice: customer and commission invoices and their storno counterparts.
import { INVOICE_TYPES } from '@careport/domain';
import { sql } from 'drizzle-orm';
import { boolean, check, date, foreignKey, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from './care-receivers.js';
import { caregivers } from './caregivers.js';
import { createdAt, enumCheck, primaryId } from './columns.js';
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
    check(
      'invoices_storno_original_check',
      sql`(${t.type} IN ('CUSTOMER_STORNO', 'COMMISSION_STORNO')) = (${t.originalInvoiceId} IS NOT NULL)`,
    ),
  ],
);
