import { formatInvoiceNumber } from '@careport/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { invoiceNumberCounters } from '../db/schema/index.js';

/**
 * The next number of `year`, taken in the caller's transaction: the counter row stays locked until
 * it commits, so concurrent runs number one after the other, and a rolled-back invoice gives its
 * number back (no gaps, § 14 Abs. 4 Nr. 4 UStG).
 */
export async function nextInvoiceNumber(tx: DbOrTx, year: number): Promise<string> {
  const [row] = await tx
    .insert(invoiceNumberCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.year,
      set: { lastSequence: sql`${invoiceNumberCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceNumberCounters.lastSequence });
  if (!row) throw new Error('the invoice counter answered nothing');
  return formatInvoiceNumber(year, row.sequence);
}
