CREATE TABLE "order_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_dispute_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"is_charge_refundable" boolean DEFAULT false NOT NULL,
	"status_before" "order_status",
	"funds_withdrawn_minor" integer DEFAULT 0 NOT NULL,
	"funds_reinstated_minor" integer DEFAULT 0 NOT NULL,
	"last_event_at" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_disputes_amount_nonnegative" CHECK ("order_disputes"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_disputes" ADD CONSTRAINT "order_disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_disputes_provider_dispute_key" ON "order_disputes" USING btree ("provider_dispute_id");--> statement-breakpoint
CREATE INDEX "order_disputes_order_idx" ON "order_disputes" USING btree ("order_id");