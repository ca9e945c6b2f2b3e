// The PostgreSQL side of bench/scale: an admin connection, one database per scale (created and
// dropped by the benchmark, never the `test` database CI uses), the bulk load and the sizes.
import pg from 'pg';
import { withoutIndexes } from './bulk-load-indexes.mjs';
import { round } from './report.mjs';
import { scaleDataStatements } from './scale-data.mjs';

/** The admin URL: BENCH_DATABASE_URL, else DATABASE_URL, else the local server's `postgres`. */
export const adminUrl = () =>
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** The same server and credentials, another database. @param {string} name */
export function databaseUrl(name) {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Runs `work` with one client on `url`, always closing it.
 * @template T
 * @param {string} url @param {(client: pg.Client) => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether a PostgreSQL server answers at the admin URL; the error message when not. */
export async function probeAdmin() {
  try {
    const version = await withClient(adminUrl(), async (client) => {
      const { rows } = await client.query('SHOW server_version');
      return String(rows[0]?.server_version ?? 'unknown');
    });
    return { ok: true, version };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Names come from this script only; quoted anyway. @param {string} name */
const quoteIdent = (name) => `"${name.replaceAll('"', '""')}"`;

/** @param {string} name */
export const dropDatabase = (name) =>
  withClient(adminUrl(), (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
  );

/** Drops and creates an empty database. @param {string} name */
export async function recreateDatabase(name) {
  await dropDatabase(name);
  await withClient(adminUrl(), (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`));
}

/**
 * How many generated caregivers the database holds (0 when it does not exist or is not migrated).
 * @param {string} name
 */
export async function countScaleCaregivers(name) {
  try {
    return await withClient(databaseUrl(name), async (client) => {
      const { rows } = await client.query(
        "SELECT count(*)::int AS n FROM caregivers WHERE email LIKE 'scale-%@careport.example'",
      );
      return Number(rows[0]?.n ?? 0);
    });
  } catch {
    return 0;
  }
}

/**
 * Writes the generated data into a migrated and seeded database, then VACUUM ANALYZE (what
 * autovacuum would do after such a load: statistics for the planner, a visibility map).
 * The load seconds include rebuilding the indexes (bulk-load-indexes.mjs).
 * @param {{ name: string, caregivers: number, passwordHash: string,
 *   log: (line: string) => void }} options
 * @returns {Promise<{ loadSeconds: number, rebuildSeconds: number, vacuumSeconds: number,
 *   steps: Array<{ step: string, rows: number, seconds: number }> }>}
 */
export async function loadScaleData({ name, caregivers, passwordHash, log }) {
  return withClient(databaseUrl(name), async (client) => {
    const steps = [];
    const loadStarted = performance.now();
    const rebuildSeconds = await withoutIndexes(
      client,
      ['bookings', 'booking_services'],
      async () => {
        for (const statement of scaleDataStatements(caregivers)) {
          const started = performance.now();
          const params = statement.sql.includes('$1') ? [passwordHash] : [];
          const result = await client.query(statement.sql, params);
          const seconds = round((performance.now() - started) / 1000, 1);
          steps.push({ step: statement.label, rows: result.rowCount ?? 0, seconds });
          log(`  ${name}: ${statement.label}: ${result.rowCount} rows in ${seconds} s`);
        }
      },
      log,
    );
    log(
      `  ${name}: keys, exclusion, foreign keys and indexes rebuilt in ${round(rebuildSeconds, 1)} s`,
    );
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const vacuumStarted = performance.now();
    await client.query(
      'VACUUM (ANALYZE) caregivers, care_receivers, contracts, bookings, booking_services',
    );
    const vacuumSeconds = (performance.now() - vacuumStarted) / 1000;
    log(`  ${name}: VACUUM (ANALYZE) in ${round(vacuumSeconds, 1)} s`);
    return {
      loadSeconds: round(loadSeconds, 1),
      rebuildSeconds: round(rebuildSeconds, 1),
      vacuumSeconds: round(vacuumSeconds, 1),
      steps,
    };
  });
}

const MB = 1024 ** 2;

/** The database's size and the booking tables' heap and index sizes, in MB; row counts. @param {string} name */
export function measureSize(name) {
  return withClient(databaseUrl(name), async (client) => {
    const { rows } = await client.query(`SELECT
        pg_database_size(current_database()) AS database,
        pg_relation_size('bookings') AS bookings_heap,
        pg_indexes_size('bookings') AS bookings_indexes,
        pg_total_relation_size('bookings') AS bookings_total,
        pg_total_relation_size('booking_services') AS booking_services_total,
        (SELECT count(*) FROM caregivers) AS caregivers,
        (SELECT count(*) FROM contracts) AS contracts,
        (SELECT count(*) FROM bookings) AS bookings,
        (SELECT count(*) FROM booking_services) AS booking_services`);
    const { rows: indexRows } = await client.query(`SELECT indexrelname AS index,
        pg_relation_size(indexrelid) AS bytes
      FROM pg_stat_user_indexes WHERE relname = 'bookings' ORDER BY indexrelname`);
    const row = rows[0] ?? {};
    const mb = (/** @type {unknown} */ bytes) => round(Number(bytes) / MB, 1);
    return {
      databaseMb: mb(row.database),
      bookingsHeapMb: mb(row.bookings_heap),
      bookingsIndexesMb: mb(row.bookings_indexes),
      bookingsTotalMb: mb(row.bookings_total),
      bookingServicesTotalMb: mb(row.booking_services_total),
      bookingIndexesMb: Object.fromEntries(
        indexRows.map((index) => [index.index, mb(index.bytes)]),
      ),
      rows: {
        caregivers: Number(row.caregivers),
        contracts: Number(row.contracts),
        bookings: Number(row.bookings),
        bookingServices: Number(row.booking_services),
      },
    };
  });
}
