import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { startShop } from '../support/shop-server.mjs';

let shop;
let browser;

before(async () => {
  shop = await startShop({ port: 5 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

async function firstProductId() {
  const response = await fetch(`${shop.baseUrl}/api/products?limit=1&availability=in_stock`);
  const { products } = await response.json();
  return products[0]._id;
}

/** Waits until `check` (run in the page) answers true, polling. */
async function waitInPage(page, check, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate(check))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${check}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('offline: the service worker', () => {
  let visit;
  before(async () => {
    visit = await openPage(browser);
  });
  after(() => visit.context.close());

  it('controls the page after one visit, with the catalogue it showed cached', async () => {
    const { page, problems } = visit;
    await page.goto(shop.baseUrl);
    await page.getByText(/Showing 1 - 12 of \d+ products/).waitFor();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(scope, `${shop.baseUrl}/`);
    // The first visit hands the files it loaded to the worker (they came before it existed).
    await waitInPage(page, async () => {
      const names = await caches.keys();
      const urls = (
        await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)))
      ).flat();
      return (
        urls.some((url) => url.includes('/remotes/catalog/remoteEntry.js')) &&
        urls.some((url) => /\/remotes\/catalog\/.+\.[0-9a-f]{10}\.js$/.test(url))
      );
    });

    await page.reload();
    await page.getByText(/Showing 1 - 12 of \d+ products/).waitFor();
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    assert.equal(controller, `${shop.baseUrl}/sw.js`);
    assert.deepEqual(problems, []);
  });

  it('with the network gone, a reload still shows the header, the footer and an offline message', async () => {
    const { page, context } = visit;
    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('link', { name: 'ShopHub home' }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      // The catalogue's code comes from the cache; its products cannot. (navigator.onLine stays true
      // under Playwright's offline emulation; the page knows it was served without network.)
      await page.getByRole('alert').filter({ hasText: 'You are offline.' }).waitFor();

      // A slice never visited online cannot load: the shell says why, the header and footer stay.
      await page.goto(`${shop.baseUrl}/cart`);
      await page.getByRole('heading', { name: 'You are offline' }).waitFor();
      await page.getByRole('contentinfo').waitFor();
    } finally {
      await context.setOffline(false);
    }
    // Back online, the same tab recovers on the next load.
    await page.goto(shop.baseUrl);
    await page.getByText(/Showing 1 - 12 of \d+ products/).waitFor();
  });
});

describe('web vitals', () => {
  it('sends a metrics beacon to POST /api/metrics within 5 s of load, with the route pattern, and admins see it in the summary', async () => {
    const productId = await firstProductId();
    const { page, problems, context } = await openPage(browser);
    const beacon = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url() === `${shop.baseUrl}/api/metrics`,
      {
        timeout: 8_000,
      },
    );
    await page.goto(`${shop.baseUrl}/product/${productId}`);
    const loadedAt = Date.now();
    const request = await beacon;
    const elapsed = Date.now() - loadedAt;
    assert.ok(elapsed <= 5_000, `beacon ${elapsed} ms after load`);
    assert.ok(elapsed >= 2_000, `beacon only about 3 s after load, not ${elapsed} ms`);
    const report = JSON.parse(request.postData() ?? '{}');
    assert.equal(report.route, '/product/:id');
    const names = report.metrics.map((metric) => metric.name);
    for (const name of ['TTFB', 'FCP']) assert.ok(names.includes(name), `${name} in ${names}`);
    assert.equal((await request.response())?.status(), 204);
    assert.deepEqual(problems, []);
    await context.close();

    const login = await fetch(`${shop.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: shop.baseUrl },
      body: JSON.stringify({ email: 'admin@example.com', password: 'admin12345' }),
    });
    const { token } = await login.json();
    const summary = await (
      await fetch(`${shop.baseUrl}/api/metrics/summary`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const ttfb = summary.rows.find((row) => row.route === '/product/:id' && row.metric === 'TTFB');
    assert.ok(ttfb && ttfb.samples >= 1 && ttfb.p75 > 0, JSON.stringify(summary.rows));
  });
});
