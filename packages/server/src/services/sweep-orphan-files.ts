// Issue 15 §13: a file whose upload lost a race, or whose write finished but whose row never
// committed (a crash between the two), is referenced by nothing. This sweep deletes such files once
// they are older than a grace age, so a write in progress (stored, not yet committed) is never
// touched. It runs as the hourly `orphan-file-sweep` job (jobs/job-definitions.ts). Several
// instances sweeping at once is safe: a file is only deleted when unreferenced and old, whoever
// deletes it. Invoices are not swept: their key is the invoice's own id, written again on a retry.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookingProofs, bookings, serviceDocumentationFiles } from '../db/schema/index.js';
import type { FileStorage } from '../storage/file-storage.js';
import { isUuid } from './ids.js';

/** Far longer than any upload takes from writing the file to committing its key. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const BATCH = 200;

/** A folder of stored files and how to tell which of a batch of its keys the database references. */
type SweptArea = {
  prefix: string;
  referenced(db: Db, keys: string[]): Promise<Set<string>>;
};

const present = (values: (string | null)[]): Set<string> =>
  new Set(values.filter((key): key is string => key !== null));

/** Signatures and paper photos: bookings/<caregiver>/<booking>/<name>, named on the booking's row. */
const BOOKING_IMAGES: SweptArea = {
  prefix: 'bookings/',
  async referenced(db, keys) {
    const bookingIds = [...new Set(keys.map((key) => key.split('/')[2] ?? ''))].filter(isUuid);
    if (bookingIds.length === 0) return new Set();
    // Deleted bookings included: their rows still exist.
    const rows = await db
      .select({
        paper: bookings.paperBookingProof,
        cuConfirmation: bookings.cuConfirmationProof,
        cuDeclaration: bookings.cuDeclarationProof,
        cgConfirmation: bookings.cgConfirmationProof,
      })
      .from(bookings)
      .where(inArray(bookings.id, bookingIds));
    return present(
      rows.flatMap((row) => [row.paper, row.cuConfirmation, row.cuDeclaration, row.cgConfirmation]),
    );
  },
};

/** Proofs of service (issue 14): one per booking; a lost race or a crash leaves a second file. */
const PROOFS: SweptArea = {
  prefix: 'proofs/',
  async referenced(db, keys) {
    const rows = await db
      .select({ key: bookingProofs.storageKey })
      .from(bookingProofs)
      .where(inArray(bookingProofs.storageKey, keys));
    return present(rows.map((row) => row.key));
  },
};

/** Service documentation uploads (issue 12): streamed first, their rows inserted after. */
const SERVICE_DOCUMENTATION: SweptArea = {
  prefix: 'service-documentation/',
  async referenced(db, keys) {
    const rows = await db
      .select({ key: serviceDocumentationFiles.pathInStorage })
      .from(serviceDocumentationFiles)
      .where(inArray(serviceDocumentationFiles.pathInStorage, keys));
    return present(rows.map((row) => row.key));
  },
};

export const SWEPT_AREAS: readonly SweptArea[] = [BOOKING_IMAGES, PROOFS, SERVICE_DOCUMENTATION];

/** Deletes unreferenced files older than `graceMs` in every swept area; answers how many. */
export async function sweepOrphanFiles(options: {
  db: Db;
  storage: FileStorage;
  now: Date;
  graceMs?: number;
}): Promise<{ deleted: number }> {
  const { db, storage } = options;
  const oldest = options.now.getTime() - (options.graceMs ?? ORPHAN_GRACE_MS);
  let deleted = 0;
  for (const area of SWEPT_AREAS) {
    let batch: string[] = [];
    const sweepBatch = async () => {
      const referenced = await area.referenced(db, batch);
      for (const key of batch) {
        if (referenced.has(key)) continue;
        await storage.delete(key);
        deleted += 1;
      }
      batch = [];
    };
    for await (const file of storage.list(area.prefix)) {
      if (file.modifiedAt.getTime() > oldest) continue;
      batch.push(file.key);
      if (batch.length >= BATCH) await sweepBatch();
    }
    if (batch.length > 0) await sweepBatch();
  }
  return { deleted };
}
