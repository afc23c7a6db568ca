// Where promote, rollback and preview keep the release state (shared-ui/src/contract/release-state.ts):
// in PostgreSQL when DATABASE_URL is set (the API instances hear each write on the change feed), else
// in files in the release root, which the one server reads on every request. The server keeps the same
// files under the same lock (api/src/site/delivery/release-state-files.ts): keep the two in step.
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { emptyHistory, postgresReleaseStateStore } from '../../shared-ui/src/contract/release-state.ts';
import { writeJsonAtomic } from './atomic-json.mjs';
import { canariesPath, currentMapPath, historyPath, liveMapPath, releaseRoot } from './release-paths.mjs';

const LOCK_STALE_MS = 60_000;

function readJsonFile(file, what) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${what} ${file} is not readable JSON (${error.message})`, { cause: error });
  }
}

function readStateFiles(env) {
  const mapFile = currentMapPath(env);
  return {
    map: mapFile && existsSync(mapFile) ? readJsonFile(mapFile, 'the remotes map') : null,
    history: existsSync(historyPath(env)) ? readJsonFile(historyPath(env), 'the release history') : emptyHistory(),
    canaries: existsSync(canariesPath(env)) ? readJsonFile(canariesPath(env), 'the canaries') : {},
  };
}

/** One promote or rollback at a time: the second waits for nothing and says why. */
async function withLock(env, work) {
  const root = releaseRoot(env);
  mkdirSync(root, { recursive: true });
  const lock = join(root, '.live-map.lock');
  if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > LOCK_STALE_MS) rmSync(lock, { force: true });
  let fd;
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
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function fileStore(env) {
  return {
    kind: 'file',
    read: async () => readStateFiles(env),
    update: (change) =>
      withLock(env, async () => {
        const before = readStateFiles(env);
        const { state, result } = await change(structuredClone(before));
        // Only what changed is replaced: a canary never rewrites the map the server reads.
        if (state.map && !same(state.map, before.map)) writeJsonAtomic(liveMapPath(env), state.map);
        if (!same(state.history, before.history)) writeJsonAtomic(historyPath(env), state.history);
        if (!same(state.canaries, before.canaries)) writeJsonAtomic(canariesPath(env), state.canaries);
        return result;
      }),
    previewSecret: async () => {
      const file = join(releaseRoot(env), '.preview-secret');
      if (!existsSync(file)) {
        mkdirSync(releaseRoot(env), { recursive: true });
        try {
          const fd = openSync(file, 'wx', 0o600);
          writeSync(fd, randomBytes(32).toString('base64url'));
          closeSync(fd);
        } catch (error) {
          if (error.code !== 'EEXIST') throw error;
        }
      }
      return readFileSync(file, 'utf8').trim();
    },
  };
}

async function postgresStore(url) {
  const pool = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 5000 });
  pool.on('error', () => {});
  try {
    await pool.query('select 1 from release_state limit 1');
  } catch (error) {
    await pool.end();
    throw new Error(`cannot use the release state in PostgreSQL (${error.message}): start the API once on this DATABASE_URL to create it`, {
      cause: error,
    });
  }
  const store = {
    ...postgresReleaseStateStore(pool),
    previewSecret: async () => {
      await pool.query(`insert into app_secrets (name, value) values ('preview-link-secret', $1) on conflict (name) do nothing`, [
        randomBytes(32).toString('base64url'),
      ]);
      const { rows } = await pool.query(`select value from app_secrets where name = 'preview-link-secret'`);
      return rows[0].value;
    },
  };
  return { store, close: () => pool.end() };
}

/** Runs `work` with the store open (read, update, previewSecret), and closes it whatever happens. */
export async function withReleaseState(env, work) {
  const { store, close } = env.DATABASE_URL ? await postgresStore(env.DATABASE_URL) : { store: fileStore(env), close: async () => {} };
  try {
    return await work(store);
  } finally {
    await close();
  }
}
