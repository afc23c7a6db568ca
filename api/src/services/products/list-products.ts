import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { parseListingQuery, type ListQuery, type ParsedListing } from '../listing-query.js';
import { answerTags, listingCategories, listingFilterDependsOn, type AnswerTags } from '../product-changes/answer-tags.js';
import type { SearchIndex } from '../search-index/search-index.js';
import { countMatches, readPage, readRowsById, toListRow, type PageRead } from './listing-reads.js';
import { matches, matchesTable, sortOrder } from './listing-sort.js';
import { listedWhere, listingWhere } from './listing-where.js';
import { toProductJson } from './product-json.js';

/** ResponseCache's part that remembers totals: tagged with what the filter depends on, kept only if no drop concerned it. */
export interface TotalCache {
  readonly generation: number;
  /** the total under `key` (the cache keeps answers too, under keys of their own) */
  get(key: string): unknown;
  set(key: string, value: number, ttlMs: number | undefined, generation: number, tags: AnswerTags): void;
}

/**
 * How many matches past the current page's start are counted exactly. Beyond that the total is a lower
 * bound (`totalIsEstimate`, shown as "1,000+"): counting every match of a broad filter over 100 000
 * products was what an uncached listing cost (~130 ms on PGlite); counting at most this many rows is
 * bounded whatever the filter. Relative to the page, so Next always leads somewhere.
 */
export const EXACT_COUNT_AHEAD = 1000;

export interface ListOptions {
  /** remembers exact counts per filter (cleared with the answer cache), so paging or re-sorting skips the count */
  totals?: TotalCache;
  /** see EXACT_COUNT_AHEAD (tests use a small one) */
  exactCountAhead?: number;
  /** answers listings with a keyword or a filter in memory once built; the database reads the page by id */
  searchIndex?: SearchIndex | null;
}

/** A listing being answered: the parsed query, its WHERE and how far its count goes. */
interface Listing extends ParsedListing {
  where: SQL | undefined;
  /** the count is exact up to this many matches */
  countLimit: number;
  /** the exact total a previous page of the same filter counted */
  knownTotal: number | undefined;
}

interface ListingRead extends PageRead {
  /** the search index's exact total */
  exactTotal?: number;
}

/** One page of products and the total, exact up to `exactCountAhead` matches past the page's start. */
export async function listProducts(db: Db, query: ListQuery, options: ListOptions = {}) {
  const { totals, exactCountAhead = EXACT_COUNT_AHEAD, searchIndex } = options;
  const parsed = parseListingQuery(query);
  const totalKey = `total:${JSON.stringify([parsed.words, parsed.filter.categories, parsed.filter.brands, query.minPrice, query.maxPrice, query.rating, query.availability])}`;
  const generation = totals?.generation ?? 0;
  const known = totals?.get(totalKey);
  const listing: Listing = {
    ...parsed,
    where: listingWhere(parsed.words, parsed.filter),
    countLimit: parsed.offset + exactCountAhead,
    knownTotal: typeof known === 'number' ? known : undefined,
  };
  const read = (await readFromSearchIndex(db, listing, searchIndex)) ?? (await readFromDatabase(db, listing));
  const { total, totalIsEstimate } = await listingTotal(db, listing, read);
  if (!totalIsEstimate)
    totals?.set(
      totalKey,
      total,
      undefined,
      generation,
      answerTags([], listingFilterDependsOn(parsed), listingCategories(parsed)),
    );
  const now = Date.now();
  return {
    products: read.rows.map((row) => toProductJson(toListRow(row), now)),
    page: listing.page,
    pages: Math.ceil(total / listing.limit),
    total,
    totalIsEstimate,
  };
}

/**
 * A keyword, filters or both are matched and ordered by the search index once it is built; the plain
 * listing stays with the sort's index walk (as cheap, and no page of ids to read back).
 */
async function readFromSearchIndex(db: Db, listing: Listing, searchIndex: SearchIndex | null | undefined) {
  if (!listing.where || !searchIndex) return undefined;
  const { keyword, filter, sort, offset, limit } = listing;
  const indexed = searchIndex.search(keyword, filter, sort, offset, limit);
  if (!indexed) return undefined;
  return { rows: await readRowsById(db, indexed.ids), exactTotal: indexed.total };
}

async function readFromDatabase(db: Db, listing: Listing): Promise<ListingRead> {
  const { where, sort, limit, offset, countLimit, knownTotal } = listing;
  if (listing.keyword) {
    // A keyword's matches are found through the trigram index and each one is read from the table to
    // check it and rank it: the expensive part. They are read once, into the statement's memory, and
    // both the page and the capped count come from there.
    return readPage(
      db,
      sql`select "id" from "matches" order by ${sortOrder(sort, matchesTable, true)} limit ${limit} offset ${offset}`,
      { from: sql`"matches"`, countLimit },
      sql`with "matches" as materialized (${matches(where, sort, listing.keyword)})`,
    );
  }
  if (!where) {
    // The whole catalogue: the sort's index is walked, and the count rides along in the same statement.
    return readPage(
      db,
      walkSortIndex(listing),
      knownTotal === undefined ? { from: sql`${products} where ${listedWhere(undefined)}`, countLimit } : undefined,
    );
  }
  // With a filter the capped count is cheap (an index-only scan of at most countLimit entries of an
  // index on the filter) and it tells how to find the page: a result set that is counted exactly (at
  // most countLimit rows) is fetched whole through the filter's index and sorted in memory; a larger
  // one is read in the order of the sort's index until the page is full, which takes few steps when
  // matches are that common. (The planner cannot know how a category's prices are spread: walking a
  // sort index for "books over $100", which has none, read the whole catalogue.)
  const counted = knownTotal ?? (await countMatches(db, where, countLimit));
  const { rows } = await readPage(
    db,
    counted <= countLimit
      ? sql`with "matches" as materialized (${matches(where, sort, '')})
            select "id" from "matches" order by ${sortOrder(sort, matchesTable, false)} limit ${limit} offset ${offset}`
      : walkSortIndex(listing),
  );
  return { rows, counted };
}

function walkSortIndex({ where, sort, limit, offset }: Listing): SQL {
  return sql`select ${products.id} from ${products} where ${listedWhere(where)}
    order by ${sortOrder(sort, products, false)} limit ${limit} offset ${offset}`;
}

async function listingTotal(db: Db, listing: Listing, read: ListingRead) {
  const { rows } = read;
  // The last page is in hand, so the total is known without counting.
  if (rows.length > 0 && rows.length < listing.limit) return { total: listing.offset + rows.length, totalIsEstimate: false };
  if (read.exactTotal !== undefined) return { total: read.exactTotal, totalIsEstimate: false };
  if (listing.knownTotal !== undefined) return { total: listing.knownTotal, totalIsEstimate: false };
  // A page past the last one carries no count: counted apart.
  const counted = read.counted ?? (await countMatches(db, listing.where, listing.countLimit));
  if (counted > listing.countLimit) return { total: listing.countLimit, totalIsEstimate: true };
  return { total: counted, totalIsEstimate: false };
}
