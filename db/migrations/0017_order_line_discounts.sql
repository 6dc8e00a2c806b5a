ALTER TABLE "order_lines" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discounted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_discount_nonnegative" CHECK ("order_lines"."discount_minor" >= 0);--> statement-breakpoint
-- Orders placed before lines recorded their discount: each line's part is worked out by the rule
-- refunds used until now, the best that can be known of them. The lines the code covers now (its
-- categories and their descendants, every line with a product for a code without categories;
-- none once the code is deleted); if those lines are worth less than the discount, it is spread
-- over all of the order's lines. The discount is split over them in proportion to their items
-- amounts (catalogue unit price at the order's rate, rounded to the minor unit, times quantity)
-- by largest remainder, ties to the earlier line, as lib/orders/line-shares.ts discountByLine does.
WITH RECURSIVE code_categories AS (
  SELECT dc.id AS code_id, c.id AS category_id
  FROM discount_codes dc
  JOIN categories c ON c.id = ANY (dc.category_ids)
  UNION
  SELECT cc.code_id, child.id
  FROM code_categories cc
  JOIN categories child ON child.parent_id = cc.category_id
),
priced AS (
  SELECT
    l.id,
    l.order_id,
    o.discount_amount_minor::numeric AS discount,
    round(l.unit_price_minor * o.exchange_rate) * l.quantity AS items,
    (
      dc.id IS NOT NULL
      AND l.product_id IS NOT NULL
      AND (
        cardinality(dc.category_ids) = 0
        OR EXISTS (
          SELECT 1
          FROM products p
          JOIN code_categories cc ON cc.code_id = dc.id AND cc.category_id = p.category_id
          WHERE p.id = l.product_id
        )
      )
    ) AS covered
  FROM order_lines l
  JOIN orders o ON o.id = l.order_id
  LEFT JOIN discount_codes dc ON dc.id = o.discount_code_id
  WHERE o.discount_amount_minor > 0
),
taking AS (
  SELECT
    p.id,
    p.order_id,
    p.discount,
    p.items,
    p.covered OR sum(CASE WHEN p.covered THEN p.items ELSE 0 END) OVER (PARTITION BY p.order_id) < p.discount AS takes
  FROM priced p
),
weighted AS (
  SELECT
    t.id,
    t.order_id,
    t.discount,
    t.takes,
    CASE WHEN t.takes THEN t.items ELSE 0 END AS weight,
    sum(CASE WHEN t.takes THEN t.items ELSE 0 END) OVER (PARTITION BY t.order_id) AS whole
  FROM taking t
),
floored AS (
  SELECT
    w.id,
    w.order_id,
    w.discount,
    w.takes,
    CASE WHEN w.whole > 0 THEN div(w.discount * w.weight, w.whole) ELSE 0 END AS part,
    CASE WHEN w.whole > 0 THEN mod(w.discount * w.weight, w.whole) ELSE 0 END AS remainder,
    w.whole
  FROM weighted w
),
ranked AS (
  SELECT
    f.id,
    f.takes,
    f.part,
    CASE WHEN f.whole > 0 THEN f.discount - sum(f.part) OVER (PARTITION BY f.order_id) ELSE 0 END AS left_over,
    row_number() OVER (PARTITION BY f.order_id ORDER BY f.remainder DESC, f.id) AS place
  FROM floored f
)
UPDATE order_lines l
SET
  discount_minor = (r.part + CASE WHEN r.place <= r.left_over THEN 1 ELSE 0 END)::integer,
  discounted = r.takes
FROM ranked r
WHERE r.id = l.id;
