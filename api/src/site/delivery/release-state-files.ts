// The release state's files (one process, PGlite): the live map the server reads on every request,
// the history and the canaries in the release root, changed under the release tools' lock file. The
// state and its changes are the contract's (shared-ui/src/contract/release-state.ts); the tools keep
// the same files with the same lock (scripts/releases/release-state-store.mjs).
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  emptyHistory,
  type Canary,
  type ReleaseHistory,
  type ReleaseState,
  type ReleaseStateStore,
  type RemotesMap,
} from 'shared-ui/contract';

/** The release state's copy: the state is plain JSON. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export interface ReleaseStateFiles {
  /** the live map the server reads (null: none yet, the default map is live) */
  currentMapFile: string | null;
  /** where a changed map is written */
  mapFile: string;
  historyFile: string;
  canariesFile: string;
  /** the release root: the lock and the generated preview secret live here */
  root: string;
}

const LOCK_STALE_MS = 60_000;

function readJson<T>(file: string, what: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${what} ${file} is not readable JSON (${(error as Error).message})`, { cause: error });
  }
}

/** Write, fsync, rename, fsync the folder: a reader sees the old file or the new one. */
export function writeJsonAtomic(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
  const fd = openSync(temporary, 'wx', 0o644);
  try {
    writeSync(fd, `${JSON.stringify(value, null, 2)}\n`);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
  closeSync(fd);
  try {
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  const folder = openSync(dirname(file), 'r');
  try {
    fsyncSync(folder);
  } finally {
    closeSync(folder);
  }
}

export function readStateFiles(files: ReleaseStateFiles): ReleaseState {
  return {
    map:
      files.currentMapFile && existsSync(files.currentMapFile)
        ? readJson<RemotesMap>(files.currentMapFile, 'the remotes map')
        : null,
    history: existsSync(files.historyFile) ? readJson<ReleaseHistory>(files.historyFile, 'the release history') : emptyHistory(),
    canaries: existsSync(files.canariesFile) ? readJson<Record<string, Canary>>(files.canariesFile, 'the canaries') : {},
  };
}

export function fileReleaseStateStore(files: ReleaseStateFiles): ReleaseStateStore {
  const withLock = async <T>(work: () => Promise<T>): Promise<T> => {
    mkdirSync(files.root, { recursive: true });
    const lock = join(files.root, '.live-map.lock');
    if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { force: true });
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch {
      throw new Error(`another promote or rollback is running (${lock}); try again in a moment`);
    }
    closeSync(fd);
    try {
      return await work();
    } finally {
      rmSync(lock, { force: true });
    }
  };
  return {
    kind: 'file',
    read: async () => readStateFiles(files),
    update: (change) =>
      withLock(async () => {
        const before = readStateFiles(files);
        const { state, result } = await change(copy(before));
        // Only what changed is replaced: a canary never rewrites the map the server reads.
        if (state.map && JSON.stringify(state.map) !== JSON.stringify(before.map)) writeJsonAtomic(files.mapFile, state.map);
        if (JSON.stringify(state.history) !== JSON.stringify(before.history)) writeJsonAtomic(files.historyFile, state.history);
        if (JSON.stringify(state.canaries) !== JSON.stringify(before.canaries))
          writeJsonAtomic(files.canariesFile, state.canaries);
        return result;
      }),
  };
}

/** The preview links' secret when PREVIEW_SECRET is not set: generated once into the release root (mode 600). */
export function filePreviewSecret(root: string): string {
  const file = join(root, '.preview-secret');
  if (!existsSync(file)) {
    mkdirSync(root, { recursive: true });
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, randomBytes(32).toString('base64url'));
      closeSync(fd);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

/** The same on PostgreSQL: one row of app_secrets, inserted by whichever process asks first. */
export async function postgresPreviewSecret(pool: {
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}) {
  await pool.query(`insert into app_secrets (name, value) values ('preview-link-secret', $1) on conflict (name) do nothing`, [
    randomBytes(32).toString('base64url'),
  ]);
  const { rows } = await pool.query(`select value from app_secrets where name = 'preview-link-secret'`);
  return rows[0]!.value as string;
}
