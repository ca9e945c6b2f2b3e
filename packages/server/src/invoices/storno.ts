// `npm run ops -- storno --invoice ID`: cancels a month's invoicing of one contract. The named
// invoice and its siblings of the same contract and month (the other payer's customer invoice, the
// commission invoice) each get a storno with the same lines negated and a new number; the visits
// return to FULFILLED, so they can be corrected and the next run invoices them again, together.
// (Cancelling only one of them would leave the commission charged on visits no longer invoiced,
// or the run's key blocked; docs/decisions/0038-invoices.md.)
import {
  invoiceTotals,
  stornoLines,
  stornoTypeOf,
  toDayDate,
  type InvoiceType,
} from '@careport/domain';
import type { StornoResult } from '@careport/domain/back-office';
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings, contracts, invoiceLines, invoices } from '../db/schema/index.js';
import { OpsError } from '../services/ops/ops-error.js';
import type { FileStorage } from '../storage/file-storage.js';
import { nextInvoiceNumber } from './invoice-numbers.js';
import { writePendingInvoicePdfs } from './invoice-pdf-store.js';

export type { StornoResult };

export async function issueStorno(options: {
  db: Db;
  storage: FileStorage;
  now: Date;
  invoiceId: string;
}): Promise<StornoResult> {
  const { db, now, invoiceId } = options;
  const result = await db.transaction(async (tx) => {
    const [named] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!named) throw new OpsError('INVOICE_NOT_FOUND', `There is no invoice ${invoiceId}.`);
    if (named.originalInvoiceId) {
      throw new OpsError('INVOICE_IS_STORNO', 'This is a storno itself; it cannot be cancelled.');
    }
    if (named.contractId === null || named.netInCents === null) {
      throw new OpsError(
        'INVOICE_NOT_FROM_RUN',
        'Only invoices made by the invoice run can be cancelled here.',
      );
    }
    // The contract's lock, as the run takes it: a storno and a run never interleave.
    await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.id, named.contractId))
      .for('update');
    const siblings = await tx
      .select()
      .from(invoices)
      .where(
        and(
          eq(invoices.contractId, named.contractId),
          eq(invoices.invoicingPeriodTo, named.invoicingPeriodTo),
          isNull(invoices.originalInvoiceId),
          isNull(invoices.cancelledAt),
          isNotNull(invoices.netInCents),
        ),
      )
      .orderBy(asc(invoices.type), asc(invoices.invoiceNumber))
      .for('update');
    if (!siblings.some((sibling) => sibling.id === named.id)) {
      throw new OpsError(
        'INVOICE_ALREADY_CANCELLED',
        `Invoice ${named.invoiceNumber} is already cancelled.`,
      );
    }
    const creationDate = toDayDate(now);
    const year = Number(creationDate.slice(0, 4));
    const stornos: StornoResult['stornos'] = [];
    const bookingIds = new Set<string>();
    for (const original of siblings) {
      const type = stornoTypeOf(original.type as InvoiceType);
      const lines = await tx
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, original.id))
        .orderBy(asc(invoiceLines.position));
      const negated = stornoLines(
        lines.map((line) => ({
          bookingId: line.bookingId ?? '',
          startDate: line.startDate.toISOString(),
          durationInMinutes: line.durationInMinutes,
          services: [line.services],
          unitPriceInCents: line.unitPriceInCents,
          amountInCents: line.amountInCents,
        })),
      );
      const totals = invoiceTotals(type, negated);
      const invoiceNumber = await nextInvoiceNumber(tx, year);
      const {
        id: _id,
        invoiceNumber: _number,
        createdAt: _created,
        storageKey: _key,
        ...kept
      } = original;
      const [row] = await tx
        .insert(invoices)
        .values({
          ...kept,
          type,
          originalInvoiceId: original.id,
          invoiceNumber,
          creationDate,
          filename: `${invoiceNumber}.pdf`,
          storageKey: null,
          netInCents: totals.netInCents,
          vatInCents: totals.vatInCents,
          grossInCents: totals.grossInCents,
          cancelledAt: null,
        })
        .returning({ id: invoices.id });
      if (!row) throw new Error('the storno insert answered nothing');
      await tx.insert(invoiceLines).values(
        lines.map((line, index) => ({
          ...line,
          invoiceId: row.id,
          amountInCents: negated[index]?.amountInCents ?? -line.amountInCents,
        })),
      );
      await tx.update(invoices).set({ cancelledAt: now }).where(eq(invoices.id, original.id));
      for (const line of lines) if (line.bookingId) bookingIds.add(line.bookingId);
      stornos.push({
        invoice_id: row.id,
        invoice_number: invoiceNumber,
        invoice_type: type,
        original_invoice_id: original.id,
      });
    }
    const reopened =
      bookingIds.size === 0
        ? []
        : await tx
            .update(bookings)
            .set({ status: 'FULFILLED', updatedAt: now })
            .where(and(inArray(bookings.id, [...bookingIds]), eq(bookings.status, 'INVOICED')))
            .returning({ id: bookings.id });
    return { stornos, bookings_reopened: reopened.length };
  });
  await writePendingInvoicePdfs(options);
  return result;
}
