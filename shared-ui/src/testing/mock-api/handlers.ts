import { HttpResponse, http, type HttpHandler } from 'msw';
import type { Address, CreateOrderBody, Order, Product, UserInfo } from '../../types';
import type { MockAnswer } from './api-answers';
import { adminHandlers } from './admin-handlers';
import type { MockBackOffice } from './mock-back-office';
import { answer } from './typed-answer';
import { aProductList, aSuggestion, aUserInfo, anOrder } from './answer-builders';
import { MOCK_PRODUCTS, mockProductDetail } from './mock-catalog';

const PLACEHOLDER_IMAGE = (label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="#e8eef7"/>` +
  `<text x="200" y="210" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#3d4f6b">${label}</text></svg>`;

/** Product and banner images, so a page with no API behind it shows no broken image. */
export const imageHandlers: HttpHandler[] = [
  http.get(
    '*/images/:file',
    () => new HttpResponse(PLACEHOLDER_IMAGE('mock image'), { headers: { 'content-type': 'image/svg+xml' } }),
  ),
  http.get(
    '*/api/product-images/:file',
    () => new HttpResponse(PLACEHOLDER_IMAGE('uploaded image'), { headers: { 'content-type': 'image/svg+xml' } }),
  ),
  http.get(
    '*/api/images/:file',
    () => new HttpResponse(PLACEHOLDER_IMAGE('mock banner'), { headers: { 'content-type': 'image/svg+xml' } }),
  ),
];

export interface MockShopState {
  products?: readonly Product[];
  orders?: Order[];
  user?: UserInfo;
  /** the signed-in shopper's address book */
  addresses?: Address[];
  /** the back office's data (mf-admin): the mock shop's own unless given */
  admin?: MockBackOffice;
}

const LIST_SORTS: Record<string, (a: Product, b: Product) => number> = {
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  rating: (a, b) => b.rating - a.rating,
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  name_asc: (a, b) => a.name.localeCompare(b.name),
  name_desc: (a, b) => b.name.localeCompare(a.name),
};

/** GET /api/products as the API answers it, over `products`: ids, keyword, category, price, sort, pages. */
export function listProducts(products: readonly Product[], url: URL) {
  const query = url.searchParams;
  const ids = query.get('ids');
  if (ids) {
    const byId = new Map(products.map((product) => [product._id, product]));
    const found = ids.split(',').flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
    return aProductList(found);
  }
  const keyword = query.get('keyword')?.toLowerCase();
  const category = query.get('category');
  const minPrice = Number(query.get('minPrice') ?? 0);
  const maxPrice = Number(query.get('maxPrice') ?? Infinity);
  const matching = products
    .filter((product) => !keyword || `${product.name} ${product.brand}`.toLowerCase().includes(keyword))
    .filter((product) => !category || product.category === category)
    .filter((product) => product.price >= minPrice && product.price <= maxPrice)
    .sort(LIST_SORTS[query.get('sort') ?? ''] ?? (() => 0));
  const limit = Math.max(1, Number(query.get('limit') ?? 12));
  const page = Math.max(1, Number(query.get('page') ?? 1));
  return aProductList(matching.slice((page - 1) * limit, page * limit), {
    page,
    pages: Math.ceil(matching.length / limit),
    total: matching.length,
  });
}

/**
 * The whole API, answered from memory: every call the shell and the slices make (API_ROUTES), over
 * the mock catalogue, with orders kept for as long as the handlers live. Scenarios put their own
 * handlers before these.
 */
export function shopHandlers(state: MockShopState = {}): HttpHandler[] {
  const products = state.products ?? MOCK_PRODUCTS;
  const orders = [...(state.orders ?? [])];
  let user = state.user ?? aUserInfo();
  let addresses = [...(state.addresses ?? [])];
  const findProduct = (id: string | undefined) => products.find((product) => product._id === id);
  const notFound = (what: string): MockAnswer<never> => [404, { message: `${what} not found` }];
  return [
    answer('GET /api/products', (request) => [200, listProducts(products, new URL(request.url))]),
    answer('GET /api/products/search-suggestions', (request) => {
      const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
      return [
        200,
        q
          ? products
              .filter((p) => p.name.toLowerCase().includes(q))
              .slice(0, 8)
              .map(aSuggestion)
          : [],
      ];
    }),
    answer('GET /api/products/:id', (_request, { id }) => {
      const product = findProduct(id);
      return product ? [200, mockProductDetail(product)] : notFound('Product');
    }),
    answer('POST /api/products/:id/reviews', [201, { message: 'Review added' }]),
    answer('GET /api/orders/myorders', () => [200, orders]),
    answer('GET /api/orders/:id', (_request, { id }) => {
      const order = orders.find((candidate) => candidate._id === id);
      return order ? [200, order] : notFound('Order');
    }),
    answer('POST /api/orders', async (request) => {
      const body = (await request.json()) as CreateOrderBody;
      const lines = body.orderItems.flatMap((item) => {
        const product = findProduct(item.product ?? item._id);
        return product ? [{ product, qty: item.qty }] : [];
      });
      if (lines.length === 0) return [400, { message: 'No order items' }];
      const order = anOrder(
        lines.map((line) => line.product),
        { shippingAddress: body.shippingAddress, paymentMethod: body.paymentMethod, createdAt: new Date().toISOString() },
      );
      order.orderItems = order.orderItems.map((item, index) => ({ ...item, qty: lines[index]!.qty }));
      const itemsCents = lines.reduce((sum, line) => sum + Math.round(line.product.price * 100) * line.qty, 0);
      const shippingCents = itemsCents > 100_00 ? 0 : 10_00;
      const taxCents = Math.round(itemsCents * 0.15);
      Object.assign(order, {
        itemsPrice: itemsCents / 100,
        shippingPrice: shippingCents / 100,
        taxPrice: taxCents / 100,
        totalPrice: (itemsCents + shippingCents + taxCents) / 100,
      });
      orders.unshift(order);
      return [201, order];
    }),
    answer('PUT /api/orders/:id/pay', (_request, { id }) => {
      const order = orders.find((candidate) => candidate._id === id);
      if (!order) return notFound('Order');
      Object.assign(order, { isPaid: true, paidAt: new Date().toISOString(), status: 'paid' });
      return [200, order];
    }),
    answer('PUT /api/orders/:id/cancel', (_request, { id }) => {
      const order = orders.find((candidate) => candidate._id === id);
      if (!order) return notFound('Order');
      if (order.isDelivered) return [409, { message: 'A delivered order cannot be cancelled' }];
      Object.assign(order, {
        cancelledAt: order.cancelledAt ?? new Date().toISOString(),
        status: 'cancelled',
        refundPending: order.isPaid,
      });
      return [200, order];
    }),
    answer('GET /api/users/addresses', () => [200, addresses]),
    answer('POST /api/users/addresses', async (request) => {
      const input = (await request.json()) as Omit<Address, '_id' | 'isDefault'> & { isDefault?: boolean };
      const added: Address = {
        ...input,
        _id: `a${addresses.length + 1}`,
        isDefault: addresses.length === 0 || !!input.isDefault,
      };
      if (added.isDefault) addresses = addresses.map((entry) => ({ ...entry, isDefault: false }));
      addresses = [...addresses, added];
      return [201, added];
    }),
    answer('PUT /api/users/addresses/:id', async (request, { id }) => {
      const changes = (await request.json()) as Partial<Address>;
      const found = addresses.find((entry) => entry._id === id);
      if (!found) return notFound('Address');
      const updated = { ...found, ...changes, _id: found._id, isDefault: found.isDefault };
      addresses = addresses.map((entry) => (entry._id === id ? updated : entry));
      return [200, updated];
    }),
    answer('PUT /api/users/addresses/:id/default', (_request, { id }) => {
      if (!addresses.some((entry) => entry._id === id)) return notFound('Address');
      addresses = addresses.map((entry) => ({ ...entry, isDefault: entry._id === id }));
      return [200, addresses.find((entry) => entry._id === id)!];
    }),
    answer('DELETE /api/users/addresses/:id', (_request, { id }) => {
      if (!addresses.some((entry) => entry._id === id)) return notFound('Address');
      addresses = addresses.filter((entry) => entry._id !== id);
      if (addresses.length > 0 && !addresses.some((entry) => entry.isDefault)) {
        addresses = addresses.map((entry, index) => ({ ...entry, isDefault: index === addresses.length - 1 }));
      }
      return [204, null];
    }),
    answer('POST /api/users', async (request) => {
      const { name, email } = (await request.json()) as { name: string; email: string };
      user = { ...user, name, email };
      return [201, user];
    }),
    answer('POST /api/users/login', async (request) => {
      const { email } = (await request.json()) as { email: string };
      user = { ...user, email };
      return [200, user];
    }),
    answer('POST /api/users/logout', [200, { message: 'Logged out successfully' }]),
    answer('GET /api/users/profile', () => [200, user]),
    answer('PUT /api/users/profile', async (request) => {
      const isJson = request.headers.get('content-type')?.includes('application/json');
      const changes = isJson
        ? ((await request.json()) as Partial<UserInfo>)
        : Object.fromEntries([...(await request.formData())].filter(([, value]) => typeof value === 'string'));
      user = {
        ...user,
        ...(changes.name ? { name: String(changes.name) } : {}),
        ...(changes.email ? { email: String(changes.email) } : {}),
      };
      return [200, user];
    }),
    answer('PUT /api/users/password', [200, { message: 'Password changed' }]),
    ...adminHandlers(state.admin),
    ...imageHandlers,
  ];
}
