ALTER TABLE "order_refunds" DROP CONSTRAINT "order_refunds_state_known";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "restocked_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "delivery" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_state_known" CHECK ("order_refunds"."state" IN ('pending', 'succeeded', 'failed', 'cancelled'));--> statement-breakpoint
-- Units a refund put back in stock were not recorded per refund before: a restocking refund of a paid order restocked its lines.
UPDATE "order_refunds" r SET "restocked_lines" = r."lines" FROM "orders" o WHERE o."id" = r."order_id" AND r."restock" AND o."fulfilled_at" IS NOT NULL;--> statement-breakpoint
-- "failed" used to mean "the job gave up", not "the provider refused": such a refund is still on its way as far as anyone knows.
UPDATE "order_refunds" SET "state" = 'pending' WHERE "state" = 'failed';
