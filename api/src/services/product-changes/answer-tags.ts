import type { ParsedListing } from '../listing-query.js';
import type { ProductChange } from './product-change.js';

/** An attribute of any product that an answer's membership, order or totals can depend on. */
export type ProductAttribute = 'in-stock' | 'rating';

/**
 * What a cached answer (or a page made of answers) shows and depends on, recorded when it is stored, so a
 * change drops it only if it could be different now.
 */
export interface AnswerTags {
  /** the products it shows (their stock, rating, price...) */
  readonly productIds: ReadonlySet<string>;
  /** which products it lists, in which order or how many, can change with these attributes of any product */
  readonly dependsOn: ReadonlySet<ProductAttribute>;
  /** it may depend on anything: every change drops it */
  readonly everything: boolean;
}

export const DEPENDS_ON_EVERYTHING: AnswerTags = { productIds: new Set(), dependsOn: new Set(), everything: true };
export const DEPENDS_ON_NOTHING: AnswerTags = { productIds: new Set(), dependsOn: new Set(), everything: false };

export function answerTags(productIds: Iterable<string>, dependsOn: Iterable<ProductAttribute> = []): AnswerTags {
  return { productIds: new Set(productIds), dependsOn: new Set(dependsOn), everything: false };
}

/** Whether an answer with these tags could read differently after the change. */
export function isAffected(tags: AnswerTags, change: ProductChange): boolean {
  if (change.kind === 'catalogue' || tags.everything) return true;
  if (change.kind === 'stock' && change.inStockChanged && tags.dependsOn.has('in-stock')) return true;
  if (change.kind === 'rating' && tags.dependsOn.has('rating')) return true;
  return change.productIds.some((id) => tags.productIds.has(id));
}

/** The tags of something made of these answers (a page): it is dropped when any of them would be. */
export function mergeTags(all: readonly AnswerTags[]): AnswerTags {
  if (all.some((tags) => tags.everything)) return DEPENDS_ON_EVERYTHING;
  return answerTags(
    all.flatMap((tags) => [...tags.productIds]),
    all.flatMap((tags) => [...tags.dependsOn]),
  );
}

/** Sorts whose order reads neither stock nor rating (products/listing-sort.ts); any other orders as featured. */
const PLAIN_SORTS = new Set(['price_asc', 'price_desc', 'newest', 'name_asc', 'name_desc']);

/**
 * What a listing's matches and total depend on beyond its own products: the in-stock filter on whether
 * products are in stock, a minimum rating on ratings. (Price, category, brand, words and created_at only
 * change through catalogue changes.)
 */
export function listingFilterDependsOn({ filter }: ParsedListing): ProductAttribute[] {
  const dependsOn: ProductAttribute[] = [];
  if (filter.availability === 'in_stock') dependsOn.push('in-stock');
  if (filter.minRating !== undefined && filter.minRating > 0) dependsOn.push('rating');
  return dependsOn;
}

/**
 * A listing page: its products, what its filter depends on, and what its sort reads (featured: in stock
 * first, then review count and rating; rating and popular: rating and review count).
 */
export function listingTags(listing: ParsedListing, productIds: Iterable<string>): AnswerTags {
  const dependsOn = listingFilterDependsOn(listing);
  if (!PLAIN_SORTS.has(listing.sort)) {
    dependsOn.push('rating');
    if (listing.sort !== 'rating' && listing.sort !== 'popular') dependsOn.push('in-stock');
  }
  return answerTags(productIds, dependsOn);
}
