// The integrators' kit mocks the API (shared-ui/testing, MSW): for each GET the shell and the slices
// make, the mock's answer and this API's answer (on a seeded database) must both validate against
// the response schema the route declares. A route whose answer changes shape fails here until the
// mock follows (the mock's types, Static<> of the same schemas, fail the type check first).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getResponse } from 'msw';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { Order, ProductDetail, ProductList, Suggestion, UserInfo } from 'shared-ui/contract';
import { bearer, buildTestApp, registerUser, SHIPPING, type TestApp } from '../helpers/build-test-app.js';

// The kit's mock API: plain TypeScript over msw, no browser code (eslint.config.mjs lets the API's
// tests read it). Imported by URL so this package's type check stays within its own sources; the
// kit's types are checked by shared-ui's.
const KIT = new URL('../../../shared-ui/src/testing/mock-api/', import.meta.url);
const { API_ROUTES } = (await import(new URL('api-answers.ts', KIT).href)) as { API_ROUTES: readonly string[] };
const { MOCK_SCENARIOS, scenarioHandlers } = (await import(new URL('scenarios.ts', KIT).href)) as {
  MOCK_SCENARIOS: { account: Record<string, unknown> };
  scenarioHandlers: (scenario: unknown) => Parameters<typeof getResponse>[0];
};

interface DriftCase {
  route: string;
  schema: TSchema;
  /** The request, with :id filled from what exists on each side. */
  url: (ids: { product: string; order: string; word: string }) => string;
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
];

function problems(schema: TSchema, body: unknown): string[] {
  return [...Value.Errors(schema, body)].slice(0, 5).map((error) => `${error.instancePath || '/'} ${error.message}`);
}

/** Arrays must hold something, or the check proves nothing about their items. */
function assertSubstantial(body: unknown, where: string) {
  const list = Array.isArray(body) ? body : (body as { products?: unknown[] }).products;
  if (Array.isArray(list)) assert.ok(list.length > 0, `${where} answered an empty list`);
}

describe('the mock API answers as the real one does', () => {
  let t: TestApp;
  let token: string;
  const real = { product: '', order: '', word: '' };
  // The signed-in scenario: a shopper with orders, over the mock catalogue.
  const mockHandlers = scenarioHandlers(MOCK_SCENARIOS.account['signed-in']);
  const mock = { product: '', order: '', word: '' };

  before(async () => {
    t = await buildTestApp({ seed: 20 });
    const listing = (await t.app.inject('/api/products?limit=1')).json();
    real.product = listing.products[0]._id;
    real.word = listing.products[0].name.split(' ')[0];
    ({ token } = await registerUser(t.app, 'Drift Checker'));
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(token),
      payload: { orderItems: [{ product: real.product, qty: 1 }], shippingAddress: SHIPPING, paymentMethod: 'PayPal' },
    });
    assert.equal(placed.statusCode, 201, placed.body);
    real.order = placed.json()._id;
    const mockListing = (await getResponse(mockHandlers, new Request('http://shop.test/api/products?limit=1')))!;
    const [first] = ((await mockListing.json()) as { products: { _id: string; name: string }[] }).products;
    mock.product = first!._id;
    mock.word = first!.name.split(' ')[0]!;
    const mockOrders = (await getResponse(mockHandlers, new Request('http://shop.test/api/orders/myorders')))!;
    mock.order = ((await mockOrders.json()) as { _id: string }[])[0]!._id;
  });
  after(() => t.close());

  it('covers every GET the kit mocks', () => {
    const gets = API_ROUTES.filter((route) => route.startsWith('GET '));
    assert.deepEqual([...new Set(CASES.map((drift) => drift.route))].sort(), [...gets].sort());
  });

  for (const drift of CASES) {
    it(`${drift.url({ product: ':id', order: ':id', word: 'word' })}: both answers fit the route's schema`, async () => {
      const response = await t.app.inject({ method: 'GET', url: drift.url(real), headers: bearer(token) });
      assert.equal(response.statusCode, 200, response.body);
      const realBody: unknown = response.json();
      assertSubstantial(realBody, 'the API');
      assert.deepEqual(problems(drift.schema, realBody), [], 'the API answers outside its own schema');

      const mocked = await getResponse(mockHandlers, new Request(`http://shop.test${drift.url(mock)}`));
      assert.ok(mocked, `the mock API answers nothing for ${drift.route}`);
      assert.equal(mocked.status, 200);
      const mockBody: unknown = await mocked.json();
      assertSubstantial(mockBody, 'the mock');
      assert.deepEqual(problems(drift.schema, mockBody), [], 'the mock answers outside the route schema');
    });
  }
});
