import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isValidId } from '../../db/ids.js';
import { products } from '../../db/schema/index.js';
import { listColumns, toProductJson } from './product-json.js';
import { isListed } from './listing-where.js';

interface ReviewJsonRow {
  _id: string;
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
  user: string;
}

/** The product and its visible reviews (newest first) in one round trip; null for an unknown or archived product. */
export async function getProduct(db: Db, id: string) {
  if (!isValidId(id)) return null;
  const [row] = await db
    .select({
      ...listColumns,
      reviews: sql<ReviewJsonRow[]>`coalesce((
        select json_agg(json_build_object(
          '_id', r.id, 'name', r.name, 'rating', r.rating, 'comment', r.comment,
          'createdAt', r.created_at, 'user', r.user_id) order by r.created_at desc, r.id desc)
        from reviews r where r.product_id = "products"."id" and r.hidden_at is null), '[]'::json)`,
    })
    .from(products)
    .where(and(eq(products.id, id), isListed))
    .limit(1);
  if (!row) return null;
  const reviewList = typeof row.reviews === 'string' ? (JSON.parse(row.reviews) as ReviewJsonRow[]) : row.reviews;
  return {
    ...toProductJson(row),
    reviews: reviewList.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
  };
}
