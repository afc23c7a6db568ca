import { isAbsolute, join, resolve } from 'node:path';
import { SLICES } from 'shared-ui/contract';
import { packageRoot } from './package-root.js';
import type { DatabaseConfig } from './db/client.js';
import type { Env } from './plugins/external/env.js';
import type { S3StorageConfig } from './services/uploads/s3-object-storage.js';

/** Settings derived from the validated environment (plugins/external/env.ts). */

/** Where PGlite data (and an earlier version's generated dev JWT secret) live: DATA_DIR, else api/data. */
export function dataDirFrom(env: Pick<Env, 'DATA_DIR'>): string {
  if (env.DATA_DIR) return isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(process.cwd(), env.DATA_DIR);
  return join(packageRoot, 'data');
}

/** DATABASE_URL selects PostgreSQL; otherwise an on-disk PGlite database. */
export function databaseConfigFrom(
  env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>,
  overrides: { dataDir?: string } = {},
): DatabaseConfig {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: overrides.dataDir ? resolve(overrides.dataDir) : dataDirFrom(env) };
}

export const DEFAULT_ALLOWED_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  ...SLICES.flatMap(({ devPort }) => [`http://localhost:${devPort}`, `http://127.0.0.1:${devPort}`]),
];

export function allowedOriginsFrom(env: Pick<Env, 'ALLOWED_ORIGINS'>): string[] {
  if (!env.ALLOWED_ORIGINS) return DEFAULT_ALLOWED_ORIGINS;
  return env.ALLOWED_ORIGINS.split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/** TRUST_PROXY: 'true', or the proxy addresses (comma list of IPs/CIDRs); anything else trusts nobody. */
export function trustProxyFrom(env: Pick<Env, 'TRUST_PROXY'>): boolean | string {
  const raw = env.TRUST_PROXY;
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

/** S3_BUCKET selects a bucket for uploads (readEnvironment has checked the settings are complete); else null: the database. */
export function objectStorageConfigFrom(env: Env): S3StorageConfig | null {
  if (!env.S3_BUCKET || !env.S3_REGION) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
