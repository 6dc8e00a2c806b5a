DROP INDEX "orders_status_created_idx";--> statement-breakpoint
ALTER TABLE "order_disputes" DROP COLUMN "status_before";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "status";--> statement-breakpoint
DROP TYPE "public"."order_status";