import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../package-root.js';
import * as schema from './schema/index.js';
import { lockDataDir } from './data-dir-lock.js';

export type DatabaseConfig =
  | {
      kind: 'pglite';
      /** a directory on disk, or 'memory' for a throwaway database */
      dataDir: string;
      /** a new database's starting contents: a PGlite `dumpDataDir` tarball (the API tests' migrated template) */
      startFrom?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Both drivers expose the same Drizzle query API; typed once as the node-postgres flavour. */
export type Db = NodePgDatabase<typeof schema>;
/** The handle a `db.transaction` callback gets; work done through it commits or rolls back with the rest. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the node-postgres pool (PostgreSQL only), e.g. for NOTIFY */
  pool?: pg.Pool;
  /** runs `work` while no other API process on this database runs start-up work (migrating, seeding) */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Start-up steps worth telling the operator about (migrating can take a while on a slow machine). */
export type ProgressLog = (message: string) => void;

// Any constant of our own: the key of the session-level advisory lock held by start-up work.
const START_UP_LOCK = 0x5_40_9_4_0b;

/** Holds PostgreSQL's advisory lock on one connection while `work` runs: instances started together migrate one by one. */
async function withStartUpLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [START_UP_LOCK]);
    }
  } finally {
    client.release();
  }
}

export async function openDatabase(config: DatabaseConfig, progress: ProgressLog = () => {}): Promise<Database> {
  if (config.kind === 'postgres') {
    progress('connecting to PostgreSQL and applying migrations');
    // A bounded wait for a connection: while the server is down a request fails fast (503) instead of hanging.
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10, connectionTimeoutMillis: 5000 });
    // A connection that breaks (the server restarted) must not be thrown at the process: idle, the pool
    // drops it ('error' on the pool); checked out between two queries of a transaction, the client itself
    // emits 'error' with nobody listening, which would end the process. Its next query fails instead (503),
    // and the pool does not take back a client that can no longer query.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema });
    const exclusively = <T>(work: () => Promise<T>) => withStartUpLock(pool, work);
    try {
      await exclusively(() => migratePg(db, { migrationsFolder }));
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', pool, exclusively, close: () => pool.end() };
  }

  let unlock = () => {};
  if (config.dataDir !== 'memory') {
    mkdirSync(config.dataDir, { recursive: true });
    unlock = lockDataDir(config.dataDir);
  }
  let client: PGlite;
  try {
    progress(
      config.dataDir === 'memory' ? 'starting an in-memory database' : `opening the embedded database in ${config.dataDir}`,
    );
    client = await PGlite.create(config.dataDir === 'memory' ? undefined : config.dataDir, {
      extensions: { pg_trgm },
      ...(config.startFrom ? { loadDataDir: config.startFrom } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  try {
    progress('applying database migrations');
    await migratePglite(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    unlock();
    throw error;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    // One process per data directory (the lock above): nobody to wait for.
    exclusively: (work) => work(),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock();
      }
    },
  };
}
