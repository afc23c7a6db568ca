import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { products } from '../../../src/db/schema/index.js';
import { bearer, buildTestApp, login, registerUser, SHIPPING, type TestApp } from '../../helpers/build-test-app.js';

describe('back office: orders', () => {
  let t: TestApp;
  let staff: string;
  let shopper: Awaited<ReturnType<typeof registerUser>>;
  let productIds: string[];

  const stockOf = async (id: string) => (await t.app.db.select().from(products).where(eq(products.id, id)))[0]!.countInStock;
  const place = async (paymentMethod = 'CashOnDelivery', qty = 2, productId = productIds[0]!) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: { orderItems: [{ product: productId, qty }], shippingAddress: SHIPPING, paymentMethod },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as { _id: string; totalPrice: number };
  };
  const act = (id: string, action: string) =>
    t.app.inject({ method: 'PUT', url: `/api/admin/orders/${id}/${action}`, headers: bearer(staff) });
  const list = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/orders${query}`, headers: bearer(staff) });
    assert.equal(response.statusCode, 200, response.body);
    return response.json();
  };

  before(async () => {
    t = await buildTestApp({ seed: 10 });
    staff = await login(t.app, 'admin@example.com', 'admin12345');
    shopper = await registerUser(t.app, 'Olga Ordering');
    const listing = (await t.app.inject({ method: 'GET', url: '/api/products?limit=5&availability=in_stock' })).json();
    productIds = listing.products.map((p: { _id: string }) => p._id);
    for (const id of productIds) await t.app.db.update(products).set({ countInStock: 50 }).where(eq(products.id, id));
  });
  after(() => t.close());

  it('lists every order newest first, paginated on the server, with number, customer and item count', async () => {
    const first = await place();
    const second = await place('PayPal', 1);
    const third = await place('Stripe', 3);
    const page = await list('?limit=2');
    assert.equal(page.total, 3);
    assert.equal(page.pages, 2);
    assert.deepEqual(
      page.orders.map((o: { _id: string }) => o._id),
      [third._id, second._id],
    );
    assert.equal(page.orders[0].number, third._id.slice(-8).toUpperCase());
    assert.equal(page.orders[0].itemCount, 3);
    assert.equal(page.orders[0].customer.name, 'Olga Ordering');
    assert.equal(page.orders[0].status, 'awaiting_payment');
    const next = await list('?limit=2&page=2');
    assert.deepEqual(
      next.orders.map((o: { _id: string }) => o._id),
      [first._id],
    );
  });

  it('filters by status and finds an order by its number, whole id, customer name or email', async () => {
    const order = await place();
    const paid = await place('PayPal', 1);
    assert.equal((await act(paid._id, 'pay')).statusCode, 200);
    const byStatus = await list('?status=paid');
    assert.ok(byStatus.orders.every((o: { status: string }) => o.status === 'paid'));
    assert.ok(byStatus.orders.some((o: { _id: string }) => o._id === paid._id));
    for (const q of [`%23${order._id.slice(-8)}`, order._id.slice(-8).toUpperCase(), order._id]) {
      const found = await list(`?q=${q}`);
      assert.deepEqual(
        found.orders.map((o: { _id: string }) => o._id),
        [order._id],
        q,
      );
    }
    assert.ok((await list('?q=olga%20ordering')).total >= 2);
    assert.ok((await list(`?q=${encodeURIComponent(shopper.email.toUpperCase())}`)).total >= 2);
    assert.equal((await list('?q=nobody-by-this-name')).total, 0);
  });

  it("shows an order's page with items, customer, address, payment and timeline", async () => {
    const order = await place('CashOnDelivery', 2);
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: bearer(staff) });
    assert.equal(response.statusCode, 200);
    const detail = response.json();
    assert.equal(detail.number, order._id.slice(-8).toUpperCase());
    assert.equal(detail.orderItems[0].qty, 2);
    assert.equal(detail.user.email, shopper.email);
    assert.deepEqual(detail.shippingAddress, SHIPPING);
    assert.equal(detail.paymentMethod, 'CashOnDelivery');
    assert.deepEqual(
      detail.timeline.map((e: { type: string }) => e.type),
      ['placed'],
    );
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/000000000000000000000000',
      headers: bearer(staff),
    });
    assert.equal(missing.statusCode, 404);
  });

  it('marks a cash-on-delivery order paid, then delivered; repeats change nothing; the shopper sees it', async () => {
    const order = await place();
    const paid = await act(order._id, 'pay');
    assert.equal(paid.json().status, 'paid');
    assert.equal((await act(order._id, 'pay')).statusCode, 200);
    const delivered = await act(order._id, 'deliver');
    assert.equal(delivered.json().status, 'delivered');
    assert.deepEqual(
      delivered.json().timeline.map((e: { type: string; actorRole: string }) => `${e.type}:${e.actorRole}`),
      ['placed:customer', 'paid:staff', 'delivered:staff'],
    );
    const refused = await act(order._id, 'cancel');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, 'A delivered order cannot be cancelled');
    const seen = (await t.app.inject({ method: 'GET', url: `/api/orders/${order._id}`, headers: bearer(shopper.token) })).json();
    assert.equal(seen.isDelivered, true);
    assert.ok(seen.deliveredAt);
    const audit = (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/audit?entityType=order&entityId=${order._id}`,
        headers: bearer(staff),
      })
    ).json();
    assert.deepEqual(
      audit.entries.map((e: { action: string }) => e.action),
      ['order.deliver', 'order.pay'],
    );
    assert.equal(audit.entries[0].actor.email, 'admin@example.com');
    assert.equal(audit.entries[0].before.status, 'paid');
    assert.equal(audit.entries[0].after.status, 'delivered');
  });

  it('refuses to deliver or pay a cancelled order, and restocks a cancel exactly once', async () => {
    const productId = productIds[1]!;
    const start = await stockOf(productId);
    const order = await place('PayPal', 4, productId);
    assert.equal(await stockOf(productId), start - 4);
    assert.equal((await act(order._id, 'cancel')).json().status, 'cancelled');
    assert.equal(await stockOf(productId), start);
    assert.equal((await act(order._id, 'cancel')).statusCode, 200);
    assert.equal(await stockOf(productId), start);
    const deliver = await act(order._id, 'deliver');
    assert.equal(deliver.statusCode, 409);
    assert.equal(deliver.json().message, 'A cancelled order cannot be delivered');
    assert.equal((await act(order._id, 'pay')).statusCode, 409);
    const audit = (
      await t.app.inject({ method: 'GET', url: `/api/admin/audit?entityId=${order._id}`, headers: bearer(staff) })
    ).json();
    assert.deepEqual(
      audit.entries.map((e: { action: string }) => e.action),
      ['order.cancel'],
    );
  });

  it('lets exactly one of a concurrent cancel and deliver win, and restocks only if the cancel won', async () => {
    for (let round = 0; round < 4; round++) {
      const productId = productIds[2]!;
      const order = await place('Stripe', 1, productId);
      const before = await stockOf(productId);
      const [cancel, deliver] = await Promise.all([act(order._id, 'cancel'), act(order._id, 'deliver')]);
      const codes = [cancel.statusCode, deliver.statusCode].sort();
      assert.deepEqual(codes, [200, 409], `round ${round}: ${cancel.body} / ${deliver.body}`);
      const final = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order._id}`, headers: bearer(staff) })).json();
      const cancelWon = cancel.statusCode === 200;
      assert.equal(final.status, cancelWon ? 'cancelled' : 'delivered');
      assert.equal(await stockOf(productId), cancelWon ? before + 1 : before);
      const audit = (
        await t.app.inject({ method: 'GET', url: `/api/admin/audit?entityId=${order._id}`, headers: bearer(staff) })
      ).json();
      assert.equal(audit.total, 1);
    }
  });

  it('answers 400 naming the field for a bad status or page', async () => {
    const status = await t.app.inject({ method: 'GET', url: '/api/admin/orders?status=lost', headers: bearer(staff) });
    assert.equal(status.statusCode, 400);
    assert.match(status.json().message, /^status /);
    const limit = await t.app.inject({ method: 'GET', url: '/api/admin/orders?limit=1000', headers: bearer(staff) });
    assert.equal(limit.statusCode, 400);
    assert.match(limit.json().message, /^limit /);
    const page = await t.app.inject({ method: 'GET', url: '/api/admin/orders?page=0', headers: bearer(staff) });
    assert.equal(page.statusCode, 400);
    assert.match(page.json().message, /^page /);
  });
});
