import { closeSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** Thrown when another live process holds the data directory; the message is meant for the operator. */
export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  host: string;
  /** the kernel's start time of the process (Linux), so a recycled pid is not mistaken for the owner */
  started: string | null;
}

const LOCK_FILE = 'api.lock';
const heldInThisProcess = new Set<string>();

function processStartTime(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may contain spaces, so count from its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return true; // another machine on a shared disk: cannot check, assume alive
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (owner.started === null) return true;
  const started = processStartTime(owner.pid);
  return started === null || started === owner.started;
}

function fileAgeMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return Infinity;
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' ? owner : null;
  } catch {
    return null;
  }
}

/**
 * An exclusive lock on a PGlite data directory. PGlite is an embedded single-process database: two
 * processes on one directory would each sell from their own view of the stock and overwrite each
 * other's files. The lock file names its owner; a lock left by a process that died (kill -9, crash,
 * power loss) is recognised because that process no longer runs, and is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  if (heldInThisProcess.has(file)) {
    throw new DataDirLockedError(`The database in ${dataDir} is already open in this process.`);
  }
  const me: LockOwner = { pid: process.pid, host: hostname(), started: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      heldInThisProcess.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldInThisProcess.delete(file);
        process.off('exit', release);
        if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (!owner && fileAgeMs(file) < 5000) {
      throw new DataDirLockedError(`Another API process is opening the database in ${dataDir} right now.`);
    }
    if (owner && isAlive(owner)) {
      throw new DataDirLockedError(
        `Another API process (pid ${owner.pid} on ${owner.host}) is using the database in ${dataDir}. ` +
          'Only one process may use an embedded database: stop the other one, give this one its own DATA_DIR, ' +
          'or run several processes on one PostgreSQL server with DATABASE_URL.',
      );
    }
    // Stale: its owner is gone (or the file is half-written by an owner that died). Move it aside
    // atomically, so of two processes taking it over at once only one removes it.
    try {
      const aside = `${file}.stale-${process.pid}`;
      renameSync(file, aside);
      rmSync(aside, { force: true });
    } catch {
      // someone else moved it first; try again
    }
  }
  throw new DataDirLockedError(`Could not lock the database directory ${dataDir}; another process keeps taking it.`);
}
