// Issue 15 §13: a file whose upload lost a race, or whose replacement was written but never
// deleted (a crash between commit and delete), is referenced by no booking. This sweep deletes such
// files once they are older than a grace age, so an upload in progress (written, not yet
// committed) is never touched. It runs in the server process on a timer (main.ts); it moves to the
// job queue when pg-boss lands (DESIGN.md Jobs). Several instances sweeping at once is safe: a file
// is only deleted when unreferenced and old, whoever deletes it.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bookings } from '../db/schema/index.js';
import type { FileStorage } from '../storage/file-storage.js';
import { isUuid } from './ids.js';

/** Far longer than any upload takes from writing the file to committing its key. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
const UPLOADS_PREFIX = 'bookings/';
const BATCH = 200;

/** The keys the given bookings reference (deleted bookings included: their rows still exist). */
async function referencedKeys(db: Db, bookingIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({
      paper: bookings.paperBookingProof,
      cuConfirmation: bookings.cuConfirmationProof,
      cuDeclaration: bookings.cuDeclarationProof,
      cgConfirmation: bookings.cgConfirmationProof,
    })
    .from(bookings)
    .where(inArray(bookings.id, bookingIds));
  return new Set(
    rows
      .flatMap((row) => [row.paper, row.cuConfirmation, row.cuDeclaration, row.cgConfirmation])
      .filter((key): key is string => key !== null),
  );
}

/** Deletes unreferenced upload files older than `graceMs`; answers how many. */
export async function sweepOrphanFiles(options: {
  db: Db;
  storage: FileStorage;
  now: Date;
  graceMs?: number;
}): Promise<{ deleted: number }> {
  const { db, storage } = options;
  const oldest = options.now.getTime() - (options.graceMs ?? ORPHAN_GRACE_MS);
  let deleted = 0;
  let batch: string[] = [];
  const sweepBatch = async () => {
    // Keys are bookings/<caregiver>/<booking>/<name>; the booking's row says what it references.
    const bookingIds = [...new Set(batch.map((key) => key.split('/')[2] ?? ''))].filter(isUuid);
    const referenced = bookingIds.length > 0 ? await referencedKeys(db, bookingIds) : new Set();
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      deleted += 1;
    }
    batch = [];
  };
  for await (const file of storage.list(UPLOADS_PREFIX)) {
    if (file.modifiedAt.getTime() > oldest) continue;
    batch.push(file.key);
    if (batch.length >= BATCH) await sweepBatch();
  }
  if (batch.length > 0) await sweepBatch();
  return { deleted };
}

/** Sweeps now and then every `intervalMs` (default hourly); stop() ends it. */
export function keepSweepingOrphanFiles(options: {
  db: Db;
  storage: FileStorage;
  onError: (error: unknown) => void;
  intervalMs?: number;
}): { stop(): void } {
  let running: Promise<unknown> | undefined;
  const sweep = () => {
    running ??= sweepOrphanFiles({ db: options.db, storage: options.storage, now: new Date() })
      .catch(options.onError)
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(sweep, 60_000);
  const timer = setInterval(sweep, options.intervalMs ?? ORPHAN_GRACE_MS);
  first.unref();
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
