import { Type } from 'typebox';
import { Nullable } from './common.js';
import { WebVitalsSummary } from './metrics.js';
import { Order, OrderStatus, PaymentMethod } from './order.js';
import { CATEGORIES } from './pricing.js';
import {
  ADMIN_CUSTOMER_STATES,
  ADMIN_ORDER_STATUSES,
  ADMIN_PRODUCT_SORTS,
  ADMIN_PRODUCT_STATES,
  ADMIN_REVIEW_STATES,
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
} from './admin-constants.js';

/**
 * The back office's contract (staff only: every route under /api/admin answers 401 signed out and 403 to a
 * customer). Lists are paginated on the server: `page` from 1, `limit` 1 to 100 (default 20), and answer
 * `{ <items>, page, pages, total }`.
 */

// Digits only, as the listing's: a numeric query schema would silently truncate 1.5 to 1.
const PageNumber = Type.String({ pattern: '^[0-9]{1,6}$', description: 'page number, from 1' });
const PageSize = Type.String({ pattern: '^[0-9]{1,3}$', description: 'rows per page, 1 to 100 (default 20)' });
const SearchText = Type.String({ maxLength: 200 });

const pageFields = { page: Type.Integer(), pages: Type.Integer(), total: Type.Integer() };

export const AdminPersonRef = Type.Object({ _id: Type.String(), name: Type.String(), email: Type.String() });

// ---------------------------------------------------------------------------------------------- orders

export const AdminOrderListQuery = Type.Object({
  status: Type.Optional(Type.Enum([...ADMIN_ORDER_STATUSES, 'all', ''])),
  /** the order number (last 8 characters of the id, with or without '#'), the whole id, or the customer's name or email */
  q: Type.Optional(SearchText),
  page: Type.Optional(PageNumber),
  limit: Type.Optional(PageSize),
});

/** One row of the orders table. `number` is the short order number shoppers see: the id's last 8 characters, upper-cased. */
export const AdminOrderSummary = Type.Object({
  _id: Type.String(),
  number: Type.String(),
  createdAt: Type.String(),
  customer: AdminPersonRef,
  itemCount: Type.Integer({ description: 'sum of the lines’ quantities' }),
  totalPrice: Type.Number(),
  paymentMethod: PaymentMethod,
  status: OrderStatus,
  isPaid: Type.Boolean(),
  paidAt: Nullable(Type.String()),
  isDelivered: Type.Boolean(),
  deliveredAt: Nullable(Type.String()),
  cancelledAt: Nullable(Type.String()),
  refundPending: Type.Boolean(),
});

export const AdminOrderList = Type.Object({ orders: Type.Array(AdminOrderSummary), ...pageFields });

/** An order's page: the shopper's order JSON (items, address, payment, `timeline`) plus its number. */
export const AdminOrder = Type.Object({ ...Order.properties, number: Type.String() });

// ------------------------------------------------------------------------------------------- catalogue

export const AdminProductListQuery = Type.Object({
  /** words matched as the shop's search matches them (name, brand, category, description), or a whole product id */
  q: Type.Optional(SearchText),
  category: Type.Optional(Type.String({ maxLength: 200 })),
  sort: Type.Optional(Type.Enum([...ADMIN_PRODUCT_SORTS, ''])),
  /** active (default: what shoppers can buy), archived, or all */
  state: Type.Optional(Type.Enum([...ADMIN_PRODUCT_STATES, ''])),
  /** only products with fewer than LOW_STOCK_BELOW in stock */
  lowStock: Type.Optional(Type.Enum(['true', 'false', ''])),
  page: Type.Optional(PageNumber),
  limit: Type.Optional(PageSize),
});

/** A product as staff see it: every shopper-facing field, plus whether it is archived and when it last changed. */
export const AdminProduct = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  image: Type.String(),
  brand: Type.String(),
  category: Type.String(),
  description: Type.String(),
  price: Type.Number(),
  originalPrice: Nullable(Type.Number()),
  discount: Type.Integer(),
  rating: Type.Number(),
  numReviews: Type.Integer(),
  countInStock: Type.Integer(),
  isNew: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  archivedAt: Nullable(Type.String()),
});

export const AdminProductList = Type.Object({ products: Type.Array(AdminProduct), ...pageFields });

const Money = Type.Number({ minimum: 0, maximum: 1_000_000, description: 'dollars, at most two decimals' });

/**
 * Every editable Product field of the spec. `discount`, `isNew`, `rating` and `numReviews` are derived
 * (from originalPrice, createdAt and the visible reviews) and cannot be set. `image`: a URL (http/https),
 * a path starting with / (an uploaded image's `/api/product-images/<name>`, or `/images/...`), or a bare
 * file name. Messages name the field: `price must be a number of dollars with at most two decimals`.
 */
export const AdminProductInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  image: Type.String({ minLength: 1, maxLength: 500 }),
  brand: Type.String({ minLength: 1, maxLength: 100 }),
  category: Type.Enum(CATEGORIES),
  description: Type.String({ minLength: 1, maxLength: 5000 }),
  price: Money,
  /** the struck-through "was" price; null or absent for none; must be above price to show a discount */
  originalPrice: Type.Optional(Nullable(Money)),
  countInStock: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
});

/** An edit: any subset of the create fields (stock is better changed with a reasoned adjustment). */
export const AdminProductPatch = Type.Partial(AdminProductInput, { minProperties: 1 });

export const AdminStockAdjustment = Type.Object({
  /** added to the stock (negative takes away); the result may not go below zero (409) */
  delta: Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});

/** Answer of the image upload (multipart field `image`): the path to store as the product's `image`. */
export const AdminProductImage = Type.Object({ image: Type.String() });

// --------------------------------------------------------------------------------------------- reviews

export const AdminReviewListQuery = Type.Object({
  rating: Type.Optional(Type.Enum(['1', '2', '3', '4', '5', ''])),
  /** a product id */
  product: Type.Optional(Type.String({ maxLength: 100 })),
  state: Type.Optional(Type.Enum([...ADMIN_REVIEW_STATES, ''])),
  page: Type.Optional(PageNumber),
  limit: Type.Optional(PageSize),
});

export const AdminReview = Type.Object({
  _id: Type.String(),
  product: Type.Object({ _id: Type.String(), name: Type.String(), archivedAt: Nullable(Type.String()) }),
  user: AdminPersonRef,
  /** the name shown with the review */
  name: Type.String(),
  rating: Type.Integer(),
  comment: Type.String(),
  createdAt: Type.String(),
  hiddenAt: Nullable(Type.String()),
});

export const AdminReviewList = Type.Object({ reviews: Type.Array(AdminReview), ...pageFields });

// ------------------------------------------------------------------------------------------- customers

export const AdminCustomerListQuery = Type.Object({
  /** name or email contains, or a whole user id */
  q: Type.Optional(SearchText),
  state: Type.Optional(Type.Enum([...ADMIN_CUSTOMER_STATES, ''])),
  page: Type.Optional(PageNumber),
  limit: Type.Optional(PageSize),
});

export const AdminCustomer = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  isAdmin: Type.Boolean(),
  createdAt: Type.String(),
  disabledAt: Nullable(Type.String()),
  orderCount: Type.Integer(),
  /** sum of the stored totals of the customer's orders, cancelled ones excluded */
  totalSpent: Type.Number(),
});

export const AdminCustomerList = Type.Object({ customers: Type.Array(AdminCustomer), ...pageFields });

export const AdminPageQuery = Type.Object({ page: Type.Optional(PageNumber), limit: Type.Optional(PageSize) });

// ------------------------------------------------------------------------------------------- dashboard

export const AdminSalesPeriod = Type.Object({
  period: Type.Union([Type.Literal('today'), Type.Literal('7d'), Type.Literal('30d')]),
  /** start of the window (ISO): today is from 00:00 UTC; 7d and 30d are the last 7 × 24 and 30 × 24 hours */
  since: Type.String(),
  orders: Type.Integer(),
  /** sum of the orders' stored totals, cancelled orders excluded (dollars) */
  revenue: Type.Number(),
});

export const AdminDashboard = Type.Object({
  generatedAt: Type.String(),
  sales: Type.Array(AdminSalesPeriod),
  awaitingAction: Type.Object({
    /** placed, not paid, not cancelled (cash on delivery waits here until delivered) */
    awaitingPayment: Type.Integer(),
    /** paid, not yet delivered */
    awaitingDelivery: Type.Integer(),
    /** cancelled after payment: money owed back */
    refundPending: Type.Integer(),
    /** the oldest orders waiting (payment or delivery), at most 10 */
    oldest: Type.Array(AdminOrderSummary),
  }),
  lowStock: Type.Object({
    below: Type.Integer(),
    total: Type.Integer(),
    /** active products under `below` in stock, fewest first, at most 20 */
    products: Type.Array(AdminProduct),
  }),
  webVitals: WebVitalsSummary,
});

// ------------------------------------------------------------------------------------------- audit log

export const AdminAuditQuery = Type.Object({
  /** the acting staff member's id */
  actor: Type.Optional(Type.String({ maxLength: 100 })),
  entityType: Type.Optional(Type.Enum([...AUDIT_ENTITY_TYPES, ''])),
  entityId: Type.Optional(Type.String({ maxLength: 100 })),
  action: Type.Optional(Type.Enum([...AUDIT_ACTIONS, ''])),
  page: Type.Optional(PageNumber),
  limit: Type.Optional(PageSize),
});

export const AdminAuditEntry = Type.Object({
  _id: Type.String(),
  /** who: null name/email once that account is gone */
  actor: Type.Object({ _id: Nullable(Type.String()), name: Nullable(Type.String()), email: Nullable(Type.String()) }),
  action: Type.Enum(AUDIT_ACTIONS),
  entityType: Type.Enum(AUDIT_ENTITY_TYPES),
  entityId: Type.String(),
  /** the entity's JSON before and after the write (null before a create); a stock adjustment's `reason` is in `after` */
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Type.String(),
});

export const AdminAuditList = Type.Object({ entries: Type.Array(AdminAuditEntry), ...pageFields });
