// Record 0122: points DATABASE_URL at this worker's own database of the run
// (vitest.postgres-global.ts), creating it on first use; openTestDatabase migrates it. A worker's
// files run one after the other on it, as all files once did on one shared database with one
// worker: so tests still create their own rows with random ids, but no file writes beside another.
import { inject } from 'vitest';
import { connectAdmin, workerDatabaseUrl } from './vitest.postgres-global.js';

const postgresRun = inject('postgresRun');
if (postgresRun) {
  // Vitest numbers its live workers 1…maxWorkers: no two at once share a number.
  const poolId = process.env.VITEST_POOL_ID;
  if (!poolId) throw new Error('VITEST_POOL_ID is not set: no database of its own for this worker');
  const url = workerDatabaseUrl(postgresRun.baseUrl, postgresRun.run, poolId);
  // With `isolate: false` this file runs again before each file of the worker.
  if (process.env.DATABASE_URL !== url) {
    const name = decodeURIComponent(new URL(url).pathname.slice(1));
    const admin = await connectAdmin(postgresRun.baseUrl);
    try {
      await admin.query(`create database ${admin.escapeIdentifier(name)}`);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      // 42P04: a worker that came back under the same pool id finds its database.
      if (code !== '42P04') {
        throw new Error(
          `Could not create the worker's database ${name} (each Vitest worker on PostgreSQL gets ` +
            `one; DATABASE_URL's role needs CREATEDB): ${String(error)}`,
          { cause: error },
        );
      }
    } finally {
      await admin.end();
    }
    process.env.DATABASE_URL = url;
  }
}
