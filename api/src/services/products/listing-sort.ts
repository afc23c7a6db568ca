import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { products } from '../../db/schema/index.js';
import { listedWhere } from './listing-where.js';

/** The "matches" of a materialized listing: the rows of the filter, with only what the sort needs. */
export const matchesTable = alias(products, 'matches');

export function matches(where: SQL | undefined, sort: string, keyword: string): SQL {
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
  return sql`select ${sql.join(fields, sql`, `)} from ${products} where ${listedWhere(where)}`;
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
 * planner can walk them. The search index orders the same way (search-index/ranked-order.ts, sort-keys.ts).
 */
export function sortOrder(sort: string, t: typeof products | typeof matchesTable, ranked: boolean): SQL {
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
