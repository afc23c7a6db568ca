import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations, launchBrowser, openPage } from '../support/browser.mjs';
import { startShop } from '../support/shop-server.mjs';

let shop;
let browser;

before(async () => {
  shop = await startShop({ port: 13 });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await shop?.stop();
});

/** What the API answers for a listing query (the page's own request adds limit=12). */
async function apiListing(query) {
  const response = await fetch(`${shop.baseUrl}/api/products?${new URLSearchParams({ limit: '12', ...query })}`);
  assert.equal(response.status, 200);
  return response.json();
}

/** The names of the listing's cards, in order (the recommendations sit in their own region). */
async function listedNames(page) {
  const results = page.getByRole('region', { name: 'Products' });
  await results.getByRole('article').first().waitFor();
  return results.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
}

async function expectListingMatches(page, query) {
  const expected = await apiListing(query);
  assert.ok(expected.products.length > 0, `the API has products for ${JSON.stringify(query)}`);
  const first = (expected.page - 1) * 12 + 1;
  await page.getByText(`Showing ${first} - ${first + expected.products.length - 1} of ${expected.total} products`).waitFor();
  assert.deepEqual(
    await listedNames(page),
    expected.products.map((product) => product.name),
  );
}

const search = (page) => Object.fromEntries(new URL(page.url()).searchParams);

describe('the catalogue listing', () => {
  it('category, sort and price from the controls give URLs and results that agree with the API', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(shop.baseUrl);
    await page.getByText(/Showing 1 - 12 of \d+ products/).waitFor();

    await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Electronics' }).click();
    await page.waitForURL(/\?category=electronics$/);
    await expectListingMatches(page, { category: 'electronics' });

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: Low to High' });
    await page.waitForURL(/sort=price_asc/);
    await expectListingMatches(page, { category: 'electronics', sort: 'price_asc' });

    const priceForm = page.getByRole('form', { name: 'Price range' });
    await priceForm.getByLabel('Min price').fill('50');
    await priceForm.getByLabel('Max price').fill('500');
    await priceForm.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/maxPrice=500/);
    assert.deepEqual(search(page), { category: 'electronics', sort: 'price_asc', minPrice: '50', maxPrice: '500' });
    await expectListingMatches(page, { category: 'electronics', sort: 'price_asc', minPrice: '50', maxPrice: '500' });

    // Back restores the previous listing.
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('minPrice'));
    await expectListingMatches(page, { category: 'electronics', sort: 'price_asc' });

    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.waitForURL(`${shop.baseUrl}/`);
    await page.getByRole('region', { name: 'Featured offers' }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('advanced filters with a brand and a rating narrow the results to exactly what the API returns', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(shop.baseUrl);
    await page.getByText(/Showing 1 - 12 of \d+ products/).waitFor();
    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advanced Filters' });
    await dialog.getByRole('checkbox', { name: 'Sony' }).check();
    await dialog.getByRole('checkbox', { name: 'Samsung' }).check();
    await dialog.getByRole('radio', { name: '4 & Up' }).check();
    await dialog.getByRole('button', { name: 'Apply Filters' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Brands and rating stay out of the URL (spec §2) but narrow the results.
    assert.equal(new URL(page.url()).search, '');
    await expectListingMatches(page, { brands: 'sony,samsung', rating: '4' });
    const { total } = await apiListing({});
    const { total: narrowed } = await apiListing({ brands: 'sony,samsung', rating: '4' });
    assert.ok(narrowed < total, 'the filters narrow the catalogue');
    await page
      .getByRole('list', { name: 'Active filters:' })
      .getByText('Brands: Samsung, Sony')
      .or(page.getByText('Brands: Sony, Samsung'))
      .waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('goes to page 3 with its button', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${shop.baseUrl}/?sort=newest`);
    await page.getByText(/Showing 1 - 12 of \d+ products/).waitFor();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 3' }).click();
    await page.waitForURL(/page=3/);
    await expectListingMatches(page, { sort: 'newest', page: '3' });
    assert.equal(await page.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current'), 'page');
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('lists a category at /category/{name} and keeps ?keyword= on /search', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${shop.baseUrl}/category/books`);
    await page.getByRole('heading', { level: 1, name: 'Books' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/category/books');
    await expectListingMatches(page, { category: 'books' });

    await page.goto(`${shop.baseUrl}/search?keyword=laptop`);
    await page.getByRole('heading', { level: 1, name: 'Search results for "laptop"' }).waitFor();
    assert.equal(new URL(page.url()).search, '?keyword=laptop');
    await expectListingMatches(page, { keyword: 'laptop' });
    assert.deepEqual(problems, []);
    await context.close();
  });

  it('opens quick view from the keyboard, traps focus, and gives focus back on Escape', async () => {
    const { page, problems, context } = await openPage(browser);
    await page.goto(`${shop.baseUrl}/?category=home`);
    const opener = page
      .getByRole('region', { name: 'Products' })
      .getByRole('button', { name: /^Quick view: / })
      .first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.equal(await page.evaluate(() => document.body.style.overflow), 'hidden');
    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      assert.ok(await dialog.evaluate((node) => node.contains(document.activeElement)), 'focus stays in the dialog');
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.ok(await opener.evaluate((node) => node === document.activeElement), 'focus is back on the card');
    assert.equal(await page.evaluate(() => document.body.style.overflow), '');
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const colorScheme of ['light', 'dark']) {
    it(`has no serious or critical axe violation on /, /classic and a filtered listing (${colorScheme})`, async () => {
      const { page, problems, context } = await openPage(browser);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      for (const path of ['/', '/classic', '/?category=electronics&sort=price_desc&maxPrice=900']) {
        await page.goto(`${shop.baseUrl}${path}`);
        await page.getByText(/Showing 1 - \d+ of \d+ products/).waitFor();
        if (path === '/') await page.getByRole('region', { name: 'You might also like' }).getByRole('article').first().waitFor();
        const violations = (await axeViolations(page)).filter((violation) => ['serious', 'critical'].includes(violation.impact));
        assert.deepEqual(violations, [], `${path} in ${colorScheme}`);
      }
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
});
