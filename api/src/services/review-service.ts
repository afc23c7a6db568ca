import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { isValidId, newId } from '../db/ids.js';
import { products, reviews, type UserRow } from '../db/schema/index.js';
import { HttpError } from '../http-error.js';

/** rating and numReviews always derive from the visible review rows, inside the caller's transaction. */
export async function recomputeRating(tx: Tx, productId: string) {
  const visible = sql`product_id = ${productId} and hidden_at is null`;
  await tx
    .update(products)
    .set({
      rating: sql`(select coalesce(avg(rating), 0)::float8 from reviews where ${visible})`,
      numReviews: sql`(select count(*)::int from reviews where ${visible})`,
    })
    .where(eq(products.id, productId));
}

export async function addReview(db: Db, productId: string, user: UserRow, input: { rating: number; comment: string }) {
  if (!isValidId(productId)) throw new HttpError(404, 'Product not found');
  const comment = input.comment.trim();
  if (!comment) throw new HttpError(400, 'comment must not be empty');
  try {
    await db.transaction(async (tx) => {
      // Lock the product row so concurrent reviews recompute the average one after another.
      const locked = await tx.execute(sql`select id from products where id = ${productId} and archived_at is null for update`);
      if (locked.rows.length === 0) throw new HttpError(404, 'Product not found');
      await tx.insert(reviews).values({
        id: newId(),
        productId,
        userId: user.id,
        name: user.name,
        rating: input.rating,
        comment,
      });
      await recomputeRating(tx, productId);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(400, 'Product already reviewed');
    throw error;
  }
}
