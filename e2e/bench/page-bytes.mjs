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
 * Loads `path` in a fresh context and sizes every script and stylesheet body: gzip -9 and brotli 11,
 * as the build's precompressed `.gz`/`.br` files are. react-dom is recognised by a string only its
 * client carries, so two copies (two bundles shipping it) count as two.
 * @returns {Promise<PageBytes>}
 */
export async function pageBytes(browser, baseUrl, path, prepare) {
  const { context, page } = await openPage(browser);
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
  try {
    if (prepare) await prepare(page, baseUrl);
    pending.length = 0;
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
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
 * Signs the seeded customer in through the login page's API and fills the cart, shipping address and
 * payment method the way the checkout stores them, so /placeorder shows a real order summary.
 */
export async function signInForCheckout(page, baseUrl) {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify(CUSTOMER),
  });
  if (!login.ok) throw new Error(`signing in for /placeorder failed: HTTP ${login.status}`);
  const user = await login.json();
  const product = await (await fetch(`${baseUrl}/api/products/${await firstProductId(baseUrl)}`)).json();
  await page.goto(`${baseUrl}/bench-floor.html`);
  await page.evaluate(
    ([userInfo, line]) => {
      localStorage.setItem('userInfo', JSON.stringify(userInfo));
      localStorage.setItem(`cartItems_${userInfo._id}`, JSON.stringify([line]));
      localStorage.setItem(
        'shippingAddress',
        JSON.stringify({ fullName: 'Jane', address: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'USA' }),
      );
      localStorage.setItem('paymentMethod', JSON.stringify('PayPal'));
    },
    [user, { ...product, qty: 1 }],
  );
}
