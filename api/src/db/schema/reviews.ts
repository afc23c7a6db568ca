import { check, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { products } from './products.js';
import { users } from './users.js';

export const reviews = pgTable(
  'reviews',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    productId: varchar('product_id', { length: 24 })
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: varchar('user_id', { length: 24 })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Hidden by staff: never shown to shoppers and left out of the product's rating and numReviews.
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // One review per user per product, enforced by the database even under concurrent posts.
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    index('reviews_created_idx').on(t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
