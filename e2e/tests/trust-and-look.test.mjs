import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, launchBrowser, openPage } from '../support/browser.mjs';
import { startShop } from '../support/shop-server.mjs';

let shop;
let browser;

before(async () => {
  shop = await startShop({ port: 17 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

const CUSTOMER = { email: 'customer@example.com', password: 'password123', name: 'Jane Customer' };

async function products(query) {
  return (await (await fetch(`${shop.baseUrl}/api/products?${query}`)).json()).products;
}

async function signIn(page) {
  const main = page.getByRole('main');
  await main.getByLabel('Email Address').fill(CUSTOMER.email);
  await main.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: CUSTOMER.name }).waitFor();
}

describe('a shop people trust', () => {
  it('tells the same price story on the card and on the product page', async () => {
    const discounted = (await products('limit=100')).find((product) => product.originalPrice > product.price);
    assert.ok(discounted, 'the seeded catalogue has a product below its original price');
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${shop.baseUrl}/?keyword=${encodeURIComponent(discounted.name)}`);
    const card = page.getByRole('article', { name: discounted.name }).first();
    const badge = (await card.getByText(/^-\d+%$/).textContent()).trim();
    const cardWas = (await card.locator('s').textContent()).replace(/^was\s*/, '').trim();

    await card.getByRole('heading').getByRole('link').click();
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: discounted.name }).waitFor();
    assert.equal(await main.getByLabel(/^Was /).getAttribute('aria-label'), `Was ${cardWas}`);
    await main.getByText(`${badge.slice(1)} OFF`).waitFor();
    assert.equal(await main.getByText('20% OFF').count(), discounted.discount === 20 ? 1 : 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('shows the product in a gallery of three views, each one zoomable', async () => {
    const [product] = await products('limit=1');
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${shop.baseUrl}/product/${product._id}`);
    const gallery = page.getByRole('group', { name: 'Product pictures' });
    await gallery.waitFor();
    assert.equal(await gallery.getByRole('button').count(), 3);
    await gallery.getByRole('button', { name: 'Show side view' }).click();
    const large = page.getByRole('img', { name: `${product.name}, side view` });
    assert.match(await large.getAttribute('src'), /-side\.svg$/);
    assert.ok(await large.evaluate((image) => image.complete && image.naturalWidth > 0), 'the side view loaded');
    await page.getByRole('button', { name: `View larger image of ${product.name}` }).click();
    await page
      .getByRole('dialog', { name: product.name })
      .getByRole('img', { name: `${product.name}, side view` })
      .waitFor();
    await page.keyboard.press('Escape');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('links the shop sections from the desktop header and has a search field in the phone header', async () => {
    const desktop = await openPage(browser);
    await desktop.page.goto(`${shop.baseUrl}/`);
    const sections = desktop.page.getByRole('navigation', { name: 'Shop sections' });
    for (const name of ['Categories', 'Deals', 'New Arrivals', 'Support']) await sections.getByRole('link', { name }).waitFor();
    await sections.getByRole('link', { name: 'Deals' }).click();
    await desktop.page.waitForURL(/\/deals$/);
    await desktop.context.close();

    const phone = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await phone.page.goto(`${shop.baseUrl}/`);
    const search = phone.page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    assert.ok(await search.isVisible(), 'the phone header shows the search field');
    assert.equal(await phone.page.getByRole('navigation', { name: 'Shop sections' }).isVisible(), false);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.equal(overflow, 0, 'no horizontal scroll on a phone');
    await phone.context.close();
  });

  it("paints the pictures' studio backdrop from the theme, and gives a phone's lone result the row", async () => {
    let product;
    for (const candidate of await products('limit=20')) {
      const found = await (await fetch(`${shop.baseUrl}/api/products?keyword=${encodeURIComponent(candidate.name)}`)).json();
      if (found.total === 1) {
        product = candidate;
        break;
      }
    }
    assert.ok(product, 'a product its own name finds alone');
    for (const [colorScheme, backdrop] of [
      ['light', 'rgb(241, 245, 249)'],
      ['dark', 'rgb(32, 32, 36)'],
    ]) {
      const { page, problems, context } = await openPage(browser, { colorScheme, viewport: { width: 390, height: 844 } });
      await page.goto(`${shop.baseUrl}/search?keyword=${encodeURIComponent(product.name)}`);
      const card = page.getByRole('article', { name: product.name });
      const picture = card.getByRole('img', { name: product.name });
      await picture.waitFor();
      assert.equal(await picture.evaluate((image) => getComputedStyle(image).backgroundColor), backdrop, colorScheme);
      const widths = await card.evaluate((article) => [article.getBoundingClientRect().width, article.parentElement.clientWidth]);
      assert.equal(widths[0], widths[1], 'the lone card spans the row');
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  it('answers an unknown address with 404 and the not-found page', async () => {
    const answer = await fetch(`${shop.baseUrl}/no-such-page`, { headers: { accept: 'text/html' } });
    assert.equal(answer.status, 404);
    const known = await fetch(`${shop.baseUrl}/deals`, { headers: { accept: 'text/html' } });
    assert.equal(known.status, 200);
    const { page, context } = await openPage(browser);
    const response = await page.goto(`${shop.baseUrl}/no-such-page`);
    assert.equal(response.status(), 404);
    await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
    await context.close();
  });

  it('answers an unknown category or product with 404 and the page that says so', async () => {
    const { page, problems, context } = await openPage(browser);
    const category = await page.goto(`${shop.baseUrl}/category/nonsense`);
    assert.equal(category.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Category not found' }).waitFor();
    await page.getByRole('navigation', { name: 'Shop categories' }).getByRole('link', { name: 'Books' }).click();
    await page.waitForURL(/\/category\/books$/);
    assert.equal((await fetch(page.url(), { headers: { accept: 'text/html' } })).status, 200);

    const product = await page.goto(`${shop.baseUrl}/product/000000000000000000000000`);
    assert.equal(product.status(), 404);
    await page
      .getByRole('main')
      .getByText(/product not found/i)
      .first()
      .waitFor();
    const [known] = await products('limit=1');
    assert.equal((await fetch(`${shop.baseUrl}/product/${known._id}`, { headers: { accept: 'text/html' } })).status, 200);
    // The pages' own 404s and the product page's 404 answer, reported on the console; nothing else.
    assert.deepEqual(
      problems.filter((problem) => !/^console.error: Failed to load resource: .* status of 404 \(Not Found\)$/.test(problem)),
      [],
    );
    await context.close();
  });

  it('notices a session ended elsewhere: signs out, keeps the cart and asks to sign in again', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`${shop.baseUrl}/login`);
    await page.waitForLoadState('networkidle');
    await signIn(page);
    const [product] = await products('availability=in_stock&limit=1');
    await page.goto(`${shop.baseUrl}/product/${product._id}`);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    // Another device signs out, which ends every session of the account.
    const login = await fetch(`${shop.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: CUSTOMER.email, password: CUSTOMER.password }),
    });
    const { token } = await login.json();
    const logout = await fetch(`${shop.baseUrl}/api/users/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, origin: shop.baseUrl },
    });
    assert.equal(logout.status, 200);

    await page.getByRole('button', { name: CUSTOMER.name }).click();
    await page.getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fmyorders$/);
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    assert.equal(await page.getByRole('button', { name: CUSTOMER.name }).count(), 0, 'no stale signed-in header');
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    assert.deepEqual(await axeViolations(page), []);

    await signIn(page);
    await page.waitForURL(/\/myorders$/);
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await context.close();
  });
});
