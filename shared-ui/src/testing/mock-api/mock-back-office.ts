import { LOW_STOCK_BELOW, orderNumber } from '../../contract/admin-constants';
import type {
  AdminAuditEntry,
  AdminCustomer,
  AdminDashboard,
  AdminOrder,
  AdminProduct,
  AdminReview,
  Order,
  PaymentMethod,
  Product,
  UserInfo,
} from '../../types';
import { anAdminCustomer, anAdminProduct, anAdminReview, anAuditEntry, summaryOf } from './admin-answer-builders';
import { aUserInfo, anOrder } from './answer-builders';
import { MOCK_PRODUCTS } from './mock-catalog';

/** The signed-in staff member of the mock back office (the seeded admin's email). */
export const MOCK_STAFF: UserInfo = aUserInfo({
  _id: 'mock-staff',
  name: 'Sam Staff',
  email: 'admin@example.com',
  isAdmin: true,
  token: 'mock-staff-token',
  createdAt: '2025-01-06T09:00:00Z',
});

/** The back office's data, kept in memory by adminHandlers for as long as they live. */
export interface MockBackOffice {
  /** false: the session has no staff rights, and every /api/admin call answers 403 */
  staff?: boolean;
  products?: AdminProduct[];
  orders?: AdminOrder[];
  customers?: AdminCustomer[];
  reviews?: AdminReview[];
  audit?: AdminAuditEntry[];
  webVitals?: AdminDashboard['webVitals'];
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const asAdminProduct = (product: Product, changes: Partial<AdminProduct> = {}): AdminProduct =>
  anAdminProduct({ ...product, updatedAt: product.createdAt, archivedAt: null, ...changes });

const ada = { _id: 'mock-shopper', name: 'Ada Lovelace', email: 'ada@example.com' };
const grace = { _id: 'mock-customer-grace', name: 'Grace Hopper', email: 'grace@example.com' };
const alan = { _id: 'mock-customer-alan', name: 'Alan Turing', email: 'alan@example.com' };

/** Minutes ago, but never before today's 00:00 UTC: "today" on the dashboard at any time of day. */
function earlierToday(now: number, minutes: number): string {
  const midnight = new Date(now);
  midnight.setUTCHours(0, 0, 0, 0);
  return new Date(Math.max(midnight.getTime(), now - minutes * 60_000)).toISOString();
}

interface OrderPlan {
  n: number;
  customer: typeof ada;
  products: Product[];
  paymentMethod: PaymentMethod;
  placedAt: string;
  state: 'awaiting_payment' | 'paid' | 'delivered' | 'cancelled' | 'refund_pending';
}

/** An order in the state the plan says, priced as the server prices it, with the timeline to match. */
function plannedOrder({ n, customer, products, paymentMethod, placedAt, state }: OrderPlan): AdminOrder {
  const _id = `64f0ba5e0000000000${String(n).padStart(6, '0')}`;
  const later = (minutes: number) => new Date(Date.parse(placedAt) + minutes * 60_000).toISOString();
  const paid = state === 'paid' || state === 'delivered' || state === 'refund_pending';
  const order: Order = anOrder(products, {
    _id,
    user: customer,
    paymentMethod,
    createdAt: placedAt,
    shippingAddress: { ...anOrder([]).shippingAddress, fullName: customer.name },
    isPaid: paid,
    paidAt: paid ? later(5) : null,
    isDelivered: state === 'delivered',
    deliveredAt: state === 'delivered' ? later(60 * 26) : null,
    cancelledAt: state === 'cancelled' || state === 'refund_pending' ? later(30) : null,
    refundPending: state === 'refund_pending',
    status: state === 'refund_pending' ? 'cancelled' : state,
  });
  const timeline: NonNullable<Order['timeline']> = [
    { type: 'placed', actorRole: 'customer', actorName: customer.name, at: placedAt },
  ];
  if (order.paidAt) timeline.push({ type: 'paid', actorRole: 'customer', actorName: customer.name, at: order.paidAt });
  if (order.cancelledAt)
    timeline.push({ type: 'cancelled', actorRole: 'staff', actorName: MOCK_STAFF.name, at: order.cancelledAt });
  if (order.deliveredAt)
    timeline.push({ type: 'delivered', actorRole: 'staff', actorName: MOCK_STAFF.name, at: order.deliveredAt });
  return { ...order, number: orderNumber(_id), timeline };
}

const [headphones, shoes, kettle, shirt, book, serum, marbleRun] = MOCK_PRODUCTS as Product[];

/**
 * Six orders, in every state (and a cancelled one whose refund is pending): two placed today, the
 * others over the last month, so every figure of the dashboard has something in it.
 */
function sixOrders(now: number): AdminOrder[] {
  const daysAgo = (days: number) => new Date(now - days * DAY).toISOString();
  return [
    plannedOrder({
      n: 1,
      customer: ada,
      products: [kettle!],
      paymentMethod: 'CashOnDelivery',
      placedAt: earlierToday(now, 40),
      state: 'awaiting_payment',
    }),
    plannedOrder({
      n: 2,
      customer: grace,
      products: [headphones!],
      paymentMethod: 'PayPal',
      placedAt: earlierToday(now, 90),
      state: 'paid',
    }),
    plannedOrder({
      n: 3,
      customer: ada,
      products: [shoes!, shirt!],
      paymentMethod: 'Stripe',
      placedAt: daysAgo(3),
      state: 'delivered',
    }),
    plannedOrder({
      n: 4,
      customer: alan,
      products: [book!],
      paymentMethod: 'PayPal',
      placedAt: daysAgo(12),
      state: 'refund_pending',
    }),
    plannedOrder({
      n: 5,
      customer: grace,
      products: [serum!],
      paymentMethod: 'PayPal',
      placedAt: daysAgo(20),
      state: 'cancelled',
    }),
    plannedOrder({
      n: 6,
      customer: alan,
      products: [marbleRun!],
      paymentMethod: 'CashOnDelivery',
      placedAt: daysAgo(25),
      state: 'delivered',
    }),
  ];
}

const CYCLE: OrderPlan['state'][] = ['awaiting_payment', 'paid', 'delivered', 'cancelled', 'refund_pending'];
const PEOPLE = [ada, grace, alan];
const METHODS: PaymentMethod[] = ['PayPal', 'Stripe', 'CashOnDelivery'];

/** `count` orders, newest first, cycling through every state, customer and payment method: more than a page. */
export function manyOrders(count: number, now = Date.now()): AdminOrder[] {
  return Array.from({ length: count }, (_, index) =>
    plannedOrder({
      n: index + 1,
      customer: PEOPLE[index % PEOPLE.length]!,
      products: [MOCK_PRODUCTS[index % MOCK_PRODUCTS.length]!],
      paymentMethod: METHODS[index % METHODS.length]!,
      placedAt: new Date(now - (index + 1) * 7 * HOUR).toISOString(),
      state: CYCLE[index % CYCLE.length]!,
    }),
  );
}

/** A customer's order count and spending, from the orders (cancelled ones are not spending). */
export function withTotals(customer: AdminCustomer, orders: readonly AdminOrder[]): AdminCustomer {
  const theirs = orders.filter((order) => order.user._id === customer._id);
  const cents = theirs.filter((order) => !order.cancelledAt).reduce((sum, order) => sum + Math.round(order.totalPrice * 100), 0);
  return { ...customer, orderCount: theirs.length, totalSpent: cents / 100 };
}

/** The mock shop's back office: its catalogue (one product archived), six orders, three customers and staff, four reviews. */
export function mockBackOffice(now = Date.now()): Required<MockBackOffice> {
  const orders = sixOrders(now);
  const people: AdminCustomer[] = [
    anAdminCustomer({ ...ada, createdAt: '2025-06-15T09:00:00Z' }),
    anAdminCustomer({ ...grace, createdAt: '2025-09-02T14:00:00Z' }),
    anAdminCustomer({ ...alan, createdAt: '2025-11-20T18:30:00Z', disabledAt: '2026-10-30T08:00:00Z' }),
    anAdminCustomer({
      _id: MOCK_STAFF._id,
      name: MOCK_STAFF.name,
      email: MOCK_STAFF.email,
      isAdmin: true,
      createdAt: MOCK_STAFF.createdAt,
    }),
  ];
  const review = (
    n: number,
    product: Product,
    who: typeof ada,
    rating: number,
    comment: string,
    hiddenAt: string | null = null,
  ) =>
    anAdminReview({
      _id: `mock-review-${n}`,
      product: { _id: product._id, name: product.name, archivedAt: null },
      user: who,
      name: who.name.split(' ')[0]!,
      rating,
      comment,
      createdAt: new Date(now - n * DAY).toISOString(),
      hiddenAt,
    });
  return {
    staff: true,
    products: [
      ...MOCK_PRODUCTS.map((product) => asAdminProduct(product)),
      asAdminProduct(
        { ...marbleRun!, _id: '64f0c0ffee00000000000009', name: 'Retro Desk Fan', category: 'home', countInStock: 0 },
        { archivedAt: '2026-09-30T12:00:00Z', isNew: false },
      ),
    ],
    orders,
    customers: people.map((person) => withTotals(person, orders)),
    reviews: [
      review(1, headphones!, ada, 5, 'Exactly as described, and it arrived in two days.'),
      review(2, kettle!, grace, 4, 'Pours well; the handle gets warm.'),
      review(3, shoes!, alan, 2, 'The sole came loose after a week.'),
      review(4, serum!, grace, 1, 'Buy cheap pills at spam.example', new Date(now - 3 * DAY).toISOString()),
    ],
    audit: [
      anAuditEntry({
        _id: 'mock-audit-2',
        actor: { _id: MOCK_STAFF._id, name: MOCK_STAFF.name, email: MOCK_STAFF.email },
        action: 'review.hide',
        entityType: 'review',
        entityId: 'mock-review-4',
        before: { hiddenAt: null },
        after: { hiddenAt: new Date(now - 3 * DAY).toISOString() },
        createdAt: new Date(now - 3 * DAY).toISOString(),
      }),
      anAuditEntry({
        _id: 'mock-audit-1',
        actor: { _id: MOCK_STAFF._id, name: MOCK_STAFF.name, email: MOCK_STAFF.email },
        entityId: kettle!._id,
        before: { countInStock: 0 },
        after: { countInStock: 3, reason: 'Three returned in good condition' },
        createdAt: new Date(now - 5 * DAY).toISOString(),
      }),
    ],
    webVitals: {
      since: new Date(now - DAY).toISOString(),
      until: new Date(now).toISOString(),
      rows: [
        { route: '/', metric: 'LCP', p75: 1830.4, samples: 120 },
        { route: '/', metric: 'CLS', p75: 0.042, samples: 120 },
        { route: '/product/:id', metric: 'INP', p75: 104, samples: 64 },
      ],
    },
  };
}

/** GET /api/admin/dashboard over the back office's data, as the API computes it (api/src/services/admin/dashboard.ts). */
export function dashboardOf(office: Required<MockBackOffice>, now = Date.now()): AdminDashboard {
  const midnight = new Date(now);
  midnight.setUTCHours(0, 0, 0, 0);
  const period = (name: 'today' | '7d' | '30d', since: number) => {
    const counted = office.orders.filter((order) => !order.cancelledAt && Date.parse(order.createdAt) >= since);
    const cents = counted.reduce((sum, order) => sum + Math.round(order.totalPrice * 100), 0);
    return { period: name, since: new Date(since).toISOString(), orders: counted.length, revenue: cents / 100 };
  };
  const waiting = office.orders
    .filter((order) => order.status === 'awaiting_payment' || order.status === 'paid')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const low = office.products
    .filter((product) => !product.archivedAt && product.countInStock < LOW_STOCK_BELOW)
    .sort((a, b) => a.countInStock - b.countInStock);
  return {
    generatedAt: new Date(now).toISOString(),
    sales: [period('today', midnight.getTime()), period('7d', now - 7 * DAY), period('30d', now - 30 * DAY)],
    awaitingAction: {
      awaitingPayment: office.orders.filter((order) => order.status === 'awaiting_payment').length,
      awaitingDelivery: office.orders.filter((order) => order.status === 'paid').length,
      refundPending: office.orders.filter((order) => order.refundPending).length,
      oldest: waiting.slice(0, 10).map(summaryOf),
    },
    lowStock: { below: LOW_STOCK_BELOW, total: low.length, products: low.slice(0, 20) },
    webVitals: office.webVitals,
  };
}
