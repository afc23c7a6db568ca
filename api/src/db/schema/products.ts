import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const products = pgTable(
  'products',
  {
    id: varchar('id', { length: 24 }).primaryKey(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    brand: text('brand').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    // Money is stored as integer cents; the API answers in dollars.
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    rating: doublePrecision('rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    countInStock: integer('count_in_stock').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Lower-cased haystack for keyword search; a pg_trgm GIN index on it is added by a custom migration.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(name || ' ' || brand || ' ' || category || ' ' || description)`,
      ),
  },
  (t) => [
    // The last line of defence against overselling: stock can never go negative.
    check('products_count_in_stock_nonnegative', sql`${t.countInStock} >= 0`),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    index('products_category_price_idx').on(t.category, t.priceCents),
    index('products_price_idx').on(t.priceCents),
    index('products_created_at_idx').on(t.createdAt),
    index('products_rating_idx').on(t.rating),
    index('products_num_reviews_idx').on(t.numReviews),
    index('products_name_idx').on(t.name),
    index('products_brand_lower_idx').on(sql`lower(${t.brand})`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
