import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, login, startTwoInstances, type TwoInstances } from '../helpers/build-test-app.js';

// Two API processes on one PostgreSQL (DATABASE_URL): a staff edit through one reaches the other's
// cached listing, product page, search index and suggestions at once (the change feed).
if (process.env.DATABASE_URL) {
  describe('a back-office edit on one instance reaches the other', () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let instances: TwoInstances;
    before(async () => {
      instances = await startTwoInstances();
      ({ a, b } = instances);
    });
    after(() => instances.close());

    it("shows a price edit, a rename and an archive made on A in B's listing, page, search and suggestions", async () => {
      assert.equal(await b.searchIndex!.ready, true);
      const staff = await login(a, 'admin@example.com', 'admin12345');
      const listing = (await b.inject('/api/products?sort=price_asc&limit=100')).json();
      const product = listing.products[0];
      // B has the listing and the page cached now.
      assert.equal((await b.inject(`/api/products/${product._id}`)).json().price, product.price);

      let refreshed = b.searchIndex!.nextRefresh();
      const edit = await a.inject({
        method: 'PUT',
        url: `/api/admin/products/${product._id}`,
        headers: bearer(staff),
        payload: { name: 'Xylophonic Kettle', price: product.price + 1 },
      });
      assert.equal(edit.statusCode, 200, edit.body);
      await refreshed;
      assert.equal((await b.inject(`/api/products/${product._id}`)).json().price, product.price + 1);
      const relisted = (await b.inject('/api/products?sort=price_asc&limit=100')).json();
      assert.equal(relisted.products.find((p: { _id: string }) => p._id === product._id).price, product.price + 1);
      const search = (await b.inject('/api/products?keyword=xylophonic')).json();
      assert.deepEqual(
        search.products.map((p: { _id: string }) => p._id),
        [product._id],
      );
      const suggestions = (await b.inject('/api/products/search-suggestions?q=xyloph')).json();
      assert.deepEqual(
        suggestions.map((s: { _id: string }) => s._id),
        [product._id],
      );

      refreshed = b.searchIndex!.nextRefresh();
      assert.equal(
        (await a.inject({ method: 'PUT', url: `/api/admin/products/${product._id}/archive`, headers: bearer(staff) })).statusCode,
        200,
      );
      await refreshed;
      assert.equal((await b.inject(`/api/products/${product._id}`)).statusCode, 404);
      assert.equal((await b.inject('/api/products?keyword=xylophonic')).json().total, 0);
      const without = (await b.inject('/api/products?sort=price_asc&limit=100')).json();
      assert.ok(without.products.every((p: { _id: string }) => p._id !== product._id));
    });
  });
}
