-- Custom migration: indexes for category + price + sort listings and newest first (issue 12), each covering what the
-- listing reads so the walk is an index-only scan that checks the price in the index, not in the table.
-- (category, price, id) serves the capped count of a category + price filter, the price sorts within a
-- category, and, including the featured and rating keys, fetching a small result set whole to sort it.
DROP INDEX IF EXISTS "products_category_price_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_price_sort_idx" ON "products" USING btree ("category", "price_cents", "id") INCLUDE ("count_in_stock", "num_reviews", "rating");
--> statement-breakpoint
-- The category featured walk (0005) gains the price, and count_in_stock itself (the planner only
-- scans an index alone when every column the query names is in it, not just the expression).
DROP INDEX IF EXISTS "products_category_featured_sort_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_featured_sort_idx" ON "products" USING btree ("category", ("count_in_stock" > 0) DESC NULLS LAST, "num_reviews" DESC NULLS LAST, "rating" DESC NULLS LAST, "id") INCLUDE ("price_cents", "count_in_stock");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_rating_sort_idx" ON "products" USING btree ("category", "rating" DESC NULLS LAST, "num_reviews" DESC NULLS LAST, "id") INCLUDE ("price_cents");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_category_popular_sort_idx" ON "products" USING btree ("category", "num_reviews" DESC NULLS LAST, "rating" DESC NULLS LAST, "id") INCLUDE ("price_cents");
--> statement-breakpoint
-- Newest first is "created_at desc, id desc": with created_at alone every page sorted its ties.
DROP INDEX IF EXISTS "products_created_at_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_newest_sort_idx" ON "products" USING btree ("created_at", "id");
