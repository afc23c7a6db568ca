// Where promote, rollback and preview keep the release state: in PostgreSQL when DATABASE_URL is
// set (the API instances hear each write on the change feed), else in files in the release root,
// which the one server reads on every request. The state's code is the server's own
// (api/src/site/delivery/release-state.ts, loaded as TypeScript: Node 24 strips the types).
import pg from 'pg';
import { fileReleaseStateStore, postgresReleaseStateStore } from '../../api/src/site/delivery/release-state.ts';
import { canariesPath, currentMapPath, historyPath, liveMapPath, releaseRoot } from './release-paths.mjs';

/** @returns {Promise<{ store: import('../../api/src/site/delivery/release-state.ts').ReleaseStateStore, close: () => Promise<void> }>} */
export async function openReleaseState(env = process.env) {
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2, connectionTimeoutMillis: 5000 });
    pool.on('error', () => {});
    try {
      await pool.query('select 1 from release_state limit 1');
    } catch (error) {
      await pool.end();
      throw new Error(
        `cannot use the release state in PostgreSQL (${error.message}): start the API once on this DATABASE_URL to create it`,
        { cause: error },
      );
    }
    return { store: postgresReleaseStateStore(pool), close: () => pool.end() };
  }
  const store = fileReleaseStateStore({
    currentMapFile: currentMapPath(env),
    mapFile: liveMapPath(env),
    historyFile: historyPath(env),
    canariesFile: canariesPath(env),
    root: releaseRoot(env),
  });
  return { store, close: async () => {} };
}

/** Runs `work` with the store open, and closes it whatever happens. */
export async function withReleaseState(env, work) {
  const { store, close } = await openReleaseState(env);
  try {
    return await work(store);
  } finally {
    await close();
  }
}
