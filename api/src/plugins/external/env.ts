import fp from 'fastify-plugin';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { SERVER_LIMITS } from '../../http-server.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Every environment variable the server reads, in one schema: validated once at start-up (values are
 * text; numbers are converted), so a typo such as PORT=abc stops the server with the variable named
 * instead of surfacing later as NaN. The README's table lists the same variables.
 */
export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65_535, default: 3000, description: 'port to listen on' }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'address to listen on' }),
  LOG_LEVEL: Type.Enum(LOG_LEVELS, { default: 'info', description: 'pino log level' }),
  LOG_SLOW_MS: Type.Integer({ minimum: 0, default: 500, description: 'a request slower than this (ms) is always logged' }),
  LOG_ACCESS_SAMPLE: Type.Number({
    minimum: 0,
    maximum: 1,
    default: 0.01,
    description: 'share of the other successful requests written to the access log (0 to 1)',
  }),
  LOG_SUMMARY_SECONDS: Type.Integer({
    minimum: 0,
    default: 60,
    description: 'one summary line (requests, status classes, latency percentiles) per this many seconds; 0: none',
  }),
  DATABASE_URL: Type.Optional(
    Type.String({ pattern: '^postgres(ql)?://', description: 'use this PostgreSQL server instead of PGlite' }),
  ),
  DATA_DIR: Type.Optional(Type.String({ description: 'PGlite data directory (default api/data)' })),
  JWT_SECRET: Type.Optional(Type.String({ description: 'session signing secret (default: generated once into DATA_DIR)' })),
  ALLOWED_ORIGINS: Type.Optional(
    Type.String({ description: 'comma list of CORS origins allowed to make cookie-authenticated writes' }),
  ),
  TRUST_PROXY: Type.Optional(
    Type.String({ description: 'true, false, or the proxy addresses (comma list of IPs/CIDRs) trusted for X-Forwarded-For' }),
  ),
  MAX_CONNECTIONS: Type.Integer({
    minimum: 1,
    default: SERVER_LIMITS.maxConnections,
    description: 'simultaneous connections per process',
  }),
  MAX_CONNECTIONS_PER_ADDRESS: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: `simultaneous connections per client address (default ${SERVER_LIMITS.maxConnectionsPerAddress}; MAX_CONNECTIONS with TRUST_PROXY)`,
    }),
  ),
  SHUTDOWN_DRAIN_MS: Type.Integer({
    minimum: 0,
    default: 0,
    description: 'on SIGTERM, answer 503 on /api/health for this long (ms) while still serving, before closing',
  }),
  SERVE_SOURCE_MAPS: Type.Boolean({ default: false, description: 'serve the front-end builds’ *.map files' }),
  RELEASE_ROOT: Type.Optional(Type.String({ description: 'where slice releases are published and served from' })),
  S3_BUCKET: Type.Optional(
    Type.String({ description: 'keep uploaded images in this S3-compatible bucket (default: in the database)' }),
  ),
  S3_REGION: Type.Optional(
    Type.String({ description: 'the bucket’s region, e.g. eu-west-1 (us-east-1 for most other servers)' }),
  ),
  S3_ENDPOINT: Type.Optional(
    Type.String({ pattern: '^https?://', description: 'the S3-compatible server’s URL (default: AWS)' }),
  ),
  S3_ACCESS_KEY_ID: Type.Optional(
    Type.String({ description: 'the bucket’s access key (default: the AWS SDK’s chain, e.g. an instance role)' }),
  ),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ description: 'the secret of S3_ACCESS_KEY_ID' })),
  S3_FORCE_PATH_STYLE: Type.Optional(
    Type.Boolean({
      description: 'address the bucket in the path (http://host/bucket/key), as MinIO and most self-hosted servers need',
    }),
  ),
  SMTP_URL: Type.Optional(
    Type.String({
      pattern: '^smtps?://',
      description: 'send mail over this SMTP server (smtp://user:pass@host:587 or smtps://…:465); unset: into DATA_DIR/outbox',
    }),
  ),
  MAIL_FROM: Type.Optional(
    Type.String({ pattern: '@', description: 'sender of the shop’s mail (default ShopHub <orders@shophub.example>)' }),
  ),
  SHOP_URL: Type.Optional(
    Type.String({
      pattern: '^https?://',
      description: 'the shop’s public address, for links in mail (default http://localhost:PORT)',
    }),
  ),
  PREVIEW_SECRET: Type.Optional(
    Type.String({
      minLength: 16,
      description: 'signs preview links (default: generated once, kept in the database or the release root)',
    }),
  ),
  CANARY_MIN_SESSIONS: Type.Integer({
    minimum: 1,
    default: 100,
    description: 'canary sessions before its error rate is judged (automatic rollback)',
  }),
  CANARY_MAX_ERROR_RATE_INCREASE: Type.Number({
    minimum: 0,
    maximum: 1,
    default: 0.02,
    description: 'how much worse than the stable release a canary’s error rate may be before it is rolled back (0.02: 2 points)',
  }),
  CANARY_STEP_MIN_SESSIONS: Type.Integer({
    minimum: 1,
    default: 200,
    description: 'canary sessions at a step (10 %, 50 %) before it climbs to the next',
  }),
  CANARY_STEP_MIN_MINUTES: Type.Number({ minimum: 0, default: 30, description: 'minutes at a step before a canary climbs' }),
  CANARY_CHECK_INTERVAL_MS: Type.Integer({
    minimum: 0,
    default: 30_000,
    description: 'how often the canary decider looks at the canaries (0: never)',
  }),
  REMOTES_CONFIG: Type.Optional(
    Type.String({
      description: 'the live remotes map (default: the promoted one, else the one derived from the slice registry)',
    }),
  ),
});

export type Env = Static<typeof EnvSchema>;

/** Values never echoed in an error message. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'JWT_SECRET',
  'PREVIEW_SECRET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
]);

export class EnvironmentError extends Error {
  override name = 'EnvironmentError';
}

function describeProblem(name: string, value: unknown, schema: TSchema & { description?: string }, message: string): string {
  const shown = SECRET_VARIABLES.has(name) ? '' : `=${JSON.stringify(value)}`;
  const options = (schema as { enum?: readonly string[] }).enum;
  const rule = options ? `must be one of ${options.join(', ')}` : message;
  return `${name}${shown} ${rule}${schema.description ? ` (${schema.description})` : ''}`;
}

const BUCKET_VARIABLES = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** A bucket half configured would silently keep uploads in the database: each missing setting, named. */
function missingBucketSettings(env: Env): string[] {
  const given = BUCKET_VARIABLES.filter((name) => env[name] !== undefined);
  if (given.length === 0) return [];
  const because = `(set because ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} set)`;
  const missing: string[] = [];
  if (!env.S3_BUCKET) missing.push(`S3_BUCKET must be set ${because}`);
  if (!env.S3_REGION) missing.push(`S3_REGION must be set ${because}`);
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
    missing.push(
      env.S3_ACCESS_KEY_ID
        ? 'S3_SECRET_ACCESS_KEY must be set with S3_ACCESS_KEY_ID'
        : 'S3_ACCESS_KEY_ID must be set with S3_SECRET_ACCESS_KEY',
    );
  }
  return missing;
}

/**
 * Reads and validates the environment. Unset and empty variables take their defaults.
 * @throws EnvironmentError naming each variable that is wrong
 */
export function readEnvironment(source: Record<string, string | undefined> = process.env): Env {
  const names = Object.keys(EnvSchema.properties) as (keyof Env)[];
  const given = Object.fromEntries(
    names.flatMap((name) => {
      const value = source[name]?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  // Default and Convert may change the object they are given: keep the text for the messages.
  const value = Value.Convert(EnvSchema, Value.Default(EnvSchema, { ...given }));
  if (Value.Check(EnvSchema, value)) {
    const missing = missingBucketSettings(value);
    if (missing.length > 0) throw new EnvironmentError(`Invalid environment: ${missing.join('; ')}`);
    return value;
  }
  const problems = new Map<string, string>();
  for (const error of Value.Errors(EnvSchema, value)) {
    const name = error.instancePath.slice(1);
    if (problems.has(name)) continue;
    const property = (EnvSchema.properties as Record<string, TSchema>)[name]!;
    problems.set(name, describeProblem(name, given[name], property, error.message));
  }
  throw new EnvironmentError(`Invalid environment: ${[...problems.values()].join('; ')}`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the validated environment (readEnvironment) */
    config: Env;
  }
}

/** Decorates `fastify.config` with the environment buildApp read before Fastify was created. */
export default fp<{ env: Env }>(
  async function envPlugin(app, options) {
    app.decorate('config', options.env);
  },
  { name: 'env' },
);
