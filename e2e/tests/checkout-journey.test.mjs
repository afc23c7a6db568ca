import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openPage } from '../support/browser.mjs';
import { startShop } from '../support/shop-server.mjs';

let shop;
let browser;

before(async () => {
  shop = await startShop({ port: 1 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

const money = (amount) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

it('a customer signs in, buys two units, pays, and finds the order in My Orders', async () => {
  const { products } = await (
    await fetch(`${shop.baseUrl}/api/products?availability=in_stock&minPrice=20&maxPrice=40&limit=1`)
  ).json();
  const product = products[0];
  assert.ok(product && product.countInStock >= 2, 'a product with stock to buy');

  const { page, problems, context } = await openPage(browser);
  await page.goto(`${shop.baseUrl}/login`);
  const main = page.getByRole('main');
  await main.getByLabel('Email Address').fill('customer@example.com');
  await main.getByLabel('Password', { exact: true }).fill('password123');
  await main.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Jane Customer' }).waitFor();

  await page.goto(`${shop.baseUrl}/product/${product._id}`);
  await main.getByRole('button', { name: 'Increase quantity' }).click();
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForURL(/\/cart$/);
  await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
  await main.getByRole('button', { name: 'Proceed to Checkout' }).click();

  // Signed in already: the login page sends the customer straight on to shipping.
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
  await main.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/order\/[0-9a-f]{8,}$/);

  // The server's figures: items, $10 shipping under $100, 15% tax.
  const items = Math.round(product.price * 2 * 100) / 100;
  const shipping = items > 100 ? 0 : 10;
  const tax = Math.round(items * 15) / 100;
  await main
    .getByText(money(items + shipping + tax))
    .first()
    .waitFor();
  await main.getByText('Not Paid').waitFor();
  assert.equal(await page.getByTestId('cart-count').count(), 0, 'the cart is empty after ordering');

  await main.getByRole('button', { name: 'Pay with Stripe' }).click();
  await main.getByText(/Paid at/).waitFor();

  const orderId = page.url().split('/').pop();
  await page.goto(`${shop.baseUrl}/myorders`);
  await main
    .getByRole('link', { name: /Details/ })
    .first()
    .waitFor();
  assert.ok((await main.textContent()).includes(`#${orderId.slice(-8).toUpperCase()}`), 'the order is listed');

  const remaining = await (await fetch(`${shop.baseUrl}/api/products/${product._id}`)).json();
  assert.equal(remaining.countInStock, product.countInStock - 2, 'stock went down by two');

  // Sign Out from a signed-in page lands on / (not on /login) and ends the server session too.
  const loggedOut = page.waitForResponse((response) => response.url().endsWith('/api/users/logout'));
  await page.getByRole('button', { name: 'Jane Customer' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  assert.equal((await loggedOut).status(), 200);
  await page.waitForURL(`${shop.baseUrl}/`);
  await page.getByRole('link', { name: 'Sign In' }).waitFor();
  // page.request shares the browser context's cookies.
  const profileStatus = (await page.request.get(`${shop.baseUrl}/api/users/profile`)).status();
  assert.equal(profileStatus, 401, 'the session cookie no longer signs the browser in');
  assert.deepEqual(problems, []);
  await context.close();
});
