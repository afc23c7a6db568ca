// The back office as its team ships it and its staff use it: mf-admin is released and promoted into a
// shop that is already running (no server restart, no shell build), then staff work an order and a
// price and the shopper sees both; a customer is kept out; every main page passes axe in both themes.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { axeViolations, launchBrowser, navigateInPage, openPage } from '../support/browser.mjs';
import { repoDir } from '../support/shop-server.mjs';
import { publishRelease, startShopWithReleaseRoot } from '../support/slice-releases.mjs';

const PHONE = { width: 390, height: 844 };
const shellFiles = ['index.html', 'main.js', 'mf-manifest.json'].map((file) => join(repoDir, 'shell', 'dist', file));

let releases;
let shop;
let browser;
let shellBuiltAt;
let staff;
let customer;
const openContexts = [];

/**
 * @param {string} path
 * @param {{ method?: string, token?: string, body?: unknown }} [options]
 */
async function api(path, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${shop.baseUrl}${path}`, {
    method,
    headers: {
      origin: shop.baseUrl,
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function signInByApi(email, password) {
  const answer = await api('/api/users/login', { method: 'POST', body: { email, password } });
  assert.equal(answer.status, 200, `${email} signs in`);
  return answer.body;
}

/** A browser already signed in as `user` (the user info in storage, as a returning visitor's). */
async function openAs(user, options = {}) {
  const opened = await openPage(browser, options);
  openContexts.push(opened.context);
  if (user)
    await opened.context.addInitScript((stored) => {
      if (!localStorage.getItem('userInfo')) localStorage.setItem('userInfo', stored);
    }, JSON.stringify(user));
  return opened;
}

async function placeOrder(user) {
  const { products } = (await api('/api/products?availability=in_stock&limit=1')).body;
  const [product] = products;
  const answer = await api('/api/orders', {
    method: 'POST',
    token: user.token,
    body: {
      orderItems: [
        { _id: product._id, product: product._id, name: product.name, image: product.image, qty: 1, price: product.price },
      ],
      shippingAddress: {
        fullName: user.name,
        address: '1 Long Street Name',
        city: 'Arlington',
        postalCode: '22201',
        country: 'USA',
      },
      paymentMethod: 'CashOnDelivery',
    },
  });
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  return answer.body;
}

const horizontalOverflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

before(async () => {
  releases = await startShopWithReleaseRoot({ port: 7 });
  ({ shop } = releases);
  // The shop as it ran before the back office existed: its live map has no admin entry.
  const map = JSON.parse(readFileSync(shop.remotesConfig, 'utf8'));
  delete map.admin;
  writeFileSync(shop.remotesConfig, `${JSON.stringify(map, null, 2)}\n`);
  shellBuiltAt = shellFiles.map((file) => statSync(file).mtimeMs);
  browser = await launchBrowser();
  staff = await signInByApi('admin@example.com', 'admin12345');
  customer = await signInByApi('customer@example.com', 'password123');
});

after(async () => {
  for (const context of openContexts) await context.close().catch(() => {});
  await browser?.close();
  await releases?.stop();
});

describe('the back office', () => {
  it('joins the running shop by a release and a promote: no restart, no shell build', async () => {
    const { page, problems } = await openAs(staff);
    await page.goto(`${shop.baseUrl}/admin`);
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await page.getByRole('button', { name: staff.name }).click();
    // The shell offers the link to staff; the page is not there until the slice is promoted.
    await page.getByRole('link', { name: 'Back office' }).waitFor();

    const releaseId = await publishRelease(releases, join(repoDir, 'mf-admin'));
    assert.match(releaseId, /^1\.0\.0-[0-9a-f]{7}/);
    const promoted = await releases.releaseTool('promote.mjs', ['admin', releaseId]);
    assert.equal(promoted.code, 0, promoted.stderr);
    const map = await (await fetch(`${shop.baseUrl}/remotes.json`)).json();
    assert.equal(map.admin.entry, `/releases/mf-admin/${releaseId}/mf-manifest.json`);
    assert.ok(map.admin.routes.includes('/admin/orders/:id'));

    await page.goto(`${shop.baseUrl}/admin`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 20_000 });
    await page.getByRole('region', { name: 'Last 30 days' }).waitFor();
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    assert.deepEqual(
      shellFiles.map((file) => statSync(file).mtimeMs),
      shellBuiltAt,
      'the shell was not rebuilt',
    );
    // Before the promote no slice owned /admin, so its page was answered with the 404 status (and the
    // shell's not-found page); Chromium logs that answer. Nothing else may have gone wrong.
    assert.deepEqual(
      problems.filter((problem) => !/status of 404/.test(problem)),
      [],
    );
    assert.ok(problems.length <= 1, problems.join('\n'));
  });

  it('loads none of its code on shoppers’ pages', async () => {
    const { page, problems } = await openAs(customer);
    const scripts = [];
    page.on('request', (request) => scripts.push(request.url()));
    for (const path of ['/', '/cart', '/profile']) {
      await page.goto(`${shop.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    assert.deepEqual(
      scripts.filter((url) => /mf-admin|\/remotes\/admin\//.test(url)),
      [],
    );
    assert.deepEqual(problems, []);
  });

  it('lets staff mark an order delivered, and the customer sees "Delivered at"', async () => {
    const order = await placeOrder(customer);
    const number = order._id.slice(-8).toUpperCase();
    const { page, problems } = await openAs(staff);
    await page.goto(`${shop.baseUrl}/admin/orders`);
    await page.getByRole('searchbox', { name: 'Search by order number, name or email' }).fill(number);
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('link', { name: new RegExp(`#${number}`, 'i') }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(`Order #${number}`, 'i') }).waitFor();
    await page.getByRole('button', { name: 'Mark delivered' }).click();
    await page.getByText('Marked delivered.').waitFor();
    await page.getByRole('region', { name: 'Timeline' }).getByText('Delivered', { exact: true }).waitFor();
    assert.deepEqual(problems, []);

    const shopper = await openAs(customer);
    await shopper.page.goto(`${shop.baseUrl}/order/${order._id}`);
    await shopper.page.getByText(/Delivered at/).waitFor({ timeout: 20_000 });
    assert.deepEqual(shopper.problems, []);
  });

  it('lets staff change a price, and the product page shows it', async () => {
    const { products } = (await api('/api/products?limit=1')).body;
    const [product] = products;
    const newPrice = (Math.round(product.price * 100) + 111) / 100;
    const { page, problems } = await openAs(staff);
    await page.goto(`${shop.baseUrl}/admin/products/${product._id}`);
    const price = page.getByRole('textbox', { name: 'Price ($)', exact: true });
    await price.waitFor();
    await price.fill(String(newPrice));
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Saved.').waitFor();
    assert.deepEqual(problems, []);

    const shopper = await openAs(null);
    await shopper.page.goto(`${shop.baseUrl}/product/${product._id}`);
    await shopper.page
      .getByText(`$${newPrice.toFixed(2)}`)
      .first()
      .waitFor({ timeout: 20_000 });
  });

  it('shows a customer "Staff only", and sends a visitor to sign in', async () => {
    const { page } = await openAs(customer);
    await page.goto(`${shop.baseUrl}/admin/orders`);
    await page.getByRole('heading', { level: 1, name: 'Staff only' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: customer.name }).click();
    assert.equal(await page.getByRole('link', { name: 'Back office' }).count(), 0);
    assert.equal((await api('/api/admin/orders', { token: customer.token })).status, 403);

    const visitor = await openAs(null);
    await visitor.page.goto(`${shop.baseUrl}/admin`);
    await visitor.page.waitForURL(/\/login\?redirect=\/admin$/);
  });

  for (const colorScheme of ['light', 'dark']) {
    it(`has no axe violations on its main pages in the ${colorScheme} theme, at 1280 and 390 px`, async () => {
      const { orders } = (await api('/api/admin/orders', { token: staff.token })).body;
      const { products } = (await api('/api/admin/products?limit=1', { token: staff.token })).body;
      const pages = {
        '/admin': 'Dashboard',
        '/admin/orders': 'Orders',
        [`/admin/orders/${orders[0]._id}`]: /^Order #/,
        '/admin/products': 'Catalogue',
        [`/admin/products/${products[0]._id}`]: products[0].name,
        '/admin/products/new': 'New product',
        '/admin/reviews': 'Reviews',
        '/admin/customers': 'Customers',
        '/admin/audit': 'Audit log',
      };
      const { page, problems } = await openAs(staff, { colorScheme });
      for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
        await page.setViewportSize(viewport);
        // The first page is loaded, the others reached inside it, as staff move between them.
        await page.goto(`${shop.baseUrl}/admin`);
        for (const [path, heading] of Object.entries(pages)) {
          await navigateInPage(page, path);
          await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 20_000 });
          await page
            .locator('[role="status"][aria-live] >> nth=0')
            .waitFor({ state: 'detached' })
            .catch(() => {});
          await page.waitForLoadState('networkidle');
          assert.deepEqual(await axeViolations(page), [], `${path} at ${viewport.width} px`);
          assert.ok((await horizontalOverflow(page)) <= 0, `${path} at ${viewport.width} px scrolls sideways`);
          if (process.env.ADMIN_SCREENSHOTS)
            await page.screenshot({
              path: join(process.env.ADMIN_SCREENSHOTS, `${colorScheme}-${viewport.width}${path.replaceAll('/', '_')}.png`),
              fullPage: true,
            });
        }
      }
      assert.deepEqual(problems, []);
    });
  }
});
