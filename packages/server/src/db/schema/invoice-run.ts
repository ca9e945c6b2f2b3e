// Issue 12, the monthly invoice run (migration 0010): each invoice's lines, kept so its PDF can be
// made again after a crash and a storno repeats them; and the per-year counter behind gapless
// invoice numbers (§ 14 Abs. 4 Nr. 4 UStG), taken in the same transaction as the invoice.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { enumCheck, instant, now, primaryId } from './columns.js';
import { invoices } from './invoices.js';

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    startDate: instant('start_date').notNull(),
    durationInMinutes: integer('duration_in_minutes').notNull(),
    /** The services' labels, comma-separated, as printed. */
    services: text('services').notNull().default(''),
    unitPriceInCents: integer('unit_price_in_cents').notNull(),
    amountInCents: integer('amount_in_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.position] }),
    index('invoice_lines_booking_id_idx').on(t.bookingId),
    check('invoice_lines_duration_check', sql`${t.durationInMinutes} >= 0`),
  ],
);

export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    year: integer('year').primaryKey(),
    lastSequence: integer('last_sequence').notNull(),
  },
  (t) => [check('invoice_number_counters_sequence_check', sql`${t.lastSequence} >= 0`)],
);

export const INVOICE_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type InvoiceRunStatus = (typeof INVOICE_RUN_STATUSES)[number];

/**
 * Issue 40 (migration 0019, record 0102): each invoice run the back office starts, with the counts
 * it reports per contract, so the console can show its progress and the month's past runs.
 * One running run per month at most (invoice_runs_running_month_key): a second start is refused.
 */
export const invoiceRuns = pgTable(
  'invoice_runs',
  {
    id: primaryId(),
    /** YYYY-MM */
    month: text('month').notNull(),
    /** `staff:<id>`, `client:<client id>` (the CLI) or `job:invoice-run` (the monthly job). */
    startedBy: text('started_by').notNull(),
    status: text('status').$type<InvoiceRunStatus>().notNull().default('running'),
    contractsTotal: integer('contracts_total').notNull().default(0),
    contractsDone: integer('contracts_done').notNull().default(0),
    /** Contracts that got invoices in this run. */
    contractsInvoiced: integer('contracts_invoiced').notNull().default(0),
    invoicesCreated: integer('invoices_created').notNull().default(0),
    pdfsWritten: integer('pdfs_written').notNull().default(0),
    visitsLeftForCorrection: integer('visits_left_for_correction').notNull().default(0),
    error: text('error'),
    startedAt: instant('started_at').notNull().default(now()),
    updatedAt: instant('updated_at').notNull().default(now()),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    uniqueIndex('invoice_runs_running_month_key')
      .on(t.month)
      .where(sql`${t.status} = 'running'`),
    index('invoice_runs_started_at_idx').on(t.startedAt),
    enumCheck('invoice_runs_status_check', t.status, INVOICE_RUN_STATUSES),
  ],
);
