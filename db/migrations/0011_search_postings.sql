CREATE TABLE "search_postings" (
	"lexeme" text NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
-- Every listed product's words, filled before the key exists so the backfill does not
-- maintain the index row by row.
INSERT INTO "search_postings" ("lexeme", "product_id")
SELECT word.lexeme, "products"."id"
FROM "products", unnest(tsvector_to_array("products"."search")) AS word(lexeme)
WHERE NOT "products"."archived";--> statement-breakpoint
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_lexeme_product_id_pk" PRIMARY KEY("lexeme","product_id");--> statement-breakpoint
-- A million products hold about as many distinct words (product numbers): the planner needs a
-- long list of the common ones to tell a word in a third of the catalogue from a rare one.
ALTER TABLE "search_postings" ALTER COLUMN "lexeme" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "search_postings";--> statement-breakpoint
-- The postings follow products.search and products.archived: a listed product has one row per
-- word of its search vector, an archived or deleted one none. Statement triggers with
-- transition tables, so a bulk write (the seed, a category renamed over 100 000 products)
-- costs one set-based statement, not one per row.
CREATE FUNCTION "search_postings_add_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_postings (lexeme, product_id)
  SELECT word.lexeme, added.id
  FROM added_products AS added, unnest(tsvector_to_array(added.search)) AS word(lexeme)
  WHERE NOT added.archived;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "search_postings_add_products" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS added_products
  FOR EACH STATEMENT EXECUTE FUNCTION "search_postings_add_products"();
--> statement-breakpoint
CREATE FUNCTION "search_postings_change_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only products whose words or listing changed (most updates touch neither).
  DELETE FROM search_postings AS posting
  USING old_products AS earlier JOIN new_products AS later ON later.id = earlier.id, unnest(tsvector_to_array(earlier.search)) AS word(lexeme)
  WHERE NOT earlier.archived
    AND (later.search IS DISTINCT FROM earlier.search OR later.archived <> earlier.archived)
    AND posting.lexeme = word.lexeme AND posting.product_id = earlier.id;
  INSERT INTO search_postings (lexeme, product_id)
  SELECT word.lexeme, later.id
  FROM old_products AS earlier JOIN new_products AS later ON later.id = earlier.id, unnest(tsvector_to_array(later.search)) AS word(lexeme)
  WHERE NOT later.archived
    AND (later.search IS DISTINCT FROM earlier.search OR later.archived <> earlier.archived);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "search_postings_change_products" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION "search_postings_change_products"();
--> statement-breakpoint
CREATE FUNCTION "search_postings_remove_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings AS posting
  USING removed_products AS removed, unnest(tsvector_to_array(removed.search)) AS word(lexeme)
  WHERE posting.lexeme = word.lexeme AND posting.product_id = removed.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "search_postings_remove_products" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS removed_products
  FOR EACH STATEMENT EXECUTE FUNCTION "search_postings_remove_products"();
