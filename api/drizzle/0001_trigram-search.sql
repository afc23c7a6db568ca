-- Custom migration: trigram indexes for keyword search and typo-tolerant suggestions.
-- PGlite loads the pg_trgm extension from @electric-sql/pglite/contrib/pg_trgm; PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_lower_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);
