import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** One product as the index reads it: text lower-cased by the database (as the SQL path compares it). */
export type IndexedRow = {
  id: string;
  name: string;
  nameLower: string;
  brandLower: string;
  category: string;
  searchText: string;
  priceCents: number;
  /** null: not on sale */
  originalPriceCents: number | null;
  countInStock: number;
  numReviews: number;
  rating: number;
  /** created_at in microseconds since the epoch (PostgreSQL's precision, exact in a double) */
  createdAtUs: number;
  /** archived by staff: kept in its slot (it may come back) but never matched */
  archived: boolean;
};

/**
 * Rows read per statement while building: keeps the transient memory (descriptions) small, and the
 * event loop free. On PGlite a read runs on the server's thread: 2000 rows held it 40-50 ms at a time,
 * so a health check or a shopper's request waited that long; 1000 rows halve it at the same build time.
 */
export const BUILD_BATCH = 1000;

const rowColumns = sql`"id", "name", lower("name") as "nameLower", lower("brand") as "brandLower", "category",
  "search_text" as "searchText", "price_cents" as "priceCents", "original_price_cents" as "originalPriceCents",
  "count_in_stock" as "countInStock",
  "num_reviews" as "numReviews", "rating", (extract(epoch from "created_at") * 1000000)::float8 as "createdAtUs",
  ("archived_at" is not null) as "archived"`;

export async function databaseNow(db: Db): Promise<string> {
  const result = await db.execute<{ now: string }>(sql`select clock_timestamp()::text as "now"`);
  return result.rows[0]!.now;
}

async function readRows(db: Db, where: SQL): Promise<IndexedRow[]> {
  const result = await db.execute<IndexedRow>(sql`select ${rowColumns} from "products" ${where}`);
  return result.rows.map((row) => ({ ...row, rating: Number(row.rating), createdAtUs: Number(row.createdAtUs) }));
}

/** The build's next keyset batch: up to BUILD_BATCH products with an id after `after`, in id order. */
export function readBatchAfter(db: Db, after: string): Promise<IndexedRow[]> {
  return readRows(db, sql`where "id" > ${after} order by "id" limit ${BUILD_BATCH}`);
}

/** Rows changed since the last refresh began, less 10 s: a write that committed late is still seen. */
export function readChangedSince(db: Db, watermark: string): Promise<IndexedRow[]> {
  return readRows(db, sql`where "updated_at" >= ${watermark}::timestamptz - interval '10 seconds'`);
}
