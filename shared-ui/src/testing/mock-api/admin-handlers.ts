import type { HttpHandler } from 'msw';
import { ADMIN_PAGE_SIZE, LOW_STOCK_BELOW, type AuditAction, type AuditEntityType } from '../../contract/admin-constants';
import type {
  AdminAuditEntry,
  AdminOrder,
  AdminProduct,
  AdminProductInput,
  AdminProductPatch,
  AdminStockAdjustment,
} from '../../types';
import type { MockAnswer } from './api-answers';
import { summaryOf } from './admin-answer-builders';
import { MOCK_STAFF, dashboardOf, mockBackOffice, withTotals, type MockBackOffice } from './mock-back-office';
import { answer } from './typed-answer';

type Transition = 'pay' | 'deliver' | 'cancel';

// The API's order state machine (api/src/services/orders/order-state-machine.ts): what each refuses.
const REFUSED: Record<Transition, Partial<Record<AdminOrder['status'], string>>> = {
  pay: { cancelled: 'A cancelled order cannot be paid' },
  deliver: { cancelled: 'A cancelled order cannot be delivered' },
  cancel: { delivered: 'A delivered order cannot be cancelled' },
};

const EVENT: Record<Transition, 'paid' | 'delivered' | 'cancelled'> = { pay: 'paid', deliver: 'delivered', cancel: 'cancelled' };

/** `{ page, pages, total }` and the page's rows, as the API pages its lists (`page` from 1, `limit` up to 100). */
function onePageOf<T>(rows: readonly T[], query: URLSearchParams) {
  const limit = Math.min(100, Math.max(1, Number(query.get('limit') ?? ADMIN_PAGE_SIZE)));
  const page = Math.max(1, Number(query.get('page') ?? 1));
  return { rows: rows.slice((page - 1) * limit, page * limit), page, pages: Math.ceil(rows.length / limit), total: rows.length };
}

const newestFirst = <T extends { createdAt: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
const contains = (text: string, q: string) => text.toLowerCase().includes(q.toLowerCase());
const wanted = (value: string | null) => (value && value !== 'all' ? value : null);

const PRODUCT_SORTS: Record<string, (a: AdminProduct, b: AdminProduct) => number> = {
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  updated: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating,
  popular: (a, b) => b.numReviews - a.numReviews,
  name_asc: (a, b) => a.name.localeCompare(b.name),
  name_desc: (a, b) => b.name.localeCompare(a.name),
  stock_asc: (a, b) => a.countInStock - b.countInStock,
  stock_desc: (a, b) => b.countInStock - a.countInStock,
};

/** Dollars with at most two decimals, as the API checks a price (AdminProductInput's Money). */
const isMoney = (value: unknown) =>
  typeof value === 'number' && value >= 0 && value <= 1_000_000 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** The first problem the API would name in a product's fields, `field must ...`, or null. */
function productProblem(input: AdminProductPatch): string | null {
  for (const field of ['name', 'image', 'brand', 'category', 'description'] as const) {
    if (field in input && !String(input[field] ?? '').trim()) return `${field} must not be empty`;
  }
  if ('price' in input && !isMoney(input.price)) return 'price must be a number of dollars with at most two decimals';
  if (input.originalPrice != null && !isMoney(input.originalPrice))
    return 'originalPrice must be a number of dollars with at most two decimals';
  if ('countInStock' in input && !(Number.isInteger(input.countInStock) && input.countInStock! >= 0))
    return 'countInStock must be a whole number, 0 or more';
  return null;
}

const discountOf = (price: number, originalPrice: number | null | undefined) =>
  originalPrice != null && originalPrice > price ? Math.round((1 - price / originalPrice) * 100) : 0;

/**
 * The back office's API (mf-admin's every call, /api/admin/*) answered from memory: lists with the
 * API's filters and pages, the order state machine, stock that cannot go below zero, and an audit
 * entry for every write. Signed out it answers 401 and, when `office.staff` is false, 403, as the API does.
 */
export function adminHandlers(given: MockBackOffice = {}): HttpHandler[] {
  // A copy: a scenario's data is never changed by the writes of one page or test.
  const office = { ...mockBackOffice(), ...(JSON.parse(JSON.stringify(given)) as MockBackOffice) };
  let sequence = 0;
  const now = () => new Date().toISOString();
  const notFound = (what: string): MockAnswer<never> => [404, { message: `${what} not found` }];
  const refusal = (request: Request): MockAnswer<never> | null => {
    if (!request.headers.get('authorization')) return [401, { message: 'Not authorized, no token' }];
    if (!office.staff) return [403, { message: 'Not authorized as an admin' }];
    return null;
  };
  const audit = (action: AuditAction, entityType: AuditEntityType, entityId: string, before: unknown, after: unknown) => {
    sequence += 1;
    const entry: AdminAuditEntry = {
      _id: `mock-audit-write-${sequence}`,
      actor: { _id: MOCK_STAFF._id, name: MOCK_STAFF.name, email: MOCK_STAFF.email },
      action,
      entityType,
      entityId,
      before,
      after,
      createdAt: now(),
    };
    office.audit.unshift(entry);
  };
  const findOrder = (id: string | undefined) => office.orders.find((order) => order._id === id);
  const findProduct = (id: string | undefined) => office.products.find((product) => product._id === id);
  const findCustomer = (id: string | undefined) => office.customers.find((customer) => customer._id === id);
  const findReview = (id: string | undefined) => office.reviews.find((review) => review._id === id);
  const customerOf = (id: string) => withTotals(findCustomer(id)!, office.orders);

  const changeOrder = (transition: Transition) => (request: Request, params: Record<string, string>) => {
    const denied = refusal(request);
    if (denied) return denied;
    const order = findOrder(params.id);
    if (!order) return notFound('Order');
    const refused = REFUSED[transition][order.status];
    if (refused) return [409, { message: refused }] as const;
    const done = transition === 'pay' ? order.isPaid : transition === 'deliver' ? order.isDelivered : !!order.cancelledAt;
    if (done) return [200, order] as const;
    const before = summaryOf(order);
    const at = now();
    if (transition === 'pay') Object.assign(order, { isPaid: true, paidAt: at });
    if (transition === 'deliver') {
      // Cash on delivery is paid the moment it is delivered.
      Object.assign(order, { isDelivered: true, deliveredAt: at, ...(order.isPaid ? {} : { isPaid: true, paidAt: at }) });
    }
    if (transition === 'cancel') {
      Object.assign(order, { cancelledAt: at, refundPending: order.isPaid });
      for (const item of order.orderItems) {
        const product = findProduct(item.product);
        if (product) product.countInStock += item.qty;
      }
    }
    order.status = order.cancelledAt ? 'cancelled' : order.isDelivered ? 'delivered' : order.isPaid ? 'paid' : 'awaiting_payment';
    order.timeline = [...(order.timeline ?? []), { type: EVENT[transition], actorRole: 'staff', actorName: MOCK_STAFF.name, at }];
    audit(`order.${transition}`, 'order', order._id, before, summaryOf(order));
    return [200, order] as const;
  };

  const saveProduct = (product: AdminProduct, patch: AdminProductPatch) => {
    const before = { ...product };
    Object.assign(product, patch, { updatedAt: now() });
    product.discount = discountOf(product.price, product.originalPrice);
    audit('product.update', 'product', product._id, before, { ...product });
    return product;
  };

  const archive = (archived: boolean) => (request: Request, params: Record<string, string>) => {
    const denied = refusal(request);
    if (denied) return denied;
    const product = findProduct(params.id);
    if (!product) return notFound('Product');
    if (!!product.archivedAt !== archived) {
      const before = { archivedAt: product.archivedAt };
      Object.assign(product, { archivedAt: archived ? now() : null, updatedAt: now() });
      audit(archived ? 'product.archive' : 'product.unarchive', 'product', product._id, before, {
        archivedAt: product.archivedAt,
      });
    }
    return [200, product] as const;
  };

  const hide = (hidden: boolean) => (request: Request, params: Record<string, string>) => {
    const denied = refusal(request);
    if (denied) return denied;
    const review = findReview(params.id);
    if (!review) return notFound('Review');
    if (!!review.hiddenAt !== hidden) {
      const before = { hiddenAt: review.hiddenAt };
      review.hiddenAt = hidden ? now() : null;
      audit(hidden ? 'review.hide' : 'review.unhide', 'review', review._id, before, { hiddenAt: review.hiddenAt });
    }
    return [200, review] as const;
  };

  const disable = (disabled: boolean) => (request: Request, params: Record<string, string>) => {
    const denied = refusal(request);
    if (denied) return denied;
    const customer = findCustomer(params.id);
    if (!customer) return notFound('User');
    if (disabled && customer._id === MOCK_STAFF._id) return [409, { message: 'You cannot disable your own account' }] as const;
    if (!!customer.disabledAt !== disabled) {
      const before = { disabledAt: customer.disabledAt };
      customer.disabledAt = disabled ? now() : null;
      audit(disabled ? 'user.disable' : 'user.enable', 'user', customer._id, before, { disabledAt: customer.disabledAt });
    }
    return [200, customerOf(customer._id)] as const;
  };

  return [
    answer('GET /api/admin/dashboard', (request) => refusal(request) ?? [200, dashboardOf(office)]),
    answer('GET /api/admin/audit', (request) => {
      const query = new URL(request.url).searchParams;
      const [type, action, actor, entityId] = ['entityType', 'action', 'actor', 'entityId'].map((key) => wanted(query.get(key)));
      const entries = office.audit.filter(
        (entry) =>
          (!type || entry.entityType === type) &&
          (!action || entry.action === action) &&
          (!actor || entry.actor._id === actor) &&
          (!entityId || entry.entityId === entityId),
      );
      const { rows, ...page } = onePageOf(newestFirst(entries), query);
      return refusal(request) ?? [200, { entries: rows, ...page }];
    }),

    answer('GET /api/admin/orders', (request) => {
      const query = new URL(request.url).searchParams;
      const status = wanted(query.get('status'));
      const q = query.get('q')?.trim().replace(/^#/, '') ?? '';
      const orders = office.orders.filter(
        (order) =>
          (!status || order.status === status) &&
          (!q ||
            order._id.toLowerCase().endsWith(q.toLowerCase()) ||
            contains(order.user.name, q) ||
            contains(order.user.email, q)),
      );
      const { rows, ...page } = onePageOf(newestFirst(orders), query);
      return refusal(request) ?? [200, { orders: rows.map(summaryOf), ...page }];
    }),
    answer('GET /api/admin/orders/:id', (request, { id }) => {
      const order = findOrder(id);
      return refusal(request) ?? (order ? [200, order] : notFound('Order'));
    }),
    answer('PUT /api/admin/orders/:id/pay', changeOrder('pay')),
    answer('PUT /api/admin/orders/:id/deliver', changeOrder('deliver')),
    answer('PUT /api/admin/orders/:id/cancel', changeOrder('cancel')),

    answer('GET /api/admin/products', (request) => {
      const query = new URL(request.url).searchParams;
      const state = query.get('state') || 'active';
      const [q, category] = [query.get('q')?.trim() ?? '', wanted(query.get('category'))];
      const words = q.toLowerCase().split(/\s+/).filter(Boolean);
      const products = office.products
        .filter((product) => (state === 'all' ? true : state === 'archived' ? !!product.archivedAt : !product.archivedAt))
        .filter((product) => !category || product.category === category)
        .filter((product) => query.get('lowStock') !== 'true' || product.countInStock < LOW_STOCK_BELOW)
        .filter((product) => {
          const text = `${product.name} ${product.brand} ${product.category} ${product.description}`.toLowerCase();
          return product._id === q || words.every((word) => text.includes(word));
        })
        .sort(PRODUCT_SORTS[query.get('sort') || 'newest'] ?? PRODUCT_SORTS.newest);
      const { rows, ...page } = onePageOf(products, query);
      return refusal(request) ?? [200, { products: rows, ...page }];
    }),
    answer('GET /api/admin/products/:id', (request, { id }) => {
      const product = findProduct(id);
      return refusal(request) ?? (product ? [200, product] : notFound('Product'));
    }),
    answer('POST /api/admin/products', async (request) => {
      const denied = refusal(request);
      if (denied) return denied;
      const input = (await request.json()) as AdminProductInput;
      const problem = productProblem(input);
      if (problem) return [400, { message: problem }];
      sequence += 1;
      const at = now();
      const created: AdminProduct = {
        _id: `64f0c0ffee00000000${String(100 + sequence).padStart(6, '0')}`,
        name: input.name,
        image: input.image,
        brand: input.brand,
        category: input.category,
        description: input.description,
        price: input.price,
        originalPrice: input.originalPrice ?? null,
        discount: discountOf(input.price, input.originalPrice),
        rating: 0,
        numReviews: 0,
        countInStock: input.countInStock,
        isNew: true,
        createdAt: at,
        updatedAt: at,
        archivedAt: null,
      };
      office.products.unshift(created);
      audit('product.create', 'product', created._id, null, created);
      return [201, created];
    }),
    answer('PUT /api/admin/products/:id', async (request, { id }) => {
      const denied = refusal(request);
      if (denied) return denied;
      const product = findProduct(id);
      if (!product) return notFound('Product');
      const patch = (await request.json()) as AdminProductPatch;
      const problem = productProblem(patch);
      return problem ? [400, { message: problem }] : [200, saveProduct(product, patch)];
    }),
    answer('PUT /api/admin/products/:id/archive', archive(true)),
    answer('PUT /api/admin/products/:id/unarchive', archive(false)),
    answer('POST /api/admin/products/:id/stock', async (request, { id }) => {
      const denied = refusal(request);
      if (denied) return denied;
      const product = findProduct(id);
      if (!product) return notFound('Product');
      const { delta, reason } = (await request.json()) as AdminStockAdjustment;
      if (!Number.isInteger(delta)) return [400, { message: 'delta must be a whole number' }];
      if (!reason?.trim()) return [400, { message: 'reason must not be empty' }];
      if (product.countInStock + delta < 0)
        return [409, { message: `Stock cannot go below zero: ${product.countInStock} in stock, delta ${delta}` }];
      const before = { countInStock: product.countInStock };
      Object.assign(product, { countInStock: product.countInStock + delta, updatedAt: now() });
      audit('product.stock', 'product', product._id, before, { countInStock: product.countInStock, reason });
      return [200, product];
    }),
    answer('POST /api/admin/product-images', (request) => {
      sequence += 1;
      return refusal(request) ?? [201, { image: `/api/product-images/mock-upload-${sequence}.png` }];
    }),

    answer('GET /api/admin/reviews', (request) => {
      const query = new URL(request.url).searchParams;
      const [rating, product, state] = ['rating', 'product', 'state'].map((key) => wanted(query.get(key)));
      const reviews = office.reviews.filter(
        (review) =>
          (!rating || review.rating === Number(rating)) &&
          (!product || review.product._id === product) &&
          (!state || (state === 'hidden') === !!review.hiddenAt),
      );
      const { rows, ...page } = onePageOf(newestFirst(reviews), query);
      return refusal(request) ?? [200, { reviews: rows, ...page }];
    }),
    answer('PUT /api/admin/reviews/:id/hide', hide(true)),
    answer('PUT /api/admin/reviews/:id/unhide', hide(false)),

    answer('GET /api/admin/customers', (request) => {
      const query = new URL(request.url).searchParams;
      const [q, state] = [query.get('q')?.trim() ?? '', wanted(query.get('state'))];
      const customers = office.customers.filter(
        (customer) =>
          (!q || customer._id === q || contains(customer.name, q) || contains(customer.email, q)) &&
          (!state || (state === 'disabled') === !!customer.disabledAt),
      );
      const { rows, ...page } = onePageOf(newestFirst(customers), query);
      return refusal(request) ?? [200, { customers: rows.map((customer) => customerOf(customer._id)), ...page }];
    }),
    answer('GET /api/admin/customers/:id', (request, { id }) => {
      const customer = findCustomer(id);
      return refusal(request) ?? (customer ? [200, customerOf(customer._id)] : notFound('User'));
    }),
    answer('GET /api/admin/customers/:id/orders', (request, { id }) => {
      if (!findCustomer(id)) return refusal(request) ?? notFound('User');
      const query = new URL(request.url).searchParams;
      const { rows, ...page } = onePageOf(newestFirst(office.orders.filter((order: AdminOrder) => order.user._id === id)), query);
      return refusal(request) ?? [200, { orders: rows.map(summaryOf), ...page }];
    }),
    answer('PUT /api/admin/customers/:id/disable', disable(true)),
    answer('PUT /api/admin/customers/:id/enable', disable(false)),
  ];
}
