// Issue 40 (record 0102): an invoice run the back office starts records itself in invoice_runs and
// updates its counts after each contract, so the console can show a progress bar fed by the run's
// own counts. The run itself is runInvoiceMonth, unchanged in what it invoices; the record only
// watches it. It runs in-process (tracked by the app's background tasks, so shutdown waits for it).
import { formatInvoiceMonth, type InvoiceMonth } from '@careport/domain';
import type { InvoiceRunView } from '@careport/domain/back-office';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { invoiceRuns } from '../db/schema/index.js';
import { OpsError, sqlState } from '../services/ops/ops-error.js';
import type { FileStorage } from '../storage/file-storage.js';
import { runInvoiceMonth, type InvoiceRunProgress } from './invoice-run.js';

type InvoiceRunRow = typeof invoiceRuns.$inferSelect;

export type { InvoiceRunView };

export function toInvoiceRunView(row: InvoiceRunRow): InvoiceRunView {
  return {
    id: row.id,
    month: row.month,
    started_by: row.startedBy,
    status: row.status,
    contracts_total: row.contractsTotal,
    contracts_done: row.contractsDone,
    contracts: row.contractsInvoiced,
    invoices_created: row.invoicesCreated,
    pdfs_written: row.pdfsWritten,
    visits_left_for_correction: row.visitsLeftForCorrection,
    error: row.error,
    started_at: row.startedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * A run records its counts after every contract; one silent this long died with its server (a
 * crash, a deploy). Left "running", it would hold its month's unique index for ever.
 */
export const STALE_RUN_MS = 10 * 60 * 1000;

const STALE_RUN_ERROR = `No progress for ${STALE_RUN_MS / 60_000} minutes: the server running it stopped.`;

const isStale = (row: InvoiceRunRow, now: Date) =>
  row.status === 'running' && row.updatedAt.getTime() < now.getTime() - STALE_RUN_MS;

/** A run as it stands at `now`: one that stopped reporting reads as failed before a start marks it. */
function viewAt(row: InvoiceRunRow, now: Date): InvoiceRunView {
  return toInvoiceRunView(
    isStale(row, now)
      ? { ...row, status: 'failed', error: STALE_RUN_ERROR, finishedAt: null }
      : row,
  );
}

/** Marks the runs that stopped reporting as failed, so their month can run again (record 0102). */
async function failStaleRuns(db: Db, now: Date): Promise<void> {
  await db
    .update(invoiceRuns)
    .set({ status: 'failed', error: STALE_RUN_ERROR, finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(invoiceRuns.status, 'running'),
        lt(invoiceRuns.updatedAt, new Date(now.getTime() - STALE_RUN_MS)),
      ),
    );
}

export type StartInvoiceRunOptions = {
  db: Db;
  storage: FileStorage;
  now: () => Date;
  month: InvoiceMonth;
  startedBy: string;
  /** Where a failed run's cause goes besides the record (the app's log). */
  onError?: (error: unknown) => void;
};

/**
 * Records a new run of `month` and starts it; `finished` settles with the run's last state (never
 * rejects: a failure is recorded as status "failed"). A month with a run still running is refused
 * (INVOICE_RUN_RUNNING), by the partial unique index, so two servers cannot both start one.
 */
export async function startInvoiceRun(
  options: StartInvoiceRunOptions,
): Promise<{ run: InvoiceRunView; finished: Promise<InvoiceRunView> }> {
  const { db, month } = options;
  const monthText = formatInvoiceMonth(month);
  let row: InvoiceRunRow | undefined;
  await failStaleRuns(db, options.now());
  try {
    [row] = await db
      .insert(invoiceRuns)
      .values({
        month: monthText,
        startedBy: options.startedBy,
        startedAt: options.now(),
        updatedAt: options.now(),
      })
      .returning();
  } catch (error) {
    if (sqlState(error) === '23505') {
      throw new OpsError(
        'INVOICE_RUN_RUNNING',
        `An invoice run for ${monthText} is still running; watch it at GET /ops/invoice-runs.`,
      );
    }
    throw error;
  }
  if (!row) throw new Error('the invoice run insert answered nothing');
  const id = row.id;
  const update = async (values: Partial<typeof invoiceRuns.$inferInsert>) => {
    const [updated] = await db
      .update(invoiceRuns)
      .set({ ...values, updatedAt: options.now() })
      .where(eq(invoiceRuns.id, id))
      .returning();
    if (!updated) throw new Error(`the invoice run ${id} is gone`);
    return toInvoiceRunView(updated);
  };
  const counts = (progress: InvoiceRunProgress) => ({
    contractsTotal: progress.contracts_total,
    contractsDone: progress.contracts_done,
    contractsInvoiced: progress.contracts,
    invoicesCreated: progress.invoices_created,
    pdfsWritten: progress.pdfs_written,
    visitsLeftForCorrection: progress.visits_left_for_correction,
  });
  let last: InvoiceRunProgress | undefined;
  const finished = (async () => {
    try {
      await runInvoiceMonth({
        db,
        storage: options.storage,
        now: options.now(),
        month,
        onProgress: async (progress) => {
          last = progress;
          await update(counts(progress));
        },
      });
      return await update({ status: 'done', finishedAt: options.now() });
    } catch (error) {
      options.onError?.(error);
      return await update({
        ...(last ? counts(last) : {}),
        status: 'failed',
        error: error instanceof Error ? error.message : String(error),
        finishedAt: options.now(),
      });
    }
  })();
  return { run: toInvoiceRunView(row), finished };
}

/** The latest runs, newest first; one that stopped reporting shows as failed. */
export async function listInvoiceRuns(db: Db, now: Date, limit = 20): Promise<InvoiceRunView[]> {
  const rows = await db
    .select()
    .from(invoiceRuns)
    .orderBy(desc(invoiceRuns.startedAt), desc(invoiceRuns.id))
    .limit(limit);
  return rows.map((row) => viewAt(row, now));
}

export async function getInvoiceRun(db: Db, id: string, now: Date): Promise<InvoiceRunView> {
  const [row] = await db.select().from(invoiceRuns).where(eq(invoiceRuns.id, id));
  if (!row) throw new OpsError('INVOICE_RUN_NOT_FOUND', `There is no invoice run ${id}.`);
  return viewAt(row, now);
}
