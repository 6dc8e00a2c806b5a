CREATE TYPE "public"."fulfilment_status" AS ENUM('unfulfilled', 'partially_shipped', 'shipped', 'delivered', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'partially_refunded', 'refunded', 'failed', 'disputed', 'expired', 'review');--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"shipment_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_lines_shipment_id_order_line_id_pk" PRIMARY KEY("shipment_id","order_line_id"),
	CONSTRAINT "shipment_lines_quantity_positive" CHECK ("shipment_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
ALTER TABLE "order_disputes" ADD COLUMN "payment_status_before" "payment_status";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "shipped_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" "payment_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fulfilment_status" "fulfilment_status" DEFAULT 'unfulfilled' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_lines_line_idx" ON "shipment_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_payment_status_created_idx" ON "orders" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_fulfilment_status_created_idx" ON "orders" USING btree ("fulfilment_status","created_at");--> statement-breakpoint
-- One status became two: what happened to the money, and what happened to the goods. The old
-- status is compared as text: a fresh database creates order_status and adds to it in this same
-- transaction, where PostgreSQL refuses to read its values as enum literals.
UPDATE "orders" SET
  "payment_status" = (CASE
    WHEN "status"::text IN ('shipped', 'delivered') THEN 'paid'
    WHEN "status"::text = 'cancelled' THEN (CASE
      WHEN "refunded_amount_minor" > 0 AND "refunded_amount_minor" >= greatest("amount_minor", coalesce("received_amount_minor", 0)) THEN 'refunded'
      WHEN "refunded_amount_minor" > 0 THEN 'partially_refunded'
      ELSE 'paid' END)
    ELSE "status"::text END)::"payment_status",
  "fulfilment_status" = (CASE
    WHEN "delivered_at" IS NOT NULL THEN 'delivered'
    WHEN "shipped_at" IS NOT NULL THEN 'shipped'
    WHEN "status"::text = 'cancelled' OR "cancelled_at" IS NOT NULL THEN 'cancelled'
    ELSE 'unfulfilled' END)::"fulfilment_status";--> statement-breakpoint
-- An order shipped before shipments existed was shipped whole, in one parcel.
INSERT INTO "shipments" ("order_id", "carrier", "tracking_number", "shipped_at")
  SELECT "id", "carrier", "tracking_number", "shipped_at" FROM "orders" WHERE "shipped_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "shipment_lines" ("shipment_id", "order_line_id", "quantity")
  SELECT s."id", l."id", l."quantity" FROM "shipments" s JOIN "order_lines" l ON l."order_id" = s."order_id";--> statement-breakpoint
UPDATE "order_lines" l SET "shipped_quantity" = l."quantity" FROM "orders" o WHERE o."id" = l."order_id" AND o."shipped_at" IS NOT NULL;--> statement-breakpoint
UPDATE "order_disputes" SET "payment_status_before" = (CASE
    WHEN "status_before"::text IN ('shipped', 'delivered', 'cancelled') THEN 'paid'
    ELSE "status_before"::text END)::"payment_status"
  WHERE "status_before" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shipped_range" CHECK ("order_lines"."shipped_quantity" BETWEEN 0 AND "order_lines"."quantity");