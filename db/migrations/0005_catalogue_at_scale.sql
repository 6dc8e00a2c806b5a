CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_name_trgm_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "products_listing_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colours" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Existing products take the Color and Size values their items offer, and their words go into
-- the vocabulary: the same rules as the app's writes (refreshVariationValues and
-- addSearchVocabulary in lib/catalog), run before the new indexes exist so the backfill does
-- not maintain them row by row.
UPDATE "products" AS p SET "colours" = v.colours, "sizes" = v.sizes
FROM (
  SELECT pi.product_id,
         coalesce(array_agg(DISTINCT lower(vv.value)) FILTER (WHERE lower(vt.name) IN ('color', 'colour')), '{}') AS colours,
         coalesce(array_agg(DISTINCT lower(vv.value)) FILTER (WHERE lower(vt.name) = 'size'), '{}') AS sizes
  FROM product_items pi
  JOIN product_item_values piv ON piv.product_item_id = pi.id
  JOIN variation_values vv ON vv.id = piv.variation_value_id
  JOIN variation_types vt ON vt.id = vv.variation_type_id
  GROUP BY pi.product_id
) AS v
WHERE v.product_id = p.id;--> statement-breakpoint
INSERT INTO "search_vocabulary" ("word")
SELECT DISTINCT word
FROM products, regexp_split_to_table(lower(products.name || ' ' || products.category_names || ' ' || products.description), '[^[:alnum:]]+') AS word
WHERE length(word) >= 2 AND word ~ '[[:alpha:]]';--> statement-breakpoint
CREATE INDEX "search_vocabulary_prefix_idx" ON "search_vocabulary" USING btree ("word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_featured_idx" ON "products" USING btree ("category_id","featured" DESC NULLS LAST,"id","price_minor","colours","sizes") WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price_minor","id","colours","sizes") WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_colours_idx" ON "products" USING gin ("colours") WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_sizes_idx" ON "products" USING gin ("sizes") WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","id","price_minor","colours","sizes") WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("id","category_id","price_minor","colours","sizes") WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("featured" DESC NULLS LAST,"id","category_id","price_minor","colours","sizes") WHERE NOT "products"."archived";--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_minor","id","category_id","colours","sizes") WHERE NOT "products"."archived";
