// The JavaScript and CSS one page load downloads, counted from the responses Chromium received.
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { openPage } from '../support/browser.mjs';

/** The shop's customer account (api/README.md), signed in for /placeorder. */
const CUSTOMER = { email: 'customer@example.com', password: 'password123' };

/**
 * @typedef {{ url: string, type: 'script' | 'stylesheet', raw: number, gzip: number, brotli: number, reactDom: boolean }} FileBytes
 * @typedef {{ path: string, files: FileBytes[], jsGzip: number, jsBrotli: number, cssGzip: number, cssBrotli: number,
 *   totalGzip: number, totalBrotli: number, reactDomCopies: number }} PageBytes
 */

/**
 * Loads `path` in a fresh context (empty HTTP cache; `storageState`: cookies and local storage to start
 * with) and sizes every script and stylesheet body: gzip -9 and brotli 11, as the build's precompressed
 * `.gz`/`.br` files are. react-dom is recognised by a string only its client carries, so two copies
 * (two bundles shipping it) count as two. Fails if the page redirected elsewhere (e.g. to /login).
 * @returns {Promise<PageBytes>}
 */
export async function pageBytes(browser, baseUrl, path, storageState) {
  const { context, page } = await openPage(browser, storageState ? { storageState } : {});
  /** @type {Promise<FileBytes | null>[]} */
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          type,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          brotli: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length,
          reactDom: body.includes('__reactContainer$'),
        }),
        // a redirect or an aborted load has no body to count
        () => null,
      ),
    );
  });
  // Every production page loads the shell's after-load chunk (web vitals, service worker) after its
  // load event; on a page that quiets early, network idle could come first and leave its 4.5 KB out.
  const afterLoadChunk = page.waitForResponse(
    (response) => /\/after-load\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname),
    {
      timeout: 60_000,
    },
  );
  afterLoadChunk.catch(() => undefined);
  try {
    await page.goto(`${baseUrl}${path}`);
    // The slice's own heading means its remote loaded and rendered (network quiet alone can come
    // earlier on a busy machine, while the shell's chunks are still being parsed); then whatever it
    // loads after rendering.
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await afterLoadChunk;
    await page.waitForLoadState('networkidle');
    const landed = new URL(page.url()).pathname;
    if (landed !== path) throw new Error(`${path} redirected to ${landed}: the bench would measure the wrong page`);
    const files = /** @type {FileBytes[]} */ ((await Promise.all(pending)).filter(Boolean));
    files.sort((a, b) => b.gzip - a.gzip);
    const sum = (type, key) => files.filter((f) => !type || f.type === type).reduce((total, f) => total + f[key], 0);
    return {
      path,
      files,
      jsGzip: sum('script', 'gzip'),
      jsBrotli: sum('script', 'brotli'),
      cssGzip: sum('stylesheet', 'gzip'),
      cssBrotli: sum('stylesheet', 'brotli'),
      totalGzip: sum(null, 'gzip'),
      totalBrotli: sum(null, 'brotli'),
      reactDomCopies: files.filter((f) => f.reactDom).length,
    };
  } finally {
    await context.close();
  }
}

/** The first in-stock product's id: the page `/product/:id` is measured on. */
export async function firstProductId(baseUrl) {
  const response = await fetch(`${baseUrl}/api/products?limit=1&availability=in_stock`);
  const { products } = await response.json();
  return products[0]._id;
}

/**
 * The shopper's way to /placeorder: signs the seeded customer in on /login, adds a product to the cart,
 * fills shipping and picks a payment method. Returns the context's cookies and local storage, so the
 * page can then be measured in a fresh context (an empty HTTP cache) that is signed in the same way.
 */
export async function checkoutState(browser, baseUrl) {
  const { context, page } = await openPage(browser);
  try {
    await page.goto(`${baseUrl}/login`);
    const main = page.getByRole('main');
    await main.getByLabel('Email Address').fill(CUSTOMER.email);
    await main.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await main.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Jane Customer' }).waitFor();

    await page.goto(`${baseUrl}/product/${await firstProductId(baseUrl)}`);
    await main.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL(/\/cart$/);
    await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/shipping$/);
    for (const [label, value] of [
      ['Full Name', 'Jane Customer'],
      ['Address', '1 Market St'],
      ['City', 'Springfield'],
      ['Postal Code', '12345'],
      ['Country', 'USA'],
    ]) {
      await main.getByLabel(label, { exact: true }).fill(value);
    }
    await main.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/payment$/);
    await main.getByLabel('Stripe').check();
    await main.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/placeorder$/);
    return await context.storageState();
  } finally {
    await context.close();
  }
}
