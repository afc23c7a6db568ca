// When a slice's live release fails to load in a browser: the previous release runs instead and the
// beacon says so; when no release of it loads on a page the server drew, its content stays under a
// notice with Retry; a browser previewing a release sees a ribbon; an offline shopper keeps the
// release their shell last ran.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations, launchBrowser, openPage, waitForHydration } from '../support/browser.mjs';
import { repoDir } from '../support/shop-server.mjs';
import { startShopWithReleaseRoot } from '../support/slice-releases.mjs';

const LIVE = '1.0.1-bbbbbbb';
const PREVIOUS = '1.0.0-aaaaaaa';
const LISTING = /Showing 1 - 12 of \d+ products/;
/** A content-hashed chunk of a catalog build (never its remoteEntry.js). */
const catalogChunk = (release) => new RegExp(`/releases/mf-catalog/${release.replace(/\./g, '\\.')}/[^/]+\\.[0-9a-f]{10}\\.js$`);
const catalogScript = /\/(remotes\/catalog|releases\/mf-catalog\/[^/]+)\/[^/]+\.js$/;

let releases;
let shop;
let browser;
let releaseRoot;
let defaultMap;

const liveRelease = (id) => ({
  id,
  version: id.split('-')[0],
  commit: id.split('-')[1].padEnd(40, '0'),
  builtAt: '2026-11-24T10:00:00.000Z',
  liveSince: '2026-11-24T11:00:00.000Z',
});

/** The catalog's build published as a release (the folder a release writes, less its release.json). */
function publishCatalogAs(id) {
  cpSync(join(repoDir, 'mf-catalog', 'dist'), join(releaseRoot, 'mf-catalog', id), { recursive: true });
}

/** The live map with the catalog on `LIVE`, its previous release `PREVIOUS`, and `changes` to the entry. */
function serveCatalogMap(changes = {}) {
  const map = structuredClone(defaultMap);
  map.catalog = {
    ...map.catalog,
    entry: `/releases/mf-catalog/${LIVE}/mf-manifest.json`,
    release: liveRelease(LIVE),
    previous: { entry: `/releases/mf-catalog/${PREVIOUS}/mf-manifest.json`, release: liveRelease(PREVIOUS) },
    ...changes,
  };
  writeFileSync(shop.remotesConfig, JSON.stringify(map, null, 2));
}

/**
 * Console errors other than the browser's lines for the responses a test refused on purpose and
 * React's report of the load failure its boundary caught (the runtime's RUNTIME-008).
 */
const unexpected = (problems) => problems.filter((problem) => !/Failed to load resource|#RUNTIME-008/.test(problem));

before(async () => {
  releases = await startShopWithReleaseRoot({ port: 12 });
  ({ shop, releaseRoot } = releases);
  defaultMap = JSON.parse(readFileSync(shop.remotesConfig, 'utf8'));
  publishCatalogAs(LIVE);
  publishCatalogAs(PREVIOUS);
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await releases?.stop();
});

describe("last-known-good: a slice's previous release in the browser", () => {
  it('renders the previous release when the live release’s chunks answer 404, and the beacon says so', async () => {
    serveCatalogMap();
    const { page, context, problems, requests } = await openPage(browser);
    try {
      await page.route(catalogChunk(LIVE), (route) => route.fulfill({ status: 404, body: 'gone' }));
      const beacon = page.waitForRequest(
        (request) => request.method() === 'POST' && request.url() === `${shop.baseUrl}/api/metrics`,
        { timeout: 15_000 },
      );
      const previousRan = page.waitForRequest((request) =>
        request.url().includes(`/releases/mf-catalog/${PREVIOUS}/__federation_expose_routes`),
      );
      await page.goto(shop.baseUrl);
      // The listing is in the server's markup from the start: the previous release must have hydrated it.
      await previousRan;
      await page.waitForLoadState('networkidle');
      await page.getByText(LISTING).waitFor({ timeout: 20_000 });
      assert.equal(await page.getByText('Part of this page could not load.').count(), 0);
      assert.ok(
        requests.some((url) => catalogChunk(LIVE).test(url)),
        'the live release was tried first',
      );
      assert.ok(
        requests.some((url) => url.includes(`/releases/mf-catalog/${PREVIOUS}/__federation_expose_routes`)),
        'the previous release ran',
      );

      const report = JSON.parse((await beacon).postData() ?? '{}');
      assert.equal(report.releases?.catalog, PREVIOUS, JSON.stringify(report));
      assert.deepEqual(
        report.events?.filter((event) => event.slice === 'catalog'),
        [
          { kind: 'load-failure', slice: 'catalog', release: LIVE, stage: 'chunk' },
          { kind: 'fallback', slice: 'catalog', release: LIVE },
        ],
      );
      assert.deepEqual(unexpected(problems), []);
    } finally {
      await context.close();
    }
  });

  it('shows the Retry panel only when the previous release fails too', async () => {
    serveCatalogMap();
    const { page, context } = await openPage(browser);
    try {
      // Reached by a link inside the page, the category has no server markup: the slice's area is the shell's to fill.
      await page.goto(`${shop.baseUrl}/categories`);
      await page.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();
      await waitForHydration(page);
      await page.route(catalogScript, (route) =>
        /remoteEntry\.js$/.test(route.request().url()) ? route.continue() : route.fulfill({ status: 404, body: 'gone' }),
      );
      await page.getByRole('link', { name: 'Electronics', exact: true }).first().click();
      await page.getByRole('heading', { name: /could not be loaded/ }).waitFor({ timeout: 20_000 });
      await page.unrouteAll({ behavior: 'wait' });
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { name: 'Electronics', level: 1 }).waitFor({ timeout: 20_000 });
    } finally {
      await context.close();
    }
  });
});

describe("a dead slice over the server's markup", () => {
  it("keeps the listing's content with a notice and Retry when the catalog's scripts are blocked on /, and Retry works once unblocked", async () => {
    serveCatalogMap();
    // A fresh context: no service worker has a copy of the catalog's files.
    const { page, context, problems } = await openPage(browser);
    try {
      await page.route(catalogScript, (route) => route.abort('blockedbyclient'));
      await page.goto(shop.baseUrl);
      const notice = page.getByRole('alert').filter({ hasText: 'Part of this page could not load.' });
      await notice.waitFor({ timeout: 20_000 });
      // The server's content stays, with links that work; no Retry panel took its place.
      await page.getByRole('heading', { name: 'Discover our products', level: 1 }).waitFor();
      assert.equal(await page.getByRole('heading', { name: /could not be loaded/ }).count(), 0);
      assert.equal(await page.getByRole('link', { name: 'Shop Electronics' }).getAttribute('href'), '/category/electronics');
      assert.ok(await notice.getByRole('button', { name: 'Retry' }).isVisible());

      await page.unrouteAll({ behavior: 'wait' });
      await notice.getByRole('button', { name: 'Retry' }).click();
      // The kept markup holds the listing too: the slice's own page is there once the notice has gone.
      await notice.waitFor({ state: 'detached', timeout: 20_000 });
      await page.getByText(LISTING).waitFor({ timeout: 20_000 });
      assert.equal(await page.locator('#root [data-server-markup]').count(), 0);
      assert.deepEqual(unexpected(problems), []);
    } finally {
      await context.close();
    }
  });

  it("shows the dead slice's content and notice accessibly on a dark 390 px page, and follows its links", async () => {
    serveCatalogMap();
    const { page, context } = await openPage(browser, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    try {
      await page.route(catalogScript, (route) => route.abort('blockedbyclient'));
      await page.goto(shop.baseUrl);
      const notice = page.getByRole('alert').filter({ hasText: 'Part of this page could not load.' });
      await notice.waitFor({ timeout: 20_000 });
      // The server's markup, in the page's theme from the first paint, stays in view.
      const heading = page.getByRole('heading', { name: 'Discover our products', level: 1 });
      assert.equal(await heading.evaluate((element) => getComputedStyle(element).visibility), 'visible');
      const box = await notice.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844, `in view: ${JSON.stringify(box)}`);
      assert.deepEqual(await axeViolations(page), []);
      await page.getByRole('link', { name: 'Shop Electronics' }).click();
      await page.waitForURL(`${shop.baseUrl}/category/electronics`);
    } finally {
      await context.close();
    }
  });

  it("answers a tap on the product's kept markup with the notice's Retry", async () => {
    const { products } = await (await fetch(`${shop.baseUrl}/api/products?availability=in_stock&limit=1`)).json();
    const [product] = products;
    const { page, context } = await openPage(browser);
    try {
      // The product's scripts never come: the server's markup stays under the notice.
      await page.route(/\/remotes\/product\/[^/]+\.js$/, (route) => route.abort('blockedbyclient'));
      await page.goto(`${shop.baseUrl}/product/${product._id}`);
      const notice = page.getByRole('alert').filter({ hasText: 'Part of this page could not load.' });
      await notice.waitFor({ timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      // A tap on a control that cannot work without the slice leads to Retry.
      await page.locator('[data-server-markup]').getByRole('button', { name: 'Add to Cart' }).click();
      assert.equal(
        await notice.getByRole('button', { name: 'Retry' }).evaluate((button) => button === document.activeElement),
        true,
      );
    } finally {
      await context.close();
    }
  });
});

describe('the preview ribbon', () => {
  for (const theme of ['light', 'dark']) {
    it(`names the previewed release with a way out, accessibly, at 390 px in the ${theme} theme`, async () => {
      serveCatalogMap({ channel: 'preview' });
      const { page, context, problems } = await openPage(browser, {
        viewport: { width: 390, height: 844 },
        colorScheme: theme,
      });
      try {
        await page.goto(shop.baseUrl);
        await page.getByText(LISTING).waitFor({ timeout: 20_000 });
        const ribbon = page.getByRole('complementary', { name: 'Preview' });
        assert.equal((await ribbon.textContent())?.trim(), `Preview: catalog ${LIVE} · Exit preview`);
        assert.equal(await ribbon.getByRole('link', { name: 'Exit preview' }).getAttribute('href'), '/__preview/exit');
        const box = await ribbon.boundingBox();
        assert.ok(box && box.width <= 390, `fits the phone: ${JSON.stringify(box)}`);
        assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-theme')), theme);
        assert.deepEqual(await axeViolations(page), []);
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }

  it('is not shown to a browser served the stable release', async () => {
    serveCatalogMap({ channel: 'stable' });
    const { page, context } = await openPage(browser);
    try {
      await page.goto(shop.baseUrl);
      await page.getByText(LISTING).waitFor({ timeout: 20_000 });
      assert.equal(await page.getByRole('complementary', { name: 'Preview' }).count(), 0);
    } finally {
      await context.close();
    }
  });
});

describe('offline, with the service worker', () => {
  it('keeps the release the shell last ran, though the live map moved on', async () => {
    serveCatalogMap({
      entry: `/releases/mf-catalog/${PREVIOUS}/mf-manifest.json`,
      release: liveRelease(PREVIOUS),
      previous: undefined,
    });
    const { page, context } = await openPage(browser);
    try {
      await page.goto(shop.baseUrl);
      await page.getByText(LISTING).waitFor({ timeout: 20_000 });
      await page.evaluate(() => navigator.serviceWorker.ready);
      // The page keeps its map, and the worker has the release's files, once the first visit handed them over.
      await page.waitForFunction(
        async (release) => {
          const map = await (await caches.open('shophub-entries-v1')).match('/remotes.json');
          const kept = map && (await map.json());
          const chunks = await (await caches.open('shophub-chunks-v1')).keys();
          return (
            kept?.catalog?.release?.id === release &&
            chunks.some((request) => request.url.includes(`/releases/mf-catalog/${release}/__federation_expose_routes`))
          );
        },
        PREVIOUS,
        { timeout: 15_000, polling: 250 },
      );
      // A promote this shopper has not loaded yet: its files are not in their cache.
      serveCatalogMap();
      await context.setOffline(true);
      const requests = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.reload();
      await page.getByRole('link', { name: 'ShopHub home' }).waitFor();
      // The catalogue's code is the release the shell last had; its products need the network.
      await page.getByRole('alert').filter({ hasText: 'You are offline.' }).waitFor({ timeout: 20_000 });
      assert.ok(requests.some((url) => url.includes(`/releases/mf-catalog/${PREVIOUS}/remoteEntry.js`)));
      assert.ok(!requests.some((url) => url.includes(`/releases/mf-catalog/${LIVE}/`)));
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
});
