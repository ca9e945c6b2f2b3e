// DESIGN Data: PGlite is one process's database. A second process must refuse to start instead of
// corrupting the files, and a crash must never leave the directory locked (issue 15 §16: a lock
// file naming pid 1, written by a container's entrypoint killed with -9, refused every restart).
//
// So the lock is an advisory lock on an open file, which the kernel drops with the process however
// it ends: SQLite's exclusive lock (fcntl) on `careport.lock`, through Node's built-in node:sqlite,
// so no native addon. SQLite also refuses a second connection in the same process, so one process
// cannot open the same PGlite twice either. No pid decides anything; the one written beside the
// lock only names the holder in the message.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

export const LOCK_FILE_NAME = 'careport.lock';
/** The holder's pid, for the message only. */
export const OWNER_FILE_NAME = 'careport.lock.owner';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly ownerPid: number | undefined,
  ) {
    super(
      `The data directory is in use by another Careport process` +
        `${ownerPid === undefined ? '' : ` (pid ${ownerPid})`}. ` +
        `Stop that process first, or use another DATA_DIR. Lock file: ${lockPath}`,
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { path: string; release(): void };

const readOwnerPid = (path: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/** SQLITE_BUSY, SQLITE_LOCKED: another connection holds the file. */
const isBusy = (error: unknown) => {
  const code = (error as { errcode?: unknown }).errcode;
  return typeof code === 'number' && ((code & 0xff) === 5 || (code & 0xff) === 6);
};

/** Takes the lock on `dataDir` (which must exist) or throws DataDirLockedError. */
export const lockDataDir = (dataDir: string): DataDirLock => {
  const path = join(dataDir, LOCK_FILE_NAME);
  const ownerPath = join(dataDir, OWNER_FILE_NAME);
  // timeout 0: refuse at once rather than wait for the holder.
  const file = new DatabaseSync(path, { timeout: 0 });
  try {
    // No journal (nothing is ever written); the exclusive transaction is the lock, held open.
    file.exec('PRAGMA journal_mode = OFF; PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE');
  } catch (error) {
    file.close();
    if (isBusy(error)) throw new DataDirLockedError(path, readOwnerPid(ownerPath));
    throw error;
  }
  writeFileSync(ownerPath, String(process.pid));
  let isReleased = false;
  return {
    path,
    release: () => {
      if (isReleased) return;
      isReleased = true;
      rmSync(ownerPath, { force: true });
      // Closing the file drops the lock; the empty file stays (removing it would race a starter).
      file.close();
    },
  };
};
