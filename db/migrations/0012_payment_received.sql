ALTER TYPE "public"."order_status" ADD VALUE 'review';--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_refund_within_amount";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_amount_minor" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_currency" char(3);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refund_within_amount" CHECK ("orders"."refunded_amount_minor" BETWEEN 0 AND greatest("orders"."amount_minor", coalesce("orders"."received_amount_minor", 0)));--> statement-breakpoint
-- Orders paid before this migration received exactly their amount: a paid order's payment was never compared.
UPDATE "orders" SET "received_amount_minor" = "amount_minor", "received_currency" = "currency" WHERE "paid_at" IS NOT NULL;
