import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SLICES } from 'shared-ui/contract';
import { helmetHeaders } from '../../src/plugins/external/helmet.js';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../helpers/build-test-app.js';

describe('health, docs, not-found and security headers', () => {
  let t: TestApp;
  // No live map anywhere (an empty release root): the default one is live, whatever a promote left in the real one.
  const releaseRoot = mkdtempSync(join(tmpdir(), 'health-releases-'));
  before(async () => {
    const { REMOTES_CONFIG: _ignored, ...environment } = process.env;
    t = await buildTestApp({ seed: 5, environment: { ...environment, RELEASE_ROOT: releaseRoot } });
  });
  after(async () => {
    await t.close();
    rmSync(releaseRoot, { recursive: true, force: true });
  });

  it('reports ok, the database kind and the slices the shell is told to load', async () => {
    const response = await t.app.inject('/api/health');
    assert.equal(response.statusCode, 200);
    const { slices, ...rest } = response.json();
    assert.deepEqual(rest, { status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
    // The default map: every slice's dist/ build, none of them a published release.
    assert.deepEqual(
      slices.map((slice: { name: string; release: unknown }) => [slice.name, slice.release]),
      SLICES.map((slice) => [slice.name, null]),
    );
  });

  it('answers unknown /api paths with 404 JSON naming the path', async () => {
    const response = await t.app.inject('/api/does-not-exist?x=1');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'Not found: GET /api/does-not-exist' });
    const post = await t.app.inject({ method: 'POST', url: '/somewhere' });
    assert.equal(post.statusCode, 404);
    assert.deepEqual(post.json(), { message: 'Not found' });
  });

  it('answers other GETs with 404 JSON when no site fallback is registered', async () => {
    const response = await t.app.inject('/product/abc');
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), { message: 'Not found' });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await t.app.inject(url);
      assert.equal(response.statusCode, 200);
      const doc = response.json();
      assert.match(doc.openapi, /^3\./);
      assert.ok(doc.paths['/api/products']);
      assert.ok(doc.paths['/api/orders/{id}/pay']);
      assert.ok(doc.paths['/api/users/login'].post.requestBody);
    }
  });

  it('sets security headers but leaves CSP to the site plugin', async () => {
    const response = await t.app.inject('/api/health');
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.ok(response.headers['strict-transport-security']);
    assert.equal(response.headers['content-security-policy'], undefined);
  });

  it("sets helmet's headers on every answer, errors too, and lets a route set one of them its own way", async () => {
    const headers = helmetHeaders();
    assert.equal(headers['x-frame-options'], 'SAMEORIGIN');
    assert.equal(headers['cross-origin-resource-policy'], 'same-site');
    for (const url of ['/api/health', '/api/products', '/api/products/000000000000000000000000', '/api/nowhere']) {
      const response = await t.app.inject(url);
      for (const [name, value] of Object.entries(headers)) assert.equal(response.headers[name], value, `${url}: ${name}`);
    }
    const image = await t.app.inject('/api/images/hero-1.svg');
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.equal(image.headers['x-content-type-options'], 'nosniff');
  });

  it('allows CORS with credentials only for configured origins', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/products',
      headers: { origin: TEST_ORIGIN, 'access-control-request-method': 'GET' },
    });
    assert.equal(allowed.headers['access-control-allow-origin'], TEST_ORIGIN);
    assert.equal(allowed.headers['access-control-allow-credentials'], 'true');
    const denied = await t.app.inject({ url: '/api/products', headers: { origin: 'https://evil.example' } });
    assert.equal(denied.headers['access-control-allow-origin'], undefined);
  });

  it('rejects JSON bodies over 100 KB with 413 and a message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(120 * 1024) },
    });
    assert.equal(response.statusCode, 413);
    assert.equal(typeof response.json().message, 'string');
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Request body is not valid JSON');
  });
});

describe('health while draining (graceful shutdown)', () => {
  it('answers 503 "draining" once startDraining is called, while other routes still answer', async () => {
    const t = await buildTestApp({ seed: 2 });
    try {
      assert.equal((await t.app.inject('/api/health')).statusCode, 200);
      t.app.startDraining();
      const health = await t.app.inject('/api/health');
      assert.equal(health.statusCode, 503);
      assert.equal(health.json().status, 'draining');
      assert.equal((await t.app.inject('/api/products')).statusCode, 200);
    } finally {
      await t.close();
    }
  });
});
