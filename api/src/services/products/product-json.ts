import { products, type ProductRow } from '../../db/schema/index.js';
import { toDollars } from 'shared-ui/pricing';
import { NEW_ARRIVAL_MS } from '../listing-query.js';

/** The columns a product's JSON is made of (listings, detail, products by id). */
export const listColumns = {
  id: products.id,
  name: products.name,
  image: products.image,
  brand: products.brand,
  category: products.category,
  description: products.description,
  priceCents: products.priceCents,
  originalPriceCents: products.originalPriceCents,
  rating: products.rating,
  numReviews: products.numReviews,
  countInStock: products.countInStock,
  createdAt: products.createdAt,
};

export type ProductFields = Pick<
  ProductRow,
  | 'id'
  | 'name'
  | 'image'
  | 'brand'
  | 'category'
  | 'description'
  | 'priceCents'
  | 'originalPriceCents'
  | 'rating'
  | 'numReviews'
  | 'countInStock'
  | 'createdAt'
>;

export function toProductJson(row: ProductFields, now = Date.now()) {
  const original = row.originalPriceCents;
  const onSale = original !== null && original > row.priceCents;
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    brand: row.brand,
    category: row.category,
    description: row.description,
    price: toDollars(row.priceCents),
    originalPrice: original === null ? null : toDollars(original),
    discount: onSale ? Math.round(((original - row.priceCents) / original) * 100) : 0,
    rating: row.rating,
    numReviews: row.numReviews,
    countInStock: row.countInStock,
    isNew: now - row.createdAt.getTime() < NEW_ARRIVAL_MS,
    createdAt: row.createdAt.toISOString(),
  };
}
