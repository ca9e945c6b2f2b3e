// `npm run backup` (README Operations): a SQL dump in DATA_DIR/backups/careport-<timestamp>.sql,
// written by the CLI itself (PostgreSQL, or PGlite while no server runs) or by the running server
// on the CLI's request (ops/backup-socket.ts), from one snapshot either way.
import { once } from 'node:events';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.js';
import { dumpDatabaseSnapshot } from '../db/sql-dump.js';

/** Writes the dump and answers its path. */
export async function writeBackup(options: {
  db: Db;
  dataDir: string;
  now: Date;
}): Promise<string> {
  const { db, now } = options;
  const backupsDir = path.join(options.dataDir, 'backups');
  mkdirSync(backupsDir, { recursive: true });
  const file = path.join(backupsDir, `careport-${now.toISOString().replaceAll(/[:.]/g, '-')}.sql`);
  const out = createWriteStream(file, { flags: 'wx' });
  try {
    await dumpDatabaseSnapshot(
      db,
      async (chunk) => {
        if (!out.write(chunk)) await once(out, 'drain');
      },
      now,
    );
  } finally {
    out.end();
    await once(out, 'finish');
  }
  return file;
}
