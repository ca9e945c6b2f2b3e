// DESIGN Data: PGlite locks its data directory; a second process (or open) is refused with a clear
// message, a lock left by a dead process is taken over, and close() releases it.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock.js';

const directories: string[] = [];
const newDataDir = () => {
  const directory = mkdtempSync(join(tmpdir(), 'careport-lock-'));
  directories.push(directory);
  return directory;
};
afterEach(() => {
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

describe('data directory lock', () => {
  it('refuses a second holder while the first lives and frees the directory on release', () => {
    const dataDir = newDataDir();
    const lock = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(/in use by another Careport process \(pid \d+\)/);
    lock.release();
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dataDir = newDataDir();
    // Far above any pid_max, so no process has it.
    writeFileSync(join(dataDir, LOCK_FILE_NAME), '2147483646');
    const lock = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('keeps a PGlite data directory to one open database and keeps its data after close', async () => {
    const dataDir = newDataDir();
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    await first.db.execute('CREATE TABLE kept (value text)');
    await first.db.execute("INSERT INTO kept VALUES ('still here')");
    await first.close();
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const second = await openDatabase({ dataDir });
    try {
      const result = await second.db.execute<{ value: string }>('SELECT value FROM kept');
      expect(result.rows).toEqual([{ value: 'still here' }]);
      expect(existsSync(join(dataDir, 'pgdata'))).toBe(true);
    } finally {
      await second.close();
    }
  });
});
