import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';
import { escapeLike } from '../escape-like.js';
import type { ListingFilter } from '../listing-query.js';

/** Shoppers see only products that are not archived (staff archive instead of deleting). */
export const isListed = sql`${products.archivedAt} is null`;

/** The listing's WHERE with the listed condition in front (every SQL path of a shopper's listing reads through it). */
export function listedWhere(where: SQL | undefined): SQL {
  return where ? and(isListed, where)! : isListed;
}

/**
 * The SQL path's WHERE for a listing: every word of the keyword in search_text, then each filter. The
 * search index applies the same predicates in memory (search-index/filter-slots.ts); undefined: no
 * keyword and no filter, the plain listing.
 */
export function listingWhere(words: readonly string[], filter: ListingFilter): SQL | undefined {
  const conditions: SQL[] = words.map((word) => sql`${products.searchText} like ${`%${escapeLike(word)}%`}`);
  const { categories, brands, minPriceCents, maxPriceCents, minRating } = filter;
  if (categories.length === 1) conditions.push(eq(products.category, categories[0]!));
  else if (categories.length > 1) conditions.push(inArray(products.category, [...categories]));
  if (brands.length) conditions.push(inArray(sql`lower(${products.brand})`, [...brands]));
  if (minPriceCents !== undefined) conditions.push(gte(products.priceCents, minPriceCents));
  if (maxPriceCents !== undefined) conditions.push(lte(products.priceCents, maxPriceCents));
  if (minRating !== undefined && minRating > 0) conditions.push(gte(products.rating, minRating));
  const availability = availabilityCondition(filter);
  if (availability) conditions.push(availability);
  return conditions.length ? and(...conditions) : undefined;
}

function availabilityCondition({ availability, newSinceMs }: ListingFilter): SQL | undefined {
  switch (availability) {
    case 'in_stock':
      return sql`${products.countInStock} > 0`;
    case 'on_sale':
      return sql`${products.originalPriceCents} > ${products.priceCents}`;
    case 'new_arrivals':
      return gte(products.createdAt, new Date(newSinceMs));
  }
  return undefined;
}
