import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { startShop } from '../support/shop-server.mjs';

let shop;
let browser;

before(async () => {
  shop = await startShop({ port: 11 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

const money = (amount) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/**
 * @param {string} path
 * @param {{ token?: string, body?: unknown, method?: string }} [options]
 */
function api(path, { token, body, method = body ? 'POST' : 'GET' } = {}) {
  return fetch(`${shop.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** A new customer, registered through the API. */
async function newShopper(name) {
  const email = `after-${randomBytes(4).toString('hex')}@example.com`;
  const response = await api('/api/users', { body: { name, email, password: 'secret-pass-1' } });
  assert.equal(response.status, 201);
  return { name, email, password: 'secret-pass-1', token: (await response.json()).token };
}

async function signIn(page, shopper) {
  await page.goto(`${shop.baseUrl}/login`);
  const main = page.getByRole('main');
  await main.getByLabel('Email Address').fill(shopper.email);
  await main.getByLabel('Password', { exact: true }).fill(shopper.password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: shopper.name }).waitFor();
}

async function addToCartAndCheckOut(page, product) {
  const main = page.getByRole('main');
  await page.goto(`${shop.baseUrl}/product/${product._id}`);
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForURL(/\/cart$/);
  await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL(/\/shipping$/);
}

async function inStockProduct() {
  const { products } = await (await api('/api/products?availability=in_stock&minPrice=20&maxPrice=40&limit=3')).json();
  return products;
}

it('saves an address at checkout and offers it next time; the confirmation with the total is in the outbox', async () => {
  const [product] = await inStockProduct();
  const shopper = await newShopper('Olive Outbox');
  const { page, problems, context } = await openPage(browser);
  const main = page.getByRole('main');
  await signIn(page, shopper);

  await addToCartAndCheckOut(page, product);
  for (const [label, value] of [
    ['Full Name', 'Olive Outbox'],
    ['Address', '7 Letterbox Lane'],
    ['City', 'Springfield'],
    ['Postal Code', '12345'],
    ['Country', 'USA'],
  ]) {
    await main.getByLabel(label, { exact: true }).fill(value);
  }
  await main.getByRole('checkbox', { name: 'Save this address to my address book' }).check();
  await main.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/payment$/);
  await main.getByLabel('Stripe').check();
  await main.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/placeorder$/);
  await main.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/order\/[0-9a-f]{24}$/);
  const orderId = page.url().split('/').pop();
  const order = await (await api(`/api/orders/${orderId}`, { token: shopper.token })).json();
  await main.getByText(money(order.totalPrice)).first().waitFor();

  // The worker sends within a poll (2 s): the shopper's own mail is listed at /__outbox.
  const subject = `Your ShopHub order #${orderId.slice(-8).toUpperCase()} is confirmed`;
  for (let tries = 0; ; tries++) {
    await page.goto(`${shop.baseUrl}/__outbox`);
    const link = page.getByRole('link', { name: subject });
    if ((await link.count()) > 0 && (await page.getByText(/^sent /).count()) > 0) break;
    assert.ok(tries < 20, 'the confirmation reaches the outbox');
    await page.waitForTimeout(500);
  }
  await page.getByRole('link', { name: subject }).click();
  await page.getByRole('heading', { name: subject }).waitFor();
  const text = await page.locator('pre').textContent();
  assert.match(text, new RegExp(`Total\\s+\\${money(order.totalPrice)}`), 'the plain text carries the total');
  assert.ok(text.includes('7 Letterbox Lane') && text.includes(`/order/${orderId}`));
  const html = await page.frameLocator('iframe').getByText('View your order').getAttribute('href');
  assert.ok(html.endsWith(`/order/${orderId}`), 'the HTML links to the order');

  // Sign out and in again: the browser's chosen address is gone (spec), the book offers the saved one.
  await page.goto(`${shop.baseUrl}/`);
  await page.getByRole('button', { name: shopper.name }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(`${shop.baseUrl}/`);
  await signIn(page, shopper);
  assert.equal(await page.evaluate(() => localStorage.getItem('shippingAddress')), null);
  await addToCartAndCheckOut(page, product);
  const saved = main.getByRole('radio', { name: /Olive Outbox/ });
  await saved.waitFor();
  assert.equal(await saved.isChecked(), true, 'the saved (default) address is chosen');
  assert.equal(await main.getByLabel('City').count(), 0, 'no form to type again');
  await main.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/payment$/);
  assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('shippingAddress'))), {
    fullName: 'Olive Outbox',
    address: '7 Letterbox Lane',
    city: 'Springfield',
    postalCode: '12345',
    country: 'USA',
  });
  assert.deepEqual(problems, []);
  await context.close();
});

it('cancelling an order puts its stock back on the product page, and Buy again fills the cart', async () => {
  const [, product] = await inStockProduct();
  const shopper = await newShopper('Casey Cancel');
  // Every unit in one order, so the product page shows the stock leave and come back.
  const placed = await api('/api/orders', {
    token: shopper.token,
    body: {
      orderItems: [{ product: product._id, qty: product.countInStock }],
      shippingAddress: { fullName: 'Casey Cancel', address: '1 Main St', city: 'Springfield', postalCode: '1', country: 'USA' },
      paymentMethod: 'PayPal',
    },
  });
  assert.equal(placed.status, 201);
  const order = await placed.json();

  const { page, problems, context } = await openPage(browser);
  const main = page.getByRole('main');
  await signIn(page, shopper);
  await page.goto(`${shop.baseUrl}/product/${product._id}`);
  await main.getByText('Out of Stock').waitFor();

  await page.goto(`${shop.baseUrl}/order/${order._id}`);
  await main.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order #${order._id.slice(-8).toUpperCase()}?` });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await main.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await main.getByText(/^Cancelled on /).waitFor();
  await main.getByText('Will not be delivered: the order was cancelled.').waitFor();

  await page.goto(`${shop.baseUrl}/product/${product._id}`);
  await main.getByText('In Stock').waitFor();
  await main.getByRole('button', { name: 'Add to Cart' }).waitFor();

  await page.goto(`${shop.baseUrl}/myorders`);
  await main.getByText(/^Cancelled /).waitFor();

  await page.goto(`${shop.baseUrl}/order/${order._id}`);
  await main.getByRole('button', { name: 'Buy again' }).click();
  await page.waitForURL(/\/cart$/);
  await main.getByRole('link', { name: product.name }).first().waitFor();
  await page.getByRole('link', { name: `Cart, ${product.countInStock} items` }).waitFor();
  assert.deepEqual(problems, []);
  await context.close();
});
