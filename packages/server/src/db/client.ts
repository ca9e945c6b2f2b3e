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
import { lockDataDir } from './data-dir-lock.js';
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
 */
export type ChangeCounter = { readonly current: number };

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
  const db: Db = drizzleNodePg({ client: pool, schema });
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
  const changes = { current: 0 };
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

/** A plain read: drizzle writes every select as `select …`; anything else may write. */
const isPlainSelect = (statement: unknown) =>
  typeof statement === 'string' && /^\s*select\b/i.test(statement);

/**
 * The PGlite client drizzle talks to, counting possible changes before and after each one, so a
 * read that overlaps a write never keeps the count it started with. Transactions count whole,
 * whatever they do; their statements run on the transaction object, not through here.
 */
function countingChanges(pglite: PGlite, changes: { current: number }): PGlite {
  const counted = async <T>(mayChange: boolean, run: () => Promise<T>): Promise<T> => {
    if (mayChange) changes.current += 1;
    try {
      return await run();
    } finally {
      if (mayChange) changes.current += 1;
    }
  };
  return new Proxy(pglite, {
    get(target, property) {
      if (property === 'query' || property === 'exec') {
        const method = target[property].bind(target) as (...args: unknown[]) => Promise<unknown>;
        return (statement: unknown, ...rest: unknown[]) =>
          counted(!isPlainSelect(statement), () => method(statement, ...rest));
      }
      if (property === 'transaction') {
        const method = target.transaction.bind(target) as (...args: unknown[]) => Promise<unknown>;
        return (...args: unknown[]) => counted(true, () => method(...args));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/** Opens the database; call migrateDatabase before use and close() on shutdown. */
export const openDatabase = async (options: OpenDatabaseOptions): Promise<Database> =>
  options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);
