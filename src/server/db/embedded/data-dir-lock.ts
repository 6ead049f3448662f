import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One embedded database process per data folder: two processes writing one PGlite folder
 * corrupt it, and PGlite has no lock of its own (its postmaster.pid holds a fake PID). The lock
 * is a file created atomically (O_EXCL) holding the owner's PID; a lock whose owner is gone is
 * stale and taken over.
 */

export const LOCK_FILE_NAME = 'pglite.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
    readonly lockFile: string,
  ) {
    super(
      `The database folder ${dataDir} is already in use by process ${ownerPid}. ` +
        `Stop that process, or give this one another data folder. ` +
        `If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/**
 * Takes the lock of `dataDir` for this process, or throws DataDirInUseError naming the owner.
 * `ownerMarker` is a string that appears in the owner's command line (the embedded process's
 * script name): a live PID whose command line lacks it is a reused PID, so the lock is stale.
 */
export function acquireDataDirLock(dataDir: string, ownerMarker: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE_NAME);
  // Two rounds: the first may find and remove a stale lock, the second must then succeed
  // unless another process took the lock in between.
  for (let round = 0; round < 2; round += 1) {
    if (tryCreate(file)) return lockHandle(file);
    const ownerPid = readOwner(file);
    if (ownerPid !== null && isOwnerAlive(ownerPid, ownerMarker)) {
      throw new DataDirInUseError(dataDir, ownerPid, file);
    }
    removeIfUnchanged(file, ownerPid);
  }
  const ownerPid = readOwner(file) ?? -1;
  throw new DataDirInUseError(dataDir, ownerPid, file);
}

function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function isOwnerAlive(pid: number, ownerMarker: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  let commandLine: string;
  try {
    commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    // No /proc (not Linux) or not readable: trust the PID.
    return true;
  }
  return commandLine.includes(ownerMarker);
}

/** Removes a stale lock unless its content changed since it was judged (another process took it over). */
function removeIfUnchanged(file: string, judgedPid: number | null): void {
  if (readOwner(file) !== judgedPid) return;
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function lockHandle(file: string): DataDirLock {
  let released = false;
  return {
    file,
    release() {
      if (released) return;
      released = true;
      // Never remove a lock another process has taken over.
      if (readOwner(file) === process.pid) unlinkSync(file);
    },
  };
}
