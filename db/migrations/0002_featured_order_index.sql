DROP INDEX "products_featured_idx";--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured" DESC NULLS LAST,"id") WHERE NOT "products"."archived";