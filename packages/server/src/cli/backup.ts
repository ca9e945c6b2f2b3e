// `npm run backup`: writes a plain SQL dump of the data to DATA_DIR/backups/careport-<timestamp>.sql.
// The dump (src/db/sql-dump.ts) is data only, as INSERT statements in one transaction, and restores
// into PGlite or PostgreSQL alike: migrate an empty database to the same migrations (listed in the
// dump's header), then run the file, e.g. `psql "$DATABASE_URL" -f careport-….sql`.
// With PGlite the server must be stopped first (the data directory is locked while it runs).
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { dumpDatabaseSql } from '../db/sql-dump.js';
import { dataDirFromEnv, openDatabaseFromEnv, runCli } from './database-from-env.js';

runCli(async () => {
  const now = new Date();
  const backupsDir = path.join(dataDirFromEnv(), 'backups');
  mkdirSync(backupsDir, { recursive: true });
  const file = path.join(backupsDir, `careport-${now.toISOString().replaceAll(/[:.]/g, '-')}.sql`);
  const database = await openDatabaseFromEnv();
  const out = createWriteStream(file, { flags: 'wx' });
  try {
    await dumpDatabaseSql(
      database.db,
      async (chunk) => {
        if (!out.write(chunk)) await once(out, 'drain');
      },
      now,
    );
  } finally {
    out.end();
    await once(out, 'finish');
    await database.close();
  }
  console.log(`Backup written to ${file}`);
});
