import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, launchBrowser, navigateInPage, openPage } from '../support/browser.mjs';
import { startShop } from '../support/shop-server.mjs';

let shop;
let browser;

before(async () => {
  shop = await startShop({ port: 14 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

const CUSTOMER = { email: 'customer@example.com', password: 'password123', name: 'Jane Customer' };

async function inStockProducts(limit = 12) {
  const response = await fetch(`${shop.baseUrl}/api/products?availability=in_stock&limit=${limit}`);
  return (await response.json()).products;
}

async function productDetail(id) {
  return (await fetch(`${shop.baseUrl}/api/products/${id}`)).json();
}

async function signIn(page) {
  const main = page.getByRole('main');
  await main.getByLabel('Email Address').fill(CUSTOMER.email);
  await main.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await main.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: CUSTOMER.name }).waitFor();
}

/** Collects window.alert texts and accepts them, as a shopper clicking OK would. */
function recordAlerts(page) {
  const alerts = [];
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  return alerts;
}

describe('product page', () => {
  it('a shopper opens a product from the listing, zooms the picture and closes it with Escape', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${shop.baseUrl}/`);
    const firstCard = page.getByRole('article').first();
    const nameLink = firstCard.getByRole('heading').getByRole('link');
    const name = (await nameLink.textContent()).trim();
    await nameLink.click();
    await page.waitForURL(/\/product\/[0-9a-f]{8,}$/);

    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name }).waitFor();
    await page.waitForFunction((expected) => document.title === expected, `${name} | ShopHub`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    // The page names its crumb from an effect, which can land a frame after the title's.
    await crumbs.locator('[aria-current="page"]', { hasText: name }).waitFor();
    assert.equal((await crumbs.locator('[aria-current="page"]').textContent()).trim(), name, 'the last crumb is the name');

    const structured = JSON.parse(await page.locator('script[type="application/ld+json"]').textContent());
    assert.equal(structured['@type'], 'Product');
    assert.equal(structured.name, name);
    assert.equal(structured.offers.priceCurrency, 'USD');

    const image = main.getByRole('button', { name: `View larger image of ${name}` });
    await image.click();
    const lightbox = page.getByRole('dialog', { name });
    await lightbox.getByRole('img', { name }).waitFor();
    assert.equal(await page.evaluate(() => document.body.style.overflow), 'hidden', 'page scroll is locked');

    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => document.body.style.overflow), '');
    assert.ok(await image.evaluate((element) => element === document.activeElement), 'focus is back on the image');

    const recentlyViewed = await page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]'));
    assert.equal(recentlyViewed[0], page.url().split('/').pop(), 'the product heads recently viewed');
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('Buy Now as a guest lands on login with the redirect, then on shipping after sign-in with the item in the cart', async () => {
    const [product] = await inStockProducts(1);
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${shop.baseUrl}/product/${product._id}`);
    await page.getByRole('main').getByRole('button', { name: 'Buy Now' }).click();

    await page.waitForURL(`${shop.baseUrl}/login?redirect=/shipping`);
    await signIn(page);
    await page.waitForURL(`${shop.baseUrl}/shipping`);
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    const cart = await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('userInfo') ?? '{}');
      return JSON.parse(localStorage.getItem(`cartItems_${user._id}`) ?? '[]');
    });
    assert.deepEqual(
      cart.map((line) => [line._id, line.qty]),
      [[product._id, 1]],
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('a signed-in shopper writes a review and sees the list, count, average and breakdown update; a second one is refused', async () => {
    // A product this customer has not reviewed yet, with some reviews by others.
    let product;
    for (const candidate of await inStockProducts(24)) {
      const detail = await productDetail(candidate._id);
      if (detail.reviews.length > 0 && !detail.reviews.some((review) => review.name === CUSTOMER.name)) {
        product = detail;
        break;
      }
    }
    assert.ok(product, 'a product the customer has not reviewed');
    const fiveStars = product.reviews.filter((review) => review.rating === 5).length;
    const count = product.reviews.length;

    const { page, problems, context } = await openPage(browser);
    const alerts = recordAlerts(page);
    await page.goto(`${shop.baseUrl}/login?redirect=/product/${product._id}`);
    await signIn(page);
    await page.waitForURL(`${shop.baseUrl}/product/${product._id}`);

    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await reviews.getByText(`${count} ${count === 1 ? 'review' : 'reviews'}`, { exact: true }).waitFor();
    const comment = `Bright, sturdy and exactly as described (${Date.now()})`;
    await reviews.getByRole('combobox', { name: 'Rating' }).selectOption({ label: '5 - Excellent' });
    await reviews.getByRole('textbox', { name: 'Comment' }).fill(comment);
    await reviews.getByRole('button', { name: 'Submit Review' }).click();

    await reviews.getByRole('list', { name: 'Reviews' }).getByText(comment).waitFor();
    assert.deepEqual(alerts, ['Review submitted successfully. It might take a moment to appear.']);
    const after = await productDetail(product._id);
    assert.equal(after.numReviews, count + 1);
    await reviews.getByText(`${count + 1} reviews`, { exact: true }).waitFor();
    await reviews.getByText(`${after.rating.toFixed(1)} out of 5`).waitFor();
    const newShare = Math.round(((fiveStars + 1) / (count + 1)) * 100);
    await reviews
      .getByRole('list', { name: 'Rating breakdown' })
      .getByText(`5 stars: ${fiveStars + 1} ${fiveStars + 1 === 1 ? 'review' : 'reviews'}, ${newShare}%`)
      .waitFor();

    await reviews.getByRole('combobox', { name: 'Rating' }).selectOption({ label: '2 - Fair' });
    await reviews.getByRole('textbox', { name: 'Comment' }).fill('Changed my mind');
    await reviews.getByRole('button', { name: 'Submit Review' }).click();
    await reviews.getByRole('alert').getByText('Product already reviewed').waitFor();
    assert.equal(alerts.at(-1), 'Product already reviewed');
    assert.equal((await productDetail(product._id)).numReviews, count + 1, 'the second review was not stored');
    // The refusal's 400 is logged by the browser itself; nothing else may be.
    assert.deepEqual(
      problems.filter((problem) => !problem.includes('the server responded with a status of 400')),
      [],
    );
    await context.close();
  });

  for (const colorScheme of ['light', 'dark']) {
    it(`has no axe-core violations in the ${colorScheme} theme, lightbox open or closed`, async () => {
      const product = (await inStockProducts(1))[0];
      const { page, problems, context } = await openPage(browser, { colorScheme });
      await page.goto(`${shop.baseUrl}/product/${product._id}`);
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1 }).waitFor();
      await main.getByRole('list', { name: 'Rating breakdown' }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-theme')), colorScheme);
      assert.deepEqual(await axeViolations(page), []);

      await main.getByRole('button', { name: /^View larger image of / }).click();
      await page.getByRole('dialog').getByRole('img').waitFor();
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  for (const width of [390, 1280]) {
    it(`fits a ${width} px screen without sideways scrolling, and the skeleton gives way to the product without layout shift`, async () => {
      const product = (await inStockProducts(1))[0];
      const { page, problems, context } = await openPage(browser, { viewport: { width, height: 900 } });
      await page.addInitScript(() => {
        const shifts = { total: 0 };
        Object.assign(window, { layoutShift: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = /** @type {PerformanceEntry & { value: number, hadRecentInput: boolean }} */ (entry);
            if (!shift.hadRecentInput) shifts.total += shift.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const layoutShift = () =>
        page.evaluate(
          () => /** @type {{ layoutShift: { total: number } }} */ (/** @type {unknown} */ (window)).layoutShift.total,
        );
      // Hold the product's answer until the skeleton is on screen, so the swap is measured on its own.
      /** @type {(value?: unknown) => void} */
      let answer = () => {};
      const answered = new Promise((resolve) => (answer = resolve));
      await page.route(`**/api/products/${product._id}`, async (route) => {
        await answered;
        await route.continue();
      });

      // Reached inside the page, the product is read by the browser: the held answer keeps the skeleton on screen.
      await page.goto(`${shop.baseUrl}/about`);
      await page.getByRole('heading', { name: 'About Us', level: 1 }).waitFor();
      await navigateInPage(page, `/product/${product._id}`);
      await page.getByRole('status').filter({ hasText: 'Loading product' }).waitFor();
      await page.waitForTimeout(300);
      const beforeSwap = await layoutShift();
      answer();
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const swapShift = (await layoutShift()) - beforeSwap;
      assert.ok(swapShift < 0.01, `the skeleton's swap for the product shifts the layout by ${swapShift.toFixed(3)}`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.equal(overflow, 0, 'no horizontal scroll');
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
