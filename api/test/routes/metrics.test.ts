import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { webVitals } from '../../src/db/schema/index.js';
import { deleteOldWebVitals } from '../../src/services/web-vitals-service.js';
import { bearer, buildTestApp, login, registerUser, TEST_ORIGIN, type TestApp } from '../helpers/build-test-app.js';

const report = (route: string, metrics: { name: string; value: unknown }[]) => ({ route, metrics });

describe('POST /api/metrics: web-vitals reports from the shell', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 0, metricsRateLimit: false });
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.app.db.delete(webVitals);
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/metrics',
      payload: payload as object,
      headers: { origin: TEST_ORIGIN, ...headers },
    });

  it('stores each metric of a JSON report with its route and time, and answers 204', async () => {
    const response = await post(
      report('/product/:id', [
        { name: 'LCP', value: 1834.5 },
        { name: 'CLS', value: 0.031 },
        { name: 'TTFB', value: 120 },
      ]),
    );
    assert.equal(response.statusCode, 204);
    assert.equal(response.body, '');
    const rows = await t.app.db.select().from(webVitals).orderBy(webVitals.metric);
    assert.deepEqual(
      rows.map((row) => [row.route, row.metric, row.value]),
      [
        ['/product/:id', 'CLS', 0.031],
        ['/product/:id', 'LCP', 1834.5],
        ['/product/:id', 'TTFB', 120],
      ],
    );
    for (const row of rows) assert.ok(Date.now() - row.recordedAt.getTime() < 60_000);
  });

  it('accepts the text/plain body navigator.sendBeacon sends, parsed as JSON', async () => {
    const response = await post(JSON.stringify(report('/', [{ name: 'FCP', value: 900 }])), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    assert.equal(response.statusCode, 204);
    const rows = await t.app.db.select().from(webVitals);
    assert.deepEqual(
      rows.map((row) => [row.route, row.metric, row.value]),
      [['/', 'FCP', 900]],
    );
  });

  it('answers 400 naming the problem for a bad report, and stores nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ metrics: [{ name: 'LCP', value: 1 }] }, /^route is required$/],
      [report('', [{ name: 'LCP', value: 1 }]), /^route must not be empty$/],
      [report(`/${'a'.repeat(120)}`, [{ name: 'LCP', value: 1 }]), /^route must be at most 100 characters$/],
      [report('https://shop.example/product/123?email=a@b.c', [{ name: 'LCP', value: 1 }]), /^route has an invalid format$/],
      [report('/', []), /^metrics must have at least 1 item/],
      [
        report('/', [
          { name: 'LCP', value: 1 },
          { name: 'INP', value: 1 },
          { name: 'CLS', value: 0 },
          { name: 'FCP', value: 1 },
          { name: 'TTFB', value: 1 },
          { name: 'LCP', value: 2 },
        ]),
        /^metrics must have at most 5 items$/,
      ],
      [report('/', [{ name: 'FID', value: 1 }]), /^metrics\[0\]\.name has an unsupported value$/],
      [report('/', [{ name: 'LCP', value: -1 }]), /^metrics\[0\]\.value must be >= 0$/],
      [report('/', [{ name: 'LCP', value: 600_001 }]), /^metrics\[0\]\.value must be <= 600000$/],
      [report('/', [{ name: 'LCP', value: '1200' }]), /^metrics\[0\]\.value must be a number$/],
      [
        report('/', [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ]),
        /^metrics lists LCP more than once$/,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(response.json().message, message, JSON.stringify(payload));
    }
    const broken = await post('{"route": "/", "metrics": [', { 'content-type': 'text/plain' });
    assert.equal(broken.statusCode, 400);
    assert.deepEqual(broken.json(), { message: 'Request body is not valid JSON' });
    assert.equal((await t.app.db.select().from(webVitals)).length, 0);
  });

  it('refuses reports that another site sends', async () => {
    const response = await post(report('/', [{ name: 'LCP', value: 1 }]), { origin: 'https://elsewhere.example' });
    assert.equal(response.statusCode, 403);
    assert.equal((await t.app.db.select().from(webVitals)).length, 0);
  });

  it('deletes samples older than 30 days when it cleans up, and keeps the rest', async () => {
    await t.app.db.insert(webVitals).values([
      { route: '/', metric: 'LCP', value: 1, recordedAt: sql`now() - interval '31 days'` as unknown as Date },
      { route: '/', metric: 'LCP', value: 2, recordedAt: sql`now() - interval '29 days'` as unknown as Date },
    ]);
    assert.equal(await deleteOldWebVitals(t.app.db), 1);
    assert.deepEqual(
      (await t.app.db.select().from(webVitals)).map((row) => row.value),
      [2],
    );
  });
});

describe('POST /api/metrics rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 0, metricsRateLimit: { max: 3, windowMs: 60_000 } });
  });
  after(() => t.close());

  it('answers 429 with Retry-After after 3 reports a minute from one address; another address still reports', async () => {
    const send = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/metrics',
        remoteAddress: ip,
        headers: { origin: TEST_ORIGIN },
        payload: report('/', [{ name: 'LCP', value: 1000 }]),
      });
    for (let i = 0; i < 3; i++) assert.equal((await send('203.0.113.7')).statusCode, 204);
    const limited = await send('203.0.113.7');
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json().message, /^Too many metrics reports from this address; try again in 1 minute$/);
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.equal((await send('198.51.100.4')).statusCode, 204);
    assert.equal((await t.app.db.select().from(webVitals)).length, 4);
  });
});

describe('GET /api/metrics/summary', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 0, metricsRateLimit: false });
  });
  after(() => t.close());

  it('is for admins only: 401 without a session, 403 for a customer', async () => {
    const anonymous = await t.app.inject({ url: '/api/metrics/summary' });
    assert.equal(anonymous.statusCode, 401);
    assert.deepEqual(anonymous.json(), { message: 'Not authorized, no token' });
    const customer = await registerUser(t.app);
    const forbidden = await t.app.inject({ url: '/api/metrics/summary', headers: bearer(customer.token) });
    assert.equal(forbidden.statusCode, 403);
    assert.deepEqual(forbidden.json(), { message: 'Not authorized as an admin' });
  });

  it('answers p75 per route and metric over the last 24 hours, with sample counts', async () => {
    // LCP on product pages: 1000, 2000, 3000, 4000 -> p75 (continuous) = 3000 + 0.25 * 1000 = 3250.
    for (const value of [4000, 1000, 3000, 2000]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/metrics',
        headers: { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
        payload: JSON.stringify(report('/product/:id', [{ name: 'LCP', value }])),
      });
      assert.equal(response.statusCode, 204);
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/metrics',
      headers: { origin: TEST_ORIGIN },
      payload: report('/', [
        { name: 'CLS', value: 0.02 },
        { name: 'LCP', value: 1500 },
      ]),
    });
    // Older than the window: left out of the summary.
    await t.app.db
      .insert(webVitals)
      .values({ route: '/', metric: 'LCP', value: 99_000, recordedAt: sql`now() - interval '25 hours'` as unknown as Date });

    const admin = await login(t.app, 'admin@example.com', 'admin12345');
    const response = await t.app.inject({ url: '/api/metrics/summary', headers: bearer(admin) });
    assert.equal(response.statusCode, 200);
    const summary = response.json();
    assert.deepEqual(summary.rows, [
      { route: '/', metric: 'CLS', p75: 0.02, samples: 1 },
      { route: '/', metric: 'LCP', p75: 1500, samples: 1 },
      { route: '/product/:id', metric: 'LCP', p75: 3250, samples: 4 },
    ]);
    const windowHours = (Date.parse(summary.until) - Date.parse(summary.since)) / 3_600_000;
    assert.equal(windowHours, 24);
  });
});
