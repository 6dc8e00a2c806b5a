CREATE TABLE "reconciliation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"trigger" text NOT NULL,
	"difference_count" integer NOT NULL,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reconciliation_runs_ran_idx" ON "reconciliation_runs" USING btree ("ran_at");