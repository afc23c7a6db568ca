import { toCents } from 'shared-ui/pricing';

/**
 * A product listing as both of its answerers see it: the query a route hands in, and what it becomes once
 * parsed (words, filters, sort, page). The database's path (products/list-products.ts) and the search
 * index (search-index/) both import this module, and neither imports the other's internals.
 */

export const NEW_ARRIVAL_MS = 7 * 24 * 60 * 60 * 1000;
export const DEFAULT_PAGE_SIZE = 12;

export interface ListQuery {
  keyword?: string;
  category?: string;
  page?: number;
  limit?: number;
  sort?: string;
  minPrice?: number;
  maxPrice?: number;
  brands?: string;
  rating?: number;
  availability?: string;
}

/**
 * A listing's filters as parseListingQuery leaves them (categories and brands lower-cased, trimmed, `all` and
 * empties dropped, capped; prices as priceBoundCents clamps them).
 */
export interface ListingFilter {
  categories: readonly string[];
  /** compared with lower(brand) */
  brands: readonly string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  /** rating >= this (absent or <= 0: no rating filter) */
  minRating?: number;
  /** in_stock, on_sale, new_arrivals; anything else filters nothing */
  availability?: string;
  /** new_arrivals: created_at >= this instant (ms since the epoch), the SQL path's cut-off */
  newSinceMs: number;
}

export const NO_FILTER: ListingFilter = { categories: [], brands: [], newSinceMs: 0 };

/** The search index's answer to a listing. */
export interface ListingPage {
  /** the page's product ids, in order */
  ids: string[];
  /** every match, counted exactly */
  total: number;
}

/** A listing query parsed once for both paths. */
export interface ParsedListing {
  page: number;
  limit: number;
  offset: number;
  /** featured unless the query names another (an unknown sort orders as featured) */
  sort: string;
  /** trimmed and lower-cased; '' for none */
  keyword: string;
  words: string[];
  filter: ListingFilter;
}

/** A keyword's words as every keyword search matches them (the SQL path and the search index alike). */
export function splitWords(text: string, max = 8): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, max);
}

const MAX_INT4 = 2_147_483_647;

/** A price filter in cents that PostgreSQL's int4 can hold, whatever number the query carried. */
export function priceBoundCents(dollars: number): number {
  const cents = toCents(dollars);
  if (!Number.isFinite(cents)) return cents > 0 ? MAX_INT4 : 0;
  return Math.min(Math.max(cents, 0), MAX_INT4);
}

/** A comma list lower-cased and trimmed, without empties. */
function commaList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}

export function parseListingQuery(query: ListQuery): ParsedListing {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const keyword = query.keyword?.trim().toLowerCase() ?? '';
  const filter: ListingFilter = {
    categories: commaList(query.category)
      .filter((category) => category !== 'all')
      .slice(0, 20),
    brands: commaList(query.brands).slice(0, 50),
    // Prices are int4 cents: a bound beyond that range would overflow in the database, so it is clamped
    // (no price is above the largest int4, none below zero).
    minPriceCents: query.minPrice === undefined ? undefined : priceBoundCents(query.minPrice),
    maxPriceCents: query.maxPrice === undefined ? undefined : priceBoundCents(query.maxPrice),
    minRating: query.rating,
    availability: query.availability,
    // One instant for both paths (a created_at at the cut-off is new on either).
    newSinceMs: Date.now() - NEW_ARRIVAL_MS,
  };
  return { page, limit, offset: (page - 1) * limit, sort: query.sort || 'featured', keyword, words: splitWords(keyword), filter };
}
