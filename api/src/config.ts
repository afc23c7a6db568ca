import { isAbsolute, join, resolve } from 'node:path';
import { packageRoot } from './package-root.js';
import type { DatabaseConfig } from './db/client.js';

/** Where PGlite data, avatars and the generated dev JWT secret live: DATA_DIR, else api/data. */
export function defaultDataDir(): string {
  const fromEnv = process.env.DATA_DIR;
  if (fromEnv) return isAbsolute(fromEnv) ? fromEnv : resolve(process.cwd(), fromEnv);
  return join(packageRoot, 'data');
}

/** DATABASE_URL selects PostgreSQL; otherwise an on-disk PGlite database. */
export function resolveDatabaseConfig(overrides: { dataDir?: string } = {}): DatabaseConfig {
  if (process.env.DATABASE_URL) return { kind: 'postgres', url: process.env.DATABASE_URL };
  return { kind: 'pglite', dataDir: overrides.dataDir ? resolve(overrides.dataDir) : defaultDataDir() };
}

export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  ...[3001, 3002, 3003, 3004, 3005].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]),
];

export function allowedOriginsFromEnv(): string[] {
  const raw = process.env.ALLOWED_ORIGINS;
  if (!raw) return DEFAULT_ALLOWED_ORIGINS;
  return raw
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}
