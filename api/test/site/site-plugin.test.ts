import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SLICES } from 'shared-ui/contract';
import { products } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { contentSecurityPolicy, foreignOrigins, readRemotesMap, repositoryRoot } from '../../src/site/site-config.js';

const dir = mkdtempSync(join(tmpdir(), 'site-test-'));
const remotesFile = join(dir, 'remotes.json');
const releasesDir = join(dir, 'releases');
const logLines: string[] = [];
let testApp: TestApp;
const logMessages = () => logLines.map((line) => JSON.parse(line) as { level: number; msg: string });

const catalog = { entry: '/remotes/catalog/mf-manifest.json', routes: ['/', '/search'], label: 'catalogue' };
const cartRelease = {
  entry: '/releases/mf-cart/1.1.0-abc1234/mf-manifest.json',
  routes: ['/cart', '/wishlist'],
  label: 'cart',
  release: {
    id: '1.1.0-abc1234',
    version: '1.1.0',
    commit: 'abc1234def5678abc1234def5678abc1234def56',
    builtAt: '2026-11-22T10:00:00.000Z',
    liveSince: '2026-11-22T11:00:00.000Z',
  },
};

describe('the site plugin', () => {
  before(async () => {
    writeFileSync(remotesFile, JSON.stringify({ catalog }));
    process.env.REMOTES_CONFIG = remotesFile;
    process.env.RELEASE_ROOT = releasesDir;
    testApp = await buildTestApp({
      serveSite: true,
      seed: 0,
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    });
  });

  after(async () => {
    await testApp.close();
    delete process.env.REMOTES_CONFIG;
    delete process.env.RELEASE_ROOT;
    rmSync(dir, { recursive: true, force: true });
  });

  describe('/remotes.json', () => {
    it('serves the live map with no-cache, re-read on every request', async () => {
      const first = await testApp.app.inject({ method: 'GET', url: '/remotes.json' });
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['cache-control'], 'no-cache');
      assert.deepEqual(first.json(), { catalog });

      writeFileSync(remotesFile, JSON.stringify({ catalog, cart: cartRelease }));
      const second = await testApp.app.inject({ method: 'GET', url: '/remotes.json' });
      assert.deepEqual(second.json(), { catalog, cart: cartRelease });
    });

    it('keeps the last good map live when a hand edit breaks the file, and logs why once', async () => {
      writeFileSync(remotesFile, JSON.stringify({ catalog }));
      await testApp.app.inject('/remotes.json');
      logLines.length = 0;
      // A trailing comma, as a hand edit leaves it.
      writeFileSync(remotesFile, '{ "catalog": { "entry": "/remotes/catalog/mf-manifest.json", "routes": ["/"] }, }');
      for (let i = 0; i < 3; i++) {
        const response = await testApp.app.inject('/remotes.json');
        assert.equal(response.statusCode, 200);
        assert.deepEqual(response.json(), { catalog });
      }
      const errors = () => logMessages().filter((entry) => entry.level >= 50);
      assert.equal(errors().length, 1);
      assert.match(
        errors()[0]!.msg,
        /the remotes map is broken, the last good map stays live: .*remotes\.json is not readable JSON/,
      );

      writeFileSync(remotesFile, JSON.stringify({ cart: { entry: '/remotes/cart/mf-manifest.json' } }));
      const invalid = await testApp.app.inject('/remotes.json');
      assert.deepEqual(invalid.json(), { catalog });
      assert.equal(errors().length, 2);
      assert.match(errors()[1]!.msg, /remotes\.json: cart: "routes" must be a non-empty list of route patterns/);

      writeFileSync(remotesFile, JSON.stringify({ catalog, cart: cartRelease }));
      assert.deepEqual((await testApp.app.inject('/remotes.json')).json(), { catalog, cart: cartRelease });
      assert.ok(logMessages().some((entry) => /remotes\.json is valid again and live/.test(entry.msg)));
    });

    it('reports in /api/health which release of each slice is live, since when, and its commit', async () => {
      writeFileSync(remotesFile, JSON.stringify({ catalog, cart: cartRelease }));
      const response = await testApp.app.inject('/api/health');
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json().slices, [
        { name: 'catalog', entry: catalog.entry, routes: catalog.routes, release: null },
        { name: 'cart', entry: cartRelease.entry, routes: cartRelease.routes, release: cartRelease.release },
      ]);
    });
  });

  describe('/releases/', () => {
    const releaseFolder = join(releasesDir, 'mf-cart', '1.1.0-abc1234');
    before(() => {
      mkdirSync(releaseFolder, { recursive: true });
      writeFileSync(join(releaseFolder, 'mf-manifest.json'), '{"id":"cart"}');
      writeFileSync(join(releaseFolder, '__federation_expose_routes.0123456789.js'), 'export {}');
      writeFileSync(join(releaseFolder, '__federation_expose_routes.0123456789.js.map'), '{"sources":["src/secret.ts"]}');
      writeFileSync(join(releasesDir, 'live-history.json'), '{}');
      writeFileSync(join(releasesDir, 'remotes.json'), '{}');
      mkdirSync(join(releasesDir, 'mf-cart', '.staging-1.2.0-abc1234-1'), { recursive: true });
      writeFileSync(join(releasesDir, 'mf-cart', '.staging-1.2.0-abc1234-1', 'mf-manifest.json'), '{}');
    });

    it('serves every file of a release folder with immutable cache headers, created after start-up', async () => {
      for (const file of ['mf-manifest.json', '__federation_expose_routes.0123456789.js']) {
        const response = await testApp.app.inject(`/releases/mf-cart/1.1.0-abc1234/${file}`);
        assert.equal(response.statusCode, 200, file);
        assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable', file);
        assert.equal(response.headers['access-control-allow-origin'], '*');
      }
    });

    it('serves neither the live map, the history, a release being built nor source maps from there', async () => {
      for (const url of [
        '/releases/live-history.json',
        '/releases/remotes.json',
        '/releases/mf-cart/.staging-1.2.0-abc1234-1/mf-manifest.json',
        '/releases/mf-cart/1.1.0-abc1234/__federation_expose_routes.0123456789.js.map',
      ]) {
        const response = await testApp.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
        assert.equal(response.statusCode, 404, url);
      }
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
    // Nothing promoted yet: the default map is live.
    const emptyReleaseRoot = mkdtempSync(join(tmpdir(), 'site-releases-'));
    let site: TestApp;
    before(async () => {
      for (const pkg of ['shell', 'mf-cart']) {
        mkdirSync(join(root, pkg, 'dist'), { recursive: true });
        // A head the size of a real page's (over the 1 KB compression threshold).
        const css = `<style>${'.card{margin:0 0 16px;padding:8px}'.repeat(40)}</style>`;
        writeFileSync(join(root, pkg, 'dist', 'index.html'), `<!doctype html><title>shop</title>${css}`);
        writeFileSync(
          join(root, pkg, 'dist', 'main.0123456789.js'),
          'console.log(1)\n//# sourceMappingURL=main.0123456789.js.map',
        );
        writeFileSync(join(root, pkg, 'dist', 'main.0123456789.js.map'), '{"sources":["src/secret.ts"]}');
      }
      writeFileSync(join(root, 'shell', 'dist', 'sw.js'), "self.addEventListener('fetch', () => {});");
      const { REMOTES_CONFIG: _ignored, ...environment } = process.env;
      site = await buildTestApp({
        serveSite: true,
        seed: 1,
        site: { root },
        environment: { ...environment, RELEASE_ROOT: emptyReleaseRoot },
      });
    });
    after(async () => {
      await site.close();
      rmSync(root, { recursive: true, force: true });
      rmSync(emptyReleaseRoot, { recursive: true, force: true });
    });

    it('answers the page with 404 for an address no slice and no shell page owns', async () => {
      const status = async (url: string) =>
        (await site.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).statusCode;
      const [product] = await site.app.db.select({ id: products.id }).from(products).limit(1);
      assert.ok(product, 'the test shop has a product');
      for (const url of [
        '/',
        '/about',
        '/about/',
        '/deals',
        '/categories',
        `/product/${product.id}`,
        '/category/fashion',
        '/cart',
      ]) {
        assert.equal(await status(url), 200, url);
      }
      for (const url of ['/no-such-page', '/product', '/product/abc/extra', '/abouts']) {
        const response = await site.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        assert.equal(response.statusCode, 404, url);
        assert.match(String(response.headers['content-type']), /^text\/html/);
        assert.match(response.body, /<title>shop<\/title>/, 'the shell renders its not-found page');
      }
    });

    it('compresses the pages and the API answers it makes, and leaves small and pre-compressed files alone', async () => {
      const page = await site.app.inject({
        method: 'GET',
        url: '/about',
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      });
      assert.equal(page.headers['content-encoding'], 'br');
      assert.match(String(page.headers.vary), /accept-encoding/i);
      assert.match(brotliDecompressSync(page.rawPayload).toString(), /<title>shop<\/title>/);
      const docs = await site.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
      assert.equal(docs.headers['content-encoding'], 'gzip');
      assert.match(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi, /^3\./);
      const plain = await site.app.inject({ method: 'GET', url: '/api/docs/json' });
      assert.equal(plain.headers['content-encoding'], undefined, 'a client that asks for none gets none');
      const small = await site.app.inject({ method: 'GET', url: '/api/products?limit=1', headers: { 'accept-encoding': 'br' } });
      assert.equal(small.headers['content-encoding'], undefined, 'under 1 KB: not worth it');
      assert.equal(small.json().products.length, 1);
    });

    it('answers 404 for a category or a product the shop does not have, with the page that says so', async () => {
      const unknown = ['/category/nonsense', '/category/Fashion', '/product/abc', '/product/000000000000000000000000'];
      for (const url of unknown) {
        const response = await site.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        assert.equal(response.statusCode, 404, url);
        assert.match(String(response.headers['content-type']), /^text\/html/, url);
        assert.match(response.body, /<title>shop<\/title>/, url);
      }
      for (const url of ['/category/electronics', '/category/automotive/', '/category/books?sort=rating']) {
        const response = await site.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        assert.equal(response.statusCode, 200, url);
      }
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

    it('serves the default map before any promote: every registry slice as its package.json declares it, built or not', async () => {
      const response = await site.app.inject('/remotes.json');
      assert.equal(response.statusCode, 200);
      const expected = Object.fromEntries(
        SLICES.map((slice) => {
          const { shophub } = JSON.parse(readFileSync(join(repositoryRoot, slice.package, 'package.json'), 'utf8'));
          const firstView = shophub.firstView ? { firstView: shophub.firstView } : {};
          const entry = `/remotes/${slice.name}/mf-manifest.json`;
          return [slice.name, { entry, routes: shophub.routes, label: slice.label, ...firstView }];
        }),
      );
      assert.deepEqual(response.json(), expected);
      // Only the cart is built here: the others are listed, their folders not served, the page still is.
      assert.equal((await site.app.inject('/remotes/cart/main.0123456789.js')).statusCode, 200);
      const unbuilt = await site.app.inject({
        method: 'GET',
        url: '/remotes/catalog/mf-manifest.json',
        headers: { accept: '*/*' },
      });
      assert.equal(unbuilt.statusCode, 404);
      assert.equal((await site.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).statusCode, 200);
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
        cart: { entry: 'https://cdn.example.com/cart/mf-manifest.json', routes: ['/cart'] },
        catalog: { entry: '/remotes/catalog/mf-manifest.json', routes: ['/'] },
      });
      assert.match(csp, /script-src 'self' https:\/\/cdn\.example\.com;/);
      assert.match(csp, /object-src 'none'/);
      assert.doesNotMatch(csp, /unsafe-eval/);
    });
  });
});
