-- Issue 12: the monthly invoice run. The amounts and period an invoice was issued with, who it went
-- to, its lines (so its PDF can be made again and a storno repeats them), and the per-year counter
-- behind gapless invoice numbers.
ALTER TABLE "invoices" ADD COLUMN "invoicing_period_from" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payer" text DEFAULT 'CUSTOMER' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "care_receiver_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "net_in_cents" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_in_cents" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "gross_in_cents" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payer_check" CHECK ("invoices"."payer" IN ('CUSTOMER', 'INSURER'));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_care_receiver_id_care_receivers_id_fk" FOREIGN KEY ("care_receiver_id") REFERENCES "public"."care_receivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_care_receiver_id_idx" ON "invoices" USING btree ("care_receiver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_run_key" ON "invoices" USING btree ("contract_id","invoicing_period_to","type","payer") WHERE "invoices"."original_invoice_id" IS NULL AND "invoices"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_storno" ON "invoices" USING btree ("original_invoice_id") WHERE "invoices"."original_invoice_id" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"booking_id" uuid,
	"start_date" timestamp with time zone NOT NULL,
	"duration_in_minutes" integer NOT NULL,
	"services" text DEFAULT '' NOT NULL,
	"unit_price_in_cents" integer NOT NULL,
	"amount_in_cents" integer NOT NULL,
	CONSTRAINT "invoice_lines_invoice_id_position_pk" PRIMARY KEY("invoice_id","position"),
	CONSTRAINT "invoice_lines_duration_check" CHECK ("invoice_lines"."duration_in_minutes" >= 0)
);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_lines_booking_id_idx" ON "invoice_lines" USING btree ("booking_id");--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "invoice_number_counters_sequence_check" CHECK ("invoice_number_counters"."last_sequence" >= 0)
);
