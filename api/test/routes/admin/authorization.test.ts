import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, buildTestApp, login, registerUser, SHIPPING, TEST_ORIGIN, type TestApp } from '../../helpers/build-test-app.js';

interface StaffRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** what staff get */
  expect: number;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipartImage(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = 'admin-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('back office: who may call the staff routes', () => {
  let t: TestApp;
  let staff: string;
  let customer: string;
  let routes: StaffRequest[];

  before(async () => {
    t = await buildTestApp({ seed: 12 });
    staff = await login(t.app, 'admin@example.com', 'admin12345');
    const shopper = await registerUser(t.app, 'Matrix Shopper');
    const victim = await registerUser(t.app, 'Matrix Victim');
    customer = shopper.token;
    const listing = (await t.app.inject({ method: 'GET', url: '/api/products?limit=3' })).json();
    const [first, second] = listing.products;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: { orderItems: [{ product: first._id, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'CashOnDelivery' },
    });
    const orderId = placed.json()._id as string;
    await t.app.inject({
      method: 'POST',
      url: `/api/products/${second._id}/reviews`,
      headers: bearer(customer),
      payload: { rating: 4, comment: 'Fine' },
    });
    const review = (
      await t.app.inject({ method: 'GET', url: `/api/admin/reviews?product=${second._id}`, headers: bearer(staff) })
    ).json().reviews[0];
    const image = multipartImage();
    routes = [
      { method: 'GET', url: '/api/admin/dashboard', expect: 200 },
      { method: 'GET', url: '/api/admin/orders?status=awaiting_payment&q=matrix', expect: 200 },
      { method: 'GET', url: `/api/admin/orders/${orderId}`, expect: 200 },
      { method: 'PUT', url: `/api/admin/orders/${orderId}/pay`, expect: 200 },
      { method: 'PUT', url: `/api/admin/orders/${orderId}/deliver`, expect: 200 },
      { method: 'PUT', url: `/api/admin/orders/${orderId}/cancel`, expect: 409 },
      { method: 'GET', url: '/api/admin/products?state=all&sort=stock_asc', expect: 200 },
      { method: 'GET', url: `/api/admin/products/${first._id}`, expect: 200 },
      {
        method: 'POST',
        url: '/api/admin/products',
        payload: {
          name: 'Matrix Lamp',
          image: '/images/lamp.svg',
          brand: 'Lumen',
          category: 'home',
          description: 'A lamp',
          price: 12.5,
          countInStock: 3,
        },
        expect: 201,
      },
      { method: 'PUT', url: `/api/admin/products/${first._id}`, payload: { price: 99.99 }, expect: 200 },
      { method: 'POST', url: `/api/admin/products/${first._id}/stock`, payload: { delta: 5, reason: 'Delivery' }, expect: 200 },
      { method: 'PUT', url: `/api/admin/products/${first._id}/archive`, expect: 200 },
      { method: 'PUT', url: `/api/admin/products/${first._id}/unarchive`, expect: 200 },
      { method: 'POST', url: '/api/admin/product-images', payload: image.payload, headers: image.headers, expect: 201 },
      { method: 'GET', url: '/api/admin/reviews?rating=4', expect: 200 },
      { method: 'PUT', url: `/api/admin/reviews/${review._id}/hide`, expect: 200 },
      { method: 'PUT', url: `/api/admin/reviews/${review._id}/unhide`, expect: 200 },
      { method: 'GET', url: '/api/admin/customers?q=matrix', expect: 200 },
      { method: 'GET', url: `/api/admin/customers/${shopper.id}`, expect: 200 },
      { method: 'GET', url: `/api/admin/customers/${shopper.id}/orders`, expect: 200 },
      { method: 'PUT', url: `/api/admin/customers/${victim.id}/disable`, expect: 200 },
      { method: 'PUT', url: `/api/admin/customers/${victim.id}/enable`, expect: 200 },
      { method: 'GET', url: '/api/admin/audit?entityType=product', expect: 200 },
    ];
  });
  after(() => t.close());

  const send = (route: StaffRequest, headers: Record<string, string>) =>
    t.app.inject({
      method: route.method,
      url: route.url,
      headers: { ...route.headers, ...headers },
      ...(route.payload === undefined ? {} : { payload: route.payload as string }),
    });

  it('covers every operation the OpenAPI document tags admin', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags?.includes('admin'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    const tested = new Set(routes.map((route) => `${route.method} ${route.url.split('?')[0]!.replace(/[0-9a-f]{24}/g, '{id}')}`));
    assert.ok(documented.length >= 23, `found ${documented.length} admin operations`);
    for (const operation of documented) assert.ok(tested.has(operation), `${operation} is not in the matrix`);
  });

  it('answers 401 to a visitor who is not signed in, on every staff route', async () => {
    for (const route of routes) {
      const response = await send(route, {});
      assert.equal(response.statusCode, 401, `${route.method} ${route.url}`);
      assert.equal(typeof response.json().message, 'string');
    }
  });

  it('answers 403 to a customer, on every staff route, and changes nothing', async () => {
    for (const route of routes) {
      const response = await send(route, bearer(customer));
      assert.equal(response.statusCode, 403, `${route.method} ${route.url}`);
      assert.equal(response.json().message, 'Not authorized as an admin');
    }
    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(staff) })).json();
    assert.equal(audit.total, 0);
  });

  it('lets staff call every staff route', async () => {
    for (const route of routes) {
      const response = await send(route, bearer(staff));
      assert.equal(response.statusCode, route.expect, `${route.method} ${route.url}: ${response.body}`);
    }
  });

  it('refuses a staff write authenticated by cookie from a foreign origin, and accepts it from the shop', async () => {
    const product = (await t.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json().products[0];
    const cookie = `jwt=${staff}`;
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product._id}`,
      headers: { cookie, origin: 'https://evil.example' },
      payload: { brand: 'Evil' },
    });
    assert.equal(foreign.statusCode, 403);
    assert.equal(foreign.json().message, 'Forbidden: request origin not allowed');
    const ours = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${product._id}`,
      headers: { cookie, origin: TEST_ORIGIN },
      payload: { brand: 'Ours' },
    });
    assert.equal(ours.statusCode, 200);
    assert.equal(ours.json().brand, 'Ours');
  });
});
