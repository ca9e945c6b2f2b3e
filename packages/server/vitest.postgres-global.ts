// Record 0122: on PostgreSQL (DATABASE_URL) each Vitest worker of a run has a database of its own,
// as each file has on PGlite. Files that ran side by side on one database broke each other's
// whole-table reads (the SQL dump), the global read version ('*', which every back-office write
// bumps) and list orders. This global setup names the run; each worker creates its database on
// first use (vitest.postgres-worker.ts); the run's databases are dropped when it ends.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The URL given in DATABASE_URL and this run's tag; absent on PGlite. */
    postgresRun?: { baseUrl: string; run: string };
  }
}

/** A run left databases behind only if it was killed; none lasts a day. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

const databaseNameOf = (url: string): string => decodeURIComponent(new URL(url).pathname.slice(1));

/** `<base>_run_<start, base 36 seconds>_<random>`: the start tells a stale run from a live one. */
const runPrefix = (base: string): string => `${base}_run_`;

export const workerDatabaseUrl = (baseUrl: string, run: string, poolId: string): string => {
  const url = new URL(baseUrl);
  url.pathname = `/${encodeURIComponent(`${runPrefix(databaseNameOf(baseUrl))}${run}_w${poolId}`)}`;
  return url.toString();
};

/** CREATE and DROP DATABASE run from a connection to the database DATABASE_URL names. */
export const connectAdmin = async (baseUrl: string): Promise<pg.Client> => {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  return client;
};

const dropDatabases = async (client: pg.Client, names: string[]): Promise<void> => {
  for (const name of names) {
    // FORCE: a killed worker's connections may still be open on the server.
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
  }
};

const runDatabases = async (client: pg.Client, prefix: string): Promise<string[]> =>
  (
    await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefix],
    )
  ).rows.map((row) => row.datname);

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return;
  const prefix = runPrefix(databaseNameOf(baseUrl));
  const started = Date.now();
  const run = `${Math.floor(started / 1000).toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = await connectAdmin(baseUrl);
  try {
    // Another run (another worktree, another terminal) may be going on: only a day-old run is gone.
    const stale = (await runDatabases(admin, prefix)).filter((name) => {
      const seconds = /^([0-9a-z]+)_/.exec(name.slice(prefix.length))?.[1];
      return seconds !== undefined && started - parseInt(seconds, 36) * 1000 > STALE_AFTER_MS;
    });
    await dropDatabases(admin, stale);
  } finally {
    await admin.end();
  }
  project.provide('postgresRun', { baseUrl, run });
  return async () => {
    const client = await connectAdmin(baseUrl);
    try {
      await dropDatabases(client, await runDatabases(client, `${prefix}${run}_`));
    } finally {
      await client.end();
    }
  };
}
