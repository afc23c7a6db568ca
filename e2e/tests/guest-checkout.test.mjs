import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, launchBrowser, openPage } from '../support/browser.mjs';
import { startShop } from '../support/shop-server.mjs';

let shop;
let browser;
/** @type {typeof import('shared-ui/pricing')} */
let pricing;

before(async () => {
  shop = await startShop({ port: 3 });
  // Not a static import: shared-ui/pricing is compiled by the API's build, which startShop runs on a
  // fresh checkout; a top-level import would fail before that build with ERR_MODULE_NOT_FOUND.
  pricing = await import('shared-ui/pricing');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

const PHONE = { width: 390, height: 844 };
const money = (amount) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Page width beyond the viewport: a horizontal page scroll. */
const horizontalOverflow = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The remote renders after it loads, and its <title> with it. */
const titled = (page, title) => page.waitForFunction((expected) => document.title === expected, title, { timeout: 15_000 });

async function assertAccessible(page, where) {
  assert.deepEqual(await axeViolations(page), [], `axe-core on ${where}`);
}

/** In-stock products, skipping the first `skip`, so each journey buys its own. */
async function productsInStock(count, skip = 0) {
  const { products } = await (
    await fetch(`${shop.baseUrl}/api/products?availability=in_stock&sort=price_asc&minPrice=5&limit=${count + skip}`)
  ).json();
  const chosen = products.slice(skip).filter((product) => product.countInStock >= 2);
  assert.ok(chosen.length === count, `${count} products with stock to buy`);
  return chosen;
}

async function addToCartAsGuest(page, product) {
  await page.goto(`${shop.baseUrl}/product/${product._id}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await page.waitForURL(/\/cart$/);
  await page.getByRole('main').getByRole('link', { name: product.name }).waitFor();
}

/** Another shopper, elsewhere, buys every unit left of the product. */
async function sellOutInAnotherSession(product) {
  const register = await fetch(`${shop.baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.baseUrl },
    body: JSON.stringify({ name: 'Other Shopper', email: `other-${Date.now()}@example.com`, password: 'other-secret-1' }),
  });
  assert.equal(register.status, 201);
  const { token } = await register.json();
  const { countInStock } = await (await fetch(`${shop.baseUrl}/api/products/${product._id}`)).json();
  const order = await fetch(`${shop.baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, origin: shop.baseUrl },
    body: JSON.stringify({
      orderItems: [{ product: product._id, name: product.name, image: product.image, qty: countInStock, price: product.price }],
      shippingAddress: {
        fullName: 'Other Shopper',
        address: '2 Side St',
        city: 'Shelbyville',
        postalCode: '54321',
        country: 'USA',
      },
      paymentMethod: 'CashOnDelivery',
    }),
  });
  assert.equal(order.status, 201, `the other shopper's order: ${await order.clone().text()}`);
  const after = await (await fetch(`${shop.baseUrl}/api/products?ids=${product._id}`)).json();
  assert.equal(after.products[0].countInStock, 0, 'sold out');
}

describe('a new shopper checks out', () => {
  it('adds two products as a guest, registers on the way to checkout, keeps both lines and pays cash on delivery', async () => {
    const [first, second] = await productsInStock(2);
    const { page, problems, context } = await openPage(browser);
    const main = page.getByRole('main');

    await addToCartAsGuest(page, first);
    // A third product saved for later, so the wishlist is checked with an item on it.
    const [saved] = await productsInStock(1, 10);
    await page.goto(`${shop.baseUrl}/product/${saved._id}`);
    await main.getByRole('button', { name: `Add ${saved.name} to wishlist` }).click();
    // The filled heart, before the next address is typed: a tap made on the server's markup lands
    // once the page's scripts have it, and a new page load before then would end it.
    await main.getByRole('button', { name: `Remove ${saved.name} from wishlist`, pressed: true }).waitFor();
    await addToCartAsGuest(page, second);
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    await titled(page, 'Shopping Cart | ShopHub');
    await main.getByText('Shipping and tax are settled at checkout', { exact: false }).waitFor();
    await assertAccessible(page, 'the cart');

    await page.goto(`${shop.baseUrl}/wishlist`);
    await titled(page, 'Wishlist | ShopHub');
    await main.getByRole('heading', { name: 'My Wishlist (1)' }).waitFor();
    await main.getByRole('link', { name: saved.name }).waitFor();
    await assertAccessible(page, 'the wishlist');
    await page.goto(`${shop.baseUrl}/cart`);

    await main.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/login\?redirect=/);
    await main.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL(/\/register\?redirect=/);
    await main.getByLabel('Full Name').fill('Nina New');
    await main.getByLabel('Email Address').fill(`nina-${Date.now()}@example.com`);
    await main.getByLabel('Password', { exact: true }).fill('nina-secret-1');
    await main.getByLabel('Confirm Password', { exact: true }).fill('nina-secret-1');
    await main.getByRole('button', { name: 'Register' }).click();

    // The guest's cart came along: both lines, under the new account.
    await page.waitForURL(/\/shipping$/);
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    await titled(page, 'Checkout — Shipping | ShopHub');
    await page
      .getByRole('navigation', { name: 'Checkout steps' })
      .locator('[aria-current="step"]', { hasText: 'Shipping' })
      .waitFor();
    await assertAccessible(page, 'the shipping step');
    for (const [label, value] of [
      ['Full Name', 'Nina New'],
      ['Address', '5 Harbour Road'],
      ['City', 'Portsmouth'],
      ['Postal Code', 'PO1 2AB'],
      ['Country', 'United Kingdom'],
    ]) {
      await main.getByLabel(label, { exact: true }).fill(value);
    }
    await main.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/payment$/);
    await titled(page, 'Checkout — Payment | ShopHub');
    await main.getByRole('radio', { name: 'PayPal' }).waitFor();
    await assertAccessible(page, 'the payment step');
    await main.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await main.getByRole('button', { name: 'Continue' }).click();

    await page.waitForURL(/\/placeorder$/);
    await titled(page, 'Checkout — Place Order | ShopHub');
    const placeOrder = main.getByRole('button', { name: 'Place Order' });
    // Enabled once the live stock and price re-check has answered.
    await main.locator('button:enabled', { hasText: 'Place Order' }).waitFor();
    await main.getByText('Cash on Delivery').waitFor();
    await main.getByRole('link', { name: first.name }).waitFor();
    await main.getByRole('link', { name: second.name }).waitFor();
    await assertAccessible(page, 'the place-order step');
    await placeOrder.click();

    await page.waitForURL(/\/order\/[0-9a-f]{24}$/);
    const orderId = page.url().split('/').pop();
    await titled(page, `Order #${orderId.slice(-8).toUpperCase()} | ShopHub`);
    const { priceOrder, toCents, toDollars } = pricing;
    const expected = priceOrder([first, second].map((product) => ({ priceCents: toCents(product.price), qty: 1 })));
    const summary = main.getByRole('region', { name: 'Order Summary' });
    /** @type {Array<[string, number]>} */
    const figures = [
      ['Items', expected.itemsCents],
      ['Shipping', expected.shippingCents],
      [`Tax (${pricing.TAX_PERCENT}%)`, expected.taxCents],
      ['Order Total', expected.totalCents],
    ];
    const exactly = (text) => new RegExp(`^${text.replace(/[()%]/g, '\\$&')}$`);
    for (const [term, cents] of figures) {
      const figure = summary.locator('dt', { hasText: exactly(term) }).locator('xpath=following-sibling::dd[1]');
      assert.equal(await figure.textContent(), money(toDollars(cents)), term);
    }
    await main.getByText('Cash on Delivery').waitFor();
    assert.equal(await main.getByText('CashOnDelivery').count(), 0, 'no raw payment method value');
    assert.equal(await main.getByRole('button', { name: /^Pay with/ }).count(), 0, 'cash is paid at the door');
    assert.equal(await page.getByTestId('cart-count').count(), 0, 'the cart is empty after ordering');
    await assertAccessible(page, 'the order page');

    await page.setViewportSize(PHONE);
    await page.reload();
    await main.getByRole('region', { name: 'Order Items' }).getByRole('link', { name: first.name }).waitFor();
    assert.ok((await horizontalOverflow(page)) <= 0, 'the order page at 390 px does not scroll sideways');
    const nameBox = await main.getByRole('region', { name: 'Order Items' }).getByRole('link', { name: first.name }).boundingBox();
    assert.ok(nameBox && nameBox.width > 150, `item names keep the row's width at 390 px (${nameBox?.width} px)`);
    await assertAccessible(page, 'the order page at 390 px');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.goto(`${shop.baseUrl}/myorders`);
    await main.getByRole('link', { name: `Details for order #${orderId.slice(-8).toUpperCase()}` }).waitFor();

    assert.deepEqual(problems, []);
    await context.close();
  });

  it('flags a product sold out in another session in the cart and keeps checkout closed until it is removed', async () => {
    const [kept, soldOut] = await productsInStock(2, 4);
    const { page, problems, context } = await openPage(browser, { colorScheme: 'dark' });
    const main = page.getByRole('main');
    await addToCartAsGuest(page, kept);
    await addToCartAsGuest(page, soldOut);
    await main.getByRole('button', { name: 'Proceed to Checkout' }).waitFor();

    await sellOutInAnotherSession(soldOut);
    await page.reload();
    await main.getByText('Out of stock', { exact: true }).waitFor();
    const proceed = main.getByRole('button', { name: 'Proceed to Checkout' });
    assert.ok(await proceed.isDisabled(), 'Proceed to Checkout is blocked');
    assert.equal(
      await proceed.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent()),
      'Remove the items that are no longer available to continue.',
    );
    await assertAccessible(page, 'the cart with a sold-out line, dark theme');

    await main.getByRole('button', { name: `Remove ${soldOut.name}` }).click();
    assert.ok(await proceed.isEnabled(), 'checkout opens once the sold-out line is gone');
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    await page.goto(`${shop.baseUrl}/product/${kept._id}`);
    await main.getByRole('button', { name: `Add ${kept.name} to wishlist` }).click();
    await main.getByRole('button', { name: `Remove ${kept.name} from wishlist`, pressed: true }).waitFor();
    await page.goto(`${shop.baseUrl}/wishlist`);
    await main.getByRole('heading', { name: 'My Wishlist (1)' }).waitFor();
    await assertAccessible(page, 'the wishlist, dark theme');
    assert.deepEqual(problems, []);
    await context.close();
  });
});
