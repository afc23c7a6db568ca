-- Custom migration: when each product row last changed (issue 12). Every API process keeps a search
-- index of the catalogue in memory; on each change announcement it re-reads the rows whose updated_at
-- moved (stock after orders, rating and review count after reviews) instead of the whole catalogue.
-- A constant default (now() is evaluated once) adds the column without rewriting the table.
ALTER TABLE "products" ADD COLUMN IF NOT EXISTS "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- clock_timestamp(), not now(): the moment of the update itself, not of its transaction's start.
CREATE OR REPLACE FUNCTION "products_set_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."updated_at" := clock_timestamp();
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_set_updated_at" ON "products";
--> statement-breakpoint
CREATE TRIGGER "products_set_updated_at" BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION "products_set_updated_at"();
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_updated_at_idx" ON "products" USING btree ("updated_at");
