// One entry point to the database for the server, the CLIs and the tests: embedded PGlite by
// default, PostgreSQL through node-postgres when a URL is given (DESIGN Data).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { reachOf, widest, type Reach } from './change-reach.js';
import { lockDataDir } from './data-dir-lock.js';
import { withReadVersions } from './postgres-read-versions.js';

export { runAsCaregiver } from './change-reach.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;

/**
 * The drizzle handle, the same type for both drivers. With PGlite there is one connection: inside
 * `db.transaction(async (tx) => …)` use only `tx`; a query on the outer `db` there deadlocks.
 */
export type Db = PgDatabase<RowsQueryResultHKT, Schema>;

/**
 * What both drivers' `execute` results have in common: `rows`. (node-postgres answers a
 * QueryResult, PGlite a Results; both carry the rows.)
 */
export interface RowsQueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}

export type QueryRows<TRow> = { rows: TRow[] };

/** A transaction handle or the database: what query functions should accept. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * How many times a statement that may change data started or finished on this process's PGlite.
 * PGlite locks its data directory, so this process is its only writer: an unchanged count means
 * unchanged data, and reads can be versioned without asking the database (services/read-cache.ts).
 * Issue 17: `current` counts the changes that may show to anybody; `of(id)` those that show only to
 * that caregiver (their own writes to their own rows, see `OWN_TABLES`), so one caregiver's write
 * no longer throws away everybody's cached diary. Writes to tables no cached answer reads (sign-in
 * and refresh: `UNREAD_TABLES`) count nowhere. Issue 43: `unfollowedOf(id)` counts those of them
 * the cached diary cannot take in by the rows stamped since (record 0125).
 */
export type ChangeCounter = {
  readonly current: number;
  of(caregiverId: string): number;
  unfollowedOf(caregiverId: string): number;
};

export type PgliteHandle = {
  /** Counts every statement but plain SELECTs, and every transaction, before and after. */
  changes: ChangeCounter;
  kind: 'pglite';
  db: Db;
  /** The PGlite instance, for dumps; do not query it beside `db`. */
  pglite: PGlite;
  /** The folder PGlite stores its files in; undefined in memory. */
  pgDataDir: string | undefined;
  close(): Promise<void>;
};

export type PostgresHandle = {
  kind: 'postgres';
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
};

export type Database = PgliteHandle | PostgresHandle;

export type OpenDatabaseOptions = {
  /** PGlite stores its files in `<dataDir>/pgdata` and locks the directory. */
  dataDir?: string;
  /** When set, PostgreSQL through a node-postgres pool; wins over the others. */
  databaseUrl?: string;
  /** PGlite in memory (tests). */
  inMemory?: boolean;
  /** A tarball from PGlite's dumpDataDir to start an in-memory database from (tests). */
  loadDataDir?: Blob;
  /** node-postgres pool size (default 10). */
  maxConnections?: number;
  /** Errors of idle pool clients (a restarted server); default: written to stderr. */
  onPoolError?: (error: Error) => void;
};

const openPostgres = (databaseUrl: string, options: OpenDatabaseOptions): PostgresHandle => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.maxConnections ?? 10 });
  // Without a listener an idle client's error (e.g. the server restarting) crashes the process.
  pool.on(
    'error',
    options.onPoolError ?? ((error) => console.error('PostgreSQL pool error:', error.message)),
  );
  // Issue 17: writes bump the read cache's versions (per caregiver where they can).
  const db: Db = drizzleNodePg({ client: withReadVersions(pool), schema });
  let closing: Promise<void> | undefined;
  return { kind: 'postgres', db, pool, close: () => (closing ??= pool.end()) };
};

/**
 * PGlite's default shared_buffers is PostgreSQL's 128 MB, held in the WASM heap and so in the
 * server's RSS once touched. One caregiver portal's working set is a few MB; 16 MB keeps it cached
 * and takes idle RSS down by ~140 MB (docs/performance/server.md).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Whether `dataDir` already holds a PGlite database (PostgreSQL's PG_VERSION marks a built one). */
export const embeddedDataExists = (dataDir: string): boolean =>
  existsSync(join(dataDir, 'pgdata', 'PG_VERSION'));

const openPglite = async (options: OpenDatabaseOptions): Promise<PgliteHandle> => {
  const extensions = { btree_gist };
  if (options.inMemory || options.dataDir === undefined) {
    if (!options.inMemory) throw new Error('openDatabase needs dataDir, databaseUrl or inMemory');
    const pglite = await PGlite.create({
      extensions,
      startParams: PGLITE_START_PARAMS,
      loadDataDir: options.loadDataDir,
    });
    return wrapPglite(pglite, undefined, () => undefined);
  }
  mkdirSync(options.dataDir, { recursive: true });
  const lock = lockDataDir(options.dataDir);
  try {
    const pgDataDir = join(options.dataDir, 'pgdata');
    const pglite = await PGlite.create({
      dataDir: pgDataDir,
      extensions,
      startParams: PGLITE_START_PARAMS,
    });
    return wrapPglite(pglite, pgDataDir, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
};

const wrapPglite = (
  pglite: PGlite,
  pgDataDir: string | undefined,
  release: () => void,
): PgliteHandle => {
  const changes = createChangeCounter();
  const db: Db = drizzlePglite({ client: countingChanges(pglite, changes), schema });
  let closing: Promise<void> | undefined;
  const close = async () => {
    try {
      if (!pglite.closed) await pglite.close();
    } finally {
      release();
    }
  };
  return { kind: 'pglite', db, pglite, changes, pgDataDir, close: () => (closing ??= close()) };
};

type CountingChanges = ChangeCounter & { count(reach: Reach): void };

function createChangeCounter(): CountingChanges {
  const own = new Map<string, number>();
  const unfollowed = new Map<string, number>();
  const counter = {
    current: 0,
    of: (caregiverId: string) => own.get(caregiverId) ?? 0,
    unfollowedOf: (caregiverId: string) => unfollowed.get(caregiverId) ?? 0,
    count(reach: Reach) {
      if (reach.kind === 'all') counter.current += 1;
      // Never removed: a number per caregiver who wrote since the start is a few bytes each.
      else if (reach.kind === 'own') {
        own.set(reach.caregiverId, counter.of(reach.caregiverId) + 1);
        if (!reach.diaryFollows) {
          unfollowed.set(reach.caregiverId, counter.unfollowedOf(reach.caregiverId) + 1);
        }
      }
    },
  };
  return counter;
}

type Queryable = Pick<PGlite, 'query' | 'exec'>;

/** `target` with its query and exec reporting each statement's reach to `onStatement`. */
function reportingStatements<T extends Queryable>(
  target: T,
  around: (reach: Reach, run: () => Promise<unknown>) => Promise<unknown>,
): T {
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query' || property === 'exec') {
        const method = object[property].bind(object) as (...args: unknown[]) => Promise<unknown>;
        return (statement: unknown, ...rest: unknown[]) =>
          around(reachOf(statement), () => method(statement, ...rest));
      }
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(object)
        : value;
    },
  });
}

/**
 * The PGlite client drizzle talks to, counting possible changes before and after each statement,
 * so a read that overlaps a write never keeps the count it started with. A transaction counts once
 * it has ended, as far as its widest statement reached (its statements run on the transaction
 * object, wrapped here too): PGlite runs nothing else while a transaction is open, so a read that
 * took its count before the end loads either before the transaction or after its commit, and the
 * count after the end differs from the one it took either way.
 */
function countingChanges(pglite: PGlite, changes: CountingChanges): PGlite {
  const counted = async <T>(reach: Reach, run: () => Promise<T>): Promise<T> => {
    changes.count(reach);
    try {
      return await run();
    } finally {
      changes.count(reach);
    }
  };
  const client = reportingStatements(pglite, counted);
  return new Proxy(client, {
    get(target, property) {
      if (property === 'transaction') {
        return async <T>(callback: (tx: Queryable) => Promise<T>): Promise<T> => {
          let reach: Reach = { kind: 'none' };
          try {
            return await pglite.transaction((tx) =>
              callback(
                reportingStatements(tx, (statementReach, run) => {
                  reach = widest(reach, statementReach);
                  return run();
                }),
              ),
            );
          } finally {
            changes.count(reach);
          }
        };
      }
      return Reflect.get(target, property, target) as unknown;
    },
  });
}

/** Opens the database; call migrateDatabase before use and close() on shutdown. */
export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> =>
  options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
