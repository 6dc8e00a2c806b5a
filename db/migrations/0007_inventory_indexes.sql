CREATE INDEX "product_items_sku_lower_idx" ON "product_items" USING btree (lower("sku") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_items_stock_idx" ON "product_items" USING btree ("stock","id");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);