-- Issue 14: who signed a documented booking and when the device documented it.
CREATE TABLE "booking_documentation" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"signer_type" text,
	"signer_name" text,
	"signer_role" text,
	"no_signature_reason" text,
	"documented_at_device" timestamp with time zone,
	"documented_at" timestamp with time zone NOT NULL,
	CONSTRAINT "booking_documentation_signer_type_check" CHECK ("booking_documentation"."signer_type" IN ('care_receiver', 'representative', 'nobody')),
	CONSTRAINT "booking_documentation_signer_role_check" CHECK ("booking_documentation"."signer_role" IN ('relative', 'legal_guardian', 'authorised_person', 'neighbour', 'other')),
	CONSTRAINT "booking_documentation_no_signature_reason_check" CHECK ("booking_documentation"."no_signature_reason" IN ('physically_unable', 'cognitively_unable', 'asleep_or_unwell', 'refused')),
	CONSTRAINT "booking_documentation_signer_name_length_check" CHECK (char_length("booking_documentation"."signer_name") <= 100),
	CONSTRAINT "booking_documentation_signer_check" CHECK (("booking_documentation"."signer_type" = 'representative') = ("booking_documentation"."signer_name" IS NOT NULL AND "booking_documentation"."signer_role" IS NOT NULL) AND ("booking_documentation"."signer_type" IS NOT DISTINCT FROM 'nobody') = ("booking_documentation"."no_signature_reason" IS NOT NULL))
);--> statement-breakpoint
ALTER TABLE "booking_documentation" ADD CONSTRAINT "booking_documentation_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_documentation" ADD CONSTRAINT "booking_documentation_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_documentation_caregiver_id_idx" ON "booking_documentation" USING btree ("caregiver_id");--> statement-breakpoint
-- The proof of service of each documented booking, with the SHA-256 the back office verifies.
CREATE TABLE "booking_proofs" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_proofs_sha256_unique" UNIQUE("sha256"),
	CONSTRAINT "booking_proofs_sha256_check" CHECK ("booking_proofs"."sha256" ~ '^[0-9a-f]{64}$')
);--> statement-breakpoint
ALTER TABLE "booking_proofs" ADD CONSTRAINT "booking_proofs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_proofs" ADD CONSTRAINT "booking_proofs_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_proofs_caregiver_id_idx" ON "booking_proofs" USING btree ("caregiver_id");--> statement-breakpoint
CREATE TABLE "proof_download_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proof_download_tokens_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
ALTER TABLE "proof_download_tokens" ADD CONSTRAINT "proof_download_tokens_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_download_tokens" ADD CONSTRAINT "proof_download_tokens_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_download_tokens_caregiver_id_idx" ON "proof_download_tokens" USING btree ("caregiver_id");--> statement-breakpoint
-- A caregiver's calendar subscription: only the secret's hash is kept.
CREATE TABLE "calendar_feeds" (
	"caregiver_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;
