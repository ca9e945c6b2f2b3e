// The caregiver's side of invoices (spec 2 §7): the list, and the request-token download of one
// invoice's PDF. Independents only: employees get no invoices (spec 2 §6), refused here, not just
// hidden in the app. Another caregiver's invoice answers as not found (STYLE.md).
import type { InvoiceType } from '@careport/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { Db } from '../db/client.js';
import { invoices } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { claimDownloadToken, issueDownloadToken } from '../services/download-tokens.js';
import { getCaller } from '../services/caller.js';
import { isUuid } from '../services/ids.js';
import { isValidStorageKey, type FileStorage, type StoredFile } from '../storage/file-storage.js';

/** spec 2 §3 Invoice. */
export type InvoiceView = {
  invoiceId: string;
  invoiceNumber: string;
  invoiceType: InvoiceType;
  originalInvoiceId: string | null;
  invoicingPeriodTo: string;
  creationDate: string;
  customerId: string | null;
  contractId: string | null;
  caregiverId: string;
  filename: string;
  /** Issue 39: the invoice's total in cents (negative on a storno); null while it is being made. */
  grossInCents: number | null;
  careReceiver: { firstName: string; lastName: string; isAnonymized: boolean };
};

async function requireIndependent(db: Db, actor: CaregiverActor): Promise<void> {
  const caller = await getCaller(db, actor);
  if (caller.isEmployee) throw fail('FORBIDDEN');
}

export async function listInvoices(db: Db, actor: CaregiverActor): Promise<InvoiceView[]> {
  await requireIndependent(db, actor);
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.caregiverId, actor.caregiverId))
    .orderBy(desc(invoices.invoicingPeriodTo), desc(invoices.invoiceNumber));
  return rows.map((row) => ({
    invoiceId: row.id,
    invoiceNumber: row.invoiceNumber,
    invoiceType: row.type as InvoiceType,
    originalInvoiceId: row.originalInvoiceId,
    invoicingPeriodTo: row.invoicingPeriodTo,
    creationDate: row.creationDate,
    customerId: row.customerId,
    contractId: row.contractId,
    caregiverId: row.caregiverId,
    filename: row.filename,
    grossInCents: row.grossInCents,
    careReceiver: {
      firstName: row.careReceiverFirstName,
      lastName: row.careReceiverLastName,
      isAnonymized: row.isAnonymized,
    },
  }));
}

/**
 * spec 2 §7 POST /caregiver-app/invoice/{id}/request-token: a 5-minute, single-use token for the
 * caller's invoice. An anonymized invoice's file is for the finance team (spec 2 §2), and an
 * invoice whose PDF is still being made has none yet: both answer NOT_FOUND.
 */
export async function requestInvoiceToken(options: {
  db: Db;
  actor: CaregiverActor;
  now: Date;
  invoiceId: string;
}): Promise<{ tokenId: string }> {
  const { db, actor, now, invoiceId } = options;
  await requireIndependent(db, actor);
  if (!isUuid(invoiceId)) throw fail('NOT_FOUND');
  const [invoice] = await db
    .select({
      id: invoices.id,
      storageKey: invoices.storageKey,
      isAnonymized: invoices.isAnonymized,
    })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.caregiverId, actor.caregiverId)));
  if (!invoice || invoice.isAnonymized || !invoice.storageKey) throw fail('NOT_FOUND');
  const tokenId = await issueDownloadToken(
    db,
    { caregiverId: actor.caregiverId, kind: 'invoice', targetId: invoice.id },
    now,
  );
  return { tokenId };
}

/**
 * spec 2 §7 GET /caregiver-app/invoice/download/{token_id}: the PDF. The token alone authorises
 * (so the PDF reader can open it as a plain URL); one UPDATE claims it, so it works once, within
 * its 5 minutes. The invoice is read again: one anonymized meanwhile is no longer handed out.
 */
export async function downloadInvoice(options: {
  db: Db;
  storage: FileStorage;
  now: Date;
  tokenId: string;
}): Promise<{ file: StoredFile; filename: string }> {
  const { db, storage, now, tokenId } = options;
  const claimed = await claimDownloadToken(db, 'invoice', tokenId, now);
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, claimed.targetId), eq(invoices.caregiverId, claimed.caregiverId)));
  const key = invoice && !invoice.isAnonymized ? invoice.storageKey : null;
  const file = key && isValidStorageKey(key) ? await storage.get(key) : null;
  if (!file || !invoice) throw fail('NOT_FOUND');
  return { file, filename: invoice.filename };
}
