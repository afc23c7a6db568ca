import type { Product, ProductDetail } from '../../types';

/** The mock API's shop: a few products with stable ids (the standalone pages' sample paths use the first). */
export const MOCK_PRODUCTS: readonly Product[] = [
  product(1, 'Aurora Noise-Cancelling Headphones', 'Sonora', 'electronics', 129.99, { originalPrice: 159.99, discount: 19 }),
  product(2, 'Trailblazer Running Shoes', 'Stride', 'sports', 89.5, { isNew: true }),
  product(3, 'Copper Pour-Over Kettle', 'Hearth', 'home', 45, { countInStock: 3 }),
  product(4, 'Linen Button-Down Shirt', 'Fieldhouse', 'fashion', 39.99),
  product(5, 'The Patient Garden (hardback)', 'Greenleaf Press', 'books', 24.95, { rating: 4.8 }),
  product(6, 'Vitamin C Brightening Serum', 'Lumen', 'beauty', 29, { originalPrice: 36, discount: 19 }),
  product(7, 'Wooden Marble Run', 'Tinker & Co', 'toys', 54.99, { isNew: true }),
  product(8, 'Ceramic Car Wax Kit', 'Gleam', 'automotive', 32.49, { countInStock: 12 }),
];

export const MOCK_PRODUCT_ID = MOCK_PRODUCTS[0]!._id;

/** The product page's answer for a mock product: a few reviews that add up to its rating. */
export function mockProductDetail(product: Product): ProductDetail {
  return {
    ...product,
    numReviews: 2,
    reviews: [
      review(product, 1, 'Grace Hopper', 5, 'Exactly as described, and it arrived in two days.'),
      review(product, 2, 'Alan Turing', 4, 'Good value; the box was a little dented.'),
    ],
  };
}

function product(n: number, name: string, brand: string, category: string, price: number, extra: Partial<Product> = {}): Product {
  const _id = `64f0c0ffee${String(n).padStart(14, '0')}`;
  return {
    _id,
    name,
    image: `/images/${_id}.svg`,
    brand,
    category,
    description: `${name} by ${brand}: a mock product of the integrators' kit.`,
    price,
    originalPrice: null,
    discount: 0,
    rating: 4.5,
    numReviews: 2,
    countInStock: 8,
    isNew: false,
    createdAt: `2026-0${(n % 9) + 1}-01T09:00:00Z`,
    ...extra,
  };
}

function review(product: Product, n: number, name: string, rating: number, comment: string) {
  return { _id: `${product._id}-r${n}`, name, rating, comment, createdAt: `2026-10-0${n}T10:00:00Z`, user: `mock-user-${n}` };
}
