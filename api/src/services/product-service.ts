import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { isValidId } from '../db/ids.js';
import { products, type ProductRow } from '../db/schema/index.js';
import { MAX_PRODUCT_IDS, toCents, toDollars } from 'shared-ui/pricing';
import { HttpError } from '../http-error.js';
import type { ListingFilter, SearchIndex } from './search-index.js';

const NEW_ARRIVAL_MS = 7 * 24 * 60 * 60 * 1000;
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

/** Escape LIKE wildcards so user text is matched literally (the value itself is always a bound parameter). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const MAX_INT4 = 2_147_483_647;

/** A price filter in cents that PostgreSQL's int4 can hold, whatever number the query carried. */
export function priceBoundCents(dollars: number): number {
  const cents = toCents(dollars);
  if (!Number.isFinite(cents)) return cents > 0 ? MAX_INT4 : 0;
  return Math.min(Math.max(cents, 0), MAX_INT4);
}

type ProductFields = Pick<
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

/** A keyword's words as every keyword search matches them (the SQL path and the search index alike). */
export function splitWords(text: string, max = 8): string[] {
  return text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, max);
}

const listColumns = {
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

export interface TotalCache {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
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

/** One page of products and the total, exact up to `exactCountAhead` matches past the page's start. */
export async function listProducts(db: Db, query: ListQuery, options: ListOptions = {}) {
  const { totals, exactCountAhead = EXACT_COUNT_AHEAD, searchIndex } = options;
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const conditions: SQL[] = [];

  const keyword = query.keyword?.trim().toLowerCase() ?? '';
  const words = splitWords(keyword);
  for (const word of words) {
    conditions.push(sql`${products.searchText} like ${`%${escapeLike(word)}%`}`);
  }

  const categories = (query.category ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c && c !== 'all');
  const categoryList = categories.slice(0, 20);
  if (categoryList.length === 1) conditions.push(eq(products.category, categoryList[0]!));
  else if (categoryList.length > 1) conditions.push(inArray(products.category, categoryList));

  const brands = (query.brands ?? '')
    .split(',')
    .map((b) => b.trim().toLowerCase())
    .filter(Boolean)
    .slice(0, 50);
  if (brands.length) conditions.push(inArray(sql`lower(${products.brand})`, brands));

  // Prices are int4 cents: a bound beyond that range would overflow in the database, so it is clamped
  // (no price is above the largest int4, none below zero).
  const minPriceCents = query.minPrice === undefined ? undefined : priceBoundCents(query.minPrice);
  const maxPriceCents = query.maxPrice === undefined ? undefined : priceBoundCents(query.maxPrice);
  if (minPriceCents !== undefined) conditions.push(gte(products.priceCents, minPriceCents));
  if (maxPriceCents !== undefined) conditions.push(lte(products.priceCents, maxPriceCents));
  if (query.rating !== undefined && query.rating > 0) conditions.push(gte(products.rating, query.rating));
  // One instant for both paths (a created_at at the cut-off is new on either).
  const newSinceMs = Date.now() - NEW_ARRIVAL_MS;

  switch (query.availability) {
    case 'in_stock':
      conditions.push(sql`${products.countInStock} > 0`);
      break;
    case 'on_sale':
      conditions.push(sql`${products.originalPriceCents} > ${products.priceCents}`);
      break;
    case 'new_arrivals':
      conditions.push(gte(products.createdAt, new Date(newSinceMs)));
      break;
  }

  const where = conditions.length ? and(...conditions) : undefined;
  const sort = query.sort || 'featured';
  const offset = (page - 1) * limit;
  const countLimit = offset + exactCountAhead;
  const totalKey = `total:${JSON.stringify([words, categories, brands, query.minPrice, query.maxPrice, query.rating, query.availability])}`;
  const known = totals?.get(totalKey);

  let rows: ListRow[];
  let counted: number | undefined = known === undefined ? undefined : Number(known);
  /** The page's rows, in the order of `pageIds`, and (with `countFrom`) the capped count in the same statement. */
  const readPage = async (pageIds: SQL, countFrom?: SQL, ctes: SQL = sql``) => {
    const total = countFrom
      ? sql`, (select count(*) from (select 1 from ${countFrom} limit ${countLimit + 1}) "counted")::int as "total"`
      : sql``;
    const result = await db.execute<CountedRow>(sql`${ctes}
      select ${pageColumns}${total}
      from unnest(array(${pageIds})) with ordinality as "page"("id", "n")
      join ${products} on ${products.id} = "page"."id"
      order by "page"."n"`);
    if (countFrom && result.rows.length && counted === undefined) counted = result.rows[0]!.total;
    return result.rows;
  };
  const walkSortIndex = sql`select ${products.id} from ${products} ${where ? sql`where ${where}` : sql``}
    order by ${sortOrder(sort, products, false)} limit ${limit} offset ${offset}`;
  // A keyword, filters or both are matched and ordered by the search index once it is built; the plain
  // listing stays with the sort's index walk (as cheap, and no page of ids to read back).
  const filter: ListingFilter = {
    categories: categoryList,
    brands,
    minPriceCents,
    maxPriceCents,
    minRating: query.rating,
    availability: query.availability,
    newSinceMs,
  };
  const indexed = where ? searchIndex?.search(keyword, filter, sort, offset, limit) : undefined;
  if (indexed) {
    rows = await readRowsById(db, indexed.ids);
  } else if (keyword) {
    // A keyword's matches are found through the trigram index and each one is read from the table to
    // check it and rank it: the expensive part. They are read once, into the statement's memory, and
    // both the page and the capped count come from there.
    rows = await readPage(
      sql`select "id" from "matches" order by ${sortOrder(sort, matchesTable, true)} limit ${limit} offset ${offset}`,
      sql`"matches"`,
      sql`with "matches" as materialized (${matches(where, sort, keyword)})`,
    );
  } else if (!where) {
    // The whole catalogue: the sort's index is walked, and the count rides along in the same statement.
    rows = await readPage(walkSortIndex, counted === undefined ? sql`${products}` : undefined);
  } else {
    // With a filter the capped count is cheap (an index-only scan of at most countLimit entries of an
    // index on the filter) and it tells how to find the page: a result set that is counted exactly (at
    // most countLimit rows) is fetched whole through the filter's index and sorted in memory; a larger
    // one is read in the order of the sort's index until the page is full, which takes few steps when
    // matches are that common. (The planner cannot know how a category's prices are spread: walking a
    // sort index for "books over $100", which has none, read the whole catalogue.)
    if (counted === undefined) counted = await countMatches(db, where, countLimit);
    rows = await readPage(
      counted <= countLimit
        ? sql`with "matches" as materialized (${matches(where, sort, '')})
            select "id" from "matches" order by ${sortOrder(sort, matchesTable, false)} limit ${limit} offset ${offset}`
        : walkSortIndex,
    );
  }

  let total: number;
  let totalIsEstimate = false;
  if (rows.length > 0 && rows.length < limit) {
    // The last page is in hand, so the total is known without counting.
    total = offset + rows.length;
  } else if (indexed) {
    total = indexed.total;
  } else if (known !== undefined) {
    total = Number(known);
  } else {
    // A page past the last one carries no count: counted apart.
    total = counted ?? (await countMatches(db, where, countLimit));
    if (total > countLimit) {
      total = countLimit;
      totalIsEstimate = true;
    }
  }
  if (!totalIsEstimate) totals?.set(totalKey, String(total));
  const now = Date.now();
  return {
    products: rows.map((row) => toProductJson(toListRow(row), now)),
    page,
    pages: Math.ceil(total / limit),
    total,
    totalIsEstimate,
  };
}

/** The listing's columns, named as listColumns' keys (the page is read with one raw statement). */
const pageColumns = sql.join(
  Object.entries(listColumns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
  sql`, `,
);
type ListRow = ProductFields & Record<string, unknown>;
type CountedRow = ListRow & { total: number };

/** A raw statement's timestamp is a Date from PGlite but text from node-postgres (Drizzle maps its own queries). */
function toListRow(row: ListRow): ListRow {
  if (row.createdAt instanceof Date) return row;
  return { ...row, createdAt: products.createdAt.mapFromDriverValue(row.createdAt as unknown as string) as Date };
}

/**
 * The rows of these ids, in this order. `id in (…)` ordered here rather than readPage's `unnest(…) with
 * ordinality` join: 0.6 instead of 1.4 ms in PGlite for a page of 12 (measured on the bench catalogue).
 */
async function readRowsById(db: Db, ids: readonly string[]): Promise<ListRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<ListRow>(
    sql`select ${pageColumns} from ${products} where ${products.id} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(result.rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many rows match, counting at most `countLimit + 1` of them. */
async function countMatches(db: Db, where: SQL | undefined, countLimit: number): Promise<number> {
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .limit(countLimit + 1)
      .as('matches'),
  );
  return counted?.total ?? 0;
}

/** The "matches" of a materialized listing: the rows of the filter, with only what the sort needs. */
const matchesTable = alias(products, 'matches');

function matches(where: SQL | undefined, sort: string, keyword: string): SQL {
  // Only the columns the sort reads, so that a filter an index covers (category and price) is an
  // index-only scan.
  const byColumns: Record<string, AnyPgColumn[]> = {
    price_asc: [products.priceCents],
    price_desc: [products.priceCents],
    newest: [products.createdAt],
    rating: [products.rating, products.numReviews],
    popular: [products.rating, products.numReviews],
    name_asc: [products.name],
    name_desc: [products.name],
  };
  const columns = byColumns[sort] ?? [products.countInStock, products.numReviews, products.rating];
  const fields = [
    sql`${products.id}`,
    ...columns.map((column) => sql`${column}`),
    sql`${keyword && sort === 'featured' ? keywordRank(keyword) : sql`0`} as "rank"`,
  ];
  return sql`select ${sql.join(fields, sql`, `)} from ${products} ${where ? sql`where ${where}` : sql``}`;
}

/**
 * featured with a keyword: best matches first (whole name, name prefix, word in name, brand, category,
 * description). strpos finds the first occurrence once (0: not in the name, 1: the name starts with it),
 * about half the cost of one LIKE per rank: a broad keyword ranks every one of its thousands of matches.
 */
function keywordRank(keyword: string): SQL {
  const nameLower = sql`lower(${products.name})`;
  return sql`case strpos(${nameLower}, ${keyword})
    when 0 then case when lower(${products.brand}) = ${keyword} then 3 when ${products.category} = ${keyword} then 4 else 5 end
    when 1 then case when ${nameLower} = ${keyword} then 0 else 1 end
    else 2 end`;
}

/**
 * The ORDER BY of a sort, over the products table or over the materialized matches (whose "rank"
 * column holds the keyword rank). Each order ends with the id as a tie-breaker and matches one index
 * (see the schema and migrations 0003, 0005, 0007), written "desc nulls last" like the indexes so the
 * planner can walk them.
 */
function sortOrder(sort: string, t: typeof products | typeof matchesTable, ranked: boolean): SQL {
  const descending = (column: SQL | AnyPgColumn) => sql`${column} desc nulls last`;
  const order: SQL[] = [];
  switch (sort) {
    case 'price_asc':
      order.push(asc(t.priceCents), asc(t.id));
      break;
    case 'price_desc':
      order.push(desc(t.priceCents), desc(t.id));
      break;
    case 'newest':
      order.push(desc(t.createdAt), desc(t.id));
      break;
    case 'rating':
      order.push(descending(t.rating), descending(t.numReviews), asc(t.id));
      break;
    case 'popular':
      order.push(descending(t.numReviews), descending(t.rating), asc(t.id));
      break;
    // Case-insensitive, and the same on every database whatever its default collation ("HP" after
    // "Hamilton", not before it as plain C byte order puts it).
    case 'name_asc':
      order.push(sql`lower(${t.name}) collate "C" asc`, sql`${t.name} collate "C" asc`, asc(t.id));
      break;
    case 'name_desc':
      order.push(sql`lower(${t.name}) collate "C" desc`, sql`${t.name} collate "C" desc`, desc(t.id));
      break;
    default:
      // featured: with a keyword, the rank first; then in-stock, well-reviewed products.
      if (ranked) order.push(sql`"matches"."rank"`);
      order.push(sql`(${t.countInStock} > 0) desc nulls last`, descending(t.numReviews), descending(t.rating), asc(t.id));
  }
  return sql.join(order, sql`, `);
}

interface ReviewJsonRow {
  _id: string;
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
  user: string;
}

/** The product and its reviews (newest first) in one round trip. */
export async function getProduct(db: Db, id: string) {
  if (!isValidId(id)) return null;
  const [row] = await db
    .select({
      ...listColumns,
      reviews: sql<ReviewJsonRow[]>`coalesce((
        select json_agg(json_build_object(
          '_id', r.id, 'name', r.name, 'rating', r.rating, 'comment', r.comment,
          'createdAt', r.created_at, 'user', r.user_id) order by r.created_at desc, r.id desc)
        from reviews r where r.product_id = "products"."id"), '[]'::json)`,
    })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  if (!row) return null;
  const reviewList = typeof row.reviews === 'string' ? (JSON.parse(row.reviews) as ReviewJsonRow[]) : row.reviews;
  return {
    ...toProductJson(row),
    reviews: reviewList.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
  };
}

/** `ids=a,b,c` as distinct product ids, or a 400 that says what is wrong with the list. */
export function parseProductIds(ids: string): string[] {
  const list = [
    ...new Set(
      ids
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (list.length === 0) throw new HttpError(400, 'ids must list at least one product id');
  if (list.length > MAX_PRODUCT_IDS) throw new HttpError(400, `ids must list at most ${MAX_PRODUCT_IDS} product ids`);
  if (!list.every(isValidId)) {
    throw new HttpError(400, 'ids must be product ids (24 hexadecimal characters) separated by commas');
  }
  return list;
}

/**
 * The products with these ids, read now (never from the listing cache: the cart re-checks stock and
 * price with it), in the order asked. Ids that match no product are simply not in the answer.
 */
export async function getProductsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listColumns)
    .from(products)
    .where(inArray(products.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const now = Date.now();
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductJson(row, now)] : [];
  });
}
