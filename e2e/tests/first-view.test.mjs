import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, launchBrowser, openPage } from '../support/browser.mjs';
import { startShop } from '../support/shop-server.mjs';

let shop;
let browser;

before(async () => {
  shop = await startShop({ port: 7 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

/** Sums the page's layout shifts from its first paint on (CLS as web-vitals counts it, one window). */
function recordLayoutShifts() {
  const page = /** @type {Window & { layoutShift?: number }} */ (window);
  page.layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of /** @type {(PerformanceEntry & { value: number, hadRecentInput: boolean })[]} */ (list.getEntries()))
      if (!entry.hadRecentInput) page.layoutShift = (page.layoutShift ?? 0) + entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

describe('the first view is in the HTML', () => {
  it('shows the header, the footer and the hero before any script runs', async () => {
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto(shop.baseUrl);
      await page.getByRole('link', { name: 'ShopHub home' }).waitFor();
      await page
        .getByRole('searchbox', { name: 'Search products' })
        .or(page.getByRole('combobox', { name: 'Search products' }))
        .waitFor();
      await page.getByRole('heading', { name: 'Discover our products', level: 1 }).waitFor();
      await page.getByRole('heading', { name: 'Summer Sale' }).waitFor();
      await page.getByRole('contentinfo').waitFor({ state: 'attached' });
      const hero = page.locator('img.hero-image').first();
      await hero.waitFor();
      // Sized by its CSS (the fixed-height frame), and loaded without any JavaScript.
      assert.ok((await hero.boundingBox()).height > 100);
      assert.ok(await hero.evaluate((image) => image.complete && image.naturalWidth > 0));
      // The calls to action are plain links.
      assert.equal(await page.getByRole('link', { name: 'Shop Electronics' }).getAttribute('href'), '/category/electronics');
    } finally {
      await context.close();
    }
  });

  it('takes over without a layout shift, then works, with unique ids, no console error and no axe violation', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await page.addInitScript(recordLayoutShifts);
      await page.goto(shop.baseUrl);
      await page.getByText(/Showing 1 - 12 of \d+ products/).waitFor();
      // The prerendered markup is gone: React's header, hero and listing are in place.
      assert.equal(await page.locator('#root [data-first-view]').count(), 0);
      assert.equal(await page.getByRole('heading', { name: 'Discover our products', level: 1 }).count(), 1);
      const shift = await page.evaluate(() => /** @type {Window & { layoutShift?: number }} */ (window).layoutShift ?? 1);
      assert.ok(shift < 0.05, `CLS ${shift}`);

      const duplicateIds = await page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
        return ids.filter((id, index) => ids.indexOf(id) !== index);
      });
      assert.deepEqual(duplicateIds, []);
      assert.deepEqual(await axeViolations(page), []);

      // The page is React's now: the hero's controls and client-side navigation work.
      await page.getByRole('button', { name: 'Next slide' }).click();
      await page.getByRole('group', { name: '2 of 3' }).waitFor();
      await page.getByRole('link', { name: 'Shop Fashion' }).click();
      await page.waitForURL(`${shop.baseUrl}/category/fashion`);
      await page.getByRole('heading', { name: 'Fashion', level: 1 }).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('keeps the light prerendered markup out of sight for a shopper who chose the dark theme', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
      // main.js does not arrive: what shows is the HTML alone.
      await page.route('**/main.js*', (route) => route.abort());
      await page.goto(shop.baseUrl, { waitUntil: 'domcontentloaded' });
      const looks = await page.evaluate(() => ({
        dark: document.documentElement.classList.contains('dark'),
        background: getComputedStyle(document.body).backgroundColor,
        header: getComputedStyle(/** @type {Element} */ (document.querySelector('header'))).visibility,
      }));
      assert.deepEqual(looks, { dark: true, background: 'rgb(10, 10, 11)', header: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('sends the plain page, without prerendered markup, for a URL with a query', async () => {
    const plain = await (await fetch(`${shop.baseUrl}/`, { headers: { accept: 'text/html' } })).text();
    assert.match(plain, /<div id="root"><div data-first-view="shell"/);
    const filtered = await (await fetch(`${shop.baseUrl}/?category=books`, { headers: { accept: 'text/html' } })).text();
    assert.match(filtered, /<div id="?root"?><\/div>/);
    assert.doesNotMatch(filtered, /data-first-view/);
  });

  it('renders the home page and its recommendations from the answers in the page, loading the API client (ky) only when the shopper asks for more', async () => {
    const { page, context, problems, requests } = await openPage(browser);
    try {
      await page.goto(shop.baseUrl);
      const recommendations = page.getByRole('region', { name: 'You might also like' });
      // After the block's skeleton second: the general picks' products, looked up from the page's answers.
      await recommendations.getByRole('link').first().waitFor();
      await page.waitForLoadState('networkidle');
      const paths = () => requests.map((url) => new URL(url).pathname);
      assert.deepEqual(
        paths().filter((path) => /\/ky\.[0-9a-f]+\.js$/.test(path) || path.startsWith('/api/products')),
        [],
        'no ky chunk and no product request on the first view',
      );
      assert.ok(!paths().some((path) => path.endsWith('/mf-manifest.json')), 'the shell loads the remote by its remoteEntry.js');

      await recommendations.getByRole('button', { name: 'Trending Now' }).click();
      await recommendations
        .getByRole('link', { name: /Sony Elite Soundbar Pro/ })
        .first()
        .waitFor();
      assert.ok(
        paths().some((path) => /\/ky\.[0-9a-f]+\.js$/.test(path)),
        'ky arrives with the first call to the network',
      );
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});
