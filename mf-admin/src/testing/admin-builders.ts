import type { AdminCustomer, AdminOrder, AdminOrderSummary, AdminProduct, AdminReview, UserInfo } from 'shared-ui/types';
import { signIn, signedInUser } from 'shared-ui/testing';

export const staffUser: UserInfo = {
  ...signedInUser,
  _id: 'staff1',
  name: 'Sam Staff',
  email: 'admin@example.com',
  isAdmin: true,
};

/** Starts the next render signed in as staff. */
export function signInAsStaff(): void {
  signIn(staffUser);
}

export function anOrderSummary(overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    _id: '64f000000000000000a1b2c3',
    number: 'A1B2C3D4',
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

export function anOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    _id: '64f000000000000000a1b2c3',
    number: 'A1B2C3D4',
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

export function aReview(overrides: Partial<AdminReview> = {}): AdminReview {
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

export function aCustomer(overrides: Partial<AdminCustomer> = {}): AdminCustomer {
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

/** One page of a list answer. */
export const onePage = { page: 1, pages: 1, total: 1 };
