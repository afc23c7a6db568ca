import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SORTS } from 'shared-ui/pricing';
import { eq, sql } from 'drizzle-orm';
import { products } from '../../../src/db/schema/index.js';
import { NO_FILTER, type ListQuery } from '../../../src/services/listing-query.js';
import { listProducts } from '../../../src/services/products/list-products.js';
import { compareCodePoints } from '../../../src/services/search-index/compare-code-points.js';
import { WALK_FROM_MATCHES } from '../../../src/services/search-index/order-page.js';
import { SearchIndex } from '../../../src/services/search-index/search-index.js';
import { bearer, buildTestApp, registerUser, SHIPPING, type TestApp } from '../../helpers/build-test-app.js';

type Listing = Awaited<ReturnType<typeof listProducts>>;
const silent = { info() {}, warn() {} };
const LIMIT = 5;

function listingUrl(query: ListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return `/api/products?${params}`;
}

describe('search index', () => {
  let t: TestApp;
  let catalogue: (typeof products.$inferSelect)[];

  /** The answer the shop gives (the search index once built), over HTTP. */
  const fromApi = async (query: ListQuery): Promise<Listing> => {
    const response = await t.app.inject({ method: 'GET', url: listingUrl(query) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };
  /** The database's answer to the same query (listProducts without an index: the SQL keyword path). */
  const fromDatabase = (query: ListQuery) => listProducts(t.app.db, query);
  const index = () => t.app.searchIndex!;

  before(async () => {
    t = await buildTestApp({ seed: 300, productCacheTtlMs: 0 });
    assert.equal(await index().ready, true);
    catalogue = await t.app.db.select().from(products);
  });
  after(() => t.close());

  // Ranking every match (few matches), and walking the sort's order (many: order-page.ts), give the same pages.
  for (const [walkFrom, how] of [
    [WALK_FROM_MATCHES, ''],
    [1, ", walking the sort's order"],
  ] as const) {
    it(`answers keyword listings with the same products, order and total as the database, in every sort and page${how}`, async () => {
      index().walkFrom = walkFrom;
      // A word in one product only (found in the catalogue, so the case is real whatever the seed holds).
      const unique = catalogue
        .flatMap((row) => row.name.toLowerCase().split(/\s+/))
        .find((word) => word.length > 3 && catalogue.filter((row) => row.searchText.includes(word)).length === 1);
      assert.ok(unique, 'the catalogue has a word that only one product holds');
      const keywords = [
        'apple', // a brand: name prefixes and brand matches rank apart in featured
        'phone', // inside "headphones", "iphone", "galaxy phone"
        'Wireless Headphones', // two words, and a whole product type
        'headphones wireless', // the same words in another order
        "levi's", // punctuation
        'noise-cancelling',
        'books', // a category
        'dependable choice', // description words: every product
        'e', // one letter
        '  Cotton   T-SHIRT  ', // spaces and case
        'electronics laptop gaming',
        unique,
        'zzzz-no-such-word',
        // LIKE, regex and SQL metacharacters are plain text on both paths
        '%',
        '_',
        '\\',
        '[a-z]+',
        "' or 1=1 --",
      ];
      const before = index().searches;
      let queries = 0;
      for (const keyword of keywords) {
        for (const sort of [...SORTS, '']) {
          for (const page of [1, 2, 3]) {
            const query = { keyword, sort, page, limit: LIMIT };
            const [api, database] = [await fromApi(query), await fromDatabase(query)];
            queries += 1;
            const label = JSON.stringify(query);
            assert.deepEqual(
              api.products.map((p) => p._id),
              database.products.map((p) => p._id),
              label,
            );
            assert.deepEqual(api, { ...database, totalIsEstimate: false }, label);
          }
        }
      }
      assert.equal(index().searches - before, queries, 'every one of these listings was answered by the index');
      const single = await fromApi({ keyword: unique });
      assert.equal(single.total, 1);
    });

    it(`answers filtered listings, with and without a keyword, with the same products, order and total as the database${how}`, async () => {
      index().walkFrom = walkFrom;
      // Values taken from the catalogue, so the edges are real whatever the seed holds.
      const prices = catalogue.map((row) => row.priceCents).sort((a, b) => a - b);
      const middlePrice = prices[prices.length >> 1]! / 100;
      const brands = [...new Set(catalogue.map((row) => row.brand))];
      const saleCategory = catalogue.find((row) => row.originalPriceCents !== null && row.originalPriceCents > row.priceCents)!;
      assert.ok(saleCategory, 'the catalogue has a product on sale');
      const filters: ListQuery[] = [
        // each filter alone
        { category: 'electronics' },
        { category: 'books,toys' },
        { category: ' Books , ALL , toys, books ' },
        { category: 'no-such-category' },
        { category: 'books,no-such-category' },
        { brands: `${brands[0]},${brands[1]!.toUpperCase()}, ${brands[2]!.toLowerCase()} ` },
        { brands: 'no such brand' },
        { minPrice: middlePrice },
        { maxPrice: middlePrice },
        { minPrice: middlePrice, maxPrice: middlePrice },
        { minPrice: prices[0]! / 100, maxPrice: prices[prices.length - 1]! / 100 },
        { minPrice: 0 },
        { minPrice: -5, maxPrice: 1e12 },
        { minPrice: 1e300 },
        { maxPrice: -1 },
        { minPrice: 200, maxPrice: 100 },
        { minPrice: 19.999 },
        { rating: 4 },
        { rating: 4.5 },
        { rating: 6 },
        { availability: 'in_stock' },
        { availability: 'on_sale' },
        { availability: 'new_arrivals' },
        // combinations
        { category: 'electronics', minPrice: 50, maxPrice: 500 },
        { category: saleCategory.category, availability: 'on_sale', rating: 3 },
        { category: 'fashion,home,sports', brands: brands.slice(0, 8).join(','), availability: 'in_stock' },
        { brands: brands.join(','), minPrice: 10, maxPrice: 100, rating: 3.5, availability: 'new_arrivals' },
        { category: 'books', maxPrice: 0.5 },
        // filters that filter nothing: alone, the plain listing (the database's); with a keyword, the index's
        { category: 'all', rating: 0, availability: 'anything else' },
      ];
      const plain = filters[filters.length - 1]!;
      const keywords = ['', 'e', 'wireless headphones', 'zzzz-no-such-word'];
      const before = index().searches;
      let answerable = 0;
      const nonEmpty = new Set<string>();
      for (const filter of filters) {
        for (const keyword of keywords) {
          for (const sort of [...SORTS, '']) {
            for (const page of [1, 2, 3]) {
              const query = { ...filter, keyword, sort, page, limit: LIMIT };
              const label = JSON.stringify(query);
              const [indexed, database] = [
                await listProducts(t.app.db, query, { searchIndex: index() }),
                await listProducts(t.app.db, query),
              ];
              if (keyword || filter !== plain) answerable += 1;
              assert.deepEqual(
                indexed.products.map((p) => p._id),
                database.products.map((p) => p._id),
                label,
              );
              assert.equal(database.totalIsEstimate, false, label);
              assert.deepEqual(indexed, database, label);
              if (indexed.total > 0) nonEmpty.add(JSON.stringify(filter));
            }
          }
        }
      }
      assert.equal(index().searches - before, answerable, 'every listing but the plain one was answered by the index');
      // The matrix is not vacuous: every filter found products but those that cannot.
      const empty = filters.filter((filter) => !nonEmpty.has(JSON.stringify(filter)));
      assert.deepEqual(empty, [
        { category: 'no-such-category' },
        { brands: 'no such brand' },
        { minPrice: 1e300 },
        { maxPrice: -1 },
        { minPrice: 200, maxPrice: 100 },
        { rating: 6 },
        { category: 'books', maxPrice: 0.5 },
      ]);
    });
  }

  it('counts every match exactly, past the database path’s bound', async () => {
    const all = await fromApi({ keyword: 'dependable', limit: 1 });
    assert.equal(all.total, catalogue.length);
    assert.equal(all.pages, catalogue.length);
    assert.equal(all.totalIsEstimate, false);
  });

  it('answers a filtered listing over HTTP from the index', async () => {
    const before = index().searches;
    const query = { category: 'electronics', minPrice: 50, maxPrice: 500, sort: 'price_asc', page: 2, limit: LIMIT };
    const api = await fromApi(query);
    assert.equal(index().searches, before + 1);
    assert.deepEqual(api, await fromDatabase(query));
    assert.ok(api.products.every((p) => p.category === 'electronics' && p.price >= 50 && p.price <= 500));
  });

  it('leaves the plain listing (no keyword, no filter) to the database', async () => {
    const before = index().searches;
    const query = { sort: 'newest', page: 2, limit: LIMIT };
    assert.deepEqual(await fromApi(query), await fromDatabase(query));
    assert.equal(index().searches, before);
  });

  it('is not used until it is built, nor while changes may go unannounced: the database answers then', async () => {
    const unbuilt = new SearchIndex(t.app.db, silent);
    const query = { keyword: 'wireless', sort: 'featured' };
    assert.deepEqual(await listProducts(t.app.db, query, { searchIndex: unbuilt }), await fromDatabase(query));
    assert.equal(unbuilt.searches, 0);
    await unbuilt.build();
    assert.equal(await unbuilt.ready, true);
    assert.deepEqual(await listProducts(t.app.db, query, { searchIndex: unbuilt }), {
      ...(await fromDatabase(query)),
      totalIsEstimate: false,
    });
    assert.equal(unbuilt.searches, 1);

    // While changes may go unannounced (a PostgreSQL listener reconnecting), the database answers again.
    unbuilt.isLive = () => false;
    assert.deepEqual(await listProducts(t.app.db, query, { searchIndex: unbuilt }), await fromDatabase(query));
    assert.equal(unbuilt.searches, 1);
  });

  it('stops building once closed (the database is closing), without throwing', async () => {
    const closing = new SearchIndex(t.app.db, silent);
    await closing.close();
    await closing.build();
    assert.equal(await closing.ready, false);
    assert.equal(closing.search('wireless', NO_FILTER, 'featured', 0, LIMIT), undefined);
  });

  it('is off with searchIndex: false', async () => {
    const off = await buildTestApp({ seed: 20, searchIndex: false });
    try {
      assert.equal(off.app.searchIndex, null);
      const response = await off.app.inject({ method: 'GET', url: '/api/products?keyword=e' });
      assert.equal(response.json().total, 20);
    } finally {
      await off.close();
    }
  });
});

describe('search index freshness', () => {
  let t: TestApp;
  const index = () => t.app.searchIndex!;
  // The answer cache stays on (its default lifetime): a stale order must not be served from it either.
  const ids = async (query: ListQuery) => {
    const response = await t.app.inject({ method: 'GET', url: listingUrl(query) });
    return (response.json() as Listing).products.map((p) => p._id);
  };
  const databaseIds = async (query: ListQuery) => (await listProducts(t.app.db, query)).products.map((p) => p._id);
  /** A new shopper buys every unit of the product in one order, through the API. */
  const sellOut = async (product: { _id: string; countInStock: number }) => {
    const buyer = await registerUser(t.app);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(buyer.token),
      payload: {
        orderItems: [{ product: product._id, qty: product.countInStock }],
        shippingAddress: SHIPPING,
        paymentMethod: 'PayPal',
      },
    });
    assert.equal(order.statusCode, 201, order.body);
  };

  before(async () => {
    t = await buildTestApp({ seed: 120 });
    assert.equal(await index().ready, true);
  });
  after(() => t.close());

  it('puts a product that sells out behind the in-stock matches once the order is announced', async () => {
    // A category's name: a dozen matches, all on one page.
    const query = { keyword: 'sports', sort: 'featured', limit: 100 };
    const before = await ids(query);
    const [leader] = (await listProducts(t.app.db, query)).products;
    assert.ok(leader && leader.countInStock > 0 && leader._id === before[0]);
    assert.ok(before.length < 100);

    const refreshed = index().nextRefresh();
    await sellOut(leader);
    await refreshed;

    const after = await ids(query);
    const inStock = (await listProducts(t.app.db, query)).products.filter((p) => p.countInStock > 0).length;
    assert.ok(after.indexOf(leader._id) >= inStock, 'after every in-stock product');
    assert.deepEqual(after, await databaseIds(query));
  });

  it('moves a product up the rating order once a five-star review is announced', async () => {
    const query = { keyword: 'e', sort: 'rating', limit: 100, page: 2 };
    const unreviewed = (await listProducts(t.app.db, query)).products.findLast((p) => p.numReviews === 0);
    assert.ok(unreviewed, 'the catalogue has products without reviews at the end of the rating order');
    const reviewer = await registerUser(t.app);
    const refreshed = index().nextRefresh();
    const review = await t.app.inject({
      method: 'POST',
      url: `/api/products/${unreviewed._id}/reviews`,
      headers: bearer(reviewer.token),
      payload: { rating: 5, comment: 'Exactly as described.' },
    });
    assert.equal(review.statusCode, 201, review.body);
    await refreshed;

    const first = { ...query, page: 1 };
    const top = await ids(first);
    assert.ok(top.includes(unreviewed._id), 'a 5.0 rating is on the first page now');
    assert.deepEqual(top, await databaseIds(first));
  });
  it('drops a product that sells out from the in-stock listing once the order is announced', async () => {
    const query = { availability: 'in_stock', sort: 'price_asc', limit: 100 };
    const [product] = (await listProducts(t.app.db, query)).products;
    assert.ok(product && (await ids(query)).includes(product._id));
    const refreshed = index().nextRefresh();
    await sellOut(product);
    await refreshed;
    const searches = index().searches;
    const after = await ids(query);
    assert.ok(index().searches > searches, 'the index answered');
    assert.ok(!after.includes(product._id));
    assert.deepEqual(after, await databaseIds(query));
  });

  it('shows this process’s own write in the very next listing, before the index has refreshed', async () => {
    const query = { availability: 'in_stock', sort: 'newest', limit: 100 };
    const [product] = (await listProducts(t.app.db, query)).products;
    assert.ok(product);
    const refreshed = index().nextRefresh();
    await sellOut(product);
    // No wait for the refresh: the index stands aside until it has one, and the database answers.
    assert.ok(!(await ids(query)).includes(product._id));
    await refreshed;
    assert.equal(index().usable, true);
    const searches = index().searches;
    // Another page size: not the answer cached a moment ago.
    const again = { ...query, limit: 99 };
    assert.deepEqual(await ids(again), await databaseIds(again));
    assert.equal(index().searches, searches + 1, 'the index answers again once refreshed');
  });

  it('puts a product whose price is marked down into the on-sale listing, and takes it out again, once announced', async () => {
    const query = { availability: 'on_sale', sort: 'newest', limit: 100 };
    const [regular] = await t.app.db
      .select()
      .from(products)
      .where(sql`${products.originalPriceCents} is null`)
      .limit(1);
    assert.ok(regular);
    assert.ok(!(await ids(query)).includes(regular.id));

    const markDown = async (originalPriceCents: number | null) => {
      const refreshed = index().nextRefresh();
      await t.app.db.update(products).set({ originalPriceCents, updatedAt: new Date() }).where(eq(products.id, regular.id));
      await t.app.changeFeed.announce();
      await refreshed;
    };
    await markDown(regular.priceCents + 1000);
    const searches = index().searches;
    const onSale = await ids(query);
    assert.ok(index().searches > searches, 'the index answered');
    assert.ok(onSale.includes(regular.id));
    assert.deepEqual(onSale, await databaseIds(query));

    await markDown(regular.priceCents); // the same price is not a sale
    const after = await ids(query);
    assert.ok(!after.includes(regular.id));
    assert.deepEqual(after, await databaseIds(query));
  });

  it('moves a product to its new category once announced', async () => {
    const [product] = await t.app.db.select().from(products).where(eq(products.category, 'books')).limit(1);
    assert.ok(product);
    const refreshed = index().nextRefresh();
    await t.app.db.update(products).set({ category: 'toys', updatedAt: new Date() }).where(eq(products.id, product.id));
    await t.app.changeFeed.announce();
    await refreshed;
    const searches = index().searches;
    for (const category of ['books', 'toys', 'books,toys']) {
      const query = { category, sort: 'name_asc', limit: 100 };
      const listed = await ids(query);
      assert.equal(listed.includes(product.id), category !== 'books', category);
      assert.deepEqual(listed, await databaseIds(query), category);
    }
    assert.equal(index().searches, searches + 3, 'the index answered');
  });
});

describe('search index: products it does not know', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 30, productCacheTtlMs: 0 });
    assert.equal(await t.app.searchIndex!.ready, true);
  });
  after(() => t.close());

  it('adds a product that appears after the build, in its place in every order, at the next announcement', async () => {
    const refreshed = t.app.searchIndex!.nextRefresh();
    // An id before every other one, and a name in the middle of the A-Z order.
    await t.app.db.insert(products).values({
      id: '000000000000000000000001',
      name: 'Midway Quartz Lantern',
      image: '/images/sample.jpg',
      brand: 'Lumen',
      category: 'home',
      description: 'A quartz lantern for dependable light.',
      priceCents: 4999,
      countInStock: 3,
    });
    await t.app.changeFeed.announce();
    await refreshed;
    const searches = t.app.searchIndex!.searches;
    for (const sort of SORTS) {
      for (const keyword of ['quartz lantern', 'dependable', 'e']) {
        const query = { keyword, sort, limit: 100 };
        const api = (await t.app.inject({ method: 'GET', url: listingUrl(query) })).json() as Listing;
        const database = await listProducts(t.app.db, query);
        assert.deepEqual(
          api.products.map((p) => p._id),
          database.products.map((p) => p._id),
          JSON.stringify(query),
        );
        assert.ok(api.products.some((p) => p.name === 'Midway Quartz Lantern'));
      }
    }
    assert.equal(t.app.searchIndex!.searches, searches + SORTS.length * 3);
  });

  it('ranks a one-word keyword as the database does: whole name, name prefix, inside the name, brand, category, elsewhere', async () => {
    const refreshed = t.app.searchIndex!.nextRefresh();
    const lantern = (id: string, name: string, brand: string, category: string, description: string) => ({
      id,
      name,
      image: '/images/sample.jpg',
      brand,
      category,
      description,
      priceCents: 1999,
      countInStock: 1,
    });
    await t.app.db
      .insert(products)
      .values([
        lantern('0000000000000000000000a1', 'Zeppelin', 'Acme', 'home', 'Lights a lantern-lit room.'),
        lantern('0000000000000000000000a2', 'Glow Stick', 'Lantern', 'home', 'Bright.'),
        lantern('0000000000000000000000a3', 'Camp Lantern', 'Acme', 'home', 'Bright.'),
        lantern('0000000000000000000000a4', 'Lanterns Deluxe', 'Acme', 'home', 'Bright.'),
        lantern('0000000000000000000000a5', 'LANTERN', 'Acme', 'home', 'Bright.'),
        lantern('0000000000000000000000a6', ' Lantern after a space', 'Acme', 'home', 'Bright.'),
        lantern('0000000000000000000000a7', 'Lantern\tBright', 'Acme', 'home', 'Bright.'),
        lantern('0000000000000000000000a8', 'Flashlight', 'Acme', 'lantern', 'Bright.'),
        lantern('0000000000000000000000a9', 'Old Lamp', 'Acme', 'home', 'Bright.'),
      ]);
    // A rename is indexed too: the old name's tier goes, the new one's comes.
    await t.app.db.update(products).set({ name: 'Lantern Classic' }).where(eq(products.id, '0000000000000000000000a9'));
    await t.app.changeFeed.announce();
    await refreshed;
    const searches = t.app.searchIndex!.searches;
    for (const keyword of ['lantern', 'LANTERN', 'lan', 'ntern', 'home', 'acme', 'classic', 'lamp']) {
      const query = { keyword, sort: 'featured', limit: 100 };
      const api = (await t.app.inject({ method: 'GET', url: listingUrl(query) })).json() as Listing;
      const database = await listProducts(t.app.db, query);
      assert.deepEqual(
        api.products.map((p) => p.name),
        database.products.map((p) => p.name),
        keyword,
      );
    }
    assert.equal(t.app.searchIndex!.searches, searches + 8);
  });
});

describe('compareCodePoints', () => {
  it('orders text as PostgreSQL\'s collate "C" does (UTF-8 bytes), surrogate pairs included', () => {
    const words = ['zebra', 'Zebra', 'émigré', '\u{1F600} smile', '\uFF21 wide', 'apple', 'apple pie', ''];
    const byBytes = [...words].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    assert.deepEqual([...words].sort(compareCodePoints), byBytes);
  });
});
