import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import pg from 'pg';
import {
  bearer,
  buildTestApp,
  createTestDatabase,
  registerUser,
  SHIPPING,
  startTwoInstances,
  TEST_ORIGIN,
  type TestApp,
  type TwoInstances,
} from '../helpers/build-test-app.js';

// Several API processes share one PostgreSQL server (DATABASE_URL); PGlite allows one process only
// (see test/db/data-dir-lock.test.ts), so this suite exists in the PostgreSQL run of the tests.
if (process.env.DATABASE_URL) {
  describe('two API instances on one PostgreSQL behave as one', () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let instances: TwoInstances;
    before(async () => {
      instances = await startTwoInstances({
        accountLimits: { loginFailures: { max: 4, windowMs: 60_000 }, passwordFailures: { max: 3, windowMs: 60_000 } },
      });
      ({ a, b } = instances);
    });
    after(() => instances.close());

    it("reflects an order placed through one instance in the other's product stock and listing at once", async () => {
      const listing = (await b.inject('/api/products?availability=in_stock&sort=price_asc')).json();
      const product = listing.products[0];
      // instance B has the product detail and the listing cached now
      assert.equal((await b.inject(`/api/products/${product._id}`)).json().countInStock, product.countInStock);

      const invalidated = new Promise<void>((resolve) => b.changeFeed.subscribe(() => resolve()));
      const user = await registerUser(a);
      const order = await a.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(user.token),
        payload: { orderItems: [{ product: product._id, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'Stripe' },
      });
      assert.equal(order.statusCode, 201);
      const started = Date.now();
      await invalidated;
      assert.ok(Date.now() - started < 1000, 'the notification arrives within a second');

      assert.equal((await b.inject(`/api/products/${product._id}`)).json().countInStock, product.countInStock - 1);
      const again = (await b.inject('/api/products?availability=in_stock&sort=price_asc')).json();
      assert.equal(again.products.find((p: { _id: string }) => p._id === product._id).countInStock, product.countInStock - 1);
    });

    it("re-ranks a keyword search in the other instance's search index when an order sells a product out", async () => {
      assert.equal(await b.searchIndex!.ready, true);
      const featured = '/api/products?keyword=dependable&limit=100';
      const ids = async () => ((await b.inject(featured)).json().products as { _id: string }[]).map((p) => p._id);
      const leader = (await b.inject(featured)).json().products[0];
      assert.ok(leader.countInStock > 0);
      const inStock = ((await b.inject(`${featured}&availability=in_stock`)).json().total as number) - 1;

      const refreshed = b.searchIndex!.nextRefresh();
      const user = await registerUser(a);
      const order = await a.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(user.token),
        payload: {
          orderItems: [{ product: leader._id, qty: leader.countInStock }],
          shippingAddress: SHIPPING,
          paymentMethod: 'Stripe',
        },
      });
      assert.equal(order.statusCode, 201);
      await refreshed;
      const searches = b.searchIndex!.searches;
      assert.ok((await ids()).indexOf(leader._id) >= inStock, 'behind every product still in stock');
      assert.equal(b.searchIndex!.searches, searches + 1, 'answered by the index');
    });

    it('counts failed sign-ins for one account across both instances', async () => {
      const user = await registerUser(a);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const instance = i % 2 === 0 ? a : b;
        const response = await instance.inject({
          method: 'POST',
          url: '/api/users/login',
          payload: { email: user.email, password: `wrong-${i}` },
        });
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses, [401, 401, 401, 401, 429, 429]);
    });

    it('ends a session on both instances when it is logged out through one', async () => {
      const user = await registerUser(a);
      assert.equal((await b.inject({ url: '/api/users/profile', headers: bearer(user.token) })).statusCode, 200);
      await a.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(user.token) });
      assert.equal((await b.inject({ url: '/api/users/profile', headers: bearer(user.token) })).statusCode, 401);
    });
  });
}

if (process.env.DATABASE_URL) {
  describe('two API instances started together on one PostgreSQL without JWT_SECRET', () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let drop: () => Promise<void>;
    before(async () => {
      const database = await createTestDatabase();
      drop = database.drop;
      const options = {
        database: database.config,
        environment: {},
        logger: false as const,
        serveSite: false,
        allowedOrigins: [TEST_ORIGIN],
        rateLimit: false as const,
        seed: 12,
      };
      // At the same moment, on an empty database: one migrates, seeds and stores the secret, the other waits.
      [a, b] = await Promise.all([buildApp(options), buildApp(options)]);
    });
    after(async () => {
      await a.close();
      await b.close();
      await drop();
    });

    it("accepts each other's session tokens", async () => {
      const fromA = await registerUser(a);
      const fromB = await registerUser(b);
      assert.equal((await b.inject({ url: '/api/users/profile', headers: bearer(fromA.token) })).statusCode, 200);
      assert.equal((await a.inject({ url: '/api/users/profile', headers: bearer(fromB.token) })).statusCode, 200);
    });

    it('seeded the catalogue once', async () => {
      assert.equal((await a.inject('/api/products')).json().total, 12);
    });

    it('serves an avatar uploaded through the other instance', async () => {
      const user = await registerUser(a);
      const boundary = 'scale-out-avatar';
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const upload = await a.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: { ...bearer(user.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
      assert.equal(upload.statusCode, 200, upload.body);
      const image = await b.inject(upload.json().avatar);
      assert.equal(image.statusCode, 200);
      assert.equal(image.headers['content-type'], 'image/png');
      assert.equal(image.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.deepEqual(image.rawPayload, png);
    });
  });
}

if (process.env.DATABASE_URL) {
  describe('an API instance whose database connections are cut', () => {
    let t: TestApp;
    before(async () => {
      t = await buildTestApp({ seed: 5, productCacheTtlMs: 0 });
    });
    after(async () => t.close());

    it('reconnects by itself: the next requests are answered, the process keeps running', async () => {
      assert.equal((await t.app.inject('/api/products')).statusCode, 200);
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      // Every connection of this app's database, as a server restart would; only its own: the suite runs
      // two files at a time, each on a database of its own.
      const database = new URL(t.app.dbPool!.options.connectionString!).pathname.slice(1);
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
      assert.ok((rowCount ?? 0) >= 2, 'the pool and the change feed were connected');
      await admin.end();
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await t.app.inject('/api/products')).statusCode);
      assert.ok(
        statuses.every((status) => status === 200 || status === 503),
        statuses.join(' '),
      );
      assert.equal(statuses.at(-1), 200, statuses.join(' '));
      assert.equal((await t.app.inject('/api/health')).statusCode, 200);
    });
  });
}
