-- Custom migration: indexes for listing pages that sorted whole result sets.
-- The name sorts order by lower(name) collate "C", then name collate "C", then id
-- (case-insensitive, the same on every database), which the plain (name, id) index could not serve:
-- every A-to-Z page sorted the whole catalogue. This index serves A to Z forwards and Z to A backwards.
DROP INDEX IF EXISTS "products_name_sort_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_name_ci_sort_idx" ON "products" USING btree ((lower("name") COLLATE "C"), ("name" COLLATE "C"), "id");
--> statement-breakpoint
-- A category page in the default featured order walks this index instead of sorting the whole category.
CREATE INDEX IF NOT EXISTS "products_category_featured_sort_idx" ON "products" USING btree ("category", ("count_in_stock" > 0) DESC NULLS LAST, "num_reviews" DESC NULLS LAST, "rating" DESC NULLS LAST, "id");
