import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, launchBrowser, openPage, recordLayoutShifts } from '../support/browser.mjs';
import { startShop } from '../support/shop-server.mjs';

let shop;
let browser;

before(async () => {
  shop = await startShop({ port: 9 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A phone page that sums its layout shifts from the start of the load (recordLayoutShifts). */
async function openPhone(colorScheme = 'light') {
  const opened = await openPage(browser, { ...PHONE, colorScheme });
  await opened.page.addInitScript(recordLayoutShifts);
  return opened;
}

async function firstCardBox(page) {
  const card = page.getByRole('region', { name: 'Products' }).getByRole('article').first();
  await card.waitFor();
  return card.boundingBox();
}

describe('the listing on a 390 x 844 phone', () => {
  for (const [what, path] of [
    ['the home page', '/'],
    ['a category', '/category/electronics'],
    ['a search', '/?keyword=wireless'],
  ]) {
    it(`shows the first product in the first screen on ${what}, with no sideways scroll or layout shift`, async () => {
      const { page, problems, context } = await openPhone();
      await page.goto(`${shop.baseUrl}${path}`);
      const box = /** @type {{ x: number, y: number, width: number, height: number }} */ (await firstCardBox(page));
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      // The card's top and a good part of its picture are on screen before any scrolling.
      assert.ok(box.y + 120 <= 844, `the first card starts at ${Math.round(box.y)} px`);
      assert.ok(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'nothing is wider than the screen',
      );
      await page.waitForTimeout(500);
      const shift = await page.evaluate(() => /** @type {Window & { layoutShift?: number }} */ (window).layoutShift ?? 1);
      assert.ok(shift < 0.05, `layout shift ${shift}`);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }

  it('opens the Filters sheet, applies a price preset and a brand, and closes it', async () => {
    const { page, problems, context } = await openPhone();
    await page.goto(shop.baseUrl);
    await firstCardBox(page);
    const bar = page.getByRole('region', { name: 'Filters' });
    assert.ok(await bar.getByRole('combobox', { name: 'Sort by' }).isVisible(), 'the sort sits beside the button');
    assert.equal(await page.getByRole('form', { name: 'Price range' }).count(), 0, 'no open filter panel');

    await bar.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.waitFor();
    // It rises from the bottom edge and comes to rest on it.
    await page.waitForFunction(() => {
      const box = /** @type {Element} */ (document.querySelector('[role="dialog"]')).getBoundingClientRect();
      return Math.abs(box.bottom - window.innerHeight) <= 1;
    });
    await sheet.getByRole('button', { name: 'Under $50' }).click();
    await sheet.getByRole('checkbox', { name: 'Sony' }).click();
    await sheet.getByRole('button', { name: 'Apply' }).click();

    await page.waitForURL(/\?maxPrice=50$/);
    await sheet.waitFor({ state: 'detached' });
    await bar.getByRole('button', { name: 'Filters (2)' }).waitFor();
    await page.getByRole('list', { name: 'Active filters:' }).getByText('Brands: Sony').waitFor();

    await bar.getByRole('button', { name: 'Filters (2)' }).click();
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark']) {
    it(`has no axe violations on the home page and in the open sheet (${colorScheme})`, async () => {
      const { page, context } = await openPhone(colorScheme);
      await page.goto(shop.baseUrl);
      await firstCardBox(page);
      assert.deepEqual(await axeViolations(page), []);
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('dialog', { name: 'Filters' }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await context.close();
    });
  }

  it('says an unknown category does not exist and links to the real ones', async () => {
    const { page, problems, context } = await openPhone();
    const response = await page.goto(`${shop.baseUrl}/category/nonsense`);
    assert.equal(response.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Category not found' }).waitFor();
    assert.equal(await page.getByRole('article').count(), 0);
    await page.getByRole('navigation', { name: 'Shop categories' }).getByRole('link', { name: 'Books' }).click();
    await page.waitForURL(/\/category\/books$/);
    await page.getByRole('heading', { level: 1, name: 'Books' }).waitFor();
    // The browser reports the page's own 404 on the console; nothing else may be there.
    assert.deepEqual(problems, ['console.error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await context.close();
  });
});
