// PGlite runs PostgreSQL in single-user mode, which has no autovacuum, so its tables never get
// planner statistics on their own. Without them the planner guessed one row per caregiver and
// chose nested loops: a two-year diary took seconds (docs/performance-server-notes.md). ANALYZE
// on start and then hourly; a few tens of ms on a small database. PostgreSQL's autovacuum does
// this itself, so nothing runs there.
import type { Database } from './client.js';

const ANALYZE_INTERVAL_MS = 60 * 60 * 1000;

/** Analyzes now and then every hour until `stop()`; does nothing on PostgreSQL. */
export async function keepEmbeddedStatistics(
  database: Database,
  onError: (error: unknown) => void,
): Promise<{ stop(): void }> {
  if (database.kind !== 'pglite') return { stop: () => undefined };
  const { pglite } = database;
  await pglite.exec('ANALYZE');
  const timer = setInterval(() => {
    if (!pglite.closed) pglite.exec('ANALYZE').catch(onError);
  }, ANALYZE_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
