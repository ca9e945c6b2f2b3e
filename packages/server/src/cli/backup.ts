// `npm run backup`: writes a plain SQL dump of the data to DATA_DIR/backups/careport-<timestamp>.sql.
// The dump (src/db/sql-dump.ts) is data only, as INSERT statements in one transaction, read from one
// snapshot, and restores into PGlite or PostgreSQL alike: migrate an empty database to the same
// migrations (listed in the dump's header), then run the file, e.g. `psql "$DATABASE_URL" -f …`.
// On PostgreSQL it reads beside a running server. On PGlite, while the server runs (it holds the
// data directory), the server writes the dump on this CLI's request (src/ops/backup-socket.ts).
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { requestBackupFromServer } from '../ops/backup-socket.js';
import { writeBackup } from '../ops/write-backup.js';
import { dataDirFromEnv, openDatabaseFromEnv, runCli } from './database-from-env.js';

runCli(async () => {
  const dataDir = dataDirFromEnv();
  let database;
  try {
    database = await openDatabaseFromEnv();
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const file = await requestBackupFromServer(dataDir);
    console.log(`Backup written by the running server to ${file}`);
    return;
  }
  try {
    const file = await writeBackup({ db: database.db, dataDir, now: new Date() });
    console.log(`Backup written to ${file}`);
  } finally {
    await database.close();
  }
});
