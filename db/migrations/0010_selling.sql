CREATE TYPE "public"."discount_kind" AS ENUM('percent', 'fixed');--> statement-breakpoint
CREATE TABLE "cart_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cart_changed_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" "discount_kind" NOT NULL,
	"percent_off" integer,
	"amount_off_minor" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"min_subtotal_minor" integer,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_kind_amount" CHECK (("discount_codes"."kind" = 'percent' AND "discount_codes"."percent_off" BETWEEN 1 AND 100 AND "discount_codes"."amount_off_minor" IS NULL) OR ("discount_codes"."kind" = 'fixed' AND "discount_codes"."amount_off_minor" > 0 AND "discount_codes"."percent_off" IS NULL)),
	CONSTRAINT "discount_codes_limits_positive" CHECK (coalesce("discount_codes"."usage_limit", 1) >= 1 AND coalesce("discount_codes"."per_customer_limit", 1) >= 1 AND coalesce("discount_codes"."min_subtotal_minor", 0) >= 0),
	CONSTRAINT "discount_codes_used_within_limit" CHECK ("discount_codes"."used_count" >= 0 AND ("discount_codes"."usage_limit" IS NULL OR "discount_codes"."used_count" <= "discount_codes"."usage_limit")),
	CONSTRAINT "discount_codes_dates_ordered" CHECK ("discount_codes"."starts_at" IS NULL OR "discount_codes"."ends_at" IS NULL OR "discount_codes"."starts_at" < "discount_codes"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"discount_code_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" char(2) NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"free_above_minor" integer,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_methods_amounts_nonnegative" CHECK ("shipping_methods"."price_minor" >= 0 AND coalesce("shipping_methods"."free_above_minor", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_rates" (
	"country" char(2) PRIMARY KEY NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"inclusive" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_range" CHECK ("tax_rates"."rate" >= 0 AND "tax_rates"."rate" <= 100)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "items_amount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_amount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate" numeric(6, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_inclusive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_amount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cart_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cart_reminders_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_reminders_user_change_key" ON "cart_reminders" USING btree ("user_id","cart_changed_at");--> statement-breakpoint
CREATE INDEX "cart_reminders_sent_idx" ON "cart_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_key" ON "discount_codes" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "discount_redemptions_order_key" ON "discount_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_user_idx" ON "discount_redemptions" USING btree ("discount_code_id","user_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_email_idx" ON "discount_redemptions" USING btree ("discount_code_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_methods_country_name_key" ON "shipping_methods" USING btree ("country",lower("name"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_method_id_shipping_methods_id_fk" FOREIGN KEY ("shipping_method_id") REFERENCES "public"."shipping_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_discount_code_idx" ON "orders" USING btree ("discount_code_id") WHERE "orders"."discount_code_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_cart_changed_idx" ON "users" USING btree ("cart_changed_at") WHERE "users"."cart_changed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_breakdown_nonnegative" CHECK ("orders"."items_amount_minor" >= 0 AND "orders"."discount_amount_minor" BETWEEN 0 AND "orders"."items_amount_minor" AND "orders"."shipping_amount_minor" >= 0 AND "orders"."tax_amount_minor" >= 0);--> statement-breakpoint
-- Orders placed before the breakdown existed: their amount was the items converted, nothing else.
UPDATE "orders" SET "items_amount_minor" = "amount_minor";--> statement-breakpoint
-- Carts already there: their last change is their newest line's.
UPDATE "users" SET "cart_changed_at" = (SELECT max("updated_at") FROM "cart_lines" WHERE "cart_lines"."user_id" = "users"."id");
