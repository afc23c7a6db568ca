import { delay, http, type HttpHandler } from 'msw';
import type { CartItem, Product } from '../../types';
import { aUserInfo, anAddress, anOrder } from './answer-builders';
import { shopHandlers, type MockShopState } from './handlers';
import { API_ROUTES } from './api-answers';
import { anAdminCustomer } from './admin-answer-builders';
import { MOCK_STAFF, manyOrders } from './mock-back-office';
import { answer, untypedAnswer } from './typed-answer';
import { MOCK_PRODUCTS, MOCK_PRODUCT_ID } from './mock-catalog';

/** A named state of the API (and of the browser's storage) to run a slice in. */
export interface MockScenario {
  /** One line for the standalone bar's switcher. */
  description: string;
  /** The page the standalone bar opens with it; the page the shopper is on otherwise. */
  path?: string;
  /** Handlers that answer before the mock shop's own (shopHandlers). */
  handlers?: () => HttpHandler[];
  /** The mock shop's data: its products, orders and user. */
  state?: MockShopState;
  /** Browser storage the page starts from (spec §9 keys: a cart, a session, a chosen address). */
  storage?: Record<string, unknown>;
}

const SLOW_MS = 3000;
const [headphones, shoes, kettle] = MOCK_PRODUCTS as [Product, Product, Product, ...Product[]];
const line = (product: Product, qty: number, changes: Partial<Product> = {}): CartItem => ({ ...product, ...changes, qty });
const withProduct = (id: string, changes: Partial<Product>) =>
  MOCK_PRODUCTS.map((product) => (product._id === id ? { ...product, ...changes } : product));

const shopper = aUserInfo({ _id: 'mock-shopper', token: 'mock-token' });
const signedIn = { userInfo: shopper };
const cartLines = [line(headphones, 1), line(kettle, 2)];
const readyToOrder = {
  ...signedIn,
  [`cartItems_${shopper._id}`]: cartLines,
  shippingAddress: {
    fullName: 'Ada Lovelace',
    address: '12 Analytical Row',
    city: 'London',
    postalCode: 'N1 9GU',
    country: 'United Kingdom',
  },
  paymentMethod: 'PayPal',
};
const pastOrders = () => [
  anOrder([headphones], {
    _id: MOCK_PRODUCT_ID,
    isPaid: true,
    paidAt: '2026-10-02T09:30:00Z',
    createdAt: '2026-10-02T09:00:00Z',
  }),
  anOrder([shoes, kettle], {
    _id: '64f0ba5e000000000000beef',
    paymentMethod: 'CashOnDelivery',
    createdAt: '2026-09-14T16:00:00Z',
  }),
];

const staffSession = { userInfo: MOCK_STAFF };
const ADMIN_ROUTES = API_ROUTES.filter((route) => route.includes(' /api/admin/'));
const noBackOffice = {
  products: [],
  orders: [],
  reviews: [],
  audit: [],
  customers: [anAdminCustomer({ ...MOCK_STAFF, isAdmin: true, orderCount: 0, totalSpent: 0 })],
  webVitals: { since: '2026-11-01T00:00:00Z', until: '2026-11-02T00:00:00Z', rows: [] },
};

/**
 * Each slice's scenarios, by the name `?mock=<name>` and `renderWithShop(..., { scenario })` use.
 * The first one of a slice is what `npm run dev -w <slice> -- --mock` starts with.
 */
export const MOCK_SCENARIOS = {
  catalog: {
    default: { description: 'a catalogue of eight products', path: '/' },
    empty: { description: 'every listing and search finds nothing', path: '/search?keyword=unicorn', state: { products: [] } },
    slow: {
      description: `the listing answers after ${SLOW_MS / 1000} s`,
      path: '/',
      handlers: () => [
        answer('GET /api/products', [200, { products: [...MOCK_PRODUCTS], page: 1, pages: 1, total: 8 }], { delay: SLOW_MS }),
      ],
    },
    error: {
      description: 'the listing fails (HTTP 500)',
      path: '/',
      handlers: () => [answer('GET /api/products', [500, { message: 'The catalogue is unavailable' }])],
    },
  },
  product: {
    default: { description: 'a product with two reviews', path: `/product/${MOCK_PRODUCT_ID}` },
    'sold-out': {
      description: 'the product is out of stock',
      path: `/product/${MOCK_PRODUCT_ID}`,
      state: { products: withProduct(MOCK_PRODUCT_ID, { countInStock: 0 }) },
    },
    'not-found': { description: 'the product does not exist (HTTP 404)', path: '/product/64f0c0ffee0000000000dead' },
    error: {
      description: 'the product fails to load (HTTP 500)',
      path: `/product/${MOCK_PRODUCT_ID}`,
      handlers: () => [answer('GET /api/products/:id', [500, { message: 'The product service is down' }])],
    },
  },
  cart: {
    empty: { description: 'an empty cart', path: '/cart', storage: { cartItems: [] } },
    'with-lines': { description: 'two lines, both in stock', path: '/cart', storage: { cartItems: cartLines } },
    'sold-out': {
      description: 'a line sold out since it was added',
      path: '/cart',
      storage: { cartItems: cartLines },
      state: { products: withProduct(kettle._id, { countInStock: 0 }) },
    },
    'price-changed': {
      description: 'a line whose price went up since it was added',
      path: '/cart',
      storage: { cartItems: [line(headphones, 1, { price: 119.99 }), line(kettle, 2)] },
    },
  },
  account: {
    'signed-out': { description: 'signed out; any email and password sign in', path: '/login', storage: { userInfo: null } },
    'signed-in': {
      description: 'signed in, with two orders and a saved address',
      path: '/profile',
      storage: signedIn,
      state: { user: shopper, orders: pastOrders(), addresses: [anAddress()] },
    },
    'no-orders': { description: 'signed in, no orders yet', path: '/myorders', storage: signedIn, state: { user: shopper } },
    'login-fails': {
      description: 'signing in is refused (HTTP 401)',
      path: '/login',
      storage: { userInfo: null },
      handlers: () => [answer('POST /api/users/login', [401, { message: 'Invalid email or password' }])],
    },
    'orders-error': {
      description: 'the order history fails (HTTP 500)',
      path: '/myorders',
      storage: signedIn,
      handlers: () => [answer('GET /api/orders/myorders', [500, { message: 'Order history is unavailable' }])],
    },
  },
  checkout: {
    ready: {
      description: 'signed in, a cart, an address and a payment method: the order goes through',
      path: '/placeorder',
      storage: readyToOrder,
      state: { user: shopper, orders: pastOrders() },
    },
    'order-fails': {
      description: 'placing the order is refused (HTTP 409)',
      path: '/placeorder',
      storage: readyToOrder,
      handlers: () => [answer('POST /api/orders', [409, { message: 'Only 1 Copper Pour-Over Kettle left in stock' }])],
    },
    'session-ended': {
      description: 'the session ended before the order was placed (HTTP 401): sign in again, the cart is kept',
      path: '/placeorder',
      storage: readyToOrder,
      handlers: () => [answer('POST /api/orders', [401, { message: 'Not authorized, token failed' }])],
    },
  },
  admin: {
    dashboard: {
      description: 'signed in as staff: sales today, 7 and 30 days, orders waiting, low stock, web vitals',
      path: '/admin',
      storage: staffSession,
    },
    orders: {
      description: '26 orders over two pages: awaiting payment, paid, delivered, cancelled, refund pending',
      path: '/admin/orders',
      storage: staffSession,
      state: { admin: { orders: manyOrders(26) } },
    },
    empty: {
      description: 'signed in as staff; no orders, products, reviews or changes yet',
      path: '/admin/orders',
      storage: staffSession,
      state: { admin: noBackOffice },
    },
    'not-staff': {
      description: 'signed in as a customer: the Staff only page, and the API answers 403',
      path: '/admin',
      storage: signedIn,
      state: { user: shopper, admin: { staff: false } },
    },
    'rights-withdrawn': {
      description: "a staff session whose rights were taken away since: the API's 403 in place of the page",
      path: '/admin/orders',
      storage: staffSession,
      state: { admin: { staff: false } },
    },
    error: {
      description: 'every back-office call fails (HTTP 500)',
      path: '/admin',
      storage: staffSession,
      handlers: () => ADMIN_ROUTES.map((route) => untypedAnswer(route, [500, { message: 'The back office is unavailable' }])),
    },
    slow: {
      description: `every back-office call answers after ${SLOW_MS / 1000} s`,
      path: '/admin',
      storage: staffSession,
      // Waits, then lets the mock back office answer (a handler that returns nothing passes the request on).
      handlers: () => [http.all('*/api/admin/*', () => delay(SLOW_MS))],
    },
  },
} satisfies Record<string, Record<string, MockScenario>>;

export type MockSlice = keyof typeof MOCK_SCENARIOS;

/** A slice's scenarios, or none for a slice the kit does not know yet. */
export function scenariosOf(slice: string): Record<string, MockScenario> {
  return (MOCK_SCENARIOS as Record<string, Record<string, MockScenario>>)[slice] ?? {};
}

/** The scenario's handlers, before the mock shop's: together they answer every call. */
export function scenarioHandlers(scenario?: MockScenario): HttpHandler[] {
  return [...(scenario?.handlers?.() ?? []), ...shopHandlers(scenario?.state)];
}

/** Writes the scenario's storage (a null value removes the key), before the shop's store reads it. */
export function applyScenarioStorage(scenario: MockScenario, storage: Storage = window.localStorage): void {
  for (const [key, value] of Object.entries(scenario.storage ?? {})) {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  }
}
