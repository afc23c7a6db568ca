DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_num_reviews_idx";--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "products_rating_sort_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"num_reviews" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_popular_sort_idx" ON "products" USING btree ("num_reviews" DESC NULLS LAST,"rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_price_sort_idx" ON "products" USING btree ("price_cents","id");--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree ("name","id");