// DESIGN Data: PGlite is one process's database. A lock file in the data directory makes a second
// process refuse to start instead of corrupting the files; a lock left by a dead process is taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'careport.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory is in use by another Careport process (pid ${ownerPid}). ` +
        `Stop that process first, or use another DATA_DIR. Lock file: ${lockPath}`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { path: string; release(): void };

const isProcessAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readOwnerPid = (path: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined; // vanished or unreadable: treated as stale
  }
};

/** Takes the lock on `dataDir` (which must exist) or throws DataDirLockedError. */
export const lockDataDir = (dataDir: string): DataDirLock => {
  const path = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let isReleased = false;
      return {
        path,
        release: () => {
          if (isReleased) return;
          isReleased = true;
          if (readOwnerPid(path) === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = readOwnerPid(path);
      // Our own pid counts as taken: one process must not open the same PGlite twice either.
      if (ownerPid !== undefined && isProcessAlive(ownerPid)) {
        throw new DataDirLockedError(path, ownerPid);
      }
      rmSync(path, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the data directory lock ${path}`);
};
