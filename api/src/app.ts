import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import jwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { allowedOriginsFromEnv, defaultDataDir, resolveDatabaseConfig } from './config.js';
import type { DatabaseConfig } from './db/client.js';
import authPlugin, { generateSecret } from './plugins/app/auth.js';
import databasePlugin from './plugins/app/database.js';
import errorHandler from './plugins/app/error-handler.js';
import inputGuard from './plugins/app/input-guard.js';
import productCache from './plugins/app/product-cache.js';
import searchIndex from './plugins/app/search-index.js';
import { validatorCompiler } from './plugins/app/validator-compiler.js';
import docsRoutes from './routes/docs.js';
import healthRoutes from './routes/health.js';
import imageRoutes from './routes/images.js';
import metricsRoutes, { DEFAULT_METRICS_RATE_LIMIT } from './routes/metrics.js';
import orderRoutes from './routes/orders.js';
import productRoutes from './routes/products.js';
import userRoutes, { DEFAULT_ACCOUNT_LIMITS, type AccountLimits } from './routes/users.js';
import { guardConnections } from './connection-guard.js';
import { REDACTED_LOG_PATHS, serializeError } from './safe-logging.js';
import { AvatarStore, MAX_AVATAR_BYTES } from './services/avatar-store.js';
import type { RateLimitRule } from './services/rate-limiter.js';

export interface AppOptions {
  /** default: DATABASE_URL if set, else PGlite in DATA_DIR (api/data) */
  database?: DatabaseConfig;
  /** products to seed into an empty catalogue (default 300), or false */
  seed?: number | false;
  logger?: FastifyServerOptions['logger'];
  /** limit for login and register per IP (default 10 a minute; timeWindow in ms), or false to disable */
  rateLimit?: { max: number; timeWindow: number } | false;
  /** limit for web-vitals reports (POST /api/metrics) per IP (default 60 a minute), or false to disable */
  metricsRateLimit?: RateLimitRule | false;
  /** per-account limits on wrong passwords (default 10 failed sign-ins and 5 wrong current passwords per 15 minutes) */
  accountLimits?: AccountLimits | false;
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

export interface ServerLimits {
  /** a request's headers must arrive within this (slow-header attacks, silent connections) */
  headersTimeoutMs: number;
  /** a whole request, headers and body, must arrive within this */
  requestTimeoutMs: number;
  /** an idle keep-alive connection is closed after this */
  keepAliveTimeoutMs: number;
  /** a connection with no traffic at all in either direction (e.g. one that never sends a byte) is closed after this */
  socketIdleTimeoutMs: number;
  /** more simultaneous connections than this are refused (each costs a file descriptor) */
  maxConnections: number;
  /** how often Node checks the header and request timeouts */
  checkIntervalMs: number;
}

/** Values for a shop: pages are small JSON answers; the largest upload is a 2 MB avatar. Documented in the README. */
export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  socketIdleTimeoutMs: 15_000,
  maxConnections: Number(process.env.MAX_CONNECTIONS) || 4_000,
  checkIntervalMs: 1_000,
};

/** TRUST_PROXY: 'true', or the proxy addresses (comma list of IPs/CIDRs); anything else trusts nobody. */
function trustProxyFromEnv(): boolean | string {
  const raw = process.env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  return raw === 'true' ? true : raw;
}

function filesDirFor(options: AppOptions, database: DatabaseConfig): string {
  if (options.filesDir) return options.filesDir;
  if (database.kind === 'pglite' && database.dataDir !== 'memory') return database.dataDir;
  if (database.kind === 'pglite') return mkdtempSync(join(tmpdir(), 'api-files-'));
  return defaultDataDir();
}

/** JWT_SECRET, else a secret generated once and persisted, so sessions survive restarts in development. */
function resolveJwtSecret(options: AppOptions, filesDir: string, app: FastifyInstance): string {
  if (options.jwtSecret) return options.jwtSecret;
  if (process.env.JWT_SECRET) return process.env.JWT_SECRET;
  const file = join(filesDir, 'jwt-secret');
  if (existsSync(file)) {
    app.log.warn('JWT_SECRET is not set; using the development secret kept in %s', file);
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(filesDir, { recursive: true });
  const secret = generateSecret();
  writeFileSync(file, secret, { mode: 0o600 });
  app.log.warn('JWT_SECRET is not set; generated a development secret in %s', file);
  return secret;
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const database = options.database ?? resolveDatabaseConfig();
  const filesDir = filesDirFor(options, database);
  const allowedOrigins = options.allowedOrigins ?? allowedOriginsFromEnv();

  const limits = { ...SERVER_LIMITS, ...options.serverLimits };
  const logger =
    options.logger === false
      ? false
      : {
          level: process.env.LOG_LEVEL ?? 'info',
          ...(typeof options.logger === 'object' ? options.logger : {}),
          serializers: { err: serializeError },
          redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
        };

  const app = Fastify({
    logger,
    bodyLimit: 100 * 1024,
    trustProxy: options.trustProxy ?? trustProxyFromEnv(),
    // Creating, migrating and seeding a database takes as long as it takes on a busy machine; progress is logged instead.
    pluginTimeout: 0,
    connectionTimeout: limits.socketIdleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    serverFactory: (handler) => {
      const server = createServer(
        {
          headersTimeout: limits.headersTimeoutMs,
          requestTimeout: limits.requestTimeoutMs,
          keepAliveTimeout: limits.keepAliveTimeoutMs,
          connectionsCheckingInterval: limits.checkIntervalMs,
        },
        handler,
      );
      server.setTimeout(limits.socketIdleTimeoutMs);
      guardConnections(server, {
        silentMs: limits.headersTimeoutMs,
        idleMs: limits.socketIdleTimeoutMs,
        sweepEveryMs: limits.checkIntervalMs,
      });
      server.maxConnections = limits.maxConnections;
      return server;
    },
    // A URL that cannot be decoded (/api/products/%ff) gets the API's error shape, like every other 4xx.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      return (reply as unknown as FastifyReply)
        .code(status)
        .send({ message: error.code === 'FST_ERR_BAD_URL' ? 'Malformed URL (bad percent-encoding)' : error.message });
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // Strict bodies (no type coercion); query strings and params are converted from text.
  app.setValidatorCompiler(validatorCompiler);

  // External plugins first, then application plugins, then routes (the fastify/demo order).
  await app.register(swagger, {
    openapi: {
      info: { title: 'Storefront API', version: '1.0.0', description: 'Catalogue, search, accounts, reviews and orders' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'jwt' },
        },
      },
    },
  });
  await app.register(helmet, {
    // The site plugin sets a CSP on HTML documents itself.
    contentSecurityPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, !origin || allowedOrigins.includes(origin) ? (origin ?? false) : false),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key'],
  });
  await app.register(cookie);
  await app.register(multipart, {
    // Fields arrive on request.body (the avatar as a Buffer), so the profile route validates one schema for JSON and forms.
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_AVATAR_BYTES, files: 1, fields: 10, fieldSize: 10 * 1024 },
  });
  await app.register(errorHandler);
  await app.register(inputGuard);

  await app.register(databasePlugin, { config: database, seedProducts: options.seed ?? 300 });
  await app.register(jwt, { secret: resolveJwtSecret(options, filesDir, app) });
  await app.register(authPlugin, { allowedOrigins });
  const listingTtlMs = options.productCacheTtlMs ?? 5000;
  await app.register(productCache, {
    ttlMs: listingTtlMs,
    maxBytes: options.productCacheMaxBytes ?? 64 * 1024 * 1024,
    detailTtlMs: listingTtlMs > 0 ? (options.productDetailCacheTtlMs ?? 60_000) : 0,
  });
  await app.register(searchIndex, { enabled: options.searchIndex ?? true });

  const avatars = new AvatarStore(join(filesDir, 'avatars'));
  const ipRule = options.rateLimit ?? { max: 10, timeWindow: 60_000 };
  const authRateLimit = ipRule ? { max: ipRule.max, windowMs: ipRule.timeWindow } : false;
  await app.register(healthRoutes);
  await app.register(productRoutes);
  await app.register(userRoutes, {
    avatars,
    authRateLimit,
    accountLimits: options.accountLimits ?? DEFAULT_ACCOUNT_LIMITS,
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
      return (app as unknown as { serveSpaFallback: (req: typeof request, rep: typeof reply) => unknown }).serveSpaFallback(
        request,
        reply,
      );
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
