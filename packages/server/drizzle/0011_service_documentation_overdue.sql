-- Issue 12, spec 2 §4: the check on the 3rd of the following month marks a direct-reimbursement
-- period still without a file as overdue; the contract, the customer list and the reminders show it.
ALTER TABLE "service_documentation_periods" ADD COLUMN "overdue_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "service_documentation_periods_overdue_idx" ON "service_documentation_periods" USING btree ("caregiver_id") WHERE "service_documentation_periods"."overdue_at" IS NOT NULL;
