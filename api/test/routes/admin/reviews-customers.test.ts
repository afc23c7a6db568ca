import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { products } from '../../../src/db/schema/index.js';
import { bearer, buildTestApp, login, registerUser, SHIPPING, TEST_ORIGIN, type TestApp } from '../../helpers/build-test-app.js';

describe('back office: reviews, customers, dashboard', () => {
  let t: TestApp;
  let staff: string;
  let productId: string;

  const admin = (method: 'GET' | 'PUT', url: string) => t.app.inject({ method, url, headers: bearer(staff) });
  const product = async () => (await t.app.inject({ method: 'GET', url: `/api/products/${productId}` })).json();

  before(async () => {
    t = await buildTestApp({ seed: 8 });
    staff = await login(t.app, 'admin@example.com', 'admin12345');
    productId = (await t.app.inject({ method: 'GET', url: '/api/products?limit=1&availability=in_stock' })).json().products[0]
      ._id;
    await t.app.db.update(products).set({ countInStock: 50 }).where(eq(products.id, productId));
  });
  after(() => t.close());

  it('hides a review from shoppers with the rating and count recomputed, and unhides it', async () => {
    const start = await product();
    const ratings = [5, 1];
    const reviewers = [await registerUser(t.app, 'Rita Reviewer'), await registerUser(t.app, 'Troll Reviewer')];
    for (const [i, reviewer] of reviewers.entries()) {
      const posted = await t.app.inject({
        method: 'POST',
        url: `/api/products/${productId}/reviews`,
        headers: bearer(reviewer.token),
        payload: { rating: ratings[i], comment: i ? 'Rubbish!!!' : 'Lovely' },
      });
      assert.equal(posted.statusCode, 201);
    }
    const listed = (await admin('GET', `/api/admin/reviews?product=${productId}&rating=1`)).json();
    assert.equal(listed.total, 1);
    const troll = listed.reviews[0];
    assert.equal(troll.user.name, 'Troll Reviewer');
    assert.equal(troll.hiddenAt, null);

    const hidden = await admin('PUT', `/api/admin/reviews/${troll._id}/hide`);
    assert.equal(hidden.statusCode, 200);
    assert.ok(hidden.json().hiddenAt);
    const after = await product();
    assert.equal(after.numReviews, start.numReviews + 1);
    assert.ok(after.reviews.every((r: { _id: string }) => r._id !== troll._id));
    const visible = after.reviews.map((r: { rating: number }) => r.rating);
    assert.equal(after.rating, visible.reduce((a: number, b: number) => a + b, 0) / visible.length);
    assert.equal((await admin('GET', `/api/admin/reviews?product=${productId}&state=hidden`)).json().total, 1);
    const newestFirst = (await admin('GET', '/api/admin/reviews?limit=100'))
      .json()
      .reviews.map((r: { createdAt: string }) => r.createdAt);
    assert.deepEqual(newestFirst, [...newestFirst].sort().reverse());

    await admin('PUT', `/api/admin/reviews/${troll._id}/unhide`);
    const restored = await product();
    assert.equal(restored.numReviews, start.numReviews + 2);
    assert.ok(restored.reviews.some((r: { _id: string }) => r._id === troll._id));
    const audit = (await admin('GET', `/api/admin/audit?entityType=review&entityId=${troll._id}`)).json();
    assert.deepEqual(
      audit.entries.map((e: { action: string }) => e.action),
      ['review.unhide', 'review.hide'],
    );
    const badRating = await admin('GET', '/api/admin/reviews?rating=6');
    assert.equal(badRating.statusCode, 400);
    assert.match(badRating.json().message, /^rating /);
  });

  it("lists customers by name or email with their orders, and a disabled customer's sessions end at once", async () => {
    const customer = await registerUser(t.app, 'Dora Disabled');
    const second = await login(t.app, customer.email, customer.password);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer.token),
      payload: { orderItems: [{ product: productId, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'PayPal' },
    });
    assert.equal(placed.statusCode, 201, placed.body);
    const found = (await admin('GET', '/api/admin/customers?q=dora')).json();
    assert.equal(found.total, 1);
    assert.equal(found.customers[0].orderCount, 1);
    assert.equal(found.customers[0].totalSpent, placed.json().totalPrice);
    assert.equal((await admin('GET', `/api/admin/customers?q=${encodeURIComponent(customer.email)}`)).json().total, 1);
    const orders = (await admin('GET', `/api/admin/customers/${customer.id}/orders`)).json();
    assert.deepEqual(
      orders.orders.map((o: { _id: string }) => o._id),
      [placed.json()._id],
    );

    const disabled = await admin('PUT', `/api/admin/customers/${customer.id}/disable`);
    assert.equal(disabled.statusCode, 200);
    assert.ok(disabled.json().disabledAt);
    for (const token of [customer.token, second]) {
      const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(token) });
      assert.equal(profile.statusCode, 401);
    }
    const cookie = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { cookie: `jwt=${second}`, origin: TEST_ORIGIN },
    });
    assert.equal(cookie.statusCode, 401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: customer.email, password: customer.password },
    });
    assert.equal(signIn.statusCode, 403);
    assert.equal(signIn.json().message, 'This account is disabled. Please contact support.');
    const wrongPassword = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: customer.email, password: 'nope' },
    });
    assert.equal(wrongPassword.statusCode, 401, 'a wrong password learns nothing about the account');
    assert.equal((await admin('GET', '/api/admin/customers?state=disabled')).json().total, 1);

    await admin('PUT', `/api/admin/customers/${customer.id}/enable`);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: customer.email, password: customer.password },
    });
    assert.equal(back.statusCode, 200);
    const audit = (await admin('GET', `/api/admin/audit?entityType=user&entityId=${customer.id}`)).json();
    assert.deepEqual(
      audit.entries.map((e: { action: string }) => e.action),
      ['user.enable', 'user.disable'],
    );
    const self = (await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(staff) })).json();
    const selfDisable = await admin('PUT', `/api/admin/customers/${self._id}/disable`);
    assert.equal(selfDisable.statusCode, 409);
  });

  it('sums orders and revenue from stored totals with cancelled orders left out, and lists what waits', async () => {
    const buyer = await registerUser(t.app, 'Dash Buyer');
    const order = async (paymentMethod: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: bearer(buyer.token),
          payload: { orderItems: [{ product: productId, qty: 1 }], shippingAddress: SHIPPING, paymentMethod },
        })
      ).json();
    const before = (await admin('GET', '/api/admin/dashboard')).json();
    const kept = await order('CashOnDelivery');
    const cancelled = await order('PayPal');
    await admin('PUT', `/api/admin/orders/${cancelled._id}/pay`);
    await admin('PUT', `/api/admin/orders/${cancelled._id}/cancel`);
    const now = (await admin('GET', '/api/admin/dashboard')).json();
    for (const period of [0, 1, 2]) {
      assert.equal(now.sales[period].orders, before.sales[period].orders + 1);
      assert.equal(
        Math.round((now.sales[period].revenue - before.sales[period].revenue) * 100),
        Math.round(kept.totalPrice * 100),
      );
    }
    assert.deepEqual(
      now.sales.map((s: { period: string }) => s.period),
      ['today', '7d', '30d'],
    );
    assert.equal(now.awaitingAction.awaitingPayment, before.awaitingAction.awaitingPayment + 1);
    assert.equal(now.awaitingAction.refundPending, before.awaitingAction.refundPending + 1);
    assert.ok(now.awaitingAction.oldest.some((o: { _id: string }) => o._id === kept._id));
    assert.equal(now.lowStock.below, 5);
    assert.ok(now.lowStock.products.every((p: { countInStock: number }) => p.countInStock < 5));
    assert.ok(Array.isArray(now.webVitals.rows));
  });
});
