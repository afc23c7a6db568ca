import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { allowedOriginsFrom, dataDirFrom, databaseConfigFrom, trustProxyFrom } from './config.js';
import type { DatabaseConfig } from './db/client.js';
import { createLimitedServer, SERVER_LIMITS, type ServerLimits } from './http-server.js';
import authPlugin from './plugins/app/auth.js';
import databasePlugin from './plugins/app/database.js';
import errorHandler from './plugins/app/error-handler.js';
import inputGuard from './plugins/app/input-guard.js';
import productCache from './plugins/app/product-cache.js';
import searchIndex from './plugins/app/search-index.js';
import userService from './plugins/app/user-service.js';
import { validatorCompiler } from './plugins/app/validator-compiler.js';
import cookiePlugin from './plugins/external/cookie.js';
import corsPlugin from './plugins/external/cors.js';
import envPlugin, { readEnvironment, type Env } from './plugins/external/env.js';
import helmetPlugin from './plugins/external/helmet.js';
import jwtPlugin from './plugins/external/jwt.js';
import multipartPlugin from './plugins/external/multipart.js';
import swaggerPlugin from './plugins/external/swagger.js';
import docsRoutes from './routes/docs.js';
import healthRoutes from './routes/health.js';
import imageRoutes from './routes/images.js';
import metricsRoutes, { DEFAULT_METRICS_RATE_LIMIT } from './routes/metrics.js';
import orderRoutes from './routes/orders.js';
import productRoutes from './routes/products.js';
import userRoutes, { DEFAULT_ACCOUNT_LIMITS, type AccountLimits } from './routes/users.js';
import { REDACTED_LOG_PATHS, serializeError } from './safe-logging.js';
import { AvatarStore } from './services/avatar-store.js';
import type { RateLimitRule } from './services/rate-limiter.js';

export interface AppOptions {
  /** the environment to read instead of process.env (validated by plugins/external/env.ts); the options below override it */
  environment?: Record<string, string | undefined>;
  /** default: DATABASE_URL if set, else PGlite in DATA_DIR (api/data) */
  database?: DatabaseConfig;
  /** products to seed into an empty catalogue (default 300), or false */
  seed?: number | false;
  logger?: FastifyServerOptions['logger'];
  /** limit for login and register per IP (default 10 a minute; timeWindow in ms), or false to disable */
  rateLimit?: { max: number; timeWindow: number } | false;
  /** limit for web-vitals reports (POST /api/metrics) per IP (default 60 a minute), or false to disable */
  metricsRateLimit?: RateLimitRule | false;
  /** per-account limits on wrong passwords and uploads, merged over DEFAULT_ACCOUNT_LIMITS (routes/users.ts) */
  accountLimits?: Partial<AccountLimits> | false;
  /** connection limits and timeouts of the HTTP server (defaults: SERVER_LIMITS) */
  serverLimits?: Partial<ServerLimits>;
  /** upper bound of the answer cache in bytes (default 64 MB) */
  productCacheMaxBytes?: number;
  /** default: JWT_SECRET, else a secret generated once and kept in the data directory */
  jwtSecret?: string;
  /** origins allowed for CORS and for cookie-authenticated writes (default: ALLOWED_ORIGINS or localhost:3000-3005) */
  allowedOrigins?: string[];
  /** register the front-end site plugin (default true) */
  serveSite?: boolean;
  /** where the front-end builds are, and whether their source maps are public (see SitePluginOptions) */
  site?: { root?: string; serveSourceMaps?: boolean };
  /** where avatars (and the generated dev JWT secret) are kept; default the data directory */
  filesDir?: string;
  /** lifetime of cached listing answers in ms (default 5000; 0 disables all answer caching) */
  productCacheTtlMs?: number;
  /** answer keyword-only listings from an in-memory search index built after start-up (default true) */
  searchIndex?: boolean;
  /** lifetime of cached product details in ms (default 60000) */
  productDetailCacheTtlMs?: number;
  /**
   * trust X-Forwarded-For for the client IP (rate limiting); default from TRUST_PROXY, else false,
   * because a trusted header lets any client pick its own IP and dodge the login rate limit
   */
  trustProxy?: boolean | string;
}

function filesDirFor(options: AppOptions, database: DatabaseConfig, env: Env): string {
  if (options.filesDir) return options.filesDir;
  if (database.kind === 'pglite' && database.dataDir !== 'memory') return database.dataDir;
  if (database.kind === 'pglite') return mkdtempSync(join(tmpdir(), 'api-files-'));
  return dataDirFrom(env);
}

/** Fastify itself: what must be known before any plugin runs (logger, proxy trust, the HTTP server's limits). */
function createFastify(options: AppOptions, env: Env) {
  const trustProxy = options.trustProxy ?? trustProxyFrom(env);
  // Behind a proxy every connection comes from the proxy's address, so the per-address cap is the whole cap.
  const perAddress =
    env.MAX_CONNECTIONS_PER_ADDRESS ?? (trustProxy ? env.MAX_CONNECTIONS : SERVER_LIMITS.maxConnectionsPerAddress);
  const limits = {
    ...SERVER_LIMITS,
    maxConnections: env.MAX_CONNECTIONS,
    maxConnectionsPerAddress: perAddress,
    ...options.serverLimits,
  };
  const logger =
    options.logger === false
      ? false
      : {
          level: env.LOG_LEVEL,
          ...(typeof options.logger === 'object' ? options.logger : {}),
          serializers: { err: serializeError },
          redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
        };
  return Fastify({
    logger,
    bodyLimit: 100 * 1024,
    trustProxy,
    // Creating, migrating and seeding a database takes as long as it takes on a busy machine; progress is logged instead.
    pluginTimeout: 0,
    connectionTimeout: limits.socketIdleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    serverFactory: (handler) => createLimitedServer(handler, limits),
    // A URL that cannot be decoded (/api/products/%ff) gets the API's error shape, like every other 4xx.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      return (reply as unknown as FastifyReply)
        .code(status)
        .send({ message: error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL (bad percent-encoding)' : error.message });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
}

/**
 * The whole server, ready to listen or to answer app.inject. The environment is read and validated once,
 * here (plugins/external/env.ts); explicit options override it.
 * @throws EnvironmentError naming a variable that is set wrong
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const env = readEnvironment(options.environment);
  const database = options.database ?? databaseConfigFrom(env);
  const filesDir = filesDirFor(options, database, env);
  const allowedOrigins = options.allowedOrigins ?? allowedOriginsFrom(env);

  const app = createFastify(options, env);
  // Strict bodies (no type coercion); query strings and params are converted from text.
  app.setValidatorCompiler(validatorCompiler);

  // External plugins first, then application plugins, then routes (the fastify/demo order).
  await app.register(envPlugin, { env });
  await app.register(swaggerPlugin);
  await app.register(helmetPlugin);
  await app.register(corsPlugin, { allowedOrigins });
  await app.register(cookiePlugin);
  await app.register(multipartPlugin);
  await app.register(jwtPlugin, { secret: options.jwtSecret, filesDir });

  await app.register(errorHandler);
  await app.register(inputGuard);
  await app.register(databasePlugin, { config: database, seedProducts: options.seed ?? 300 });
  const avatars = new AvatarStore(join(filesDir, 'avatars'));
  await app.register(userService, { avatars });
  await app.register(authPlugin, { allowedOrigins });
  const listingTtlMs = options.productCacheTtlMs ?? 5000;
  await app.register(productCache, {
    ttlMs: listingTtlMs,
    maxBytes: options.productCacheMaxBytes ?? 64 * 1024 * 1024,
    detailTtlMs: listingTtlMs > 0 ? (options.productDetailCacheTtlMs ?? 60_000) : 0,
  });
  await app.register(searchIndex, { enabled: options.searchIndex ?? true });

  const ipRule = options.rateLimit ?? { max: 10, timeWindow: 60_000 };
  await app.register(healthRoutes);
  await app.register(productRoutes);
  await app.register(userRoutes, {
    authRateLimit: ipRule ? { max: ipRule.max, windowMs: ipRule.timeWindow } : false,
    accountLimits: options.accountLimits === false ? false : { ...DEFAULT_ACCOUNT_LIMITS, ...options.accountLimits },
  });
  await app.register(orderRoutes);
  await app.register(imageRoutes, { avatars });
  await app.register(metricsRoutes, { rateLimit: options.metricsRateLimit ?? DEFAULT_METRICS_RATE_LIMIT });
  await app.register(docsRoutes);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api';
    const isOurs = isApi || path.startsWith('/images/');
    if (!isOurs && (request.method === 'GET' || request.method === 'HEAD') && app.hasDecorator('serveSpaFallback')) {
      return app.serveSpaFallback(request, reply);
    }
    return reply.code(404).send({ message: isApi ? `Not found: ${request.method} ${path}` : 'Not found' });
  });

  if (options.serveSite ?? true) {
    const { default: sitePlugin } = await import('./site/site-plugin.js');
    await app.register(sitePlugin, options.site ?? {});
  }

  await app.ready();
  return app;
}
