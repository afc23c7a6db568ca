import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../src/app.js';
import type { DatabaseConfig } from '../../src/db/client.js';
import { migratedTemplate } from './pglite-template.js';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * A fresh database per test app: in-memory PGlite started from the run's migrated template
 * (pglite-template.ts), or — when DATABASE_URL is set — a new database `api_test_<random>` on that
 * server, migrated from scratch and dropped afterwards.
 */
export async function createTestDatabase(): Promise<{ config: DatabaseConfig; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    return { config: { kind: 'pglite', dataDir: 'memory', startFrom: await migratedTemplate() }, drop: async () => {} };
  }
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    config: { kind: 'postgres', url: url.toString(), poolSize: 20 },
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pool.end() resolves before its sockets are closed; wait for the server to see them go,
      // so FORCE never has to kill a connection the app is still closing.
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A test app's options on `database`: quiet, no site, no rate limits, the test origin and secret. */
function testAppOptions(database: AppOptions['database'], options: AppOptions): AppOptions {
  return {
    database,
    logger: false,
    jwtSecret: TEST_JWT_SECRET,
    serveSite: false,
    rateLimit: false,
    allowedOrigins: [TEST_ORIGIN],
    ...options,
  };
}

export async function buildTestApp(options: AppOptions = {}): Promise<TestApp> {
  const { config, drop } = await createTestDatabase();
  const app = await buildApp(testAppOptions(config, { seed: 40, ...options }));
  return {
    app,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export interface TwoInstances {
  a: FastifyInstance;
  b: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * Two API instances on one new PostgreSQL database (DATABASE_URL), as a scaled-out shop runs: A migrates and
 * seeds `seed` products, B starts on them.
 */
export async function startTwoInstances(options: AppOptions = {}, seed = 12): Promise<TwoInstances> {
  const { config, drop } = await createTestDatabase();
  const shared = testAppOptions(config, options);
  const a = await buildApp({ ...shared, seed });
  const b = await buildApp({ ...shared, seed: false });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await drop();
    },
  };
}

let userCounter = 0;

/** Registers a new customer through the API and returns its token and id. */
export async function registerUser(app: FastifyInstance, name = 'Test Shopper') {
  userCounter += 1;
  const email = `shopper${userCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/users',
    payload: { name, email, password: 'secret-pass-1' },
  });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.body}`);
  const info = response.json();
  return { token: info.token as string, id: info._id as string, email, password: 'secret-pass-1' };
}

export async function login(app: FastifyInstance, email: string, password: string) {
  const response = await app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return response.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export const SHIPPING = {
  fullName: 'Jane Customer',
  address: '1 Main Street',
  city: 'Springfield',
  postalCode: '12345',
  country: 'USA',
};
