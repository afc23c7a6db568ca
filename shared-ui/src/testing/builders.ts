import type { Product, ProductDetail } from '../types';

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
