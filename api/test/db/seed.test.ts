import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, sql } from 'drizzle-orm';
import { products, reviews, users } from '../../src/db/schema/index.js';
import { generateProduct, seedDatabase } from '../../src/db/seed/seed.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

const DAY = 24 * 3600 * 1000;

describe('seed', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 300 });
  });
  after(() => t.close());

  it('fills 300 products across all eight categories with the spec brands', async () => {
    const rows = await t.app.db.select().from(products);
    assert.equal(rows.length, 300);
    const categories = new Set(rows.map((r) => r.category));
    assert.deepEqual([...categories].sort(), [
      'automotive',
      'beauty',
      'books',
      'electronics',
      'fashion',
      'home',
      'sports',
      'toys',
    ]);
    const brands = new Set(rows.map((r) => r.brand));
    for (const brand of ['Apple', 'Samsung', 'Nike', 'Adidas', 'Sony', 'LG', 'HP', 'Dell']) assert.ok(brands.has(brand), brand);
    assert.ok(brands.size > 20);
  });

  it('varies stock, prices, dates and discounts as the storefront needs', async () => {
    const rows = await t.app.db.select().from(products);
    assert.ok(rows.some((r) => r.countInStock === 0));
    assert.ok(rows.some((r) => r.countInStock > 0 && r.countInStock < 5));
    assert.ok(rows.some((r) => r.countInStock >= 5 && r.countInStock < 10));
    assert.ok(rows.some((r) => Date.now() - r.createdAt.getTime() < 7 * DAY));
    assert.ok(rows.some((r) => Date.now() - r.createdAt.getTime() > 7 * DAY));
    assert.ok(rows.some((r) => r.originalPriceCents !== null && r.originalPriceCents > r.priceCents));
    const prices = new Set(rows.map((r) => r.priceCents));
    assert.ok(prices.size > 150);
    assert.ok(rows.some((r) => r.priceCents < 2000) && rows.some((r) => r.priceCents > 50000));
    assert.equal(new Set(rows.map((r) => r.name)).size > 200, true);
    assert.ok(rows.every((r) => r.description.length > 60 && r.image === `/images/${r.id}.svg`));
  });

  it('keeps rating and numReviews consistent with the reviews', async () => {
    const result = await t.app.db.execute<{ bad: number }>(sql`
      select count(*)::int as bad from products p
      left join (select product_id, count(*)::int as n, avg(rating)::float8 as avg from reviews group by product_id) r on r.product_id = p.id
      where p.num_reviews <> coalesce(r.n, 0) or abs(p.rating - coalesce(r.avg, 0)) > 1e-9`);
    assert.equal(result.rows[0]!.bad, 0);
    const [{ value }] = (await t.app.db.select({ value: count() }).from(reviews)) as [{ value: number }];
    assert.ok(value > 300);
  });

  it('creates the customer and admin accounts', async () => {
    const rows = await t.app.db.select({ email: users.email, isAdmin: users.isAdmin }).from(users);
    assert.ok(rows.some((u) => u.email === 'customer@example.com' && !u.isAdmin));
    assert.ok(rows.some((u) => u.email === 'admin@example.com' && u.isAdmin));
  });

  it('is idempotent and tops a catalogue up to a larger count', async () => {
    assert.equal(await seedDatabase(t.app.db, { products: 300 }), 0);
    assert.equal(await seedDatabase(t.app.db, { products: 320 }), 20);
    const [{ value }] = (await t.app.db.select({ value: count() }).from(products)) as [{ value: number }];
    assert.equal(value, 320);
    const emails = await t.app.db.select({ email: users.email }).from(users);
    assert.equal(emails.length, new Set(emails.map((e) => e.email)).size);
  });

  it('generates the same product for the same index', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const a = generateProduct(42, now, ['r1', 'r2', 'r3']);
    const b = generateProduct(42, now, ['r1', 'r2', 'r3']);
    assert.equal(a.product.name, b.product.name);
    assert.equal(a.product.priceCents, b.product.priceCents);
    assert.equal(a.reviews.length, b.reviews.length);
  });
});
