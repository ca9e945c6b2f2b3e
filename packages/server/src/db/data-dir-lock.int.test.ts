// DESIGN Data: PGlite locks its data directory; a second process (or open) is refused with a clear
// message, close() releases it, and a process killed with -9 leaves nothing that blocks a restart
// (issue 15 §16: the kernel drops the lock with the process; no pid is guessed).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import {
  DataDirLockedError,
  LOCK_FILE_NAME,
  lockDataDir,
  OWNER_FILE_NAME,
} from './data-dir-lock.js';

const directories: string[] = [];
const newDataDir = () => {
  const directory = mkdtempSync(join(tmpdir(), 'careport-lock-'));
  directories.push(directory);
  return directory;
};
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/** Another process that takes the lock on `dataDir` and holds it until killed. */
async function holdInChild(dataDir: string): Promise<ChildProcess> {
  const script =
    `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});` +
    `lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the child exited (${code}) before locking`)));
  });
  return child;
}

describe('data directory lock', () => {
  it('refuses a second holder while the first lives and frees the directory on release', () => {
    const dataDir = newDataDir();
    const lock = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, OWNER_FILE_NAME), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(
      new RegExp(`in use by another Careport process \\(pid ${process.pid}\\)`),
    );
    lock.release();
    expect(existsSync(join(dataDir, OWNER_FILE_NAME))).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('is not blocked by what a dead holder left, even a file naming pid 1', () => {
    const dataDir = newDataDir();
    // What the old pid-file lock left after kill -9 of a container's PID 1 (issue 15 §16).
    writeFileSync(join(dataDir, LOCK_FILE_NAME), '1');
    writeFileSync(join(dataDir, OWNER_FILE_NAME), '1');
    const lock = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, OWNER_FILE_NAME), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('refuses while another process holds it, and takes it once that process is killed with -9', async () => {
    const dataDir = newDataDir();
    const child = await holdInChild(dataDir);
    expect(() => lockDataDir(dataDir)).toThrow(
      new RegExp(`in use by another Careport process \\(pid ${child.pid}\\)`),
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    const lock = lockDataDir(dataDir);
    lock.release();
  }, 20_000);

  it('keeps a PGlite data directory to one open database and keeps its data after close', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.db.execute('CREATE TABLE kept (value text)');
    await first.db.execute("INSERT INTO kept VALUES ('still here')");
    await first.close();
    expect(existsSync(join(dataDir, OWNER_FILE_NAME))).toBe(false);

    const second = await openDatabase({ dataDir });
    try {
      const result = await second.db.execute<{ value: string }>('SELECT value FROM kept');
      expect(result.rows).toEqual([{ value: 'still here' }]);
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(true);
    } finally {
      await second.close();
    }
  }, 30_000);
});
