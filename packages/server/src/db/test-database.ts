// The database for `*.int.test.ts`: PostgreSQL when DATABASE_URL is set (CI runs the suite both
// ways), otherwise an in-memory PGlite. On PostgreSQL DATABASE_URL names the worker's own database
// of the run (record 0122, vitest.postgres-worker.ts), which the worker's files use one after the
// other: tests never truncate, they create their own rows with random ids.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from './client.js';
import { MIGRATIONS_FOLDER, migrateDatabase } from './migrate.js';

/** Hash of every migration file: a new migration makes a new template. */
const migrationsHash = (): string => {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_FOLDER)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest('hex').slice(0, 16);
};

/**
 * A fresh PGlite takes seconds to initialise; loading a migrated data directory takes a fraction
 * of that. The template tarball is cached in the temp folder, keyed by the migrations.
 */
export const openTestPglite = async (): Promise<Database> => {
  const templatePath = join(tmpdir(), `careport-pglite-template-${migrationsHash()}.tar`);
  let template: Buffer | undefined;
  try {
    template = readFileSync(templatePath);
  } catch {
    template = undefined;
  }
  if (template) {
    const database = await openDatabase({
      inMemory: true,
      loadDataDir: new Blob([new Uint8Array(template)]),
    });
    await migrateDatabase(database); // a no-op unless the template is somehow behind
    return database;
  }
  const database = await openDatabase({ inMemory: true });
  await migrateDatabase(database);
  if (database.kind === 'pglite') {
    const dump = await database.pglite.dumpDataDir('none');
    // Written aside and renamed: parallel test files never read a half-written template.
    const partPath = `${templatePath}.${process.pid}.part`;
    writeFileSync(partPath, Buffer.from(await dump.arrayBuffer()));
    renameSync(partPath, templatePath);
  }
  return database;
};

/** A migrated database for one test file: open it in beforeAll, close it in afterAll. */
export const openTestDatabase = async (): Promise<Database> => {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const database = await openDatabase({ databaseUrl, maxConnections: 4 });
    await migrateDatabase(database);
    return database;
  }
  return openTestPglite();
};
