import { orderNumber } from 'shared-ui/admin-constants';
import type { Product, ProductDetail } from 'shared-ui/types';

/** Spec §9: a missing rating displays as 4.5. */
export const DEFAULT_RATING = 4.5;
/** Spec §3 (product page): a product without a brand or category reads as these. */
export const DEFAULT_BRAND = 'Premium Brand';
export const DEFAULT_CATEGORY = 'Electronics';
/** Spec §2: a product with no original price of its own gets a cosmetic struck-out price and badge. */
export const COSMETIC_ORIGINAL_PRICE_FACTOR = 1.2;
export const COSMETIC_DISCOUNT_PERCENT = 20;

/** A product as some answers, mocks or older saved wishlists carry it: only id, name and price are sure. */
export type PartialProduct = Pick<Product, '_id' | 'name' | 'price'> & Partial<Omit<Product, '_id' | 'name' | 'price'>>;

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Every field a product view reads, with the spec's defaults for the missing ones, so no view has to
 * guard (a missing rating once crashed cards and pages on `toFixed`).
 */
export function withProductDefaults<T extends PartialProduct>(product: T): T & Product {
  return {
    ...product,
    image: product.image || '',
    brand: product.brand || DEFAULT_BRAND,
    category: product.category || DEFAULT_CATEGORY,
    description: product.description ?? '',
    originalPrice: finite(product.originalPrice) ? product.originalPrice : null,
    discount: finite(product.discount) ? product.discount : 0,
    rating: finite(product.rating) ? product.rating : DEFAULT_RATING,
    numReviews: finite(product.numReviews) ? product.numReviews : 0,
    countInStock: finite(product.countInStock) ? product.countInStock : 0,
    isNew: product.isNew === true,
    createdAt: product.createdAt ?? '',
  };
}

export function withProductDetailDefaults<T extends PartialProduct & { reviews?: ProductDetail['reviews'] }>(
  product: T,
): T & ProductDetail {
  return { ...withProductDefaults(product), reviews: Array.isArray(product.reviews) ? product.reviews : [] };
}

/** "1 review", "2 reviews"; `plural` defaults to the singular plus "s". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The rating as the shop writes it, one decimal: "4.5". */
export function formatRating(rating: number): string {
  return (finite(rating) ? rating : DEFAULT_RATING).toFixed(1);
}

export interface PriceStory {
  price: number;
  /** the struck-out price, or null when there is none to show */
  was: number | null;
  /** the badge's percentage off, or null for no badge */
  percentOff: number | null;
}

/**
 * One story for a product's price wherever it is shown: its own original price and discount when it has
 * them (card, quick view and page agree); with `cosmetic`, the page's spec'd 1.2x and 20 % badge, but
 * only for a product without an original price of its own.
 */
export function priceStory(
  product: Pick<Product, 'price'> & Partial<Pick<Product, 'originalPrice' | 'discount'>>,
  { cosmetic = false } = {},
): PriceStory {
  const { price } = product;
  const original = finite(product.originalPrice) ? product.originalPrice : null;
  if (original === null) {
    return cosmetic
      ? { price, was: price * COSMETIC_ORIGINAL_PRICE_FACTOR, percentOff: COSMETIC_DISCOUNT_PERCENT }
      : { price, was: null, percentOff: null };
  }
  const was = original > price ? original : null;
  const stated = finite(product.discount) && product.discount > 0 ? product.discount : null;
  const computed = was ? Math.round(((was - price) / was) * 100) : null;
  return { price, was, percentOff: stated ?? (computed && computed > 0 ? computed : null) };
}

/** The short order number as every screen writes it: "#1A2B3C4D" (shared-ui/admin-constants' orderNumber). */
export function shortOrderNumber(orderId: string): string {
  return `#${orderNumber(orderId)}`;
}
