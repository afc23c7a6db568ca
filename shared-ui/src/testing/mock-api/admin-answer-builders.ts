import { orderNumber } from '../../contract/admin-constants';
import type {
  AdminAuditEntry,
  AdminCustomer,
  AdminDashboard,
  AdminOrder,
  AdminOrderSummary,
  AdminProduct,
  AdminReview,
} from '../../types';

/** The back office's answers (mf-admin), with sensible defaults; pass only what the test is about. */

export function anAdminOrderSummary(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  const _id = overrides._id ?? '64f000000000000000a1b2c3';
  return {
    _id,
    number: orderNumber(_id),
    createdAt: '2026-11-20T10:00:00Z',
    customer: { _id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
    itemCount: 2,
    totalPrice: 59.98,
    paymentMethod: 'PayPal',
    status: 'paid',
    isPaid: true,
    paidAt: '2026-11-20T10:05:00Z',
    isDelivered: false,
    deliveredAt: null,
    cancelledAt: null,
    refundPending: false,
    ...overrides,
  };
}

/** An order's page as staff see it: the shopper's order with its number and timeline. */
export function anAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const _id = overrides._id ?? '64f000000000000000a1b2c3';
  return {
    _id,
    number: orderNumber(_id),
    user: { _id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
    orderItems: [{ _id: 'l1', product: 'p1', name: 'Trail Shoes', image: '/images/p1.jpg', qty: 2, price: 24.99 }],
    shippingAddress: { fullName: 'Ada Lovelace', address: '1 Analytical St', city: 'London', postalCode: 'N1', country: 'UK' },
    paymentMethod: 'PayPal',
    itemsPrice: 49.98,
    shippingPrice: 5,
    taxPrice: 5,
    totalPrice: 59.98,
    isPaid: true,
    paidAt: '2026-11-20T10:05:00Z',
    isDelivered: false,
    deliveredAt: null,
    status: 'paid',
    cancelledAt: null,
    refundPending: false,
    timeline: [
      { type: 'placed', actorRole: 'customer', actorName: 'Ada Lovelace', at: '2026-11-20T10:00:00Z' },
      { type: 'paid', actorRole: 'customer', actorName: 'Ada Lovelace', at: '2026-11-20T10:05:00Z' },
    ],
    createdAt: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

/** The row of the orders table for `order`, as GET /api/admin/orders lists it. */
export function summaryOf(order: AdminOrder): AdminOrderSummary {
  return {
    _id: order._id,
    number: order.number,
    createdAt: order.createdAt,
    customer: order.user,
    itemCount: order.orderItems.reduce((sum, item) => sum + item.qty, 0),
    totalPrice: order.totalPrice,
    paymentMethod: order.paymentMethod,
    status: order.status,
    isPaid: order.isPaid,
    paidAt: order.paidAt,
    isDelivered: order.isDelivered,
    deliveredAt: order.deliveredAt,
    cancelledAt: order.cancelledAt,
    refundPending: order.refundPending,
  };
}

export function anAdminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  return {
    _id: 'p1',
    name: 'Trail Shoes',
    image: '/images/p1.jpg',
    brand: 'Peak',
    category: 'sports',
    description: 'Light shoes for rough paths.',
    price: 24.99,
    originalPrice: null,
    discount: 0,
    rating: 4.5,
    numReviews: 12,
    countInStock: 8,
    isNew: false,
    createdAt: '2026-10-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    archivedAt: null,
    ...overrides,
  };
}

export function anAdminReview(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    _id: 'r1',
    product: { _id: 'p1', name: 'Trail Shoes', archivedAt: null },
    user: { _id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
    name: 'Ada',
    rating: 2,
    comment: 'Fell apart in a week.',
    createdAt: '2026-11-10T00:00:00Z',
    hiddenAt: null,
    ...overrides,
  };
}

export function anAdminCustomer(overrides: Partial<AdminCustomer> = {}): AdminCustomer {
  return {
    _id: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    isAdmin: false,
    createdAt: '2026-01-01T00:00:00Z',
    disabledAt: null,
    orderCount: 3,
    totalSpent: 120.5,
    ...overrides,
  };
}

export function anAuditEntry(overrides: Partial<AdminAuditEntry> = {}): AdminAuditEntry {
  return {
    _id: 'au1',
    actor: { _id: 'staff1', name: 'Sam Staff', email: 'admin@example.com' },
    action: 'product.stock',
    entityType: 'product',
    entityId: 'p1',
    before: { countInStock: 8 },
    after: { countInStock: 20, reason: 'Delivery from Peak' },
    createdAt: '2026-11-21T09:00:00Z',
    ...overrides,
  };
}

/** A dashboard with figures in every part (sales, orders waiting, low stock, web vitals). */
export function anAdminDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    generatedAt: '2026-11-22T12:00:00Z',
    sales: [
      { period: 'today', since: '2026-11-22T00:00:00Z', orders: 2, revenue: 80 },
      { period: '7d', since: '2026-11-15T12:00:00Z', orders: 9, revenue: 410.5 },
      { period: '30d', since: '2026-10-23T12:00:00Z', orders: 31, revenue: 1520.25 },
    ],
    awaitingAction: { awaitingPayment: 3, awaitingDelivery: 4, refundPending: 1, oldest: [anAdminOrderSummary()] },
    lowStock: { below: 5, total: 1, products: [anAdminProduct({ countInStock: 2 })] },
    webVitals: {
      since: '2026-11-15T00:00:00Z',
      until: '2026-11-22T00:00:00Z',
      rows: [{ route: '/', metric: 'LCP', p75: 1830.4, samples: 120 }],
    },
    ...overrides,
  };
}
