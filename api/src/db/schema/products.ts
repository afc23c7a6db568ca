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
    // Set by a trigger on every update (migration 0008): each API process's search index re-reads the rows that changed.
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // Set by staff instead of deleting: an archived product leaves every shopper-facing read, its orders and reviews stay.
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    // Lower-cased haystack for keyword search; a pg_trgm GIN index on it is added by a custom migration.
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || brand || ' ' || category || ' ' || description)`),
  },
  (t) => [
    // The last line of defence against overselling: stock can never go negative.
    check('products_count_in_stock_nonnegative', sql`${t.countInStock} >= 0`),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    // One index per sort order, matching its ORDER BY, so page 1 of a large catalogue is an index scan.
    // (The featured order's expression indexes, whole catalogue and per category, are in the custom
    // migrations 0003 and 0005; the per-category indexes with INCLUDE columns, which Drizzle's index
    // builder cannot express, in 0007: category + price, featured, rating and popular.)
    index('products_rating_sort_idx').on(t.rating.desc(), t.numReviews.desc(), t.id),
    index('products_popular_sort_idx').on(t.numReviews.desc(), t.rating.desc(), t.id),
    index('products_price_sort_idx').on(t.priceCents, t.id),
    index('products_newest_sort_idx').on(t.createdAt, t.id),
    // The name sorts' case-insensitive, collation-independent order (services/products/listing-sort.ts), A to Z and back.
    index('products_name_ci_sort_idx').on(sql`(lower(${t.name}) collate "C")`, sql`(${t.name} collate "C")`, t.id),
    index('products_brand_lower_idx').on(sql`lower(${t.brand})`),
    index('products_updated_at_idx').on(t.updatedAt),
    // A listing's count (at most EXACT_COUNT_AHEAD matches) of a category and price range as an index-only
    // scan: without it PostgreSQL, assuming price independent of category, scanned the whole table for a
    // range the category never reaches (books over $100: 1.1 s on 1 000 000 products, 0.05 ms with it).
    index('products_category_price_listed_idx')
      .on(t.category, t.priceCents)
      .where(sql`${t.archivedAt} is null`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
