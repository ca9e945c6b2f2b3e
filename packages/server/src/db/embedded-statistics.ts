// PGlite runs PostgreSQL in single-user mode, which has no autovacuum, so its tables never got
// planner statistics: the planner guessed one row per caregiver and chose nested loops, and a
// two-year diary took seconds (docs/performance/server.md). This does autovacuum's analyze
// part: right after start and then every 10 minutes, ANALYZE the tables changed by more than
// autovacuum's default threshold (50 rows + 10 %) since their last analyze, or never analyzed.
// A whole-database ANALYZE took 1–3 s, so only those tables, and never before the server listens.
// PostgreSQL's autovacuum does this itself, so nothing runs there.
// "Never analyzed" is read from the catalogue (`pg_class.reltuples` is -1 until the first ANALYZE),
// not from `pg_stat_user_tables.last_analyze`: PGlite does not keep the cumulative statistics
// across a restart, so every start took all ~60 tables for never analyzed and analyzed them again
// (issue 43). The changes counted since this start stay the trigger, against the kept row count.
// Writes no count saw (another process on the data directory: a restore, a benchmark's generated
// data; or a stop before the next check) show as a table grown since its last ANALYZE, which
// records its pages: without this, a table loaded that way kept the statistics of its empty days,
// and a booking's detail took 10 ms instead of 1 (a lookup by id through the overlap index).
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

const CHECK_INTERVAL_MS = 10 * 60 * 1000;

const STALE_TABLES = sql`
  SELECT format('%I.%I', stats.schemaname, stats.relname) AS name
  FROM pg_stat_user_tables AS stats
  JOIN pg_class AS tables ON tables.oid = stats.relid
  WHERE tables.reltuples < 0
     OR stats.n_mod_since_analyze > 50 + 0.1 * greatest(tables.reltuples, 0)
     OR pg_relation_size(tables.oid)
        > (8 + 1.1 * tables.relpages) * current_setting('block_size')::bigint`;

/** Analyzes the tables that need it; the names analyzed (none on PostgreSQL). */
export async function analyzeStaleTables(database: Database): Promise<string[]> {
  if (database.kind !== 'pglite') return [];
  // PGlite's single backend reports its counts lazily; this makes it report them before the
  // next statement, so the check sees the latest writes.
  await database.db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const { rows } = await database.db.execute<{ name: string }>(STALE_TABLES);
  const names = rows.map((row) => row.name);
  // The names come from the catalogue, quoted by format('%I').
  if (names.length > 0) await database.db.execute(sql.raw(`ANALYZE ${names.join(', ')}`));
  return names;
}

/** Starts the checks (the first one now, in the background); `stop()` ends them. */
export function keepEmbeddedStatistics(
  database: Database,
  onError: (error: unknown) => void,
): { stop(): void } {
  if (database.kind !== 'pglite') return { stop: () => undefined };
  let isStopped = false;
  const check = () => {
    if (!isStopped) analyzeStaleTables(database).catch(onError);
  };
  check();
  const timer = setInterval(check, CHECK_INTERVAL_MS);
  timer.unref();
  return {
    stop: () => {
      isStopped = true;
      clearInterval(timer);
    },
  };
}
