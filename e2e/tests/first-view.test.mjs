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

  it("keeps what the shopper typed into the header's search box before the scripts had run, and goes on from there", async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      /** @type {(value?: unknown) => void} */
      let takeOver = () => {};
      const released = new Promise((resolve) => (takeOver = resolve));
      await page.route('**/main.js*', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(`${shop.baseUrl}/`, { waitUntil: 'domcontentloaded' });
      const serverMarkup = page.locator('[data-first-view="shell"]');
      await serverMarkup.getByRole('combobox', { name: 'Search products' }).pressSequentially('lapt');

      takeOver();
      await serverMarkup.waitFor({ state: 'detached' });
      const box = page.getByRole('combobox', { name: 'Search products' });
      assert.equal(await box.inputValue(), 'lapt');
      assert.equal(await box.evaluate((input) => input === document.activeElement), true, 'the box keeps the focus');
      await page.keyboard.type('op');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${shop.baseUrl}/?keyword=laptop`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('paints the prerendered markup in the dark theme, before any script runs, for a shopper who chose it', async () => {
    const { page, context } = await openPage(browser);
    try {
      await page.addInitScript(() => localStorage.setItem('darkMode', 'true'));
      // main.js does not arrive: what shows is the HTML alone.
      await page.route('**/main.js*', (route) => route.abort());
      await page.goto(shop.baseUrl, { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { name: 'Discover our products', level: 1 }).waitFor();
      const looks = await page.evaluate(() => {
        const header = /** @type {Element} */ (document.querySelector('header'));
        const shown = (/** @type {string} */ icon) =>
          getComputedStyle(/** @type {Element} */ (header.querySelector(`[data-theme-icon="${icon}"]`))).display !== 'none';
        return {
          theme: document.documentElement.getAttribute('data-theme'),
          background: getComputedStyle(document.body).backgroundColor,
          header: getComputedStyle(header).visibility,
          headerBackground: getComputedStyle(header).backgroundColor,
          heading: getComputedStyle(/** @type {Element} */ (document.querySelector('h1'))).color,
          moon: shown('dark'),
          sun: shown('light'),
        };
      });
      assert.deepEqual(looks, {
        theme: 'dark',
        background: 'rgb(10, 10, 11)',
        header: 'visible',
        headerBackground: 'rgb(10, 10, 11)',
        heading: 'rgb(244, 244, 245)',
        moon: true,
        sun: false,
      });
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

describe("the product page's first view is in the HTML", () => {
  /** A product the shop has in stock, as its API answers it. */
  async function aProductInStock() {
    const listing = await (await fetch(`${shop.baseUrl}/api/products?availability=in_stock&limit=1`)).json();
    return listing.products[0];
  }

  /** Where the picture, the name, the price and Add to Cart sit, in CSS pixels. */
  function aboveTheFoldBoxes(page) {
    return page.evaluate(() =>
      ['main img', 'main h1', 'main .price', 'nav[aria-label="Breadcrumb"]'].map((selector) => {
        const box = /** @type {Element} */ (document.querySelector(selector)).getBoundingClientRect();
        return [selector, box.x, box.y, box.width, box.height];
      }),
    );
  }

  /** The same boxes in the server's markup alone, as the first paint shows it (main.js never arrives). */
  async function serverMarkupBoxes(path) {
    const { page, context } = await openPage(browser);
    try {
      await page.route('**/main.js*', (route) => route.abort());
      await page.goto(`${shop.baseUrl}${path}`, { waitUntil: 'load' });
      return await aboveTheFoldBoxes(page);
    } finally {
      await context.close();
    }
  }

  it('shows the picture, name, price and Add to Cart area before any script runs', async () => {
    const product = await aProductInStock();
    const { page, context } = await openPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto(`${shop.baseUrl}/product/${product._id}`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await main
        .getByText(`$${product.price.toFixed(2)}`, { exact: true })
        .first()
        .waitFor();
      await main.getByRole('button', { name: 'Add to Cart' }).waitFor();
      const picture = main.getByRole('img', { name: product.name, exact: true });
      await picture.waitFor();
      // Sized by the page's square frame, and loaded without any JavaScript.
      assert.ok((await picture.boundingBox()).height > 100);
      await page.waitForFunction((image) => image.complete && image.naturalWidth > 0, await picture.elementHandle());
    } finally {
      await context.close();
    }
  });

  it('takes over without a layout shift, with no console error and no axe violation, and Add to Cart works', async () => {
    const product = await aProductInStock();
    const { page, context, problems } = await openPage(browser);
    try {
      await page.addInitScript(recordLayoutShifts);
      await page.goto(`${shop.baseUrl}/product/${product._id}`);
      const main = page.getByRole('main');
      // React's page is in place: the reviews are below the summary, the prerendered markup is gone.
      await main.getByRole('heading', { name: 'Customer Reviews' }).waitFor();
      assert.equal(await page.locator('#root [data-first-view]').count(), 0);
      assert.equal(await main.getByRole('heading', { level: 1, name: product.name }).count(), 1);
      const shift = await page.evaluate(() => /** @type {Window & { layoutShift?: number }} */ (window).layoutShift ?? 1);
      assert.equal(shift, 0, `CLS ${shift}`);
      // React's page replaces the markup's nodes, which CLS does not see moving: the boxes must match.
      assert.deepEqual(await aboveTheFoldBoxes(page), await serverMarkupBoxes(`/product/${product._id}`));
      assert.deepEqual(await axeViolations(page), []);

      await main.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL(`${shop.baseUrl}/cart`);
      await page.getByRole('link', { name: product.name }).first().waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  /**
   * Opens the product page with main.js held back, so the page is the server's markup alone until
   * `takeOver()` lets the scripts come.
   */
  async function productPageBeforeTakeover(page, product) {
    /** @type {(value?: unknown) => void} */
    let takeOver = () => {};
    const released = new Promise((resolve) => (takeOver = resolve));
    await page.route('**/main.js*', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${shop.baseUrl}/product/${product._id}`, { waitUntil: 'domcontentloaded' });
    return { markup: page.locator('[data-first-view="route"]'), takeOver };
  }

  it('adds 3 for a shopper who tapped "+", "+" and Add to Cart before the scripts had run, each tap shown as heard', async () => {
    const listing = await (await fetch(`${shop.baseUrl}/api/products?availability=in_stock&limit=20`)).json();
    const product = listing.products.find((candidate) => candidate.countInStock >= 3);
    assert.ok(product, 'a product with 3 in stock');
    const { page, context, problems } = await openPage(browser);
    try {
      const { markup, takeOver } = await productPageBeforeTakeover(page, product);
      const plus = markup.getByRole('button', { name: 'Increase quantity' });
      await plus.click();
      await plus.click();
      await markup.getByRole('button', { name: 'Add to Cart' }).click();
      // Nothing ran yet: the quantity is still the markup's 1, and the taps show they were heard.
      assert.equal(await markup.getByRole('status', { name: 'Quantity' }).textContent(), '1');
      assert.equal(await plus.getAttribute('aria-busy'), 'true');
      assert.equal(await markup.getByRole('button', { name: 'Add to Cart' }).getAttribute('aria-busy'), 'true');

      takeOver();
      await page.waitForURL(`${shop.baseUrl}/cart`);
      await page.getByRole('link', { name: product.name }).first().waitFor();
      const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]'));
      assert.deepEqual(
        cart.map((line) => [line._id, line.qty]),
        [[product._id, 3]],
      );
      await page.getByRole('link', { name: 'Cart, 3 items' }).waitFor();
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it("keeps the product in the wishlist for a shopper who tapped the heart, then a header link, before the scripts had run, and shows the link's page", async () => {
    const product = await aProductInStock();
    const { page, context, problems } = await openPage(browser);
    try {
      const { markup, takeOver } = await productPageBeforeTakeover(page, product);
      await markup.getByRole('button', { name: `Add ${product.name} to wishlist` }).click();
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'Wishlist', exact: true }).click();
      // The link waits behind the heart instead of loading a page that would forget it.
      assert.equal(page.url(), `${shop.baseUrl}/product/${product._id}`);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));

      takeOver();
      await page.waitForURL(`${shop.baseUrl}/wishlist`);
      await page.getByRole('main').getByRole('heading', { name: 'My Wishlist (1)' }).waitFor();
      await page.getByRole('main').getByRole('link', { name: product.name }).waitFor();
      // The app's own link took the shopper there: no page load in between.
      assert.equal(await page.evaluate(() => 'sameDocument' in window), true);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it('follows a link at once, as a plain page load, when no tap is waiting before the scripts have run', async () => {
    const product = await aProductInStock();
    const { page, context } = await openPage(browser);
    try {
      const { takeOver } = await productPageBeforeTakeover(page, product);
      await page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true }).click();
      // The cart's own scripts are held too: the new document has arrived, its load has not.
      await page.waitForURL(`${shop.baseUrl}/cart`, { waitUntil: 'commit' });
      takeOver();
      await page.getByRole('main').getByRole('heading', { name: 'Your Cart is Empty', level: 1 }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('sends no product markup for an unknown product or a URL with a query', async () => {
    const product = await aProductInStock();
    const unknown = await (
      await fetch(`${shop.baseUrl}/product/000000000000000000000000`, { headers: { accept: 'text/html' } })
    ).text();
    assert.doesNotMatch(unknown, /data-first-view="route"/);
    const withQuery = await (
      await fetch(`${shop.baseUrl}/product/${product._id}?ref=mail`, { headers: { accept: 'text/html' } })
    ).text();
    assert.doesNotMatch(withQuery, /data-first-view/);
  });
});
