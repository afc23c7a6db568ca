// The integrators' kit mocks the API (shared-ui/testing, MSW): for each GET the shell and the slices
// make, the mock's answer and this API's answer (on a seeded database) must both validate against
// the response schema the route declares. The back office's GETs (mf-admin) are asked as the seeded
// admin, admin@example.com, of the real API and as the mock back office's staff member. A route whose answer changes shape fails here until the
// mock follows (the mock's types, Static<> of the same schemas, fail the type check first).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getResponse } from 'msw';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import {
  AddressList,
  AdminAuditList,
  AdminCustomer,
  AdminCustomerList,
  AdminDashboard,
  AdminOrder,
  AdminOrderList,
  AdminProduct,
  AdminProductList,
  AdminReviewList,
  Order,
  ProductDetail,
  ProductList,
  Suggestion,
  UserInfo,
} from 'shared-ui/contract';
import { bearer, buildTestApp, login, registerUser, SHIPPING, type TestApp } from '../helpers/build-test-app.js';

// The kit's mock API: plain TypeScript over msw, no browser code (eslint.config.mjs lets the API's
// tests read it). Imported by URL so this package's type check stays within its own sources; the
// kit's types are checked by shared-ui's.
const KIT = new URL('../../../shared-ui/src/testing/mock-api/', import.meta.url);
const { API_ROUTES } = (await import(new URL('api-answers.ts', KIT).href)) as { API_ROUTES: readonly string[] };
const { MOCK_SCENARIOS, scenarioHandlers } = (await import(new URL('scenarios.ts', KIT).href)) as {
  MOCK_SCENARIOS: { account: Record<string, unknown> };
  scenarioHandlers: (scenario: unknown) => Parameters<typeof getResponse>[0];
};

interface Ids {
  product: string;
  order: string;
  word: string;
  /** an order awaiting payment, as the back office sees it */
  adminOrder: string;
  /** the shopper who placed `adminOrder` */
  customer: string;
}

interface DriftCase {
  route: string;
  schema: TSchema;
  /** The request, with :id filled from what exists on each side. */
  url: (ids: Ids) => string;
  /** Asked as staff: the seeded admin on the API, the mock back office's staff member on the mock. */
  staff?: true;
}

// Every GET of the kit, with the schema its route declares (api/src/routes/*.ts `response[200]`).
const CASES: DriftCase[] = [
  { route: 'GET /api/products', schema: ProductList, url: () => '/api/products?page=1&limit=12&sort=featured' },
  { route: 'GET /api/products', schema: ProductList, url: ({ product }) => `/api/products?ids=${product}` },
  {
    route: 'GET /api/products/search-suggestions',
    schema: Type.Array(Suggestion),
    url: ({ word }) => `/api/products/search-suggestions?q=${encodeURIComponent(word)}`,
  },
  { route: 'GET /api/products/:id', schema: ProductDetail, url: ({ product }) => `/api/products/${product}` },
  { route: 'GET /api/orders/myorders', schema: Type.Array(Order), url: () => '/api/orders/myorders' },
  { route: 'GET /api/orders/:id', schema: Order, url: ({ order }) => `/api/orders/${order}` },
  { route: 'GET /api/users/profile', schema: UserInfo, url: () => '/api/users/profile' },
  { route: 'GET /api/users/addresses', schema: AddressList, url: () => '/api/users/addresses' },
  { route: 'GET /api/admin/dashboard', schema: AdminDashboard, url: () => '/api/admin/dashboard', staff: true },
  { route: 'GET /api/admin/audit', schema: AdminAuditList, url: () => '/api/admin/audit', staff: true },
  { route: 'GET /api/admin/orders', schema: AdminOrderList, url: () => '/api/admin/orders', staff: true },
  {
    route: 'GET /api/admin/orders',
    schema: AdminOrderList,
    url: ({ adminOrder }) => `/api/admin/orders?status=awaiting_payment&q=${adminOrder.slice(-8)}`,
    staff: true,
  },
  {
    route: 'GET /api/admin/orders/:id',
    schema: AdminOrder,
    url: ({ adminOrder }) => `/api/admin/orders/${adminOrder}`,
    staff: true,
  },
  {
    route: 'GET /api/admin/products',
    schema: AdminProductList,
    url: () => '/api/admin/products?state=all&sort=stock_asc',
    staff: true,
  },
  {
    route: 'GET /api/admin/products/:id',
    schema: AdminProduct,
    url: ({ product }) => `/api/admin/products/${product}`,
    staff: true,
  },
  { route: 'GET /api/admin/reviews', schema: AdminReviewList, url: () => '/api/admin/reviews', staff: true },
  { route: 'GET /api/admin/customers', schema: AdminCustomerList, url: () => '/api/admin/customers?state=all', staff: true },
  {
    route: 'GET /api/admin/customers/:id',
    schema: AdminCustomer,
    url: ({ customer }) => `/api/admin/customers/${customer}`,
    staff: true,
  },
  {
    route: 'GET /api/admin/customers/:id/orders',
    schema: AdminOrderList,
    url: ({ customer }) => `/api/admin/customers/${customer}/orders`,
    staff: true,
  },
];

function problems(schema: TSchema, body: unknown): string[] {
  return [...Value.Errors(schema, body)].slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

const LIST_KEYS = ['products', 'orders', 'reviews', 'customers', 'entries'] as const;

/** Arrays must hold something, or the check proves nothing about their items. */
function assertSubstantial(body: unknown, where: string) {
  const page = body as Partial<Record<(typeof LIST_KEYS)[number], unknown[]>>;
  const list = Array.isArray(body) ? body : LIST_KEYS.map((key) => page[key]).find(Array.isArray);
  if (Array.isArray(list)) assert.ok(list.length > 0, `${where} answered an empty list`);
}

describe('the mock API answers as the real one does', () => {
  let t: TestApp;
  let token: string;
  let staffToken: string;
  const real: Ids = { product: '', order: '', word: '', adminOrder: '', customer: '' };
  // The signed-in scenario: a shopper with orders, over the mock catalogue; its mock shop answers the
  // back office's calls too, from the mock back office the admin scenarios start from.
  const mockHandlers = scenarioHandlers(MOCK_SCENARIOS.account['signed-in']);
  const mock: Ids = { product: '', order: '', word: '', adminOrder: '', customer: '' };
  const askMock = (url: string) =>
    getResponse(mockHandlers, new Request(`http://shop.test${url}`, { headers: bearer('mock-token') }));

  before(async () => {
    t = await buildTestApp({ seed: 20 });
    const listing = (await t.app.inject('/api/products?limit=1')).json();
    real.product = listing.products[0]._id;
    real.word = listing.products[0].name.split(' ')[0];
    let customer: string;
    ({ token, id: customer } = await registerUser(t.app, 'Drift Checker'));
    real.customer = customer;
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: { orderItems: [{ product: real.product, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'PayPal' },
    });
    assert.equal(placed.statusCode, 201, placed.body);
    real.order = placed.json()._id;
    real.adminOrder = real.order;
    const saved = await t.app.inject({ method: 'POST', url: '/api/users/addresses', headers: bearer(token), payload: SHIPPING });
    assert.equal(saved.statusCode, 201, saved.body);
    // Something in every list of the back office: a review, and a staff write in the audit log.
    const reviewed = await t.app.inject({
      method: 'POST',
      url: `/api/products/${real.product}/reviews`,
      headers: bearer(token),
      payload: { rating: 4, comment: 'Checked for drift' },
    });
    assert.equal(reviewed.statusCode, 201, reviewed.body);
    staffToken = await login(t.app, 'admin@example.com', 'admin12345');
    const adjusted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${real.product}/stock`,
      headers: bearer(staffToken),
      payload: { delta: 1, reason: 'Drift check' },
    });
    assert.equal(adjusted.statusCode, 200, adjusted.body);
    const mockListing = (await askMock('/api/products?limit=1'))!;
    const [first] = ((await mockListing.json()) as { products: { _id: string; name: string }[] }).products;
    mock.product = first!._id;
    mock.word = first!.name.split(' ')[0]!;
    const mockOrders = (await askMock('/api/orders/myorders'))!;
    mock.order = ((await mockOrders.json()) as { _id: string }[])[0]!._id;
    // The mock back office's first order: awaiting payment, like the order placed above.
    const mockAdminOrders = (await askMock('/api/admin/orders?status=awaiting_payment'))!;
    const [adminOrder] = ((await mockAdminOrders.json()) as { orders: { _id: string; customer: { _id: string } }[] }).orders;
    mock.adminOrder = adminOrder!._id;
    mock.customer = adminOrder!.customer._id;
  });
  after(() => t.close());

  it('covers every GET the kit mocks', () => {
    const gets = API_ROUTES.filter((route) => route.startsWith('GET '));
    assert.deepEqual([...new Set(CASES.map((drift) => drift.route))].sort(), [...gets].sort());
  });

  for (const drift of CASES) {
    const placeholders: Ids = { product: ':id', order: ':id', word: 'word', adminOrder: ':id', customer: ':id' };
    it(`${drift.url(placeholders)}: both answers fit the route's schema`, async () => {
      const headers = bearer(drift.staff ? staffToken : token);
      const response = await t.app.inject({ method: 'GET', url: drift.url(real), headers });
      assert.equal(response.statusCode, 200, response.body);
      const realBody: unknown = response.json();
      assertSubstantial(realBody, 'the API');
      assert.deepEqual(problems(drift.schema, realBody), [], 'the API answers outside its own schema');

      const mocked = await askMock(drift.url(mock));
      assert.ok(mocked, `the mock API answers nothing for ${drift.route}`);
      assert.equal(mocked.status, 200);
      const mockBody: unknown = await mocked.json();
      assertSubstantial(mockBody, 'the mock');
      assert.deepEqual(problems(drift.schema, mockBody), [], 'the mock answers outside the route schema');
    });
  }
});
