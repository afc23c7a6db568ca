import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { products } from '../../src/db/schema/index.js';
import { CATALOGUE_CHANGE } from '../../src/services/product-changes/product-change.js';
import { bearer, buildTestApp, login, registerUser, SHIPPING, type TestApp } from '../helpers/build-test-app.js';

interface ListedProduct {
  _id: string;
  category: string;
  countInStock: number;
  numReviews: number;
}

/**
 * The answer cache after a write (api/README.md, "Answer cache"): the change names what it touched, and only
 * answers that show it or depend on it are read again. Hits are told by the cache's miss counter.
 */
describe('the answer cache after a change', () => {
  let t: TestApp;
  let shopper: string;
  let staff: string;
  /** a product among the cheapest five, and one among the dearest five in another category */
  let x: ListedProduct;
  let y: ListedProduct;
  const cheapest = '/api/products?sort=price_asc&limit=5';
  const dearest = '/api/products?sort=price_desc&limit=5';

  /** The answer, and whether it came from the cache (no lookup missed). */
  async function read(url: string) {
    const misses = t.app.productCache.misses;
    const response = await t.app.inject(url);
    assert.equal(response.statusCode, 200, response.body);
    return { body: response.json(), hit: t.app.productCache.misses === misses };
  }
  /** Reads each once, so that each is cached. */
  async function warm(...urls: string[]) {
    for (const url of urls) await read(url);
    for (const url of urls) assert.equal((await read(url)).hit, true, `${url} is cached`);
  }
  /** A write, then the search index's refresh it started (which drops what it found changed once more). */
  async function write(send: () => Promise<{ statusCode: number; body: string }>, status = 200) {
    const refreshed = t.app.searchIndex!.nextRefresh();
    const response = await send();
    assert.equal(response.statusCode, status, response.body);
    await refreshed;
    return response;
  }
  const order = (product: ListedProduct, qty: number) =>
    write(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(shopper),
          payload: { orderItems: [{ product: product._id, qty }], shippingAddress: SHIPPING, paymentMethod: 'PayPal' },
        }),
      201,
    );
  const ids = (listing: { products: ListedProduct[] }) => listing.products.map((product) => product._id);
  const inListing = (listing: { products: ListedProduct[] }, product: ListedProduct) =>
    listing.products.find((listed) => listed._id === product._id);

  before(async () => {
    t = await buildTestApp({ seed: 40 });
    assert.equal(await t.app.searchIndex!.ready, true);
    await t.app.db.update(products).set({ countInStock: 50 });
    await t.app.invalidateProductAnswers(CATALOGUE_CHANGE);
    await t.app.searchIndex!.refresh();
    shopper = (await registerUser(t.app, 'Cache Shopper')).token;
    staff = await login(t.app, 'admin@example.com', 'admin12345');
    x = (await read(cheapest)).body.products[0];
    y = ((await read(dearest)).body.products as ListedProduct[]).find((product) => product.category !== x.category)!;
    assert.ok(y, 'a dear product in another category than the cheapest');
  });
  after(() => t.close());
  beforeEach(async () => {
    await t.app.invalidateProductAnswers(CATALOGUE_CHANGE);
  });

  it("shows an order's product fresh in its page and every listing with it; other pages and listings stay cached", async () => {
    const otherCategory = `/api/products?category=${encodeURIComponent(y.category)}&limit=100`;
    const newest = '/api/products?sort=newest&limit=100';
    await warm(`/api/products/${x._id}`, `/api/products/${y._id}`, cheapest, dearest, otherCategory, newest);
    const stock = (await read(`/api/products/${x._id}`)).body.countInStock;

    await order(x, 2);

    const detail = await read(`/api/products/${x._id}`);
    assert.deepEqual([detail.hit, detail.body.countInStock], [false, stock - 2]);
    for (const url of [cheapest, newest]) {
      const listing = await read(url);
      assert.equal(listing.hit, false, url);
      assert.equal(inListing(listing.body, x)!.countInStock, stock - 2, url);
    }
    for (const url of [`/api/products/${y._id}`, dearest, otherCategory])
      assert.equal((await read(url)).hit, true, `${url} is still cached`);
  });

  it('moves a product that sold out out of in-stock listings and behind the products in stock; a cancel brings it back', async () => {
    const inStock = '/api/products?availability=in_stock&sort=price_asc&limit=100';
    const featured = '/api/products?limit=100';
    const featuredOfOthers = `/api/products?category=${encodeURIComponent(y.category)}`;
    const featuredOfItsOwn = `/api/products?category=${encodeURIComponent(x.category)}&limit=100`;
    await warm(inStock, featured, dearest, `/api/products/${y._id}`, featuredOfOthers, featuredOfItsOwn);
    const left = (await read(`/api/products/${x._id}`)).body.countInStock;

    const placed = await order(x, left);

    const afterSale = await read(inStock);
    assert.equal(afterSale.hit, false);
    assert.equal(inListing(afterSale.body, x), undefined, 'no longer listed as in stock');
    const featuredAfter = (await read(featured)).body;
    assert.equal(ids(featuredAfter).indexOf(x._id), featuredAfter.products.length - 1, 'behind every product in stock');
    const ofItsOwn = (await read(featuredOfItsOwn)).body;
    assert.equal(ids(ofItsOwn).indexOf(x._id), ofItsOwn.products.length - 1, 'last in its category too');
    // a listing by price without it, another product's page, a listing of another category are not concerned
    for (const url of [dearest, `/api/products/${y._id}`, featuredOfOthers]) assert.equal((await read(url)).hit, true, url);

    await write(() =>
      t.app.inject({ method: 'PUT', url: `/api/orders/${JSON.parse(placed.body)._id}/cancel`, headers: bearer(shopper) }),
    );
    assert.equal(inListing((await read(inStock)).body, x)?.countInStock, left);
    assert.equal(ids((await read(featured)).body).indexOf(x._id) < featuredAfter.products.length - 1, true);
  });

  it('reorders listings by rating after a review; a listing by price without the product stays cached', async () => {
    const byRating = '/api/products?sort=rating&limit=100';
    const popular = '/api/products?sort=popular&limit=100';
    const rated = '/api/products?rating=1&sort=price_desc&limit=5';
    await warm(byRating, popular, rated, dearest, `/api/products/${y._id}`);
    const reviews = inListing((await read(byRating)).body, x)!.numReviews;

    const reviewer = await registerUser(t.app, 'Cache Reviewer');
    await write(
      () =>
        t.app.inject({
          method: 'POST',
          url: `/api/products/${x._id}/reviews`,
          headers: bearer(reviewer.token),
          payload: { rating: 5, comment: 'Fresh on every list.' },
        }),
      201,
    );

    for (const url of [byRating, popular, rated]) {
      const listing = await read(url);
      assert.equal(listing.hit, false, url);
      const listed = inListing(listing.body, x);
      if (listed) assert.equal(listed.numReviews, reviews + 1, url);
    }
    assert.equal(inListing((await read(byRating)).body, x)!.numReviews, reviews + 1);
    for (const url of [dearest, `/api/products/${y._id}`]) assert.equal((await read(url)).hit, true, url);
  });

  it('drops a stock adjustment by staff like an order', async () => {
    await warm(`/api/products/${x._id}`, `/api/products/${y._id}`);
    const stock = (await read(`/api/products/${x._id}`)).body.countInStock;
    await write(() =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/products/${x._id}/stock`,
        headers: bearer(staff),
        payload: { delta: 5, reason: 'recount' },
      }),
    );
    assert.deepEqual(
      [(await read(`/api/products/${x._id}`)).body.countInStock, (await read(`/api/products/${y._id}`)).hit],
      [stock + 5, true],
    );
  });

  it("drops everything on a staff edit of a product's fields", async () => {
    const urls = [`/api/products/${y._id}`, dearest, '/api/products?sort=newest&limit=100'];
    await warm(...urls);
    await write(() =>
      t.app.inject({ method: 'PUT', url: `/api/admin/products/${x._id}`, headers: bearer(staff), payload: { price: 0.5 } }),
    );
    for (const url of urls) assert.equal((await read(url)).hit, false, url);
  });

  it('drops everything on an announcement it cannot read, too long to send, or without a message', async () => {
    const messages = [
      '{"kind":"stock"',
      JSON.stringify({ kind: 'restock', productIds: [x._id] }),
      JSON.stringify({ kind: 'stock', productIds: Array(101).fill(x._id), inStockChanged: false }),
      JSON.stringify({ kind: 'rating', productIds: [x._id], padding: 'x'.repeat(8000) }),
      undefined,
    ];
    for (const message of messages) {
      await warm(`/api/products/${y._id}`, dearest);
      await t.app.changeFeed.announce(message);
      assert.equal(t.app.productCache.size, 0, String(message).slice(0, 60));
    }
  });
});

describe('cached answers in the encoding a request takes', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 40 });
  });
  after(() => t.close());

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers });

  it('answers a browser brotli from the cache, the same JSON as a client that takes no encoding', async () => {
    const url = '/api/products?sort=price_asc&limit=20';
    const plain = await get(url, {});
    assert.equal(plain.headers['content-encoding'], undefined);
    const first = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const misses = t.app.productCache.misses;
    const second = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    assert.equal(t.app.productCache.misses, misses, 'answered from the cache');
    for (const response of [first, second]) {
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], 'br');
      assert.match(String(response.headers.vary), /accept-encoding/);
      assert.equal(response.headers['content-type'], 'application/json; charset=utf-8');
      assert.equal(Number(response.headers['content-length']), response.rawPayload.length);
      assert.equal(brotliDecompressSync(response.rawPayload).toString(), plain.body);
    }
    assert.deepEqual(second.rawPayload, first.rawPayload);
  });

  it('answers gzip to a client that takes only gzip, and none to one that asks for no compression', async () => {
    const { _id } = (await get('/api/products', {})).json().products[0] as ListedProduct;
    for (const url of ['/api/products?sort=rating&limit=20', `/api/products/${_id}`]) {
      const plain = await get(url, {});
      const gzip = await get(url, { 'accept-encoding': 'gzip' });
      assert.equal(gzip.headers['content-encoding'], 'gzip', url);
      assert.equal(gunzipSync(gzip.rawPayload).toString(), plain.body);
      const none = await get(url, { 'accept-encoding': 'gzip, br', 'x-no-compression': '1' });
      assert.equal(none.headers['content-encoding'], undefined, url);
      assert.equal(none.body, plain.body);
    }
  });
});
