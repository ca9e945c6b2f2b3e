// A caregiver's whole diary or contract list, reused while the database is unchanged
// (docs/decisions/0025-read-cache-versions-per-caregiver.md; issue 5: on PGlite one two-year diary
// costs ~100 ms of single-threaded query work, so 50 connections queued for seconds). Correct
// across server processes: on
// PostgreSQL the version is a pair of counters in the database, read in the same statement as the
// caller, which every write bumps as far as it reaches (db/postgres-read-versions.ts: for
// everybody, or for the writing caregiver alone; sign-in and refresh for nobody). On
// PGlite, where this process is the only writer, the version is its own change count instead:
// the changes that show to everybody and this caregiver's own (issue 17, db/client.ts), so another
// caregiver's booking or anybody's sign-in leaves the entry in place.
import { eq, sql } from 'drizzle-orm';
import type { CaregiverActor } from '../auth/actor.js';
import type { ChangeCounter, DbOrTx } from '../db/client.js';
import { GLOBAL_SCOPE, unfollowedScope } from '../db/postgres-read-versions.js';
import { caregivers, readVersions } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import { approximateBytes, createBoundedStore } from './bounded-store.js';
import { getCaller, type Caller } from './caller.js';

/**
 * What a cached answer is: the profile, or the full bookings, contracts or listed proposals of one
 * caregiver, or their calendar feed (issue 43).
 */
export type CachedReadKind = 'profile' | 'bookings' | 'contracts' | 'proposals' | 'calendar';

export type CachedReadOptions<T> = {
  /**
   * The database, never a transaction: inside one, the snapshot would not tell this transaction's
   * own uncommitted writes apart, and a rollback would leave them in the cache.
   */
  db: DbOrTx;
  actor: CaregiverActor;
  kind: CachedReadKind;
  load: (caller: Caller) => Promise<T>;
  /**
   * For answers that also depend on the clock (proposals leave the list at their expiry): the
   * instant (ms) from which a loaded answer is stale even with the database unchanged, read at
   * `now`. Absent: fresh while the database is unchanged.
   */
  freshUntil?: (value: T) => number;
  /**
   * For an answer that can take in its caregiver's own changes of booking rows without loading
   * whole (the diary, record 0125): when the database changed since `previous` only by such
   * changes, `follow` answers in place of `load`. Not with `freshUntil`.
   */
  follow?: (previous: T, caller: Caller) => Promise<T>;
  now?: Date;
};

/**
 * The database's version for a caregiver's reads, and `followable`: the same without their own
 * changes of booking rows, which a `follow` can take in (record 0125).
 */
export type ReadVersion = { version: string; followable: string; caller?: Caller };

export type ReadCache = {
  /** False when switched off (DISABLE_READ_CACHE): every read loads, nothing is kept. */
  readonly enabled: boolean;
  /**
   * The database's version for this caregiver's reads, and the caller when it had to be read;
   * undefined when the caregiver is gone.
   */
  version(db: DbOrTx, actor: CaregiverActor): Promise<ReadVersion | undefined>;
  /**
   * `load`'s answer for this caregiver and kind; reused while the database snapshot is unchanged.
   * The caller is read in the same statement as the snapshot (401 when the caregiver is gone).
   */
  read<T>(options: CachedReadOptions<T>): Promise<T>;
  /**
   * The answer `read` would reuse now, or undefined when there is none at the current version
   * (never loads): for a read that can be answered from a part of a cached answer, and is cheaper
   * loaded alone than the whole (one booking of the diary, issue 43).
   */
  peek<T>(options: Omit<CachedReadOptions<T>, 'load' | 'freshUntil'>): Promise<T | undefined>;
};

type Entry = {
  version: string;
  followable: string;
  value: Promise<unknown>;
  freshUntil?: number;
};

/**
 * Bounded so the cache cannot grow with the number of caregivers: a caregiver who reads again after
 * others pushed them out pays one uncached read. The size is the bound that matters (a two-year
 * diary is ~0.5 MB of JSON, a profile ~1 KB); the count only stops a flood of tiny answers.
 */
export const READ_CACHE_MAX_ENTRIES = 10_000;
/**
 * 128 MB of answers' JSON: a two-year diary is ~0.5 MB (~1 KB a booking), so this holds a busy
 * day's ~250 active caregivers' diaries and the rest; 64 MB thrashed at 200 (issue 17,
 * docs/performance.md "Mixed load").
 */
export const READ_CACHE_MAX_MB = 128;

/**
 * The caller and the database's version for their reads in one statement: the '*' row and their
 * own row of `read_versions` (db/postgres-read-versions.ts, issue 17), so another caregiver's
 * writes, sign-ins and refreshes leave it unchanged. Undefined when the caregiver is gone.
 */
export async function findCallerAndVersion(
  db: DbOrTx,
  actor: CaregiverActor,
): Promise<(ReadVersion & { caller: Caller }) | undefined> {
  const versionOf = (scope: string) =>
    sql`coalesce((select ${readVersions.version} from ${readVersions} where ${readVersions.scope} = ${scope}), 0)`;
  const [row] = await db
    .select({
      isEmployee: caregivers.isCareportEmployee,
      everybody: sql<string>`${versionOf(GLOBAL_SCOPE)}::text`,
      own: sql<string>`${versionOf(actor.caregiverId)}::text`,
      unfollowed: sql<string>`${versionOf(unfollowedScope(actor.caregiverId))}::text`,
    })
    .from(caregivers)
    .where(eq(caregivers.id, actor.caregiverId));
  if (!row) return undefined;
  return {
    caller: { caregiverId: actor.caregiverId, isEmployee: row.isEmployee },
    version: `pg:${row.everybody}:${row.own}`,
    followable: `pg:${row.everybody}:${row.unfollowed}`,
  };
}

/**
 * `changes`: on PGlite, the process-local count of possible changes (db/client.ts): everybody's and
 * this caregiver's own. This process is the only writer, so the count is the version and a hit costs no database round trip; a deleted
 * caregiver is a change, so their next read misses and answers 401 from the load's caller check.
 */
export function createReadCache(
  options: {
    changes?: ChangeCounter;
    maxEntries?: number;
    maxBytes?: number;
    enabled?: boolean;
  } = {},
): ReadCache {
  const {
    changes,
    maxEntries = READ_CACHE_MAX_ENTRIES,
    maxBytes = READ_CACHE_MAX_MB * 1024 * 1024,
    enabled = true,
  } = options;
  if (!enabled) {
    return {
      enabled,
      version: findCallerAndVersion,
      read: async ({ db, actor, load }) => load(await getCaller(db, actor)),
      peek: () => Promise.resolve(undefined),
    };
  }
  const entries = createBoundedStore<Entry>({ maxEntries, maxBytes });
  const version: ReadCache['version'] = async (db, actor) =>
    changes
      ? {
          version: `local:${changes.current}:${changes.of(actor.caregiverId)}`,
          followable: `local:${changes.current}:${changes.unfollowedOf(actor.caregiverId)}`,
        }
      : findCallerAndVersion(db, actor);
  return {
    enabled,
    version,
    async peek<T>({ db, actor, kind, now }: Omit<CachedReadOptions<T>, 'load' | 'freshUntil'>) {
      const cached = entries.get(`${kind}:${actor.caregiverId}`);
      if (!cached) return undefined;
      const found = await version(db, actor);
      const isFresh =
        cached.freshUntil === undefined || (now ?? new Date()).getTime() < cached.freshUntil;
      if (found?.version !== cached.version || !isFresh) return undefined;
      // The key holds the kind, and each kind is only ever loaded as one type.
      return (await cached.value) as T;
    },
    async read<T>(options: CachedReadOptions<T>): Promise<T> {
      const { db, actor, kind, load, freshUntil, follow, now } = options;
      const found = await version(db, actor);
      if (!found) throw new AppError('UNAUTHORIZED', 401);
      const key = `${kind}:${actor.caregiverId}`;
      const cached = entries.get(key);
      const isFresh =
        cached?.freshUntil === undefined || (now ?? new Date()).getTime() < cached.freshUntil;
      if (cached?.version === found.version && isFresh) {
        // The key holds the kind, and each kind is only ever loaded as one type.
        return cached.value as Promise<T>;
      }
      const caller = found.caller ? Promise.resolve(found.caller) : getCaller(db, actor);
      // Concurrent misses on one version share one load, or one follow of the previous answer
      // (after its own load, when that is still running; a load that failed is done again).
      const isFollowable =
        cached?.followable === found.followable && cached.freshUntil === undefined;
      // The key holds the kind, and each kind is only ever loaded as one type.
      const previous = isFollowable ? (cached.value as Promise<T>) : undefined;
      const value =
        follow && previous
          ? caller.then((who) =>
              previous.then(
                (answer) => follow(answer, who),
                () => load(who),
              ),
            )
          : caller.then(load);
      const entry: Entry = { version: found.version, followable: found.followable, value };
      if (freshUntil) {
        // Concurrent readers share the pending load (it reads at about their time); once it has
        // loaded, later readers check its own limit.
        entry.freshUntil = Infinity;
        value.then(
          (loaded) => {
            entry.freshUntil = freshUntil(loaded);
          },
          () => undefined,
        );
      }
      entries.set(key, entry);
      value.then(
        (loaded) => entries.setSize(key, entry, approximateBytes(loaded)),
        () => entries.delete(key, entry),
      );
      return value;
    },
  };
}
