import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { launchBrowser, openPage, axeViolations, waitForHydration } from '../support/browser.mjs';
import { startShop } from '../support/shop-server.mjs';

let shop;
let browser;

before(async () => {
  shop = await startShop();
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

describe('the composed shop', () => {
  it('renders the home page with header, footer and products, with no console errors', async () => {
    const { page, problems, requests, context } = await openPage(browser);
    await page.goto(shop.baseUrl);
    await page.getByRole('link', { name: 'ShopHub home' }).waitFor();
    await page.getByRole('contentinfo').waitFor();
    await page.getByText(/Showing 1 - 12 of \d+ products/).waitFor();
    assert.ok((await page.getByRole('article').count()) >= 12, 'a page of product cards');
    assert.deepEqual(problems, []);
    // A remote is fetched only when its route is visited.
    assert.ok(
      requests.some((url) => url.includes('/remotes/catalog/')),
      'catalog loaded',
    );
    for (const remote of ['product', 'cart', 'account', 'checkout', 'admin']) {
      assert.ok(!requests.some((url) => url.includes(`/remotes/${remote}/`)), `${remote} code not downloaded on the home page`);
    }
    await context.close();
  });

  it('renders the first view from the page itself: no remotes map, first listing page or product request', async () => {
    const { page, problems, requests, context } = await openPage(browser);
    const paths = () => requests.map((url) => new URL(url)).map((url) => url.pathname + url.search);
    await page.goto(shop.baseUrl);
    await page.getByText(/Showing 1 - 12 of \d+ products/).waitFor();
    assert.ok(!paths().includes('/remotes.json'), 'the remotes map is inlined');
    assert.ok(!paths().some((path) => path.startsWith('/api/products?page=1&')), 'the first listing page is inlined');
    assert.ok(paths().includes('/api/images/summer-sale.svg'), 'the hero image is preloaded');

    const product = await fetch(`${shop.baseUrl}/api/products?limit=1`).then((response) => response.json());
    const id = product.products[0]._id;
    await page.goto(`${shop.baseUrl}/product/${id}`);
    await page.getByRole('heading', { level: 1, name: product.products[0].name }).waitFor();
    assert.ok(!paths().includes(`/api/products/${id}`), 'the product is inlined');

    // A later visit of the same URL in the same page asks the API again: an inlined answer is used once.
    // Once hydrated, so the link navigates in the page rather than loading a new one (under load it can be slow).
    await waitForHydration(page);
    await page.getByRole('link', { name: 'ShopHub home' }).click();
    await page.getByText(/Showing 1 - 12 of \d+ products/).waitFor();
    assert.ok(
      paths().some((path) => path.startsWith('/api/products?page=1&')),
      'the listing is fetched on a later visit',
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  it("renders every remote's routes", async () => {
    const productId = await firstProductId();
    const { page, problems, context } = await openPage(browser);
    /** @type {Array<[string, { role: 'heading' | 'button', name: string | RegExp }]>} */
    const visits = [
      ['/classic', { role: 'heading', name: 'Classic catalogue' }],
      [`/product/${productId}`, { role: 'button', name: 'Add to Cart' }],
      ['/cart', { role: 'heading', name: 'Your Cart is Empty' }],
      ['/wishlist', { role: 'heading', name: /wishlist/i }],
      ['/login', { role: 'heading', name: 'Sign In' }],
      ['/register', { role: 'heading', name: /create|register|sign up/i }],
      // Signed out: the guarded pages send the shopper to sign in.
      ['/profile', { role: 'heading', name: 'Sign In' }],
      ['/shipping', { role: 'heading', name: 'Sign In' }],
    ];
    for (const [path, target] of visits) {
      await page.goto(`${shop.baseUrl}${path}`);
      await page
        .getByRole(target.role, { name: target.name, exact: typeof target.name === 'string' })
        .first()
        .waitFor({ timeout: 15_000 });
      await page.getByRole('contentinfo').waitFor();
    }
    await page.waitForURL(/\/login\?redirect=(%2F|\/)shipping/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('updates the header cart count when a remote adds to the cart', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(shop.baseUrl);
    const addButton = page.getByRole('button', { name: /^Add to Cart: / }).first();
    await addButton.click();
    await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.getByRole('heading', { name: /cart/i }).first().waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('keeps the site usable when one remote cannot load, and recovers on Retry', async () => {
    const original = readFileSync(shop.remotesConfig, 'utf8');
    const map = JSON.parse(original);
    const broken = { ...map, product: { ...map.product, entry: '/remotes/gone/mf-manifest.json' } };
    writeFileSync(shop.remotesConfig, JSON.stringify(broken));
    const productId = await firstProductId();
    const { page, context } = await openPage(browser);
    try {
      await page.goto(`${shop.baseUrl}/product/${productId}`);
      await page.getByRole('heading', { name: 'The product page could not be loaded' }).waitFor({ timeout: 20_000 });
      await page.getByRole('link', { name: 'ShopHub home' }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      const retry = page.getByRole('button', { name: 'Retry' });
      await retry.waitFor();

      // Another remote's route still works in the same page.
      await page.getByRole('link', { name: /^Cart/ }).click();
      await page.getByRole('heading', { name: 'Your Cart is Empty' }).waitFor();

      // The operator mends the map: Retry (no restart, no rebuild) brings the page back.
      writeFileSync(shop.remotesConfig, original);
      await page.goBack();
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('button', { name: 'Add to Cart' }).waitFor({ timeout: 20_000 });
    } finally {
      writeFileSync(shop.remotesConfig, original);
      await context.close();
    }
  });

  it("starts the shop with the home remote's server down, offering Retry there only", async () => {
    const original = readFileSync(shop.remotesConfig, 'utf8');
    const map = JSON.parse(original);
    // Port 9 (discard) has no listener here: the connection is refused, as with a server that is down.
    writeFileSync(
      shop.remotesConfig,
      JSON.stringify({ ...map, catalog: { ...map.catalog, entry: 'http://127.0.0.1:9/mf-manifest.json' } }),
    );
    const { page, context } = await openPage(browser);
    try {
      await page.goto(shop.baseUrl);
      await page.getByRole('heading', { name: 'The catalogue could not be loaded' }).waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: 'Retry' }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      await page.getByRole('link', { name: /^Wishlist/ }).click();
      await page
        .getByRole('heading', { name: /wishlist/i })
        .first()
        .waitFor();
    } finally {
      writeFileSync(shop.remotesConfig, original);
      await context.close();
    }
  });

  it('serves deep links, no-cache manifests and hashed immutable chunks', async () => {
    const listing = await (await fetch(`${shop.baseUrl}/api/products?limit=1`)).json();
    const deepLink = await fetch(`${shop.baseUrl}/product/${listing.products[0]._id}`, { headers: { accept: 'text/html' } });
    assert.equal(deepLink.status, 200);
    assert.match(await deepLink.text(), /<div id="?root"?[ >]/);
    assert.match(deepLink.headers.get('content-security-policy') ?? '', /script-src 'self'/);

    const remotes = await fetch(`${shop.baseUrl}/remotes.json`);
    assert.equal(remotes.headers.get('cache-control'), 'no-cache');
    const manifestUrl = new URL((await remotes.json()).catalog.entry, shop.baseUrl);
    const manifest = await fetch(manifestUrl);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    const { exposes } = await manifest.json();
    const chunk = exposes[0].assets.js.sync[0];
    const chunkResponse = await fetch(new URL(chunk, manifestUrl));
    assert.equal(chunkResponse.status, 200);
    assert.match(chunkResponse.headers.get('cache-control') ?? '', /immutable/);

    const health = await fetch(`${shop.baseUrl}/api/health`);
    assert.equal(health.status, 200);
    const unknownApi = await fetch(`${shop.baseUrl}/api/nope`);
    assert.equal(unknownApi.status, 404);
    assert.match((await unknownApi.json()).message, /Not found/);
  });

  it('passes axe-core on the main pages in the light and the dark theme', async () => {
    const productId = await firstProductId();
    for (const colorScheme of ['light', 'dark']) {
      const { page, context } = await openPage(browser, { colorScheme });
      for (const [path, ready] of [
        ['/', /Showing 1 - 12/],
        [`/product/${productId}`, 'Add to Cart'],
        ['/cart', 'Your Cart is Empty'],
        ['/login', 'Password'],
      ]) {
        await page.goto(`${shop.baseUrl}${path}`);
        await page.getByText(ready).first().waitFor({ timeout: 15_000 });
        const theme = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
        assert.equal(theme, colorScheme, `theme follows the system preference on ${path}`);
        assert.deepEqual(await axeViolations(page), [], `axe violations on ${path} (${colorScheme})`);
      }
      await context.close();
    }
  });
});
