-- Issue 40: the back office plans employees' visits, weekly series among them; the console reads
-- a customer's week and lists caregivers by name (docs/decisions/0088-console-reads-index-plan.md).
ALTER TABLE "bookings" ADD COLUMN "series_id" uuid;--> statement-breakpoint
CREATE INDEX "bookings_series_id_idx" ON "bookings" USING btree ("series_id") WHERE "series_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_contract_id_start_date_idx" ON "bookings" USING btree ("contract_id","start_date");--> statement-breakpoint
CREATE INDEX "caregivers_name_order_idx" ON "caregivers" USING btree ("last_name","first_name","id");
