// Every route is rendered on the server with the slices' own components and hydrated in the browser
// (api/src/site/server-render, shell/src/server): the first paint holds the page before any script
// runs, the browser takes it over without a mismatch or a shift, and a tap made before the slice has
// hydrated acts once (the page's head script and shell/src/remotes/held-taps.ts).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import { axeViolations, launchBrowser, openPage, recordLayoutShifts, waitForHydration } from '../support/browser.mjs';
import { startShop } from '../support/shop-server.mjs';

let shop;
let browser;
/** @type {{ _id: string, name: string }} */
let product;

before(async () => {
  shop = await startShop({ port: 15 });
  browser = await launchBrowser();
  const listing = await (await fetch(`${shop.baseUrl}/api/products?availability=in_stock&limit=1`)).json();
  product = listing.products[0];
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

/** One route per family of pages, with what its first paint must show. */
const FAMILIES = [
  { family: 'home (catalogue)', path: () => '/', heading: 'Discover our products', shows: /Showing 1 - 12 of \d+ products/ },
  { family: 'category', path: () => '/category/electronics', heading: 'Electronics', shows: /Showing 1 - 12 of \d+ products/ },
  {
    family: 'search',
    path: () => '/?keyword=wireless',
    heading: 'Search results for "wireless"',
    shows: /Showing 1 - \d+ of \d+ products/,
  },
  { family: 'product', path: () => `/product/${product._id}`, heading: () => product.name, shows: /Add to Cart/ },
  { family: 'shell page (collection)', path: () => '/deals', heading: 'Deals', shows: /\$\d/ },
  { family: 'shell page (info)', path: () => '/about', heading: 'About Us', shows: /ShopHub/ },
  { family: 'account', path: () => '/login', heading: 'Sign In', shows: /Password/ },
  { family: 'cart (browser storage)', path: () => '/cart', heading: null, shows: /Loading your cart/ },
];

const text = (value) => (typeof value === 'function' ? value() : value);

describe('every route is rendered on the server', () => {
  for (const { family, path, heading, shows } of FAMILIES) {
    it(`${family}: the first paint holds the page before any script runs`, async () => {
      const { page, context } = await openPage(browser, { javaScriptEnabled: false });
      try {
        const response = await page.goto(`${shop.baseUrl}${path()}`);
        assert.equal(response?.status(), 200);
        await page.getByRole('link', { name: 'ShopHub home' }).waitFor();
        if (heading) await page.getByRole('heading', { name: text(heading), level: 1, exact: true }).waitFor();
        assert.match(await page.locator('main').innerText(), shows);
        await page.getByRole('contentinfo').waitFor({ state: 'attached' });
      } finally {
        await context.close();
      }
    });

    it(`${family}: the browser hydrates it without a mismatch, an error or a layout shift`, async () => {
      const { page, context, problems } = await openPage(browser);
      try {
        await page.addInitScript(recordLayoutShifts);
        await page.goto(`${shop.baseUrl}${path()}`);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        if (heading) assert.equal(await page.getByRole('heading', { name: text(heading), level: 1, exact: true }).count(), 1);
        const shift = await page.evaluate(() => /** @type {Window & { layoutShift?: number }} */ (window).layoutShift ?? 1);
        assert.ok(shift < 0.05, `CLS ${shift}`);
        // A mismatch is reported by the shell (bootstrap.tsx) as a console error.
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }

  it('paints the cart and wishlist case that browser storage holds, before the slice arrives', async () => {
    const firstPaint = async (path, storage) => {
      const { page, context } = await openPage(browser);
      try {
        if (storage)
          await page.addInitScript((entries) => Object.entries(entries).forEach(([k, v]) => localStorage.setItem(k, v)), storage);
        // No external script arrives: what shows is the HTML and its head scripts alone.
        await page.route('**/*.js*', (route) => route.abort());
        await page.goto(`${shop.baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
        return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
      } finally {
        await context.close();
      }
    };
    const line = JSON.stringify([{ ...product, qty: 1 }]);
    assert.match(await firstPaint('/cart'), /Your Cart is Empty/);
    assert.doesNotMatch(await firstPaint('/cart'), /Loading your cart/);
    const storedCart = await firstPaint('/cart', { cartItems: line });
    assert.match(storedCart, /Loading your cart/);
    assert.doesNotMatch(storedCart, /Your Cart is Empty/);
    assert.match(await firstPaint('/wishlist'), /Your Wishlist is Empty/);
    const storedWishlist = await firstPaint('/wishlist', { wishlistItems: JSON.stringify([{ ...product, addedAt: 1 }]) });
    assert.match(storedWishlist, /Loading your wishlist/);
    assert.doesNotMatch(storedWishlist, /Your Wishlist is Empty/);
  });

  it('paints the server-rendered page in the dark theme, before any script runs, for a shopper who chose it', async () => {
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

  it('the hydrated home page works, with unique ids and no axe violation', async () => {
    const { page, context, problems } = await openPage(browser);
    try {
      await page.goto(shop.baseUrl);
      await page.getByText(/Showing 1 - 12 of \d+ products/).waitFor();
      await page.waitForLoadState('networkidle');
      const duplicateIds = await page.evaluate(() => {
        const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
        return ids.filter((id, index) => ids.indexOf(id) !== index);
      });
      assert.deepEqual(duplicateIds, []);
      assert.deepEqual(await axeViolations(page), []);
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
});

/**
 * Opens `path` with every request matching `heldUrl` (a route glob) held back until `release()`:
 * with main.js held, the page is the server's markup alone and no script has run; with a slice's
 * files (/remotes/<slice>/) held, the shell hydrates (React listens on the page) and the slice's
 * part stays the server's markup.
 */
async function openWithHeld(heldUrl, path) {
  const opened = await openPage(browser);
  /** @type {() => void} */
  let release = () => {};
  const released = new Promise((resolve) => (release = () => resolve(undefined)));
  await opened.page.route(heldUrl, async (route) => {
    await released;
    await route.continue();
  });
  await opened.page.goto(`${shop.baseUrl}${path}`, { waitUntil: 'commit' });
  return { ...opened, release };
}

const cartCount = (page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]').reduce((sum, line) => sum + line.qty, 0));

/**
 * Taps Add to Cart on `path` while `heldUrl` is held back (after the shell has hydrated when
 * `shellHydrated`), then lets it through: nothing is added before, one item once the page has it.
 * @param {{ heldUrl: string, path: string, addToCart: (page: import('playwright-core').Page) => import('playwright-core').Locator, shellHydrated: boolean }} tap
 */
async function expectTapActsOnce({ heldUrl, path, addToCart, shellHydrated }) {
  const { page, context, problems, release } = await openWithHeld(heldUrl, path);
  try {
    if (shellHydrated) await waitForHydration(page);
    await addToCart(page).click();
    assert.equal(await cartCount(page), 0, 'nothing can act before the code that handles it is here');
    release();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]').length > 0);
    await page.waitForLoadState('networkidle');
    assert.equal(await cartCount(page), 1);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
}

const productAddToCart = (page) => page.getByRole('button', { name: 'Add to Cart', exact: true });

/** Where a tap is made before the page can act on it, and what is held back meanwhile. */
const EARLY_TAPS = [
  {
    name: 'on a catalogue card: Add to Cart acts once, when the catalogue arrives',
    heldUrl: '**/remotes/catalog/**',
    path: () => '/',
    addToCart: (page) => page.getByRole('button', { name: /^Add to Cart: / }).first(),
    shellHydrated: true,
  },
  {
    name: 'on the product page: Add to Cart acts once, when the product slice arrives',
    heldUrl: '**/remotes/product/**',
    path: () => `/product/${product._id}`,
    addToCart: productAddToCart,
    shellHydrated: true,
  },
  {
    // The server's markup alone: the page's head script holds the tap (and starts the scripts).
    name: 'before any script has run: Add to Cart on the product page acts once, once the page has hydrated',
    heldUrl: '**/main.js*',
    path: () => `/product/${product._id}`,
    addToCart: productAddToCart,
    shellHydrated: false,
  },
];

/** Where the body's end starts: the loader's list of scripts, then the loader. */
const BODY_END = '<script type="application/json" id="shop-after-paint">';

/**
 * A proxy in front of the shop that sends the page at `path` in two parts: everything before the body's
 * end at once, the rest on `release()`, as a page arriving in several packets does. Every other request
 * passes through.
 */
async function serveWithBodyEndHeld(path) {
  const shopUrl = new URL(shop.baseUrl);
  /** @type {() => void} */
  let release = () => {};
  const released = new Promise((resolve) => (release = () => resolve(undefined)));
  const proxy = createServer((incoming, outgoing) => {
    const isPage = incoming.url === path;
    const headers = { ...incoming.headers, ...(isPage ? { 'accept-encoding': 'identity' } : {}) };
    const upstream = request(
      { host: shopUrl.hostname, port: shopUrl.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        if (!isPage) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', async () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const cut = html.indexOf(BODY_END);
          assert.ok(cut > 0, 'the page has the loader at its end');
          const { 'content-length': _length, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, rest);
          outgoing.write(html.slice(0, cut));
          await released;
          outgoing.end(html.slice(cut));
        });
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (proxy.address());
  const close = () => {
    proxy.closeAllConnections();
    return new Promise((resolve) => proxy.close(resolve));
  };
  return { baseUrl: `http://127.0.0.1:${port}`, release, close };
}

describe('a tap before the slice has hydrated', () => {
  for (const { name, path, ...tap } of EARLY_TAPS) it(name, () => expectTapActsOnce({ ...tap, path: path() }));

  it("before the page's end has arrived: Add to Cart on the product page acts once, once the page has hydrated", async () => {
    const path = `/product/${product._id}`;
    const proxy = await serveWithBodyEndHeld(path);
    const { page, context, problems } = await openPage(browser);
    try {
      await page.goto(`${proxy.baseUrl}${path}`, { waitUntil: 'commit' });
      await productAddToCart(page).click();
      assert.equal(await cartCount(page), 0, 'nothing can act before the code that handles it is here');
      proxy.release();
      await page.waitForFunction(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]').length > 0);
      await page.waitForLoadState('networkidle');
      assert.equal(await cartCount(page), 1);
      assert.deepEqual(problems, []);
    } finally {
      proxy.release();
      await context.close();
      await proxy.close();
    }
  });

  it('keeps the place a shopper scrolled the page to before it hydrated, so a tap down there lands', async () => {
    const { page, context, problems, release } = await openWithHeld('**/main.js*', '/');
    try {
      await page.getByRole('contentinfo').waitFor({ state: 'attached' });
      await page.evaluate(() => window.scrollTo(0, 1200));
      release();
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      assert.equal(await page.evaluate(() => window.scrollY), 1200);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it("keeps what the shopper typed into the header's search box before the page hydrated", async () => {
    const { page, context, problems, release } = await openWithHeld('**/main.js*', '/');
    try {
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.pressSequentially('lapt');
      release();
      await waitForHydration(page);
      await page.keyboard.type('op');
      assert.equal(await box.inputValue(), 'laptop');
      await page.keyboard.press('Escape');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${shop.baseUrl}/?keyword=laptop`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });

  it("opens the recent searches of the header's search box clicked before the page hydrated", async () => {
    const { page, context, problems, release } = await openWithHeld('**/main.js*', '/');
    try {
      const box = page.getByRole('combobox', { name: 'Search products' });
      await box.click();
      assert.equal(await box.getAttribute('aria-expanded'), 'false', 'no script has run yet');
      release();
      await page.getByRole('listbox', { name: 'Recent searches' }).waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${shop.baseUrl}/?keyword=iPhone`);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
});

describe('the scripts a page runs at load', () => {
  it('ask V8 to compile their functions as they load, off the main thread (compile-hints-plugin.cjs)', async () => {
    const html = await (await fetch(`${shop.baseUrl}/product/${product._id}`, { headers: { accept: 'text/html' } })).text();
    const list = JSON.parse(/<script type="application\/json" id="shop-after-paint">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
    const files = [...list.scripts, ...list.preloads.map((preload) => preload.href)];
    assert.ok(
      files.some((file) => file.includes('/remotes/product/')),
      "the product slice's routes are among them",
    );
    for (const file of files) {
      const text = await (await fetch(new URL(file, shop.baseUrl))).text();
      assert.ok(text.startsWith('//# allFunctionsCalledOnLoad\n'), `${file} starts with the compile hint`);
    }
    // Code that runs later (here the service worker) is left to V8's lazy compiling.
    const worker = await (await fetch(`${shop.baseUrl}/sw.js`)).text();
    assert.ok(!worker.startsWith('//# allFunctionsCalledOnLoad'));
  });
});

describe('the data the page was rendered with', () => {
  it('renders the home page and its recommendations from the answers in the page, loading the API client (ky) only when the shopper asks for more', async () => {
    const { page, context, problems, requests } = await openPage(browser);
    try {
      await page.goto(shop.baseUrl);
      const recommendations = page.getByRole('region', { name: 'You might also like' });
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
