import type { Order, Product, ProductDetail, ProductListResponse, Review, SearchSuggestion, UserInfo } from '../../types';

let sequence = 0;

/** A product with sensible defaults; pass only what the test is about. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  const id = overrides._id ?? `64f0c0ffee00000000${String(sequence).padStart(6, '0')}`;
  return {
    _id: id,
    name: `Test product ${sequence}`,
    image: `/images/${id}.svg`,
    brand: 'Acme',
    category: 'electronics',
    description: 'A product made for tests.',
    price: 19.99,
    originalPrice: null,
    discount: 0,
    rating: 4.5,
    numReviews: 2,
    countInStock: 7,
    isNew: false,
    createdAt: new Date('2026-01-01T00:00:00Z').toISOString(),
    ...overrides,
  };
}

/** A product as GET /api/products/{id} answers it: with its reviews (none unless given). */
export function aProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return { ...aProduct(overrides), reviews: [], ...overrides };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  sequence += 1;
  return {
    _id: `r${sequence}`,
    name: 'Grace Hopper',
    rating: 5,
    comment: 'Does what it says.',
    createdAt: '2026-02-01T10:00:00Z',
    user: `u${sequence}`,
    ...overrides,
  };
}

/** A GET /api/products answer holding `products` on one page (or the page and totals given). */
export function aProductList(products: Product[] = [], overrides: Partial<ProductListResponse> = {}): ProductListResponse {
  return { products, page: 1, pages: products.length > 0 ? 1 : 0, total: products.length, ...overrides };
}

export function aSuggestion(product: Pick<Product, '_id' | 'name' | 'category'>): SearchSuggestion {
  return { _id: product._id, name: product.name, category: product.category };
}

/** A signed-in session as POST /api/users/login answers it. */
export function aUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    _id: 'u1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    token: 't0k3n',
    isAdmin: false,
    createdAt: '2025-06-15T09:00:00Z',
    ...overrides,
  };
}

/** An order of `products` (one of each unless `qty` says), priced as the server prices one. */
export function anOrder(products: Product[], overrides: Partial<Order> & { qty?: number } = {}): Order {
  sequence += 1;
  const { qty = 1, ...fields } = overrides;
  const itemsCents = products.reduce((sum, product) => sum + Math.round(product.price * 100) * qty, 0);
  const shippingCents = itemsCents > 100_00 ? 0 : 10_00;
  const taxCents = Math.round(itemsCents * 0.15);
  return {
    _id: `64f0ba5e00000000${String(sequence).padStart(8, '0')}`,
    user: { _id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com' },
    orderItems: products.map((product, index) => ({
      _id: `oi${sequence}-${index}`,
      product: product._id,
      name: product.name,
      image: product.image,
      qty,
      price: product.price,
    })),
    shippingAddress: {
      fullName: 'Ada Lovelace',
      address: '12 Analytical Row',
      city: 'London',
      postalCode: 'N1 9GU',
      country: 'United Kingdom',
    },
    paymentMethod: 'PayPal',
    itemsPrice: itemsCents / 100,
    shippingPrice: shippingCents / 100,
    taxPrice: taxCents / 100,
    totalPrice: (itemsCents + shippingCents + taxCents) / 100,
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    status: fields.isDelivered ? 'delivered' : fields.isPaid ? 'paid' : 'awaiting_payment',
    cancelledAt: null,
    refundPending: false,
    createdAt: '2026-03-01T12:00:00Z',
    ...fields,
  };
}
