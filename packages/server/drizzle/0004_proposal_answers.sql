-- Issue 10: a proposal declined for timing reasons may carry a counter-proposal (another time and a
-- note) that the back office lists; and a service request is awarded once (one contract at most),
-- which also indexes the "awarded to someone else" rule of the proposal calls.
ALTER TABLE "proposals" ADD COLUMN "counter_proposal_start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "counter_proposal_end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "counter_proposal_note" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_counter_proposal_note_length_check" CHECK (char_length("proposals"."counter_proposal_note") <= 100);--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_counter_proposal_interval_check" CHECK (("proposals"."counter_proposal_start_date" IS NULL AND "proposals"."counter_proposal_end_date" IS NULL) OR ("proposals"."counter_proposal_start_date" IS NOT NULL AND "proposals"."counter_proposal_end_date" IS NOT NULL AND "proposals"."counter_proposal_end_date" > "proposals"."counter_proposal_start_date"));--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_service_request_id_unique" ON "contracts" USING btree ("service_request_id");
