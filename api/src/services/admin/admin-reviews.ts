import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminReviewListQuery } from 'shared-ui/contract';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { isValidId } from '../../db/ids.js';
import { products, reviews, users, type UserRow } from '../../db/schema/index.js';
import { HttpError } from '../../http-error.js';
import { recomputeRating } from '../review-service.js';
import { recordAudit } from './audit-log.js';
import { pageFields, pageRequest } from './pagination.js';

type ReviewListQuery = Static<typeof AdminReviewListQuery>;

const reviewColumns = {
  review: reviews,
  product: { id: products.id, name: products.name, archivedAt: products.archivedAt },
  user: { id: users.id, name: users.name, email: users.email },
};

type ReviewJoinRow = {
  review: typeof reviews.$inferSelect;
  product: { id: string; name: string; archivedAt: Date | null };
  user: { id: string; name: string; email: string };
};

function toAdminReview({ review, product, user }: ReviewJoinRow) {
  return {
    _id: review.id,
    product: { _id: product.id, name: product.name, archivedAt: product.archivedAt?.toISOString() ?? null },
    user: { _id: user.id, name: user.name, email: user.email },
    name: review.name,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    hiddenAt: review.hiddenAt?.toISOString() ?? null,
  };
}

function reviewQuery(db: Db) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId));
}

/** Reviews newest first, by rating, product and visibility. */
export async function listAdminReviews(db: Db, query: ReviewListQuery) {
  const request = pageRequest(query);
  const conditions: SQL[] = [];
  if (query.rating) conditions.push(eq(reviews.rating, Number(query.rating)));
  if (query.product) {
    const product = query.product.trim();
    if (!isValidId(product)) throw new HttpError(400, 'product must be a product id (24 hexadecimal characters)');
    conditions.push(eq(reviews.productId, product));
  }
  if (query.state === 'visible') conditions.push(isNull(reviews.hiddenAt));
  if (query.state === 'hidden') conditions.push(isNotNull(reviews.hiddenAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [counted]] = await Promise.all([
    reviewQuery(db).where(where).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(request.limit).offset(request.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  return { reviews: rows.map(toAdminReview), ...pageFields(request, counted?.total ?? 0) };
}

/**
 * Hides or shows a review; the product's rating and numReviews are recomputed from the visible reviews in
 * the same transaction. Repeating it changes nothing and records nothing.
 */
export async function setReviewHidden(db: Db, id: string, hidden: boolean, staff: UserRow) {
  if (!isValidId(id)) throw new HttpError(404, 'Review not found');
  const changed = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, id));
    if (!current) throw new HttpError(404, 'Review not found');
    // The product row first, as a new review does, so concurrent changes recompute one after another.
    await tx.execute(sql`select id from products where id = ${current.productId} for update`);
    const [row] = await tx
      .update(reviews)
      .set({ hiddenAt: hidden ? sql`now()` : null })
      .where(and(eq(reviews.id, id), hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)))
      .returning();
    if (!row) return false;
    await recomputeRating(tx, current.productId);
    await recordAudit(tx, {
      actorId: staff.id,
      action: hidden ? 'review.hide' : 'review.unhide',
      entityType: 'review',
      entityId: id,
      before: { hiddenAt: current.hiddenAt?.toISOString() ?? null, productId: current.productId, rating: current.rating },
      after: { hiddenAt: row.hiddenAt?.toISOString() ?? null, productId: current.productId, rating: current.rating },
    });
    return true;
  });
  const [row] = await reviewQuery(db).where(eq(reviews.id, id));
  return { review: toAdminReview(row!), changed };
}
