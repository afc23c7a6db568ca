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
  /** ...of a product in one of these categories (its category filter); null: in any category */
  readonly categories: ReadonlySet<string> | null;
  /** it may depend on anything: every change drops it */
  readonly everything: boolean;
}

export const DEPENDS_ON_EVERYTHING: AnswerTags = {
  productIds: new Set(),
  dependsOn: new Set(),
  categories: null,
  everything: true,
};
export const DEPENDS_ON_NOTHING: AnswerTags = {
  productIds: new Set(),
  dependsOn: new Set(),
  categories: null,
  everything: false,
};

export function answerTags(
  productIds: Iterable<string>,
  dependsOn: Iterable<ProductAttribute> = [],
  categories: Iterable<string> | null = null,
): AnswerTags {
  return {
    productIds: new Set(productIds),
    dependsOn: new Set(dependsOn),
    categories: categories === null ? null : new Set(categories),
    everything: false,
  };
}

/** Whether an answer with these tags could read differently after the change. */
export function isAffected(tags: AnswerTags, change: ProductChange): boolean {
  if (change.kind === 'catalogue' || tags.everything) return true;
  const dependsOn = (attribute: ProductAttribute) =>
    tags.dependsOn.has(attribute) &&
    (tags.categories === null || change.categories === undefined || change.categories.some((name) => tags.categories!.has(name)));
  if (change.kind === 'stock' && change.inStockChanged && dependsOn('in-stock')) return true;
  if (change.kind === 'rating' && dependsOn('rating')) return true;
  return change.productIds.some((id) => tags.productIds.has(id));
}

/**
 * The tags of something made of these answers (a page): it is dropped when any of them would be. (Each
 * answer's attributes and categories are pooled: a page may be dropped by a change only one of its
 * answers' categories and another one's attribute match, never kept when one of them would go.)
 */
export function mergeTags(all: readonly AnswerTags[]): AnswerTags {
  if (all.some((tags) => tags.everything)) return DEPENDS_ON_EVERYTHING;
  const dependent = all.filter((tags) => tags.dependsOn.size > 0);
  return answerTags(
    all.flatMap((tags) => [...tags.productIds]),
    dependent.flatMap((tags) => [...tags.dependsOn]),
    dependent.some((tags) => tags.categories === null) ? null : dependent.flatMap((tags) => [...tags.categories!]),
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
  return answerTags(productIds, dependsOn, listingCategories(listing));
}

/** The categories a listing is filtered on (the products a stock or rating change elsewhere cannot bring in); null: all. */
export function listingCategories({ filter }: ParsedListing): string[] | null {
  return filter.categories.length > 0 ? [...filter.categories] : null;
}
