import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { orderEvents, products } from '../../../src/db/schema/index.js';
import { transitionOrder, type OrderTransition } from '../../../src/services/orders/order-state-machine.js';
import { bearer, buildTestApp, login, registerUser, SHIPPING, type TestApp } from '../../helpers/build-test-app.js';

type Status = 'awaiting_payment' | 'paid' | 'delivered' | 'cancelled';

describe('order state machine', () => {
  let t: TestApp;
  let productId: string;
  let shopper: Awaited<ReturnType<typeof registerUser>>;
  let staffToken: string;
  let staffId: string;

  const stock = async () =>
    (await t.app.db.select({ s: products.countInStock }).from(products).where(eq(products.id, productId)))[0]!.s;
  const place = async (paymentMethod = 'PayPal', qty = 2) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(shopper.token),
      payload: { orderItems: [{ product: productId, qty }], shippingAddress: SHIPPING, paymentMethod },
    });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as { _id: string; status: Status };
  };
  const change = (orderId: string, transition: OrderTransition, token = staffToken) =>
    t.app.inject({ method: 'PUT', url: `/api/orders/${orderId}/${transition}`, headers: bearer(token) });
  /** An order brought to `status` through the machine itself. */
  const orderIn = async (status: Status) => {
    const order = await place(status === 'paid' ? 'PayPal' : 'CashOnDelivery');
    if (status === 'paid') assert.equal((await change(order._id, 'pay', shopper.token)).statusCode, 200);
    if (status === 'delivered') assert.equal((await change(order._id, 'deliver')).statusCode, 200);
    if (status === 'cancelled') assert.equal((await change(order._id, 'cancel')).statusCode, 200);
    return order._id;
  };

  before(async () => {
    t = await buildTestApp({ seed: 5 });
    productId = (await t.app.db.select({ id: products.id }).from(products).limit(1))[0]!.id;
    await t.app.db.update(products).set({ countInStock: 1000 }).where(eq(products.id, productId));
    shopper = await registerUser(t.app, 'Order Owner');
    staffToken = await login(t.app, 'admin@example.com', 'admin12345');
    staffId = (await t.app.inject({ url: '/api/users/profile', headers: bearer(staffToken) })).json()._id;
  });
  after(() => t.close());

  it('starts a new order awaiting payment', async () => {
    assert.equal((await place()).status, 'awaiting_payment');
  });

  // [from, transition, expected answer, status afterwards]
  const table: [Status, OrderTransition, number, Status][] = [
    ['awaiting_payment', 'pay', 200, 'paid'],
    ['awaiting_payment', 'deliver', 200, 'delivered'],
    ['awaiting_payment', 'cancel', 200, 'cancelled'],
    ['paid', 'pay', 200, 'paid'],
    ['paid', 'deliver', 200, 'delivered'],
    ['paid', 'cancel', 200, 'cancelled'],
    ['delivered', 'pay', 200, 'delivered'],
    ['delivered', 'deliver', 200, 'delivered'],
    ['delivered', 'cancel', 409, 'delivered'],
    ['cancelled', 'pay', 409, 'cancelled'],
    ['cancelled', 'deliver', 409, 'cancelled'],
    ['cancelled', 'cancel', 200, 'cancelled'],
  ];
  for (const [from, transition, code, to] of table) {
    it(`${from} + ${transition} answers ${code} and leaves it ${to}`, async () => {
      const orderId = await orderIn(from);
      const response = await change(orderId, transition);
      assert.equal(response.statusCode, code, response.body);
      if (code === 409) assert.match(response.json().message, /cannot be (paid|delivered|cancelled)$/);
      const now = await t.app.inject({ url: `/api/orders/${orderId}`, headers: bearer(shopper.token) });
      assert.equal(now.json().status, to, now.body);
    });
  }

  it('names the refusal', async () => {
    const delivered = await orderIn('delivered');
    assert.deepEqual((await change(delivered, 'cancel')).json(), { message: 'A delivered order cannot be cancelled' });
    const cancelled = await orderIn('cancelled');
    assert.deepEqual((await change(cancelled, 'deliver')).json(), { message: 'A cancelled order cannot be delivered' });
  });

  it('of a concurrent cancel and deliver, exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const orderId = await orderIn('awaiting_payment');
      const before = await stock();
      const answers = await Promise.all([change(orderId, 'cancel'), change(orderId, 'deliver')]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      assert.deepEqual(codes, [200, 409], answers.map((a) => a.body).join(' | '));
      const final = (await t.app.inject({ url: `/api/orders/${orderId}`, headers: bearer(staffToken) })).json();
      const cancelWon = answers[0]!.statusCode === 200;
      assert.equal(final.status, cancelWon ? 'cancelled' : 'delivered');
      assert.equal(await stock(), cancelWon ? before + 2 : before);
    }
  });

  it('restocks exactly once when cancels race', async () => {
    const orderId = await orderIn('paid');
    const before = await stock();
    const answers = await Promise.all(Array.from({ length: 8 }, () => change(orderId, 'cancel', shopper.token)));
    assert.ok(answers.every((answer) => answer.statusCode === 200));
    assert.equal(await stock(), before + 2);
    const cancelled = answers[0]!.json();
    assert.equal(cancelled.refundPending, true);
    assert.ok(Date.parse(cancelled.cancelledAt) > 0);
    const events = await t.app.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    assert.equal(events.filter((event) => event.type === 'cancelled').length, 1);
  });

  it('keeps a shopper to their own orders and away from delivering', async () => {
    const orderId = await orderIn('awaiting_payment');
    const stranger = await registerUser(t.app, 'Someone Else');
    assert.equal((await change(orderId, 'cancel', stranger.token)).statusCode, 404);
    const deliver = await change(orderId, 'deliver', shopper.token);
    assert.equal(deliver.statusCode, 403);
    assert.equal((await change(orderId, 'cancel', shopper.token)).statusCode, 200);
  });

  it('records who made each change on the timeline, once', async () => {
    const orderId = await orderIn('awaiting_payment');
    await change(orderId, 'deliver');
    await change(orderId, 'deliver');
    const order = (await t.app.inject({ url: `/api/orders/${orderId}`, headers: bearer(shopper.token) })).json();
    assert.deepEqual(
      order.timeline.map((event: { type: string; actorRole: string; actorName: string | null }) => [
        event.type,
        event.actorRole,
        event.actorName,
      ]),
      [
        ['placed', 'customer', 'Order Owner'],
        ['paid', 'staff', 'Admin User'],
        ['delivered', 'staff', 'Admin User'],
      ],
    );
    assert.equal(order.paymentResult, undefined, 'cash taken on delivery has no online payment reference');
  });

  it('runs the caller work inside the change, and only when it changed', async () => {
    const orderId = await orderIn('awaiting_payment');
    const seen: string[] = [];
    const actor = { id: staffId, isStaff: true };
    await transitionOrder(t.app.db, orderId, 'cancel', actor, {
      onChanged: async (_tx, c) => void seen.push(`${c.from}->${c.to}`),
    });
    await transitionOrder(t.app.db, orderId, 'cancel', actor, { onChanged: async () => void seen.push('again') });
    assert.deepEqual(seen, ['awaiting_payment->cancelled']);

    const failing = await orderIn('awaiting_payment');
    const before = await stock();
    await assert.rejects(
      transitionOrder(t.app.db, failing, 'cancel', actor, {
        onChanged: async () => {
          throw new Error('outbox unavailable');
        },
      }),
      /outbox unavailable/,
    );
    const order = (await t.app.inject({ url: `/api/orders/${failing}`, headers: bearer(shopper.token) })).json();
    assert.equal(order.status, 'awaiting_payment', 'the change rolled back with the failed work');
    assert.equal(await stock(), before);
  });
});
