import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { products } from '../../../src/db/schema/index.js';
import type { ListQuery } from '../../../src/services/listing-query.js';
import { listProducts } from '../../../src/services/products/list-products.js';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.js';

type Row = typeof products.$inferSelect;
type Listing = Awaited<ReturnType<typeof listProducts>>;

/** The featured keyword rank the README promises: whole name, name prefix, in the name, brand, category, elsewhere. */
function keywordRank(row: Row, keyword: string): number {
  const name = row.name.toLowerCase();
  const at = name.indexOf(keyword);
  if (at === 0) return name === keyword ? 0 : 1;
  if (at > 0) return 2;
  if (row.brand.toLowerCase() === keyword) return 3;
  if (row.category === keyword) return 4;
  return 5;
}

const byNumber = (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** in stock first, most reviewed, best rated, then id */
const featured = (a: Row, b: Row) =>
  byNumber(Number(b.countInStock > 0), Number(a.countInStock > 0)) ||
  byNumber(b.numReviews, a.numReviews) ||
  byNumber(b.rating, a.rating) ||
  byText(a.id, b.id);

describe('listProducts', () => {
  let t: TestApp;
  let catalogue: Row[];

  /** Every product of a query, page after page, and the totals each page answered. */
  const everyPage = async (query: ListQuery, exactCountAhead?: number) => {
    const pages: Listing[] = [];
    for (let page = 1; page <= 50; page++) {
      const listing = await listProducts(t.app.db, { ...query, page }, { exactCountAhead });
      pages.push(listing);
      if (listing.products.length < (query.limit ?? 12)) break;
    }
    return { ids: pages.flatMap((p) => p.products.map((product) => product._id)), pages };
  };

  before(async () => {
    t = await buildTestApp({ seed: 120, productCacheTtlMs: 0 });
    catalogue = await t.app.db.select().from(products);
  });
  after(() => t.close());

  it('orders keyword matches by relevance, then in stock, most reviewed and best rated, on every page', async () => {
    // A brand (a name prefix), a category, a word inside names, a description word, two words, one letter.
    for (const keyword of ['apple', 'books', 'pro', 'dependable', 'choice you', 'e']) {
      const words = keyword.split(' ');
      const expected = catalogue
        .filter((row) => words.every((word) => row.searchText.includes(word)))
        .sort((a, b) => byNumber(keywordRank(a, keyword), keywordRank(b, keyword)) || featured(a, b))
        .map((row) => row.id);
      assert.ok(expected.length > 0, keyword);
      const { ids, pages } = await everyPage({ keyword, limit: 7 });
      assert.deepEqual(ids, expected, keyword);
      for (const listing of pages) {
        assert.equal(listing.total, expected.length, keyword);
        assert.equal(listing.totalIsEstimate, false, keyword);
      }
    }
  });

  it('counts keyword matches up to the bound past the page, and exactly on a page past the last one', async () => {
    const everything = await listProducts(t.app.db, { keyword: 'dependable', limit: 5 });
    assert.ok(everything.total > 40);

    const bounded = await listProducts(t.app.db, { keyword: 'dependable', limit: 5, page: 2 }, { exactCountAhead: 20 });
    assert.equal(bounded.total, 5 + 20);
    assert.equal(bounded.totalIsEstimate, true);
    assert.equal(bounded.products.length, 5);

    const pastTheEnd = await listProducts(t.app.db, { keyword: 'dependable', limit: 5, page: 99 });
    assert.deepEqual(pastTheEnd.products, []);
    assert.equal(pastTheEnd.total, everything.total);
    assert.equal(pastTheEnd.totalIsEstimate, false);
  });

  it('sorts a category and price range in every order, the same whether its matches are sorted whole or walked in index order', async () => {
    const expectedOrders: Record<string, (a: Row, b: Row) => number> = {
      featured,
      price_asc: (a, b) => byNumber(a.priceCents, b.priceCents) || byText(a.id, b.id),
      price_desc: (a, b) => byNumber(b.priceCents, a.priceCents) || byText(b.id, a.id),
      newest: (a, b) => byNumber(b.createdAt.getTime(), a.createdAt.getTime()) || byText(b.id, a.id),
      rating: (a, b) => byNumber(b.rating, a.rating) || byNumber(b.numReviews, a.numReviews) || byText(a.id, b.id),
      popular: (a, b) => byNumber(b.numReviews, a.numReviews) || byNumber(b.rating, a.rating) || byText(a.id, b.id),
    };
    for (const category of ['electronics', 'books']) {
      const prices = catalogue.filter((row) => row.category === category).map((row) => row.priceCents / 100);
      const [minPrice, maxPrice] = [Math.min(...prices), Math.max(...prices) / 2];
      const query = { category, minPrice, maxPrice, limit: 4 };
      const inRange = catalogue.filter(
        (row) => row.category === category && row.priceCents >= minPrice * 100 && row.priceCents <= maxPrice * 100,
      );
      assert.ok(inRange.length > 4, category);
      for (const sort of [...Object.keys(expectedOrders), 'name_asc', 'name_desc']) {
        // Counted exactly (a few rows): fetched whole and sorted in memory.
        const whole = await everyPage({ ...query, sort });
        // Counted past the bound of 1: read in the order of the sort's index.
        const walked = await everyPage({ ...query, sort }, 1);
        assert.deepEqual(walked.ids, whole.ids, `${category} ${sort}`);
        const compare = expectedOrders[sort];
        if (compare)
          assert.deepEqual(
            whole.ids,
            [...inRange].sort(compare).map((row) => row.id),
            `${category} ${sort}`,
          );
        else assert.deepEqual([...whole.ids].sort(), inRange.map((row) => row.id).sort(), `${category} ${sort}`);
        assert.equal(whole.pages[0]!.total, inRange.length);
        assert.equal(walked.pages[0]!.totalIsEstimate, true);
      }
    }
  });
});
