// Issue 12, the monthly invoice run (migration 0010): each invoice's lines, kept so its PDF can be
// made again after a crash and a storno repeats them; and the per-year counter behind gapless
// invoice numbers (§ 14 Abs. 4 Nr. 4 UStG), taken in the same transaction as the invoice.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { instant } from './columns.js';
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
