import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { products } from '../../src/db/schema/index.js';
import { CATALOGUE_CHANGE } from '../../src/services/product-changes/product-change.js';
import { bearer, buildTestApp, login, registerUser, SHIPPING, TEST_ORIGIN, type TestApp } from '../helpers/build-test-app.js';

describe('orders', () => {
  let t: TestApp;
  let productIds: string[];

  const setProduct = async (id: string, priceCents: number, countInStock: number) => {
    await t.app.db.update(products).set({ priceCents, countInStock }).where(eq(products.id, id));
    // Announced as the app's own writes are, so the answer cache and the search index both see it.
    await t.app.invalidateProductAnswers(CATALOGUE_CHANGE);
  };
  const placeOrder = (token: string, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...bearer(token), ...headers }, payload: body });
  const orderBody = (items: object[], paymentMethod = 'PayPal') => ({
    orderItems: items,
    shippingAddress: SHIPPING,
    paymentMethod,
  });
  const stockOf = async (id: string) =>
    (await t.app.db.select({ s: products.countInStock }).from(products).where(eq(products.id, id)))[0]!.s;

  before(async () => {
    t = await buildTestApp({ seed: 20 });
    productIds = (await t.app.db.select({ id: products.id }).from(products).orderBy(products.id)).map((p) => p.id);
  });
  after(() => t.close());

  it('creates an order priced from the database, ignoring browser prices and totals (201)', async () => {
    const user = await registerUser(t.app, 'Buyer One');
    const [a, b] = productIds as [string, string];
    await setProduct(a, 1999, 50);
    await setProduct(b, 505, 50);
    const response = await placeOrder(user.token, {
      ...orderBody([
        { product: a, qty: 2, price: 0.01, name: 'fake' },
        { _id: b, qty: 3 },
      ]),
      itemsPrice: 1,
      shippingPrice: 0,
      taxPrice: 0,
      totalPrice: 1,
    });
    assert.equal(response.statusCode, 201, response.body);
    const order = response.json();
    assert.match(order._id, /^[0-9a-f]{24}$/);
    assert.deepEqual(order.user, { _id: user.id, name: 'Buyer One', email: user.email });
    // 2 × 19.99 + 3 × 5.05 = 55.13; shipping 10 (not over 100); tax 15 % = 8.2695 → 8.27
    assert.equal(order.itemsPrice, 55.13);
    assert.equal(order.shippingPrice, 10);
    assert.equal(order.taxPrice, 8.27);
    assert.equal(order.totalPrice, 73.4);
    assert.equal(order.orderItems.length, 2);
    const line = order.orderItems.find((i: { product: string }) => i.product === a);
    assert.equal(line.price, 19.99);
    assert.equal(line.qty, 2);
    assert.notEqual(line.name, 'fake');
    assert.equal(line.image, `/images/${a}.svg`);
    assert.deepEqual(order.shippingAddress, SHIPPING);
    assert.equal(order.isPaid, false);
    assert.equal(order.paidAt, null);
    assert.equal(order.isDelivered, false);
    assert.equal(order.deliveredAt, null);
    assert.ok(!Number.isNaN(Date.parse(order.createdAt)));
    assert.equal(await stockOf(a), 48);
    assert.equal(await stockOf(b), 47);
  });

  it('ships free over $100 and rounds tax half up to the cent', async () => {
    const user = await registerUser(t.app);
    const id = productIds[2]!;
    await setProduct(id, 10001, 10);
    const over = (await placeOrder(user.token, orderBody([{ product: id, qty: 1 }]))).json();
    assert.equal(over.itemsPrice, 100.01);
    assert.equal(over.shippingPrice, 0);
    assert.equal(over.taxPrice, 15); // 15.0015 → 15.00
    assert.equal(over.totalPrice, 115.01);
    await setProduct(id, 10000, 10);
    const exactly = (await placeOrder(user.token, orderBody([{ product: id, qty: 1 }]))).json();
    assert.equal(exactly.shippingPrice, 10);
    await setProduct(id, 10, 10); // 0.10 × 15 % = 0.015 → 0.02 (half up)
    const half = (await placeOrder(user.token, orderBody([{ product: id, qty: 1 }]))).json();
    assert.equal(half.taxPrice, 0.02);
  });

  it('shows the reduced stock in the product answer', async () => {
    const user = await registerUser(t.app);
    const id = productIds[3]!;
    await setProduct(id, 1000, 5);
    await t.app.inject(`/api/products/${id}`);
    await placeOrder(user.token, orderBody([{ product: id, qty: 2 }]));
    const product = (await t.app.inject(`/api/products/${id}`)).json();
    assert.equal(product.countInStock, 3);
  });

  it('updates cached listings and totals when an order sells the last unit', async () => {
    const user = await registerUser(t.app);
    const id = productIds[16]!;
    await setProduct(id, 1000, 1);
    const before = (await t.app.inject('/api/products?availability=in_stock&limit=5')).json();
    (await t.app.inject('/api/products?availability=in_stock&limit=5&page=2')).json();
    assert.equal((await placeOrder(user.token, orderBody([{ product: id, qty: 1 }]))).statusCode, 201);
    const after = (await t.app.inject('/api/products?availability=in_stock&limit=5&page=2')).json();
    assert.equal(after.total, before.total - 1);
  });

  it('refuses to oversell: 400 naming the product, and no stock taken', async () => {
    const user = await registerUser(t.app);
    const [a, b] = [productIds[4]!, productIds[5]!];
    await setProduct(a, 1000, 10);
    await setProduct(b, 1000, 1);
    const [name] = (await t.app.db.select({ name: products.name }).from(products).where(eq(products.id, b))).map((p) => p.name);
    const response = await placeOrder(
      user.token,
      orderBody([
        { product: a, qty: 2 },
        { product: b, qty: 2 },
      ]),
    );
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: `Sorry. Product is out of stock: ${name}` });
    assert.equal(await stockOf(a), 10);
    assert.equal(await stockOf(b), 1);
    const mine = (await t.app.inject({ url: '/api/orders/myorders', headers: bearer(user.token) })).json();
    assert.equal(mine.length, 0);
  });

  it('sells the last units exactly once under many parallel orders', async () => {
    const id = productIds[6]!;
    await setProduct(id, 2500, 3);
    const buyers = await Promise.all(Array.from({ length: 4 }, (_, i) => registerUser(t.app, `Racer ${i}`)));
    const attempts = Array.from({ length: 12 }, (_, i) =>
      placeOrder(buyers[i % buyers.length]!.token, orderBody([{ product: id, qty: 1 }])),
    );
    const results = await Promise.all(attempts);
    const created = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 400);
    assert.equal(created.length, 3);
    assert.equal(refused.length, 9);
    for (const r of refused) assert.match(r.json().message, /^Sorry\. Product is out of stock: /);
    assert.equal(await stockOf(id), 0);
  });

  it('gives the last unit to exactly one of two simultaneous buyers', async () => {
    const id = productIds[7]!;
    await setProduct(id, 2500, 1);
    const [x, y] = await Promise.all([registerUser(t.app), registerUser(t.app)]);
    const results = await Promise.all([x, y].map((u) => placeOrder(u!.token, orderBody([{ product: id, qty: 1 }]))));
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 400]);
    assert.equal(await stockOf(id), 0);
  });

  it('answers 422 when an Idempotency-Key is reused with a different order, and places nothing', async () => {
    const user = await registerUser(t.app);
    const id = productIds[9]!;
    await setProduct(id, 1000, 100);
    const key = { 'idempotency-key': 'checkout-reused' };
    const first = await placeOrder(user.token, orderBody([{ product: id, qty: 1 }]), key);
    assert.equal(first.statusCode, 201);
    const different = await placeOrder(user.token, orderBody([{ product: id, qty: 5 }]), key);
    assert.equal(different.statusCode, 422);
    assert.match(different.json().message, /Idempotency-Key was already used for a different order/);
    assert.equal(await stockOf(id), 99);
  });

  it('returns the first order for a repeated Idempotency-Key, even when sent concurrently', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const id = productIds[8]!;
    await setProduct(id, 1000, 100);
    const key = { 'idempotency-key': 'checkout-123' };
    const first = await placeOrder(user.token, orderBody([{ product: id, qty: 1 }]), key);
    assert.equal(first.statusCode, 201);
    const again = await placeOrder(user.token, orderBody([{ product: id, qty: 1 }]), key);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json()._id, first.json()._id);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(await stockOf(id), 99);
    // the key is per user
    const otherUser = await placeOrder(other.token, orderBody([{ product: id, qty: 1 }]), key);
    assert.equal(otherUser.statusCode, 201);
    assert.notEqual(otherUser.json()._id, first.json()._id);

    const burstKey = { 'idempotency-key': 'burst-key' };
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => placeOrder(user.token, orderBody([{ product: id, qty: 1 }]), burstKey)),
    );
    const ids = new Set(burst.map((r) => r.json()._id));
    assert.equal(ids.size, 1);
    assert.equal(burst.filter((r) => r.statusCode === 201).length, 1);
    assert.equal(await stockOf(id), 97);
  });

  it('validates the order body with messages naming the field', async () => {
    const user = await registerUser(t.app);
    const id = productIds[9]!;
    await setProduct(id, 1000, 100);
    const cases: [object, RegExp][] = [
      [orderBody([]), /No order items/],
      [orderBody([{ product: id, qty: 0 }]), /qty must be a positive integer/],
      [orderBody([{ product: id, qty: -2 }]), /qty/],
      [orderBody([{ product: id, qty: 1.5 }]), /qty/],
      [orderBody([{ product: id, qty: '2' }]), /qty/],
      [orderBody([{ product: id }]), /qty is required/],
      [orderBody([{ qty: 1 }]), /product is required/],
      [orderBody([{ product: '0123456789abcdef01234567', qty: 1 }]), /Product not found: 0123456789abcdef01234567/],
      [orderBody([{ product: 'bad-id', qty: 1 }]), /Product not found: bad-id/],
      [orderBody([{ product: id, qty: 1 }], 'Bitcoin'), /paymentMethod/],
      [{ orderItems: [{ product: id, qty: 1 }], paymentMethod: 'PayPal' }, /shippingAddress is required/],
      [{ ...orderBody([{ product: id, qty: 1 }]), shippingAddress: { ...SHIPPING, city: '' } }, /shippingAddress\.city/],
      [{ ...orderBody([{ product: id, qty: 1 }]), shippingAddress: { ...SHIPPING, city: '   ' } }, /shippingAddress\.city/],
      [
        { ...orderBody([{ product: id, qty: 1 }]), shippingAddress: { ...SHIPPING, country: 'x'.repeat(10_000) } },
        /shippingAddress\.country/,
      ],
      [{ ...orderBody([{ product: id, qty: 1 }]), orderItems: 'all of it' }, /orderItems/],
    ];
    for (const [body, message] of cases) {
      const response = await placeOrder(user.token, body);
      assert.equal(response.statusCode, 400, JSON.stringify(body).slice(0, 200));
      assert.match(response.json().message, message);
    }
    assert.equal(await stockOf(id), 100);
  });

  it('requires sign-in, and an allowed origin for cookie-authenticated orders', async () => {
    const user = await registerUser(t.app);
    const id = productIds[10]!;
    await setProduct(id, 1000, 100);
    const body = orderBody([{ product: id, qty: 1 }]);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/orders', payload: body });
    assert.equal(anonymous.statusCode, 401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies: { jwt: user.token },
      headers: { origin: 'https://evil.example' },
      payload: body,
    });
    assert.equal(crossSite.statusCode, 403);
    const ours = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies: { jwt: user.token },
      headers: { origin: TEST_ORIGIN },
      payload: body,
    });
    assert.equal(ours.statusCode, 201);
  });

  it('lists only my orders, newest first', async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    const id = productIds[11]!;
    await setProduct(id, 1000, 100);
    const first = (await placeOrder(user.token, orderBody([{ product: id, qty: 1 }]))).json();
    const second = (await placeOrder(user.token, orderBody([{ product: id, qty: 2 }]))).json();
    await placeOrder(other.token, orderBody([{ product: id, qty: 1 }]));
    const response = await t.app.inject({ url: '/api/orders/myorders', headers: bearer(user.token) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(
      response.json().map((o: { _id: string }) => o._id),
      [second._id, first._id],
    );
    assert.equal(response.json()[0].orderItems[0].qty, 2);
  });

  it("answers 404 'Order not found' for another user's, missing and malformed order ids", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const id = productIds[12]!;
    await setProduct(id, 1000, 100);
    const order = (await placeOrder(owner.token, orderBody([{ product: id, qty: 1 }]))).json();
    const mine = await t.app.inject({ url: `/api/orders/${order._id}`, headers: bearer(owner.token) });
    assert.equal(mine.statusCode, 200);
    assert.equal(mine.json()._id, order._id);
    for (const orderId of [order._id, '0123456789abcdef01234567', 'not-an-id', "1' or '1'='1"]) {
      const response = await t.app.inject({ url: `/api/orders/${encodeURIComponent(orderId)}`, headers: bearer(stranger.token) });
      assert.equal(response.statusCode, 404, orderId);
      assert.deepEqual(response.json(), { message: 'Order not found' });
    }
    const pay = await t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/pay`, headers: bearer(stranger.token) });
    assert.equal(pay.statusCode, 404);
  });

  it('pays PayPal and Stripe orders in the sandbox, once; paying again changes nothing', async () => {
    const user = await registerUser(t.app);
    const id = productIds[13]!;
    await setProduct(id, 1000, 100);
    for (const method of ['PayPal', 'Stripe']) {
      const order = (await placeOrder(user.token, orderBody([{ product: id, qty: 1 }], method))).json();
      const paid = await t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/pay`, headers: bearer(user.token) });
      assert.equal(paid.statusCode, 200);
      const body = paid.json();
      assert.equal(body.isPaid, true);
      assert.ok(Date.parse(body.paidAt) > 0);
      assert.equal(body.paymentResult.status, 'COMPLETED');
      assert.equal(body.paymentResult.provider, method);
      assert.match(body.paymentResult.id, new RegExp(`^${method.toUpperCase()}-SANDBOX-`));
      assert.equal(body.status, 'paid');
      const twice = await t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/pay`, headers: bearer(user.token) });
      assert.equal(twice.statusCode, 200);
      assert.equal(twice.json().paidAt, body.paidAt);
      assert.deepEqual(twice.json().paymentResult, body.paymentResult);
      assert.deepEqual(
        twice.json().timeline.map((event: { type: string }) => event.type),
        ['placed', 'paid'],
      );
    }
  });

  it('refuses to pay a cash-on-delivery order online', async () => {
    const user = await registerUser(t.app);
    const id = productIds[14]!;
    await setProduct(id, 1000, 100);
    const order = (await placeOrder(user.token, orderBody([{ product: id, qty: 1 }], 'CashOnDelivery'))).json();
    const response = await t.app.inject({ method: 'PUT', url: `/api/orders/${order._id}/pay`, headers: bearer(user.token) });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: 'Cash on delivery orders are paid on delivery' });
  });

  it('lets only an admin mark delivered; cash on delivery becomes paid then', async () => {
    const user = await registerUser(t.app);
    const adminToken = await login(t.app, 'admin@example.com', 'admin12345');
    const id = productIds[15]!;
    await setProduct(id, 1000, 100);
    const cod = (await placeOrder(user.token, orderBody([{ product: id, qty: 1 }], 'CashOnDelivery'))).json();
    const byCustomer = await t.app.inject({ method: 'PUT', url: `/api/orders/${cod._id}/deliver`, headers: bearer(user.token) });
    assert.equal(byCustomer.statusCode, 403);
    assert.deepEqual(byCustomer.json(), { message: 'Not authorized as an admin' });
    const delivered = await t.app.inject({ method: 'PUT', url: `/api/orders/${cod._id}/deliver`, headers: bearer(adminToken) });
    assert.equal(delivered.statusCode, 200);
    const body = delivered.json();
    assert.equal(body.isDelivered, true);
    assert.ok(Date.parse(body.deliveredAt) > 0);
    assert.equal(body.isPaid, true);
    assert.ok(Date.parse(body.paidAt) > 0);
    assert.equal(body.status, 'delivered');
    const again = await t.app.inject({ method: 'PUT', url: `/api/orders/${cod._id}/deliver`, headers: bearer(adminToken) });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().deliveredAt, body.deliveredAt);

    const paypal = (await placeOrder(user.token, orderBody([{ product: id, qty: 1 }], 'PayPal'))).json();
    const shipped = (
      await t.app.inject({ method: 'PUT', url: `/api/orders/${paypal._id}/deliver`, headers: bearer(adminToken) })
    ).json();
    assert.equal(shipped.isDelivered, true);
    assert.equal(shipped.isPaid, false);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/orders/0123456789abcdef01234567/deliver',
      headers: bearer(adminToken),
    });
    assert.equal(missing.statusCode, 404);
    // the admin may read any order
    const read = await t.app.inject({ url: `/api/orders/${paypal._id}`, headers: bearer(adminToken) });
    assert.equal(read.statusCode, 200);
  });
});
