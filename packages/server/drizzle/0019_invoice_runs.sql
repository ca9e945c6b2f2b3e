-- Issue 40: each invoice run the back office starts records itself with its counts, updated per
-- contract, so the console shows its progress; one running run per month (record 0102).
CREATE TABLE "invoice_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"started_by" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"contracts_total" integer DEFAULT 0 NOT NULL,
	"contracts_done" integer DEFAULT 0 NOT NULL,
	"contracts_invoiced" integer DEFAULT 0 NOT NULL,
	"invoices_created" integer DEFAULT 0 NOT NULL,
	"pdfs_written" integer DEFAULT 0 NOT NULL,
	"visits_left_for_correction" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "invoice_runs_status_check" CHECK ("invoice_runs"."status" IN ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_runs_running_month_key" ON "invoice_runs" USING btree ("month") WHERE "invoice_runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "invoice_runs_started_at_idx" ON "invoice_runs" USING btree ("started_at");
