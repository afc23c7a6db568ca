import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { products } from '../../src/db/schema/index.js';
import { listProducts } from '../../src/services/products/list-products.js';
import { bearer, buildTestApp, registerUser, SHIPPING, type TestApp } from '../helpers/build-test-app.js';

describe('listing totals', () => {
  let t: TestApp;
  const list = async (query: string) => {
    const response = await t.app.inject(`/api/products?${query}`);
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  before(async () => {
    // The answer cache on, as in production: the per-filter totals live in it.
    t = await buildTestApp({ seed: 120, productCacheTtlMs: 60_000 });
  });
  after(() => t.close());

  it('counts a catalogue below the exact-count bound exactly and says so', async () => {
    const body = await list('limit=12');
    assert.equal(body.total, 120);
    assert.equal(body.pages, 10);
    assert.equal(body.totalIsEstimate, false);
  });

  it('answers a lower bound flagged totalIsEstimate past the bound, and pages still lead past the current one', async () => {
    const first = await listProducts(t.app.db, { page: 1, limit: 12 }, { exactCountAhead: 30 });
    assert.equal(first.total, 30);
    assert.equal(first.totalIsEstimate, true);
    assert.equal(first.pages, 3);
    assert.equal(first.products.length, 12);

    // The bound moves with the page: page 3 reaches 30 more rows than its start.
    const third = await listProducts(t.app.db, { page: 3, limit: 12 }, { exactCountAhead: 30 });
    assert.equal(third.total, 24 + 30);
    assert.equal(third.totalIsEstimate, true);
    assert.ok(third.pages > 3);

    // Near the end the count is exact again.
    const last = await listProducts(t.app.db, { page: 9, limit: 12 }, { exactCountAhead: 30 });
    assert.equal(last.total, 120);
    assert.equal(last.totalIsEstimate, false);
    assert.equal(last.pages, 10);
  });

  it('counts a narrow filter exactly even with a small bound', async () => {
    const all = await list('category=books&limit=100');
    const narrow = await listProducts(t.app.db, { category: 'books', limit: 5 }, { exactCountAhead: 100 });
    assert.equal(narrow.total, all.products.length);
    assert.equal(narrow.totalIsEstimate, false);
  });

  it('recounts a filter after an order changes the stock it filters on (the count cache is invalidated)', async () => {
    const before = await list('availability=in_stock&limit=5');
    // A product in stock, bought out through the API: the in-stock count drops by one.
    const target = (await list('availability=in_stock&sort=price_asc&limit=1')).products[0];
    const user = await registerUser(t.app);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(user.token),
      payload: {
        orderItems: [{ product: target._id, qty: target.countInStock }],
        shippingAddress: SHIPPING,
        paymentMethod: 'PayPal',
      },
    });
    assert.equal(order.statusCode, 201, order.body);
    const [row] = await t.app.db.select({ stock: products.countInStock }).from(products).where(eq(products.id, target._id));
    assert.equal(row!.stock, 0);

    // Page 2 is a different answer, but the same filter's total: it must not be the one cached before the order.
    const after = await list('availability=in_stock&limit=5&page=2');
    assert.equal(after.total, before.total - 1);
    assert.equal(after.totalIsEstimate, false);
  });
});
