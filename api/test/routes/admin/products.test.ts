import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, buildTestApp, login, registerUser, SHIPPING, type TestApp } from '../../helpers/build-test-app.js';

const LAMP = {
  name: 'Quokka Reading Lamp',
  image: '/images/quokka.svg',
  brand: 'Lumenwerk',
  category: 'home',
  description: 'A warm reading lamp with a linen shade',
  price: 49.5,
  originalPrice: 59,
  countInStock: 7,
};

describe('back office: catalogue', () => {
  let t: TestApp;
  let staff: string;
  let shopper: Awaited<ReturnType<typeof registerUser>>;

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(staff), ...(payload ? { payload } : {}) });
  const create = async (fields: Partial<typeof LAMP> = {}) => {
    const response = await admin('POST', '/api/admin/products', { ...LAMP, ...fields });
    assert.equal(response.statusCode, 201, response.body);
    return response.json();
  };
  const shopperSees = async (id: string, name: string) => {
    const ids = (url: string) => t.app.inject({ method: 'GET', url }).then((r) => r.json());
    const keyword = encodeURIComponent(name.split(' ')[0]!.toLowerCase());
    const listing = await ids('/api/products?limit=100&sort=newest');
    const search = await ids(`/api/products?keyword=${keyword}`);
    const filtered = await ids('/api/products?category=home&limit=100&sort=newest');
    const suggestions = await ids(`/api/products/search-suggestions?q=${keyword}`);
    const byIds = await ids(`/api/products?ids=${id}`);
    const detail = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
    const has = (list: { _id: string }[]) => list.some((p) => p._id === id);
    return {
      listing: has(listing.products),
      search: has(search.products),
      filtered: has(filtered.products),
      suggestions: has(suggestions),
      byIds: has(byIds.products),
      detail: detail.statusCode,
    };
  };

  before(async () => {
    t = await buildTestApp({ seed: 30 });
    await t.app.searchIndex?.ready;
    staff = await login(t.app, 'admin@example.com', 'admin12345');
    shopper = await registerUser(t.app, 'Cat Alogue');
  });
  after(() => t.close());

  it('creates a product with every field, which the shop then lists, finds and shows', async () => {
    const lamp = await create();
    assert.equal(lamp.price, 49.5);
    assert.equal(lamp.originalPrice, 59);
    assert.equal(lamp.discount, 16);
    assert.equal(lamp.isNew, true);
    assert.equal(lamp.archivedAt, null);
    assert.deepEqual(await shopperSees(lamp._id, LAMP.name), {
      listing: true,
      search: true,
      filtered: true,
      suggestions: true,
      byIds: true,
      detail: 200,
    });
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [object, RegExp][] = [
      [{ ...LAMP, name: '   ' }, /^name must not be empty$/],
      [{ ...LAMP, price: -1 }, /^price /],
      [{ ...LAMP, price: 10.005 }, /^price must be a number of dollars with at most two decimals$/],
      [{ ...LAMP, price: '10' }, /^price must be a number$/],
      [{ ...LAMP, originalPrice: 20 }, /^originalPrice must be above price/],
      [{ ...LAMP, category: 'weapons' }, /^category /],
      [{ ...LAMP, countInStock: 1.5 }, /^countInStock /],
      [{ ...LAMP, image: 'javascript:alert(1)' }, /^image must be a URL/],
      [{ ...LAMP, image: '//evil.example/x.png' }, /^image must be a URL/],
      [{ ...LAMP, rating: 5 }, /^rating cannot be set/],
      [{ ...LAMP, colour: 'red' }, /^Unexpected field "colour"$/],
      [{ name: 'Only a name' }, /is required$/],
    ];
    for (const [payload, message] of cases) {
      const response = await admin('POST', '/api/admin/products', payload);
      assert.equal(response.statusCode, 400, JSON.stringify(payload));
      assert.match(response.json().message, message, JSON.stringify(payload));
    }
    const lamp = await create();
    const edit = await admin('PUT', `/api/admin/products/${lamp._id}`, { description: '' });
    assert.equal(edit.statusCode, 400);
    assert.match(edit.json().message, /^description /);
    const empty = await admin('PUT', `/api/admin/products/${lamp._id}`, {});
    assert.equal(empty.statusCode, 400);
  });

  it('edits every field, and the edit reaches the listing, the search index, suggestions and the page at once', async () => {
    const lamp = await create();
    const response = await admin('PUT', `/api/admin/products/${lamp._id}`, {
      name: 'Wombat Desk Light',
      brand: 'Glowco',
      category: 'electronics',
      description: 'Bright',
      image: 'https://cdn.example.com/wombat.png',
      price: 20,
      originalPrice: null,
      countInStock: 3,
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().discount, 0);
    const before = await shopperSees(lamp._id, 'quokka');
    assert.equal(before.search, false, 'the old name no longer matches');
    const after = await shopperSees(lamp._id, 'Wombat Desk Light');
    assert.equal(after.search, true);
    assert.equal(after.suggestions, true);
    const page = (await t.app.inject({ method: 'GET', url: `/api/products/${lamp._id}` })).json();
    assert.equal(page.name, 'Wombat Desk Light');
    assert.equal(page.price, 20);
    assert.equal(page.category, 'electronics');
    const electronics = (
      await t.app.inject({ method: 'GET', url: '/api/products?category=electronics&sort=price_asc&limit=100' })
    ).json();
    assert.ok(electronics.products.some((p: { _id: string }) => p._id === lamp._id));
  });

  it('archives instead of deleting: gone from the shop, orders and reviews keep their history; unarchive restores', async () => {
    const lamp = await create({ name: 'Numbat Floor Lamp' });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: { orderItems: [{ product: lamp._id, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'PayPal' },
    });
    assert.equal(placed.statusCode, 201);
    await t.app.inject({
      method: 'POST',
      url: `/api/products/${lamp._id}/reviews`,
      headers: bearer(shopper.token),
      payload: { rating: 5, comment: 'Lovely' },
    });

    const archived = await admin('PUT', `/api/admin/products/${lamp._id}/archive`);
    assert.equal(archived.statusCode, 200);
    assert.ok(archived.json().archivedAt);
    assert.deepEqual(await shopperSees(lamp._id, 'Numbat Floor Lamp'), {
      listing: false,
      search: false,
      filtered: false,
      suggestions: false,
      byIds: false,
      detail: 404,
    });
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/orders/${placed.json()._id}`, headers: bearer(shopper.token) })
    ).json();
    assert.equal(order.orderItems[0].name, 'Numbat Floor Lamp');
    const reorder = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: { orderItems: [{ product: lamp._id, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'PayPal' },
    });
    assert.equal(reorder.statusCode, 400);
    assert.equal(reorder.json().message, `Product not found: ${lamp._id}`);
    const reviews = (await admin('GET', `/api/admin/reviews?product=${lamp._id}`)).json();
    assert.equal(reviews.total, 1);
    const staffTable = (await admin('GET', '/api/admin/products?state=archived')).json();
    assert.ok(staffTable.products.some((p: { _id: string }) => p._id === lamp._id));
    const activeTable = (await admin('GET', '/api/admin/products?q=numbat')).json();
    assert.equal(activeTable.total, 0);

    assert.equal((await admin('PUT', `/api/admin/products/${lamp._id}/unarchive`)).json().archivedAt, null);
    assert.deepEqual(await shopperSees(lamp._id, 'Numbat Floor Lamp'), {
      listing: true,
      search: true,
      filtered: true,
      suggestions: true,
      byIds: true,
      detail: 200,
    });
    const audit = (await admin('GET', `/api/admin/audit?entityId=${lamp._id}`)).json();
    assert.deepEqual(
      audit.entries.map((e: { action: string }) => e.action),
      ['product.unarchive', 'product.archive', 'product.create'],
    );
  });

  it('never changes a placed order when the price is edited', async () => {
    const lamp = await create({ name: 'Bilby Lantern', price: 30, originalPrice: undefined });
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: { orderItems: [{ product: lamp._id, qty: 2 }], shippingAddress: SHIPPING, paymentMethod: 'Stripe' },
    });
    const order = placed.json();
    assert.equal(order.itemsPrice, 60);
    assert.equal((await admin('PUT', `/api/admin/products/${lamp._id}`, { price: 45.99 })).statusCode, 200);
    const again = (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(shopper.token) })).json();
    assert.equal(again.orderItems[0].price, 30);
    assert.equal(again.itemsPrice, 60);
    assert.equal(again.totalPrice, order.totalPrice);
    const staffView = (await admin('GET', `/api/admin/orders/${order._id}`)).json();
    assert.equal(staffView.totalPrice, order.totalPrice);
    assert.equal((await t.app.inject({ method: 'GET', url: `/api/products/${lamp._id}` })).json().price, 45.99);
    const audit = (await admin('GET', `/api/admin/audit?entityId=${lamp._id}&action=product.update`)).json();
    assert.equal(audit.entries[0].before.price, 30);
    assert.equal(audit.entries[0].after.price, 45.99);
  });

  it('adjusts stock with a reason, atomically, never below zero', async () => {
    const lamp = await create({ countInStock: 5 });
    const added = await admin('POST', `/api/admin/products/${lamp._id}/stock`, { delta: 10, reason: 'Delivery from supplier' });
    assert.equal(added.json().countInStock, 15);
    const tooMany = await admin('POST', `/api/admin/products/${lamp._id}/stock`, { delta: -16, reason: 'Stocktake' });
    assert.equal(tooMany.statusCode, 409);
    assert.match(tooMany.json().message, /below zero: 15 in stock/);
    const noReason = await admin('POST', `/api/admin/products/${lamp._id}/stock`, { delta: 1, reason: ' ' });
    assert.equal(noReason.statusCode, 400);
    assert.equal(noReason.json().message, 'reason must not be empty');
    const notInteger = await admin('POST', `/api/admin/products/${lamp._id}/stock`, { delta: 1.5, reason: 'x' });
    assert.equal(notInteger.statusCode, 400);
    assert.match(notInteger.json().message, /^delta /);
    const takes = await Promise.all(
      Array.from({ length: 20 }, () => admin('POST', `/api/admin/products/${lamp._id}/stock`, { delta: -1, reason: 'Breakage' })),
    );
    assert.equal(takes.filter((r) => r.statusCode === 200).length, 15);
    assert.equal(takes.filter((r) => r.statusCode === 409).length, 5);
    assert.equal((await admin('GET', `/api/admin/products/${lamp._id}`)).json().countInStock, 0);
    const audit = (await admin('GET', `/api/admin/audit?entityId=${lamp._id}&action=product.stock&limit=1`)).json();
    assert.equal(audit.total, 16);
    assert.equal(audit.entries[0].after.reason, 'Breakage');
    assert.equal(audit.entries[0].after.delta, -1);
  });

  it('sorts, filters and searches the product table, archived and low stock included', async () => {
    const low = await create({ name: 'Potoroo Nightlight', countInStock: 2 });
    const byStock = (await admin('GET', '/api/admin/products?sort=stock_asc&limit=100&lowStock=true')).json();
    assert.ok(byStock.products.every((p: { countInStock: number }) => p.countInStock < 5));
    assert.ok(byStock.products.some((p: { _id: string }) => p._id === low._id));
    const stocks = byStock.products.map((p: { countInStock: number }) => p.countInStock);
    assert.deepEqual(
      stocks,
      [...stocks].sort((a, b) => a - b),
    );
    const byId = (await admin('GET', `/api/admin/products?q=${low._id}`)).json();
    assert.deepEqual(
      byId.products.map((p: { _id: string }) => p._id),
      [low._id],
    );
    const home = (await admin('GET', '/api/admin/products?category=home&limit=100')).json();
    assert.ok(home.products.every((p: { category: string }) => p.category === 'home'));
    const byName = (await admin('GET', '/api/admin/products?q=potoroo')).json();
    assert.equal(byName.total, 1);
    const bad = await admin('GET', '/api/admin/products?sort=cheapest');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /^sort /);
  });

  it('uploads a product image (type and size checked) that every visitor can load', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
    const upload = (file: Buffer, field = 'image') => {
      const boundary = 'product-image-boundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/admin/product-images',
        headers: { ...bearer(staff), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    const stored = await upload(png);
    assert.equal(stored.statusCode, 201, stored.body);
    const { image } = stored.json();
    assert.match(image, /^\/api\/product-images\/[0-9a-f]{24}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: image });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/png');
    assert.deepEqual(served.rawPayload, png);
    const lamp = await create({ image });
    assert.equal(lamp.image, image);

    const notImage = await upload(Buffer.from('<svg onload="alert(1)"></svg>'));
    assert.equal(notImage.statusCode, 400);
    assert.equal(notImage.json().message, 'image must be a PNG, JPEG, WebP or GIF image');
    const tooBig = await upload(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    assert.equal(tooBig.statusCode, 413);
    const wrongField = await upload(png, 'avatar');
    assert.equal(wrongField.statusCode, 400);
    const json = await admin('POST', '/api/admin/product-images', { image: 'x' });
    assert.equal(json.statusCode, 400);
    assert.equal(json.json().message, 'image must be a file (multipart/form-data)');
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/api/product-images/000000000000000000000000.png' })).statusCode,
      404,
    );
  });
});
