import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { products } from '../../src/db/schema/index.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';

interface ProductJson {
  _id: string;
  name: string;
  brand: string;
  category: string;
  description: string;
  price: number;
  originalPrice: number | null;
  discount: number;
  rating: number;
  numReviews: number;
  countInStock: number;
  isNew: boolean;
  createdAt: string;
  image: string;
}

describe('GET /api/products', () => {
  let t: TestApp;
  const get = async (url: string) => {
    const response = await t.app.inject(url);
    return { status: response.statusCode, body: response.json() };
  };

  before(async () => {
    // The database's keyword path; test/services/search-index/search-index.test.ts checks the index answers the same.
    t = await buildTestApp({ seed: 120, productCacheTtlMs: 0, searchIndex: false });
  });
  after(() => t.close());

  it('answers page 1 with 12 products by default and the totals', async () => {
    const { status, body } = await get('/api/products');
    assert.equal(status, 200);
    assert.equal(body.products.length, 12);
    assert.equal(body.page, 1);
    assert.equal(body.total, 120);
    assert.equal(body.pages, 10);
  });

  it('shapes products as the storefront expects, with money in dollars', async () => {
    const { body } = await get('/api/products?limit=100');
    for (const p of body.products as ProductJson[]) {
      assert.match(p._id, /^[0-9a-f]{24}$/);
      assert.equal(p.image, `/images/${p._id}.svg`);
      // Whole cents, written by JSON as at most two decimals: a float slip such as 19.990000000000002 fails.
      assert.match(String(p.price), /^[1-9]\d*(\.\d{1,2})?$|^0\.\d{1,2}$/, `${p.name}: price ${p.price}`);
      if (p.originalPrice !== null) assert.match(String(p.originalPrice), /^\d+(\.\d{1,2})?$/, `${p.name}: ${p.originalPrice}`);
      assert.ok(p.category === p.category.toLowerCase());
      assert.ok(!Number.isNaN(Date.parse(p.createdAt)));
      if (p.originalPrice !== null && p.originalPrice > p.price) {
        assert.equal(p.discount, Math.round(((p.originalPrice - p.price) / p.originalPrice) * 100));
      } else {
        assert.equal(p.discount, 0);
      }
      assert.equal(p.isNew, Date.now() - Date.parse(p.createdAt) < 7 * 24 * 3600 * 1000);
      assert.equal('reviews' in p, false);
      assert.equal('searchText' in p, false);
    }
  });

  it('pages through the catalogue without repeats', async () => {
    const seen = new Set<string>();
    for (let page = 1; page <= 3; page++) {
      const { body } = await get(`/api/products?page=${page}&limit=50`);
      assert.equal(body.page, page);
      for (const p of body.products) seen.add(p._id);
    }
    assert.equal(seen.size, 120);
    const beyond = await get('/api/products?page=99');
    assert.deepEqual(beyond.body.products, []);
    assert.equal(beyond.body.total, 120);
  });

  it('caps limit at 100 and rejects bad paging values with a message naming the field', async () => {
    for (const [query, field] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['minPrice=cheap', 'minPrice'],
      ['sort=random', 'sort'],
      ['availability=soon', 'availability'],
    ] as const) {
      const { status, body } = await get(`/api/products?${query}`);
      assert.equal(status, 400, query);
      assert.match(body.message, new RegExp(field), query);
    }
  });

  it('filters by category', async () => {
    const { body } = await get('/api/products?category=books&limit=100');
    assert.ok(body.total > 0);
    assert.ok(body.products.every((p: ProductJson) => p.category === 'books'));
    const all = await get('/api/products?category=all');
    assert.equal(all.body.total, 120);
  });

  it('filters by price range in dollars', async () => {
    const { body } = await get('/api/products?minPrice=20&maxPrice=100&limit=100');
    assert.ok(body.total > 0);
    assert.ok(body.products.every((p: ProductJson) => p.price >= 20 && p.price <= 100));
    const inverted = await get('/api/products?minPrice=100&maxPrice=20');
    assert.equal(inverted.status, 400);
  });

  it('filters by brands, minimum rating and availability on the server', async () => {
    const brands = await get('/api/products?brands=apple,SONY&limit=100');
    assert.ok(brands.body.total > 0);
    assert.ok(brands.body.products.every((p: ProductJson) => ['Apple', 'Sony'].includes(p.brand)));

    const rated = await get('/api/products?rating=4&limit=100');
    assert.ok(rated.body.total > 0);
    assert.ok(rated.body.products.every((p: ProductJson) => p.rating >= 4));

    const inStock = await get('/api/products?availability=in_stock&limit=100');
    assert.ok(inStock.body.products.every((p: ProductJson) => p.countInStock > 0));
    assert.ok(inStock.body.total < 120);

    const onSale = await get('/api/products?availability=on_sale&limit=100');
    assert.ok(onSale.body.total > 0);
    assert.ok(onSale.body.products.every((p: ProductJson) => p.originalPrice! > p.price && p.discount > 0));

    const fresh = await get('/api/products?availability=new_arrivals&limit=100');
    assert.ok(fresh.body.total > 0);
    assert.ok(fresh.body.products.every((p: ProductJson) => p.isNew));
  });

  it('sorts by every supported order', async () => {
    const check = async (sort: string, key: (p: ProductJson) => number, direction: 1 | -1) => {
      const { status, body } = await get(`/api/products?sort=${sort}&limit=100`);
      assert.equal(status, 200, sort);
      const values = (body.products as ProductJson[]).map(key);
      assert.ok(new Set(values).size > 3, `${sort}: the seed gives distinct values to order`);
      for (let i = 1; i < values.length; i++) {
        assert.ok((values[i - 1]! - values[i]!) * direction <= 0, `${sort}: ${values[i - 1]} before ${values[i]}`);
      }
    };
    await check('price_asc', (p) => p.price, 1);
    await check('price_desc', (p) => p.price, -1);
    await check('newest', (p) => Date.parse(p.createdAt), -1);
    await check('rating', (p) => p.rating, -1);
    await check('popular', (p) => p.numReviews, -1);
    const featured = await get('/api/products?sort=featured');
    assert.equal(featured.status, 200);
  });

  it('sorts names A to Z and Z to A, ignoring case, the same on every database', async () => {
    const everyProduct = async (sort: string) => {
      const pages = await Promise.all([1, 2].map((page) => get(`/api/products?sort=${sort}&limit=60&page=${page}`)));
      return pages.flatMap((page) => page.body.products as ProductJson[]);
    };
    const ascending = await everyProduct('name_asc');
    const descending = await everyProduct('name_desc');
    assert.equal(ascending.length, 120);

    // Expected order computed here from the answer: case-insensitive by code point, then exact name, then id.
    const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    const expected = [...ascending].sort(
      (a, b) =>
        byCodePoint(a.name.toLowerCase(), b.name.toLowerCase()) || byCodePoint(a.name, b.name) || byCodePoint(a._id, b._id),
    );
    assert.deepEqual(
      ascending.map((p) => p.name),
      expected.map((p) => p.name),
    );
    assert.deepEqual(
      descending.map((p) => p._id),
      expected.map((p) => p._id).reverse(),
    );
    // The seed has names whose case decides the order under plain byte order ("HP ..." vs "Hamilton ..."),
    // so a case-sensitive sort would fail the comparison above.
    const caseSensitive = [...ascending].sort((a, b) => byCodePoint(a.name, b.name));
    assert.notDeepEqual(
      caseSensitive.map((p) => p.name),
      expected.map((p) => p.name),
    );
  });

  it('finds keywords case-insensitively in name, brand, category and description', async () => {
    const byBrand = await get('/api/products?keyword=aPPle&limit=100');
    assert.ok(byBrand.body.total > 0);
    assert.ok(
      byBrand.body.products.every((p: ProductJson) =>
        `${p.name} ${p.brand} ${p.category} ${p.description}`.toLowerCase().includes('apple'),
      ),
    );

    const byCategory = await get('/api/products?keyword=AUTOMOTIVE&limit=100');
    assert.equal(byCategory.body.total, (await get('/api/products?category=automotive')).body.total);

    const [first] = (await get('/api/products?limit=1')).body.products as ProductJson[];
    const word = first!.description.split(' ').slice(3, 5).join(' ');
    const byDescription = await get(`/api/products?keyword=${encodeURIComponent(word)}&limit=100`);
    assert.ok(byDescription.body.products.some((p: ProductJson) => p._id === first!._id));
  });

  it('ranks name matches first under featured', async () => {
    const { body } = await get('/api/products?keyword=laptop&limit=100');
    assert.ok(body.total > 0);
    const ranks = (body.products as ProductJson[]).map((p) => (p.name.toLowerCase().includes('laptop') ? 0 : 1));
    assert.deepEqual(ranks, [...ranks].sort());
  });

  it('treats LIKE, regex and SQL metacharacters in the keyword as plain text', async () => {
    for (const keyword of ['%', '_', '\\', '.*', '(', '[a-z]+', "' OR 1=1 --", "'; drop table products; --", '$1', '%_%']) {
      const { status, body } = await get(`/api/products?keyword=${encodeURIComponent(keyword)}`);
      assert.equal(status, 200, keyword);
      assert.equal(body.total, 0, keyword);
    }
    const still = await get('/api/products');
    assert.equal(still.body.total, 120);
  });

  it('matches an apostrophe brand literally', async () => {
    const { status, body } = await get(`/api/products?keyword=${encodeURIComponent("levi's")}&limit=100`);
    assert.equal(status, 200);
    assert.ok(body.products.every((p: ProductJson) => `${p.name} ${p.description}`.toLowerCase().includes("levi's")));
  });

  it('rejects a huge keyword with 400', async () => {
    const { status, body } = await get(`/api/products?keyword=${'a'.repeat(5000)}`);
    assert.equal(status, 400);
    assert.match(body.message, /keyword/);
  });
});

describe('GET /api/products/search-suggestions', () => {
  let t: TestApp;
  const suggest = async (q: string) => {
    const response = await t.app.inject(`/api/products/search-suggestions?q=${encodeURIComponent(q)}`);
    assert.equal(response.statusCode, 200);
    return response.json() as { _id: string; name: string; category: string }[];
  };
  before(async () => {
    t = await buildTestApp({ seed: 120 });
  });
  after(() => t.close());

  it('answers [] for text shorter than 2 characters', async () => {
    assert.deepEqual(await suggest(''), []);
    assert.deepEqual(await suggest('a'), []);
    assert.deepEqual(await suggest('  b '), []);
    const none = await t.app.inject('/api/products/search-suggestions');
    assert.deepEqual(none.json(), []);
  });

  it('answers at most 6 items of {_id, name, category}', async () => {
    const items = await suggest('pro');
    assert.ok(items.length > 0 && items.length <= 6);
    for (const item of items) assert.deepEqual(Object.keys(item).sort(), ['_id', 'category', 'name']);
  });

  it('puts name-prefix and word-prefix matches first', async () => {
    const items = await suggest('sam');
    assert.ok(items.length > 0);
    const ranks = items.map((i) => (i.name.toLowerCase().startsWith('sam') ? 0 : /\bsam/i.test(i.name) ? 1 : 2));
    assert.deepEqual(ranks, [...ranks].sort());
    assert.equal(ranks[0], 0);
  });

  it('tolerates one typo: a deleted, swapped or wrong letter', async () => {
    const names = (await t.app.inject('/api/products?limit=100')).json().products.map((p: { name: string }) => p.name);
    const words = [...new Set<string>(names.flatMap((n: string) => n.toLowerCase().split(' ')))]
      .filter((w) => /^[a-z]{6,}$/.test(w))
      .slice(0, 5);
    assert.ok(words.length >= 3);
    for (const word of words) {
      const typos = [
        word.slice(0, 2) + word.slice(3), // deletion
        word.slice(0, 2) + word[3] + word[2] + word.slice(4), // swap
        word.slice(0, 3) + (word[3] === 'x' ? 'y' : 'x') + word.slice(4), // substitution
      ];
      for (const typo of typos) {
        const items = await suggest(typo);
        assert.ok(
          items.some((i) => i.name.toLowerCase().includes(word)),
          `${typo} -> ${word}`,
        );
      }
    }
    assert.ok((await suggest('laptpo')).every((i) => /laptop/i.test(i.name)));
  });

  it('finds nothing for unrelated text and treats wildcards literally', async () => {
    assert.deepEqual(await suggest('zzzzqqq'), []);
    assert.deepEqual(await suggest('%%'), []);
    assert.deepEqual(await suggest('__'), []);
  });
});

describe('GET /api/products/:id', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({ seed: 30 });
  });
  after(() => t.close());

  it('answers the product with its reviews, newest first, consistent with rating and numReviews', async () => {
    const list = (await t.app.inject('/api/products?sort=popular&limit=1')).json();
    const id = list.products[0]._id;
    const response = await t.app.inject(`/api/products/${id}`);
    assert.equal(response.statusCode, 200);
    const product = response.json();
    assert.equal(product._id, id);
    assert.ok(product.reviews.length > 0);
    assert.equal(product.reviews.length, product.numReviews);
    const average = product.reviews.reduce((s: number, r: { rating: number }) => s + r.rating, 0) / product.reviews.length;
    assert.ok(Math.abs(product.rating - average) < 1e-9);
    const dates = product.reviews.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    assert.deepEqual(
      dates,
      [...dates].sort((a: number, b: number) => b - a),
    );
    for (const review of product.reviews) {
      assert.deepEqual(Object.keys(review).sort(), ['_id', 'comment', 'createdAt', 'name', 'rating', 'user']);
      assert.ok(review.name.length > 0 && review.comment.length > 0);
    }
  });

  it('answers 404 "Product not found" for unknown and malformed ids', async () => {
    for (const id of ['0123456789abcdef01234567', 'nope', '1', "'%20or%201=1", 'ZZZZZZZZZZZZZZZZZZZZZZZZ', 'a'.repeat(90)]) {
      const response = await t.app.inject(`/api/products/${id}`);
      assert.equal(response.statusCode, 404, id);
      assert.deepEqual(response.json(), { message: 'Product not found' });
    }
  });

  it('answers an over-long id with a 4xx message, not a 500', async () => {
    const response = await t.app.inject(`/api/products/${'a'.repeat(500)}`);
    assert.ok(response.statusCode >= 400 && response.statusCode < 500);
    assert.equal(typeof response.json().message, 'string');
  });

  it('reflects a stock change after the cache is invalidated by a write', async () => {
    const list = (await t.app.inject('/api/products?limit=1')).json();
    const id = list.products[0]._id;
    await t.app.inject(`/api/products/${id}`);
    await t.app.db.update(products).set({ countInStock: 777 }).where(eq(products.id, id));
    t.app.productCache.clear();
    const after = (await t.app.inject(`/api/products/${id}`)).json();
    assert.equal(after.countInStock, 777);
  });
});
