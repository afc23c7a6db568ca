import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { applyCanary, applyCanaryRollback, applyPromote, type RemoteEntry } from 'shared-ui/contract';
import { eq } from 'drizzle-orm';
import { products } from '../../../src/db/schema/index.js';
import { DEPENDS_ON_NOTHING } from '../../../src/services/product-changes/answer-tags.js';
import { CATALOGUE_CHANGE } from '../../../src/services/product-changes/product-change.js';
import { PREVIEW_COOKIE, signPreviewToken } from '../../../src/site/delivery/preview-token.js';
import { listenWhenWarm } from '../../../src/listen-when-warm.js';
import {
  bearer,
  buildTestApp,
  login,
  registerUser,
  SHIPPING,
  startTwoInstances,
  type TestApp,
  type TwoInstances,
} from '../../helpers/build-test-app.js';

/**
 * A shell server build whose pages show what the catalogue says now: the newest products (the home page)
 * or one product (its page), read through the API as the real shell reads them. It counts its renders,
 * and a page under /gated waits for the test to let it finish.
 */
const SHELL = `
exports.sharedModules = {};
exports.headScript = 'document.documentElement.dataset.theme = "light"';
exports.headCss = 'html{color-scheme:light}';
exports.renderPage = async ({ url, remotesMap, loadSlice, fetch }) => {
  globalThis.pageRenders = (globalThis.pageRenders ?? 0) + 1;
  globalThis.onPageRender?.();
  const path = url.split('?')[0];
  if (path === '/gated' || url.includes('gated=1')) await globalThis.pageGate;
  if (path === '/in-part') return { html: '<main>part</main>', styles: '', answers: {}, complete: false };
  const remote = Object.keys(remotesMap).find((name) => remotesMap[name].routes.includes(path));
  let main = '';
  if (remote) {
    try {
      main = (await loadSlice(remote)).routes.find((route) => route.path === path).element;
    } catch {}
  }
  const line = (p) => '<li><h2>' + p.name + '</h2><p>' + p.brand + ': ' + p.description + '</p><p class="price">$' + p.price + '</p><p>' + p.countInStock + ' left</p></li>';
  const product = /^\\/product\\/(.+)$/.exec(path);
  if (product) {
    const answer = await fetch('http://shop.internal/api/products/' + product[1]);
    if (answer.ok) main += line(await answer.json());
  } else {
    const listing = await (await fetch('http://shop.internal/api/products?limit=30&sort=newest')).json();
    main += '<ul>' + listing.products.map(line).join('') + '</ul>';
  }
  return { html: '<header>ShopHub</header><main>' + main + '</main>', styles: '', answers: {}, complete: true };
};`;

const slice = (heading: string) => `exports.routes = [{ path: '/cart', element: '<h1>${heading}</h1>' }];`;

const root = mkdtempSync(join(tmpdir(), 'page-cache-'));
const shellDir = join(root, 'shell', 'dist');
const releases = join(root, 'releases');
const remotesFile = join(root, 'remotes.json');
const PREVIEW_SECRET = 'preview-secret-for-the-page-cache-0123456789';
// A page over a quarter of the budget is not kept (ResponseCache): the home page of 30 products must fit.
const MAX_BYTES = 48_000;
const BR_11 = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 11,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  },
};

function cartRelease(id: string, heading: string): RemoteEntry {
  const folder = join(releases, 'mf-cart', id);
  mkdirSync(join(folder, 'server'), { recursive: true });
  writeFileSync(join(folder, 'server', 'routes.cjs'), slice(heading));
  const release = { id, version: id.split('-')[0]!, commit: 'abc1234'.padEnd(40, '0'), builtAt: '2026-11-22T10:00:00.000Z' };
  const entry = `/releases/mf-cart/${id}/mf-manifest.json`;
  writeFileSync(
    join(folder, 'release.json'),
    JSON.stringify({ slice: 'cart', ...release, entry, routes: ['/cart'], shared: {} }),
  );
  return { entry, routes: ['/cart'], label: 'cart', release: { ...release, liveSince: '2026-11-22T11:00:00.000Z' } };
}

let site: TestApp;
const app = () => site.app;
const renders = () => (globalThis as { pageRenders?: number }).pageRenders ?? 0;
const page = (url: string, headers: Record<string, string> = {}) =>
  app().inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br', ...headers } });
const html = (response: LightMyRequestResponse) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
};
/** A page asked for once (rendered, then compressed in the background), then answered from the cache. */
async function cachedPage(url: string, headers: Record<string, string> = {}) {
  // The search index's refresh after a change drops what it found changed, pages too: on a busy machine
  // it can land between the two requests below, so it catches up first.
  await app().searchIndex?.refresh();
  // One page is compressed at a time: one still being compressed would keep this one out.
  await app().pageCache.settled();
  const miss = await page(url, headers);
  await app().pageCache.settled();
  const rendered = renders();
  const hit = await page(url, headers);
  assert.equal(renders(), rendered, `${url} is answered from the cache`);
  return { miss, hit };
}

describe('rendered pages', () => {
  before(async () => {
    mkdirSync(join(shellDir, 'server'), { recursive: true });
    writeFileSync(
      join(shellDir, 'index.html'),
      '<!doctype html><html><head><title>ShopHub</title></head><body><div id="root"></div><script src="/main.js"></script></body></html>',
    );
    writeFileSync(join(shellDir, 'server', 'render-page.cjs'), SHELL);
    const stableCart = cartRelease('1.0.0-aaaaaaa', 'cart one');
    writeFileSync(
      remotesFile,
      JSON.stringify({
        catalog: { entry: '/remotes/catalog/mf-manifest.json', routes: ['/'], label: 'catalogue' },
        product: { entry: '/remotes/product/mf-manifest.json', routes: ['/product/:id'], label: 'product' },
        cart: stableCart,
      }),
    );
    site = await buildTestApp({
      serveSite: true,
      seed: 30,
      site: { root, pageCache: { maxBytes: MAX_BYTES } },
      environment: { ...process.env, REMOTES_CONFIG: remotesFile, RELEASE_ROOT: releases, PREVIEW_SECRET },
    });
  });

  after(async () => {
    await site.close();
    rmSync(root, { recursive: true, force: true });
  });

  describe('the cache of rendered pages', () => {
    it('holds the home page before the server listens, so its first visitor gets it compressed at its best', async () => {
      const listeningAtRender: boolean[] = [];
      (globalThis as { onPageRender?: () => void }).onPageRender = () => listeningAtRender.push(app().server.listening);
      await listenWhenWarm(app(), { port: 0, host: '127.0.0.1' });
      delete (globalThis as { onPageRender?: () => void }).onPageRender;
      assert.deepEqual(listeningAtRender, [false], 'rendered once, before the port opened');
      await app().pageCache.settled();
      assert.equal(app().pageCache.size, 1);
      const rendered = renders();
      const first = await page('/');
      assert.equal(renders(), rendered);
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['content-encoding'], 'br');
    });

    it('answers the next visitor with the same page in brotli 11, with the headers of a miss', async () => {
      const { miss, hit } = await cachedPage('/?from=newsletter');
      assert.equal(miss.headers['content-encoding'], 'br');
      assert.equal(hit.statusCode, 200);
      assert.equal(hit.headers['content-encoding'], 'br');
      const body = html(miss);
      assert.match(body, /data-server-rendered><header>ShopHub<\/header><main><ul><li><h2>/);
      assert.equal(html(hit), body);
      assert.deepEqual(hit.rawPayload, brotliCompressSync(Buffer.from(body), BR_11));
      assert.ok(hit.rawPayload.length < miss.rawPayload.length, `${hit.rawPayload.length} < ${miss.rawPayload.length} bytes`);
      assert.equal(Number(hit.headers['content-length']), hit.rawPayload.length);
      assert.equal(hit.headers['vary'], 'accept-encoding');
      for (const header of ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options', 'vary'])
        assert.equal(hit.headers[header], miss.headers[header], header);
    });

    it('answers gzip 9 to a client without brotli and the plain page to one without either', async () => {
      const { miss: gzipMiss, hit: gzipHit } = await cachedPage('/?client=gzip', { 'accept-encoding': 'gzip, deflate' });
      const body = html(gzipMiss);
      assert.equal(gzipHit.headers['content-encoding'], 'gzip');
      assert.deepEqual(gzipHit.rawPayload, gzipSync(Buffer.from(body), { level: 9 }));

      const refusesBrotli = await page('/?client=gzip', { 'accept-encoding': 'br;q=0, gzip' });
      assert.equal(refusesBrotli.headers['content-encoding'], 'gzip');
      const plain = await page('/?client=gzip', { 'accept-encoding': 'identity' });
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal(plain.body, body);
      assert.equal(Number(plain.headers['content-length']), Buffer.byteLength(body));
      const none = await app().inject({ method: 'GET', url: '/?client=gzip', headers: { accept: 'text/html' } });
      assert.equal(none.headers['content-encoding'], undefined);
      assert.equal(none.body, body);
      assert.equal(none.headers['vary'], 'accept-encoding');
      const uncompressed = await page('/?client=gzip', { 'x-no-compression': '1' });
      assert.equal(uncompressed.headers['content-encoding'], undefined);
      assert.equal(uncompressed.body, body);

      const head = await app().inject({ method: 'HEAD', url: '/?client=gzip', headers: { 'accept-encoding': 'br' } });
      assert.equal(head.statusCode, 200);
      assert.equal(head.headers['content-encoding'], 'br');
      assert.equal(Number(head.headers['content-length']), brotliCompressSync(Buffer.from(body), BR_11).length);
      assert.equal(head.rawPayload.length, 0);
    });

    it("still compresses the API's answers", async () => {
      const listing = await app().inject({ method: 'GET', url: '/api/products?limit=30', headers: { 'accept-encoding': 'br' } });
      assert.equal(listing.headers['content-encoding'], 'br');
      assert.equal(JSON.parse(brotliDecompressSync(listing.rawPayload).toString()).products.length, 30);
    });

    it('keeps the status of a not-found page', async () => {
      const { miss, hit } = await cachedPage('/no-such-page');
      assert.equal(miss.statusCode, 404);
      assert.equal(hit.statusCode, 404);
      assert.equal(hit.headers['content-encoding'], 'br');
      assert.equal(html(hit), html(miss));
    });

    it('keeps no page the server rendered only in part, nor one rendered across a catalogue change', async () => {
      await page('/in-part');
      await app().pageCache.settled();
      const rendered = renders();
      await page('/in-part');
      assert.equal(renders(), rendered + 1, 'a page left in part to the browser is rendered again');

      let open = () => {};
      (globalThis as { pageGate?: Promise<void> }).pageGate = new Promise<void>((resolve) => (open = resolve));
      const gated = page('/gated');
      while (renders() === rendered + 1) await new Promise((resolve) => setImmediate(resolve));
      await app().invalidateProductAnswers(CATALOGUE_CHANGE);
      open();
      assert.equal((await gated).statusCode, 404);
      await app().pageCache.settled();
      await page('/gated');
      assert.equal(renders(), rendered + 3, 'a page read before the change was not kept');
    });

    it('drops its pages on every catalogue change: the next page shows the new price and stock', async () => {
      const [product] = await app().db.select({ id: products.id }).from(products).limit(1);
      const url = `/product/${product!.id}`;
      const { hit } = await cachedPage(url);
      assert.match(html(hit), /<p class="price">\$[0-9.]+<\/p>/);

      const staff = await login(app(), 'admin@example.com', 'admin12345');
      const edit = await app().inject({
        method: 'PUT',
        url: `/api/admin/products/${product!.id}`,
        headers: bearer(staff),
        payload: { price: 12.34, originalPrice: null, countInStock: 9 },
      });
      assert.equal(edit.statusCode, 200, edit.body);
      const { miss: edited } = await cachedPage(url);
      assert.match(html(edited), /<p class="price">\$12.34<\/p><p>9 left<\/p>/);

      const shopper = await registerUser(app(), 'Page Cache Shopper');
      const order = await app().inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(shopper.token),
        payload: { orderItems: [{ product: product!.id, qty: 2 }], shippingAddress: SHIPPING, paymentMethod: 'PayPal' },
      });
      assert.equal(order.statusCode, 201, order.body);
      const { miss: ordered } = await cachedPage(url);
      assert.match(html(ordered), /<p>7 left<\/p>/);
    });

    it("drops only the pages that show an order's product; the others stay cached", async () => {
      const [x, y] = await app()
        .db.select({ id: products.id, stock: products.countInStock })
        .from(products)
        .orderBy(products.id)
        .limit(2);
      await app().db.update(products).set({ countInStock: 20 }).where(eq(products.id, x!.id));
      await app().invalidateProductAnswers(CATALOGUE_CHANGE);
      await cachedPage(`/product/${x!.id}`);
      await cachedPage(`/product/${y!.id}`);
      await cachedPage('/?from=order');

      const shopper = await registerUser(app(), 'Targeted Shopper');
      const order = await app().inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(shopper.token),
        payload: { orderItems: [{ product: x!.id, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'PayPal' },
      });
      assert.equal(order.statusCode, 201, order.body);
      await app().searchIndex?.refresh();

      const rendered = renders();
      assert.match(html(await page(`/product/${x!.id}`)), /<p>19 left<\/p>/);
      assert.equal(renders(), rendered + 1, "the product's page is rendered again");
      await page('/?from=order');
      assert.equal(renders(), rendered + 2, 'the home page lists it: rendered again');
      await page(`/product/${y!.id}`);
      assert.equal(renders(), rendered + 2, "another product's page is still cached");
    });

    it('keeps a page rendered across a change that concerns none of its answers, not one across a change that does', async () => {
      const [x, y] = await app().db.select({ id: products.id }).from(products).orderBy(products.id).limit(2);
      const shopper = await registerUser(app(), 'Gated Shopper');
      const orderOf = (id: string) =>
        app().inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(shopper.token),
          payload: { orderItems: [{ product: id, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'PayPal' },
        });
      for (const [url, concerned] of [
        [`/product/${y!.id}?gated=1`, false],
        [`/product/${x!.id}?gated=1`, true],
      ] as const) {
        await app().pageCache.settled();
        const rendered = renders();
        let open = () => {};
        (globalThis as { pageGate?: Promise<void> }).pageGate = new Promise<void>((resolve) => (open = resolve));
        const gated = page(url);
        while (renders() === rendered) await new Promise((resolve) => setImmediate(resolve));
        // The render is under way (its product was not read yet): an order for X is placed meanwhile.
        assert.equal((await orderOf(x!.id)).statusCode, 201);
        open();
        assert.equal((await gated).statusCode, 200);
        await app().pageCache.settled();
        await page(url);
        assert.equal(renders(), rendered + (concerned ? 2 : 1), concerned ? 'not kept' : 'kept');
      }
    });

    it('renders anew after a promote: each map has its own pages', async () => {
      const { hit } = await cachedPage('/cart');
      assert.match(html(hit), /<h1>cart one<\/h1>/);
      const next = cartRelease('1.1.0-bbbbbbb', 'cart two');
      await app().liveReleases.store.update(async (state) => ({
        state: applyPromote(state, app().liveReleases.stableMap()!, 'cart', next, { now: new Date() }),
        result: null,
      }));
      await app().liveReleases.refresh();
      const { miss } = await cachedPage('/cart');
      assert.match(html(miss), /<h1>cart two<\/h1>/);

      // A change of the map alone (no build changes): the page inlines the map, so it is rendered again.
      await app().liveReleases.store.update(async (state) => {
        const map = app().liveReleases.stableMap()!;
        return { state: { ...state, map: { ...map, cart: { ...map.cart!, label: 'basket' } } }, result: null };
      });
      await app().liveReleases.refresh();
      const { miss: relabelled } = await cachedPage('/cart');
      assert.match(html(relabelled), /id="shop-remotes">[^<]*"label":"basket"/);
    });

    it("neither serves nor keeps a shared page for a preview's or a canary cohort's visitor", async () => {
      await cachedPage('/cart');
      const held = app().pageCache.size;
      cartRelease('1.2.0-ccccccc', 'cart preview');
      const token = signPreviewToken({ slice: 'cart', release: '1.2.0-ccccccc', expiresAt: Date.now() + 60_000 }, PREVIEW_SECRET);
      for (let i = 0; i < 2; i++) {
        const rendered = renders();
        const preview = await page('/cart', { cookie: `${PREVIEW_COOKIE}=${token}` });
        assert.equal(renders(), rendered + 1);
        assert.match(html(preview), /<h1>cart preview<\/h1>/);
        assert.equal(preview.headers['cache-control'], 'private, no-cache');
        await app().pageCache.settled();
      }
      assert.equal(app().pageCache.size, held);

      const canary = cartRelease('1.3.0-ddddddd', 'cart canary');
      await app().liveReleases.store.update(async (state) => ({
        state: applyCanary(state, app().liveReleases.stableMap()!, 'cart', canary, 50, { now: new Date() }),
        result: null,
      }));
      await app().liveReleases.refresh();
      try {
        for (let i = 0; i < 2; i++) {
          const rendered = renders();
          const cohort = await page('/cart');
          assert.equal(renders(), rendered + 1, 'a cohort visitor is not served the shared page');
          assert.equal(cohort.headers['cache-control'], 'private, no-cache');
          await app().pageCache.settled();
        }
        assert.equal(app().pageCache.size, held);
      } finally {
        await app().liveReleases.store.update(async (state) => ({
          state: applyCanaryRollback(state, app().liveReleases.stableMap()!, 'cart', { now: new Date() }).state,
          result: null,
        }));
        await app().liveReleases.refresh();
      }
    });

    it('compresses one page at a time: a page missed meanwhile is kept at its next miss', async () => {
      // Room in the byte budget, so that keeping a page evicts none.
      await app().invalidateProductAnswers(CATALOGUE_CHANGE);
      const held = app().pageCache.size;
      const { generation } = app().pageCache;
      const rendered = { status: 200, contentSecurityPolicy: "default-src 'self'", html: '<p>a page</p>'.repeat(500) };
      app().pageCache.store('first', rendered, generation, DEPENDS_ON_NOTHING);
      app().pageCache.store('second', rendered, generation, DEPENDS_ON_NOTHING);
      await app().pageCache.settled();
      assert.equal(app().pageCache.size, held + 1);
      assert.ok(app().pageCache.get('first'));
      assert.equal(app().pageCache.get('second'), undefined);
    });

    it('stays within its byte budget, the oldest pages going first', async () => {
      for (let i = 0; i < 16; i++) {
        await page(`/?page=${i}`);
        await app().pageCache.settled();
        assert.ok(app().pageCache.bytes <= MAX_BYTES, `${app().pageCache.bytes} bytes`);
      }
      assert.ok(app().pageCache.size < 16, `${app().pageCache.size} pages`);
      const rendered = renders();
      await page('/?page=15');
      assert.equal(renders(), rendered, 'the newest page is held');
      await page('/?page=0');
      assert.equal(renders(), rendered + 1, 'the oldest went');
    });
  });

  // Several API processes on one PostgreSQL (DATABASE_URL): a change made through one drops the pages of all.
  if (process.env.DATABASE_URL) {
    describe('the cache of rendered pages in two instances', () => {
      let a: FastifyInstance;
      let b: FastifyInstance;
      let instances: TwoInstances;
      before(async () => {
        instances = await startTwoInstances({
          serveSite: true,
          site: { root },
          environment: { ...process.env, REMOTES_CONFIG: remotesFile, RELEASE_ROOT: releases, PREVIEW_SECRET },
        });
        ({ a, b } = instances);
      });
      after(() => instances.close());

      it('drops a page in every instance when one of them changes the catalogue', async () => {
        const [product] = await b.db.select({ id: products.id }).from(products).limit(1);
        const url = `/product/${product!.id}`;
        const fromB = () => b.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-encoding': 'br' } });
        await fromB();
        await b.pageCache.settled();
        const rendered = renders();
        await fromB();
        assert.equal(renders(), rendered, 'B holds the page');

        const staff = await login(a, 'admin@example.com', 'admin12345');
        const edit = await a.inject({
          method: 'PUT',
          url: `/api/admin/products/${product!.id}`,
          headers: bearer(staff),
          payload: { price: 43.21, originalPrice: null },
        });
        assert.equal(edit.statusCode, 200, edit.body);
        // B hears of it through PostgreSQL's notification, a moment later.
        for (let attempt = 0; attempt < 100; attempt++) {
          if (/<p class="price">\$43.21<\/p>/.test(html(await fromB()))) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        assert.fail("B went on answering the page from before A's change");
      });
    });
  }
});
