import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { contentSecurityPolicy, foreignOrigins, readRemotesMap } from '../../src/site/site-config.js';

const dir = mkdtempSync(join(tmpdir(), 'site-test-'));
const remotesFile = join(dir, 'remotes.json');
let testApp: TestApp;

before(async () => {
  writeFileSync(remotesFile, JSON.stringify({ catalog: '/remotes/catalog/mf-manifest.json' }));
  process.env.REMOTES_CONFIG = remotesFile;
  testApp = await buildTestApp({ serveSite: true, seed: 0 });
});

after(async () => {
  await testApp.close();
  delete process.env.REMOTES_CONFIG;
  rmSync(dir, { recursive: true, force: true });
});

describe('/remotes.json', () => {
  it('serves the operator-edited map with no-cache, re-read on every request', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.deepEqual(first.json(), { catalog: '/remotes/catalog/mf-manifest.json' });

    writeFileSync(remotesFile, JSON.stringify({ catalog: 'https://cdn.example.com/catalog/mf-manifest.json' }));
    const second = await testApp.app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(second.json().catalog, 'https://cdn.example.com/catalog/mf-manifest.json');
  });

  it('answers 500 with a message, not a stack, when the file is broken', async () => {
    writeFileSync(remotesFile, '{ not json');
    const response = await testApp.app.inject({ method: 'GET', url: '/remotes.json' });
    assert.equal(response.statusCode, 500);
    assert.deepEqual(response.json(), { message: 'The remotes configuration is unreadable' });
    writeFileSync(remotesFile, JSON.stringify({ catalog: '/remotes/catalog/mf-manifest.json' }));
  });
});

describe('SPA fallback', () => {
  it('keeps API 404s as JSON and missing files as 404', async () => {
    const api = await testApp.app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
    assert.equal(api.statusCode, 404);
    assert.match(api.json().message, /Not found/);
    const script = await testApp.app.inject({ method: 'GET', url: '/product/main.js', headers: { accept: '*/*' } });
    assert.equal(script.statusCode, 404);
  });
});

describe('built front end: HTML documents and source maps', () => {
  const root = mkdtempSync(join(tmpdir(), 'site-root-'));
  let site: TestApp;
  before(async () => {
    for (const pkg of ['shell', 'mf-cart']) {
      mkdirSync(join(root, pkg, 'dist'), { recursive: true });
      writeFileSync(join(root, pkg, 'dist', 'index.html'), '<!doctype html><title>shop</title>');
      writeFileSync(join(root, pkg, 'dist', 'main.0123456789.js'), 'console.log(1)\n//# sourceMappingURL=main.0123456789.js.map');
      writeFileSync(join(root, pkg, 'dist', 'main.0123456789.js.map'), '{"sources":["src/secret.ts"]}');
    }
    writeFileSync(join(root, 'shell', 'dist', 'sw.js'), "self.addEventListener('fetch', () => {});");
    site = await buildTestApp({ serveSite: true, seed: 0, site: { root } });
  });
  after(async () => {
    await site.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('sends a Content-Security-Policy with /index.html and /remotes/<name>/index.html', async () => {
    for (const url of ['/', '/index.html', '/remotes/cart/index.html']) {
      const response = await site.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      assert.equal(response.statusCode, 200, url);
      assert.match(String(response.headers['content-security-policy']), /script-src 'self'/, url);
    }
  });

  it('serves the service worker at /sw.js as JavaScript that browsers revalidate every time', async () => {
    const response = await site.app.inject({ method: 'GET', url: '/sw.js', headers: { accept: '*/*' } });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /javascript/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    const page = await site.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    assert.match(String(page.headers['content-security-policy']), /worker-src 'self'/);
  });

  it('does not serve source maps by default', async () => {
    assert.equal((await site.app.inject('/remotes/cart/main.0123456789.js')).statusCode, 200);
    for (const url of ['/remotes/cart/main.0123456789.js.map', '/main.0123456789.js.map']) {
      const response = await site.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /secret\.ts/);
    }
  });
});

describe('content security policy', () => {
  it('allows scripts only from this origin and from hosts the remotes map names', () => {
    const map = readRemotesMap(remotesFile);
    assert.deepEqual(foreignOrigins(map), []);
    const csp = contentSecurityPolicy({
      cart: 'https://cdn.example.com/cart/mf-manifest.json',
      catalog: '/remotes/catalog/mf-manifest.json',
    });
    assert.match(csp, /script-src 'self' https:\/\/cdn\.example\.com;/);
    assert.match(csp, /object-src 'none'/);
    assert.doesNotMatch(csp, /unsafe-eval/);
  });
});
