// Applies the committed SQL migrations in packages/server/drizzle (DESIGN Data: forward-only,
// applied at start-up and by `npm run migrate`).
import path from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { REPOSITORY_ROOT } from '../config.js';
import type { Database } from './client.js';

/**
 * From the repository root, not from this file: the built server is one bundled `dist/main.js`
 * (docs/performance/server.md), so this module's own URL says nothing about its depth.
 */
export const MIGRATIONS_FOLDER = path.join(REPOSITORY_ROOT, 'packages', 'server', 'drizzle');

/** Any fixed number: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_316_202_501;

export const migrateDatabase = async (database: Database): Promise<void> => {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.pglite }), config);
    return;
  }
  // Several server instances (or test files) may start at once against one PostgreSQL: one
  // migrates while the others wait, then find nothing left to do.
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), config);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
};
