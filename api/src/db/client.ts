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
  | { kind: 'pglite'; /** a directory on disk, or 'memory' for a throwaway database */ dataDir: string }
  | { kind: 'postgres'; url: string; poolSize?: number };

/** Both drivers expose the same Drizzle query API; typed once as the node-postgres flavour. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** the node-postgres pool (PostgreSQL only), e.g. for NOTIFY */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** Start-up steps worth telling the operator about (migrating can take a while on a slow machine). */
export type ProgressLog = (message: string) => void;

export async function openDatabase(config: DatabaseConfig, progress: ProgressLog = () => {}): Promise<Database> {
  if (config.kind === 'postgres') {
    progress('connecting to PostgreSQL and applying migrations');
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
    const db = drizzlePg({ client: pool, schema });
    try {
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', pool, close: () => pool.end() };
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
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        unlock();
      }
    },
  };
}
