// A caregiver's whole diary or contract list, reused while the database is unchanged (docs/
// decisions.md "Read cache"; issue 5: on PGlite one two-year diary costs ~100 ms of single-threaded
// query work, so 50 connections queued for seconds). Correct across server processes: the version
// is PostgreSQL's own snapshot, read in the same statement as the caller. Two equal snapshots see
// the same committed transactions, and every write gets a transaction id, which changes the
// snapshot of every later statement; so an entry is served only while no write has committed
// anywhere since it was read. Conservative (any write, anyone's, invalidates), never stale. On
// PGlite, where this process is the only writer, the version is its own change count instead.
import { eq, sql } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { ChangeCounter, DbOrTx } from '../db/client.js';
import { caregivers } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { getCaller, type Caller } from './caller.js';

/** What a cached answer is: the full bookings or the full contracts of one caregiver. */
export type CachedReadKind = 'bookings' | 'contracts';

export type CachedReadOptions<T> = {
  /**
   * The database, never a transaction: inside one, the snapshot would not tell this transaction's
   * own uncommitted writes apart, and a rollback would leave them in the cache.
   */
  db: DbOrTx;
  actor: CaregiverActor;
  kind: CachedReadKind;
  load: (caller: Caller) => Promise<T>;
};

export type ReadCache = {
  /** False when switched off (DISABLE_READ_CACHE): every read loads, nothing is kept. */
  readonly enabled: boolean;
  /**
   * The database's version for this caregiver's reads, and the caller when it had to be read;
   * undefined when the caregiver is gone.
   */
  version(
    db: DbOrTx,
    actor: CaregiverActor,
  ): Promise<{ version: string; caller?: Caller } | undefined>;
  /**
   * `load`'s answer for this caregiver and kind; reused while the database snapshot is unchanged.
   * The caller is read in the same statement as the snapshot (401 when the caregiver is gone).
   */
  read<T>(options: CachedReadOptions<T>): Promise<T>;
};

type Entry = { version: string; value: Promise<unknown> };

/**
 * Bounded so the cache cannot grow with the number of caregivers: ~1 MB per two-year diary, and a
 * caregiver who reads again after others pushed it out pays one uncached read.
 */
export const READ_CACHE_MAX_ENTRIES = 64;

/**
 * The caller and the database's version (its snapshot) in one statement; undefined when the
 * caregiver is gone.
 */
export async function findCallerAndVersion(
  db: DbOrTx,
  actor: CaregiverActor,
): Promise<{ caller: Caller; version: string } | undefined> {
  const [row] = await db
    .select({
      isEmployee: caregivers.isCareportEmployee,
      version: sql<string>`pg_current_snapshot()::text`,
    })
    .from(caregivers)
    .where(eq(caregivers.id, actor.caregiverId));
  if (!row) return undefined;
  return {
    caller: { caregiverId: actor.caregiverId, isEmployee: row.isEmployee },
    version: row.version,
  };
}

/**
 * `changes`: on PGlite, the process-local count of possible changes (db/client.ts). This process is
 * the only writer, so the count is the version and a hit costs no database round trip; a deleted
 * caregiver is a change, so their next read misses and answers 401 from the load's caller check.
 */
export function createReadCache(
  options: { changes?: ChangeCounter; maxEntries?: number; enabled?: boolean } = {},
): ReadCache {
  const { changes, maxEntries = READ_CACHE_MAX_ENTRIES, enabled = true } = options;
  if (!enabled) {
    return {
      enabled,
      version: findCallerAndVersion,
      read: async ({ db, actor, load }) => load(await getCaller(db, actor)),
    };
  }
  const entries = new Map<string, Entry>();
  const version: ReadCache['version'] = async (db, actor) =>
    changes ? { version: `local:${changes.current}` } : findCallerAndVersion(db, actor);
  return {
    enabled,
    version,
    async read<T>({ db, actor, kind, load }: CachedReadOptions<T>): Promise<T> {
      const found = await version(db, actor);
      if (!found) throw new AppError('UNAUTHORIZED', 401);
      const key = `${kind}:${actor.caregiverId}`;
      const cached = entries.get(key);
      // Re-inserted on every use: Map order is then least recently used first.
      entries.delete(key);
      if (cached?.version === found.version) {
        entries.set(key, cached);
        // The key holds the kind, and each kind is only ever loaded as one type.
        return cached.value as Promise<T>;
      }
      // Concurrent misses on one version share one load.
      const value = (found.caller ? Promise.resolve(found.caller) : getCaller(db, actor)).then(
        load,
      );
      const entry: Entry = { version: found.version, value };
      entries.set(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
  };
}
