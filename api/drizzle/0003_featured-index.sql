-- Custom migration: the default "featured" order (in stock first, most reviewed, best rated) as an
-- expression index, so an unfiltered page 1 is an index scan instead of sorting the whole catalogue.
CREATE INDEX IF NOT EXISTS "products_featured_sort_idx" ON "products" USING btree (("count_in_stock" > 0) DESC NULLS LAST, "num_reviews" DESC NULLS LAST, "rating" DESC NULLS LAST, "id");
