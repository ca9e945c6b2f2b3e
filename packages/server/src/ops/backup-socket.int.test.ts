// Issue 15 §16: `npm run backup` works while the server runs on PGlite: the CLI cannot open the
// locked data directory, so the running server writes the dump on its request.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import { createCaregiver } from '../seed/factories.js';
import { BACKUP_SOCKET_NAME, listenForBackups } from './backup-socket.js';

const BACKUP_CLI = fileURLToPath(new URL('../cli/backup.ts', import.meta.url));

let dataDir: string;
let database: Database;
let socket: { close(): void };
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'careport-backup-'));
  database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  socket = await listenForBackups({
    db: database.db,
    dataDir,
    now: () => new Date(),
    onError: () => undefined,
  });
}, 60_000);
afterAll(async () => {
  socket?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `npm run backup`'s script against DATA_DIR=dataDir; answers its exit code and output. */
function runBackupCli(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', BACKUP_CLI], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

describe('npm run backup beside the running server (issue 15 §16)', () => {
  it('has the running server write a consistent dump with the latest data', async () => {
    const caregiver = await createCaregiver(database.db, {});
    expect(statSync(path.join(dataDir, BACKUP_SOCKET_NAME)).mode & 0o777).toBe(0o600);
    const { code, output } = await runBackupCli();
    expect(output).toMatch(/Backup written by the running server to /);
    expect(code).toBe(0);
    const file = /to (\S+\.sql)/.exec(output)?.[1] ?? '';
    expect(path.dirname(file)).toBe(path.join(dataDir, 'backups'));
    const dump = readFileSync(file, 'utf8');
    expect(dump).toMatch(/^-- Careport data dump/);
    expect(dump).toContain(caregiver.email);
    expect(dump.trimEnd().endsWith('COMMIT;')).toBe(true);
    // The server still answers afterwards.
    const rows = await database.db.execute('select 1 as one');
    expect(rows.rows).toEqual([{ one: 1 }]);
  }, 60_000);
});
