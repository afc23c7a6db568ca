import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { products } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

interface ProductJson {
  _id: string;
  name: string;
  price: number;
  countInStock: number;
}

describe('GET /api/products?ids= (the cart re-reads its lines)', () => {
  let t: TestApp;
  let catalogue: ProductJson[];
  const get = async (url: string) => {
    const response = await t.app.inject(url);
    return { status: response.statusCode, body: response.json() };
  };

  before(async () => {
    // The listing cache stays on (5 s): the ids answer must not come from it.
    t = await buildTestApp({ seed: 40 });
    catalogue = (await get('/api/products?limit=100')).body.products;
  });
  after(() => t.close());

  it('answers exactly the asked products, in the order asked, on one page', async () => {
    const wanted = [catalogue[7]!, catalogue[2]!, catalogue[30]!];
    const { status, body } = await get(`/api/products?ids=${wanted.map((p) => p._id).join(',')}`);
    assert.equal(status, 200);
    assert.deepEqual(
      body.products.map((p: ProductJson) => p._id),
      wanted.map((p) => p._id),
    );
    assert.deepEqual(body.products[0], catalogue[7]);
    assert.equal(body.total, 3);
    assert.equal(body.page, 1);
    assert.equal(body.pages, 1);
  });

  it('leaves out ids that match no product instead of failing', async () => {
    const known = catalogue[0]!._id;
    const { status, body } = await get(`/api/products?ids=${known},ffffffffffffffffffffffff`);
    assert.equal(status, 200);
    assert.deepEqual(
      body.products.map((p: ProductJson) => p._id),
      [known],
    );
    assert.equal(body.total, 1);
  });

  it('answers each product once when an id is repeated, and tolerates spaces and empty entries', async () => {
    const id = catalogue[4]!._id;
    const { status, body } = await get(`/api/products?ids=${id},%20${id},,`);
    assert.equal(status, 200);
    assert.equal(body.products.length, 1);
  });

  it('reads stock and price as they are now, past the listing cache', async () => {
    const product = catalogue[5]!;
    await get(`/api/products?ids=${product._id}`);
    await t.app.db.update(products).set({ countInStock: 0, priceCents: 12345 }).where(eq(products.id, product._id));
    const { body } = await get(`/api/products?ids=${product._id}`);
    assert.equal(body.products[0].countInStock, 0);
    assert.equal(body.products[0].price, 123.45);
  });

  it('keeps the paged listing when ids is absent', async () => {
    const { status, body } = await get('/api/products?limit=5&page=2');
    assert.equal(status, 200);
    assert.equal(body.products.length, 5);
    assert.equal(body.page, 2);
    assert.equal(body.total, 40);
  });

  it('rejects a malformed id with 400 naming ids', async () => {
    for (const ids of ['not-an-id', `${catalogue[0]!._id},12345`, 'FFFFFFFFFFFFFFFFFFFFFFFF', "' or 1=1 --"]) {
      const { status, body } = await get(`/api/products?ids=${encodeURIComponent(ids)}`);
      assert.equal(status, 400, ids);
      assert.equal(body.message, 'ids must be product ids (24 hexadecimal characters) separated by commas');
    }
  });

  it('rejects an empty list with 400 naming ids', async () => {
    for (const ids of ['', ',', '%20']) {
      const { status, body } = await get(`/api/products?ids=${ids}`);
      assert.equal(status, 400, JSON.stringify(ids));
      assert.equal(body.message, 'ids must list at least one product id');
    }
  });

  it('answers up to 100 ids and rejects 101 with 400 naming ids', async () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i.toString(16).padStart(24, '0'));
    const ok = await get(`/api/products?ids=${hundred.join(',')}`);
    assert.equal(ok.status, 200);
    assert.equal(ok.body.total, 0);
    const tooMany = await get(`/api/products?ids=${[...hundred, 'a'.repeat(24)].join(',')}`);
    assert.equal(tooMany.status, 400);
    assert.equal(tooMany.body.message, 'ids must list at most 100 product ids');
  });

  it('rejects an overlong ids string with 400 naming ids, not a 500', async () => {
    const { status, body } = await get(`/api/products?ids=${'a'.repeat(6000)}`);
    assert.equal(status, 400);
    assert.match(body.message, /^ids /);
  });
});
