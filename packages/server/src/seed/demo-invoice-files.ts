// The demo invoices' PDFs (DESIGN Demo data): rendered and stored by the invoice run's own code
// (invoices/invoice-pdf-store.ts), so 'PDF öffnen' on a demo invoice opens a real invoice. Like the
// demo's proof images, run on every start and idempotent: it fills only gaps, an invoice without a
// stored key (the seed's commit just happened) or whose file is missing (e.g. a fresh STORAGE_DIR).
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { caregivers, invoices } from '../db/schema/index.js';
import { storeInvoicePdf } from '../invoices/invoice-pdf-store.js';
import { isValidStorageKey, type FileStorage } from '../storage/file-storage.js';
import { DEMO_EMAILS } from './demo.js';

/** The demo's own caregivers' invoices, or one copy's (services/ops/seed-demo-caregiver.ts). */
export const writeDemoInvoiceFiles = async (
  db: Db,
  storage: FileStorage,
  only?: { caregiverId: string },
): Promise<{ written: number }> => {
  const whose = only
    ? eq(invoices.caregiverId, only.caregiverId)
    : inArray(caregivers.email, Object.values(DEMO_EMAILS));
  const rows = await db
    .select({
      id: invoices.id,
      caregiverId: invoices.caregiverId,
      storageKey: invoices.storageKey,
    })
    .from(invoices)
    .innerJoin(caregivers, eq(caregivers.id, invoices.caregiverId))
    .where(and(whose, isNotNull(invoices.netInCents)))
    .orderBy(asc(invoices.createdAt), asc(invoices.id));
  let written = 0;
  for (const row of rows) {
    if (row.storageKey !== null) {
      // A key that is not ours to fill (not a valid key) is left to the download's NOT_FOUND.
      if (!isValidStorageKey(row.storageKey) || (await storage.get(row.storageKey))) continue;
    }
    await storeInvoicePdf(db, storage, row);
    written += 1;
  }
  return { written };
};
