import { Type } from 'typebox';
import { Nullable } from './common.js';
import { AVAILABILITY, SORTS } from './pricing.js';

export const Review = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  rating: Type.Integer(),
  comment: Type.String(),
  createdAt: Type.String(),
  user: Type.String(),
});

const productFields = {
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
};

export const Product = Type.Object(productFields);
export const ProductDetail = Type.Object({ ...productFields, reviews: Type.Array(Review) });

export const ProductListQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  category: Type.Optional(Type.String({ maxLength: 200 })),
  // Digits only: a numeric query schema would silently truncate 1.5 to 1.
  page: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
  limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,6}$' })),
  sort: Type.Optional(Type.Enum([...SORTS, ''])),
  minPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  maxPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 1e9 })),
  brands: Type.Optional(Type.String({ maxLength: 1000 })),
  rating: Type.Optional(Type.Number({ minimum: 0, maximum: 5 })),
  availability: Type.Optional(Type.Enum([...AVAILABILITY, ''])),
  /**
   * Comma-separated product ids (at most MAX_PRODUCT_IDS): answers exactly those products, read live
   * (stock and price as they are now), in the order asked; unknown ids are left out and every other
   * listing parameter is ignored. The cart and checkout re-check their lines with it.
   */
  ids: Type.Optional(Type.String({ maxLength: 5000 })),
});

export const ProductList = Type.Object({
  products: Type.Array(Product),
  page: Type.Integer(),
  pages: Type.Integer(),
  total: Type.Integer(),
  // true when a broad filter's total was counted only up to a bound: `total` is then a lower bound
  // ("1,000+ products") and `pages` reaches past the current page; absent or false when exact.
  totalIsEstimate: Type.Optional(Type.Boolean()),
});

export const SuggestionQuery = Type.Object({ q: Type.Optional(Type.String({ maxLength: 200 })) });
export const Suggestion = Type.Object({ _id: Type.String(), name: Type.String(), category: Type.String() });

export const ReviewBody = Type.Object({
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  comment: Type.String({ minLength: 1, maxLength: 2000 }),
});
