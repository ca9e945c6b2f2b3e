// The caregiver's side of invoices (spec 2 §7): the list, and the request-token download of one
// invoice's PDF. Independents only: employees get no invoices (spec 2 §6), refused here, not just
// hidden in the app. Another caregiver's invoice answers as not found (STYLE.md).
import type { InvoiceType } from '@careport/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import { createOpaqueToken, hashOpaqueToken } from '../auth/opaque-token.js';
import type { Db } from '../db/client.js';
import { downloadTokens, invoices } from '../db/schema/index.js';
import { fail } from '../errors/fail.js';
import { DOWNLOAD_TOKEN_MINUTES } from '../services/booking-images.js';
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
  const tokenId = createOpaqueToken();
  await db.insert(downloadTokens).values({
    tokenHash: hashOpaqueToken(tokenId),
    caregiverId: actor.caregiverId,
    kind: 'invoice',
    targetId: invoice.id,
    expiresAt: new Date(now.getTime() + DOWNLOAD_TOKEN_MINUTES * 60_000),
  });
  return { tokenId };
}

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

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
  if (!TOKEN.test(tokenId)) throw fail('DOWNLOAD_TOKEN_INVALID');
  const [claimed] = await db
    .update(downloadTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(downloadTokens.tokenHash, hashOpaqueToken(tokenId)),
        eq(downloadTokens.kind, 'invoice'),
        isNull(downloadTokens.usedAt),
        gt(downloadTokens.expiresAt, now),
      ),
    )
    .returning();
  if (!claimed) throw fail('DOWNLOAD_TOKEN_INVALID');
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, claimed.targetId), eq(invoices.caregiverId, claimed.caregiverId)));
  const key = invoice && !invoice.isAnonymized ? invoice.storageKey : null;
  const file = key && isValidStorageKey(key) ? await storage.get(key) : null;
  if (!file || !invoice) throw fail('NOT_FOUND');
  return { file, filename: invoice.filename };
}
