// Issue 12, the monthly invoice run: for every contract with documented (FULFILLED) visits in the
// month that are not invoiced yet, one CUSTOMER invoice per payer and, for independents, one
// COMMISSION invoice; the visits become INVOICED. One transaction per contract, under the
// contract's row lock, so two runs at once (or on two servers) serialise per contract and the
// second finds nothing left; the unique key invoices_run_key refuses a second invoice anyway.
// PDFs are made after the commit, one at a time; an invoice whose PDF is missing (a crash between
// the commit and the file) is completed by the next run (writePendingInvoicePdfs).
import {
  buildInvoiceLines,
  invoiceMonthRange,
  invoiceTotals,
  toDayDate,
  formatInvoiceMonth,
  type InvoiceMonth,
  type InvoicePayer,
  type InvoiceVisit,
} from '@careport/domain';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { bookings, caregivers, careReceivers, contracts, invoices } from '../db/schema/index.js';
import { isLiveBooking } from '../services/list-bookings.js';
import type { FileStorage } from '../storage/file-storage.js';
import { nextInvoiceNumber } from './invoice-numbers.js';
import { writePendingInvoicePdfs } from './invoice-pdf-store.js';
import {
  insertInvoiceLines,
  serviceLabels,
  toInvoiceVisit,
  visitsByPayer,
} from './invoice-visits.js';

/**
 * The visits a month's run invoices: live, documented (FULFILLED), starting in the month. Also
 * the corrections list's test (invoice-corrections.ts), so both speak of the same visits.
 */
export const documentedInMonth = (range: { start: Date; end: Date }) =>
  and(
    eq(bookings.status, 'FULFILLED'),
    isLiveBooking,
    gte(bookings.startDate, range.start),
    lt(bookings.startDate, range.end),
  );

export type InvoiceRunResult = {
  month: string;
  /** Contracts that got invoices in this run. */
  contracts: number;
  invoices_created: number;
  pdfs_written: number;
  /**
   * Visits documented after their month was invoiced: they stay FULFILLED until the back office
   * cancels that month's invoices (storno), after which the next run invoices them all together.
   */
  visits_left_for_correction: number;
};

export type InvoiceRunOptions = {
  db: Db;
  storage: FileStorage;
  now: Date;
  month: InvoiceMonth;
  /** Tests: called inside each contract's transaction before it commits (a crash there). */
  beforeCommit?: (contractId: string) => Promise<void>;
  /**
   * Issue 40: the counts so far, once the contracts are known and after each contract's commit,
   * so a recorded run (invoice-run-records.ts) can show its progress.
   */
  onProgress?: (progress: InvoiceRunProgress) => Promise<void>;
};

export type InvoiceRunProgress = InvoiceRunResult & {
  contracts_total: number;
  contracts_done: number;
};

export async function runInvoiceMonth(options: InvoiceRunOptions): Promise<InvoiceRunResult> {
  const { db, month } = options;
  const range = invoiceMonthRange(month);
  // Fresh statistics first. PGlite has no autovacuum, so its tables are never analysed, and
  // without statistics the planner read each contract's visits through the overlap constraint's
  // index, filtering every booking: 56 ms a contract at 160 000 bookings, so the run grew with
  // the square of the data (bench/invoice-run.mjs, 10 000 caregivers, 2026-11-25). Once a month
  // it costs a fraction of a second. Not `invoices`: the run fills it, and statistics taken
  // while it is still small would steer its lookups the same wrong way as it grows.
  await db.execute(sql`analyze ${bookings}, ${contracts}`);
  const candidates = await db
    .selectDistinct({ contractId: bookings.contractId })
    .from(bookings)
    .where(documentedInMonth(range))
    .orderBy(asc(bookings.contractId));
  const result: InvoiceRunResult = {
    month: formatInvoiceMonth(month),
    contracts: 0,
    invoices_created: 0,
    pdfs_written: 0,
    visits_left_for_correction: 0,
  };
  let done = 0;
  const report = () =>
    options.onProgress?.({ ...result, contracts_total: candidates.length, contracts_done: done });
  await report();
  for (const { contractId } of candidates) {
    const outcome = await db.transaction(async (tx) => {
      const made = await invoiceContractMonth(tx, { ...options, contractId, range });
      await options.beforeCommit?.(contractId);
      return made;
    });
    if (outcome.created > 0) result.contracts += 1;
    result.invoices_created += outcome.created;
    result.visits_left_for_correction += outcome.leftForCorrection;
    done += 1;
    await report();
  }
  result.pdfs_written = await writePendingInvoicePdfs(options);
  await report();
  return result;
}

type Range = ReturnType<typeof invoiceMonthRange>;

async function invoiceContractMonth(
  tx: DbOrTx,
  options: InvoiceRunOptions & { contractId: string; range: Range },
): Promise<{ created: number; leftForCorrection: number }> {
  const { contractId, range, now } = options;
  const [contract] = await tx
    .select({
      id: contracts.id,
      caregiverId: contracts.caregiverId,
      careReceiverId: contracts.careReceiverId,
      customerId: contracts.customerId,
      paymentMethod: contracts.paymentMethod,
      commissionRate: contracts.commissionRate,
      isEmployee: caregivers.isCareportEmployee,
      firstName: careReceivers.firstName,
      lastName: careReceivers.lastName,
    })
    .from(contracts)
    .innerJoin(caregivers, eq(caregivers.id, contracts.caregiverId))
    .innerJoin(careReceivers, eq(careReceivers.id, contracts.careReceiverId))
    .where(eq(contracts.id, contractId))
    .for('update', { of: contracts });
  if (!contract) return { created: 0, leftForCorrection: 0 };
  const visits = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.contractId, contractId), documentedInMonth(range)))
    .orderBy(asc(bookings.startDate))
    .for('update');
  if (visits.length === 0) return { created: 0, leftForCorrection: 0 };
  const live = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.contractId, contractId),
        eq(invoices.invoicingPeriodTo, range.to),
        isNull(invoices.originalInvoiceId),
        isNull(invoices.cancelledAt),
      ),
    );
  if (live.length > 0) return { created: 0, leftForCorrection: visits.length };

  const labels = await serviceLabels(
    tx,
    visits.map((visit) => visit.id),
  );
  const creationDate = toDayDate(now);
  const year = Number(creationDate.slice(0, 4));
  const rate = Number(contract.commissionRate);
  const common = {
    invoicingPeriodFrom: range.from,
    invoicingPeriodTo: range.to,
    creationDate,
    contractId,
    caregiverId: contract.caregiverId,
    careReceiverId: contract.careReceiverId,
    careReceiverFirstName: contract.firstName,
    careReceiverLastName: contract.lastName,
  };
  const insertInvoice = async (
    type: 'CUSTOMER' | 'COMMISSION',
    payer: InvoicePayer,
    group: InvoiceVisit[],
  ) => {
    const lines = buildInvoiceLines(type, group, rate);
    const totals = invoiceTotals(type, lines);
    const invoiceNumber = await nextInvoiceNumber(tx, year);
    const [row] = await tx
      .insert(invoices)
      .values({
        ...common,
        type,
        payer,
        invoiceNumber,
        customerId: type === 'CUSTOMER' ? contract.customerId : null,
        filename: `${invoiceNumber}.pdf`,
        netInCents: totals.netInCents,
        vatInCents: totals.vatInCents,
        grossInCents: totals.grossInCents,
      })
      .returning({ id: invoices.id });
    if (!row) throw new Error('the invoice insert answered nothing');
    await insertInvoiceLines(tx, row.id, lines);
  };

  const groups = visitsByPayer(visits, contract.paymentMethod, labels);
  let created = 0;
  for (const payer of ['CUSTOMER', 'INSURER'] as const) {
    const group = groups.get(payer);
    if (!group) continue;
    await insertInvoice('CUSTOMER', payer, group);
    created += 1;
  }
  if (!contract.isEmployee) {
    await insertInvoice(
      'COMMISSION',
      'CUSTOMER',
      visits.map((visit) => toInvoiceVisit(visit, labels)),
    );
    created += 1;
  }
  await tx
    .update(bookings)
    .set({ status: 'INVOICED', updatedAt: now })
    .where(
      inArray(
        bookings.id,
        visits.map((visit) => visit.id),
      ),
    );
  return { created, leftForCorrection: 0 };
}
