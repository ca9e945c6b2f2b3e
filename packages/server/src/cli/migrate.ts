// `npm run migrate`: applies the SQL migrations to DATABASE_URL, or to the PGlite database in
// DATA_DIR (refused with a clear message while a server holds that directory).
import { migrateDatabase } from '../db/migrate.js';
import { openDatabaseFromEnv, runCli } from './database-from-env.js';

runCli(async () => {
  const database = await openDatabaseFromEnv();
  try {
    await migrateDatabase(database);
    console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
});
