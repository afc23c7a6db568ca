import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { CATALOGUE_CHANNEL } from '../../src/db/change-feed.js';
import { bearer, registerUser, SHIPPING, startTwoInstances, type TwoInstances } from '../helpers/build-test-app.js';

interface ListedProduct {
  _id: string;
  countInStock: number;
  numReviews: number;
}

// Two API processes on one PostgreSQL (DATABASE_URL): what a change on A names is dropped on B, and only that;
// a notification B cannot read, or a reconnect of its listener, drops everything.
if (process.env.DATABASE_URL) {
  describe("the other instance's answer cache after a change", () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let instances: TwoInstances;
    let x: ListedProduct;
    let y: ListedProduct;
    const cheapest = '/api/products?sort=price_asc&limit=3';
    const dearest = '/api/products?sort=price_desc&limit=3';

    /** B's answer, and whether B's cache answered it (no lookup missed). */
    async function readB(url: string) {
      const misses = b.productCache.misses;
      const body = (await b.inject(url)).json();
      return { body, hit: b.productCache.misses === misses };
    }
    async function warmB(...urls: string[]) {
      // B's search index refreshes after each change it hears and drops what it found changed once more:
      // landing between the two reads below, that refresh (the last test's) would uncache a listing.
      await b.searchIndex?.refresh();
      for (const url of urls) await readB(url);
      for (const url of urls) assert.equal((await readB(url)).hit, true, `${url} is cached on B`);
    }
    /** Resolves when B has heard A's next announcement. */
    const heardOnB = () => new Promise<void>((resolve) => b.changeFeed.subscribe(() => resolve()));

    before(async () => {
      instances = await startTwoInstances({}, 20);
      ({ a, b } = instances);
      x = (await readB(cheapest)).body.products[0];
      y = (await readB(dearest)).body.products[0];
    });
    after(() => instances.close());

    it("shows an order placed on A in B's page and listing of its product; B's other answers stay cached", async () => {
      await warmB(`/api/products/${x._id}`, `/api/products/${y._id}`, cheapest, dearest);
      const stock = (await readB(`/api/products/${x._id}`)).body.countInStock;
      assert.ok(stock >= 2, 'the seeded product has stock to sell without selling out');

      const heard = heardOnB();
      const shopper = await registerUser(a);
      const order = await a.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(shopper.token),
        payload: { orderItems: [{ product: x._id, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'Stripe' },
      });
      assert.equal(order.statusCode, 201, order.body);
      await heard;

      const detail = await readB(`/api/products/${x._id}`);
      assert.deepEqual([detail.hit, detail.body.countInStock], [false, stock - 1]);
      const listing = await readB(cheapest);
      assert.equal(listing.hit, false);
      assert.equal(listing.body.products.find((p: ListedProduct) => p._id === x._id).countInStock, stock - 1);
      for (const url of [`/api/products/${y._id}`, dearest])
        assert.equal((await readB(url)).hit, true, `${url} still cached on B`);
    });

    it("reorders B's listing by rating after a review on A", async () => {
      const byRating = '/api/products?sort=rating&limit=100';
      await warmB(byRating, dearest);
      const reviews = (await readB(byRating)).body.products.find((p: ListedProduct) => p._id === x._id).numReviews;
      const heard = heardOnB();
      const reviewer = await registerUser(a);
      const review = await a.inject({
        method: 'POST',
        url: `/api/products/${x._id}/reviews`,
        headers: bearer(reviewer.token),
        payload: { rating: 5, comment: 'Heard on every instance.' },
      });
      assert.equal(review.statusCode, 201, review.body);
      await heard;
      const listing = await readB(byRating);
      assert.equal(listing.hit, false);
      assert.equal(listing.body.products.find((p: ListedProduct) => p._id === x._id).numReviews, reviews + 1);
    });

    it('drops everything on B for a notification it cannot read', async () => {
      await warmB(`/api/products/${y._id}`, dearest);
      const heard = heardOnB();
      const client = new pg.Client({ connectionString: b.dbPool!.options.connectionString });
      await client.connect();
      await client.query('select pg_notify($1, $2)', [CATALOGUE_CHANNEL, 'someone {"kind":"stock","productIds":']);
      await client.end();
      await heard;
      assert.equal(b.productCache.size, 0);
    });

    it("drops everything on B when B's listener reconnects (announcements may have been missed)", async () => {
      await warmB(`/api/products/${y._id}`, dearest);
      // B hears "anything may have changed" twice: when the connection ends, and when it listens again.
      const reconnected = new Promise<void>((resolve) => {
        let told = 0;
        b.changeFeed.subscribe((message) => {
          if (message === null && ++told === 2) resolve();
        });
      });
      const admin = new pg.Client({ connectionString: b.dbPool!.options.connectionString });
      await admin.connect();
      const { rowCount } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = $1`,
        [`listen ${CATALOGUE_CHANNEL}`],
      );
      await admin.end();
      assert.equal(rowCount, 2, "A's and B's listeners");
      await reconnected;
      assert.equal(b.changeFeed.live, true);
      for (const url of [`/api/products/${y._id}`, dearest]) assert.equal((await readB(url)).hit, false, url);
    });
  });
}
