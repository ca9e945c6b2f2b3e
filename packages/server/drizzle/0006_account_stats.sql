-- Issue 11, spec 2 §3 Caregiver stats: every figure is computed from what happened, never stored by
-- hand. The time to the first call needs the moment the caregiver logged it; the satisfaction
-- score needs the customers' ratings (1–5), which the back office records.
ALTER TABLE "contracts" ADD COLUMN "first_call_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "customer_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_ratings_score_check" CHECK ("customer_ratings"."score" BETWEEN 1 AND 5)
);--> statement-breakpoint
ALTER TABLE "customer_ratings" ADD CONSTRAINT "customer_ratings_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_ratings" ADD CONSTRAINT "customer_ratings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_ratings_caregiver_id_rated_at_idx" ON "customer_ratings" USING btree ("caregiver_id","rated_at");--> statement-breakpoint
CREATE INDEX "contracts_caregiver_id_first_call_at_idx" ON "contracts" USING btree ("caregiver_id","created_at") WHERE "contracts"."first_call_at" IS NOT NULL;
