import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One portal per data folder: two PostgreSQL servers cannot share a cluster (PostgreSQL's own
 * postmaster.pid refuses the second), but the portal must say so before it starts anything, and
 * in words an operator understands. The lock is a file created atomically (O_EXCL) holding the
 * owner's PID and the owner's start time (from /proc), so a lock whose owner is gone, or whose
 * PID now belongs to another process, is stale and taken over.
 */

export const LOCK_FILE_NAME = 'portal.lock';

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

interface LockOwner {
  pid: number;
  /** Start time of the owner in clock ticks since boot (/proc/<pid>/stat), when known. */
  startTime: string | null;
}

/** Takes the lock of `dataDir` for this process, or throws DataDirInUseError naming the owner. */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE_NAME);
  // Two rounds: the first may find and remove a stale lock, the second must then succeed
  // unless another process took the lock in between.
  for (let round = 0; round < 2; round += 1) {
    if (tryCreate(file)) return lockHandle(file);
    const owner = readOwner(file);
    if (owner !== null && isOwnerAlive(owner)) throw new DataDirInUseError(dataDir, owner.pid, file);
    removeIfUnchanged(file, owner);
  }
  throw new DataDirInUseError(dataDir, readOwner(file)?.pid ?? -1, file);
}

/** Start time of a process (field 22 of /proc/<pid>/stat), or null without /proc. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
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
    writeSync(fd, `${process.pid} ${processStartTime(process.pid) ?? '-'}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readOwner(file: string): LockOwner | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const [pidText = '', startTime = '-'] = text.trim().split(/\s+/);
  const pid = Number.parseInt(pidText, 10);
  if (!Number.isSafeInteger(pid) || pid <= 0) return null;
  return { pid, startTime: startTime === '-' ? null : startTime };
}

function isOwnerAlive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const startTime = processStartTime(owner.pid);
  // Without /proc (not Linux) or without a recorded start time, trust the PID.
  if (startTime === null || owner.startTime === null) return true;
  return startTime === owner.startTime;
}

/** Removes a stale lock unless its content changed since it was judged (another process took it over). */
function removeIfUnchanged(file: string, judged: LockOwner | null): void {
  const now = readOwner(file);
  if (now?.pid !== judged?.pid || now?.startTime !== judged?.startTime) return;
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
      if (readOwner(file)?.pid === process.pid) unlinkSync(file);
    },
  };
}
