CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "download_tokens_kind_check" CHECK ("download_tokens"."kind" IN ('invoice', 'service_documentation', 'booking_image'))
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_attempts_failed_count_check" CHECK ("login_attempts"."failed_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "oauth_clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oauth_clients_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "push_subscriptions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"scope" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kid" text NOT NULL,
	"algorithm" text NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "signing_keys_kid_unique" UNIQUE("kid")
);
--> statement-breakpoint
CREATE TABLE "booking_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"further_appointments" text,
	"care_receiver_mood" text,
	"care_receiver_mood_additional_text" text,
	"customer_energy" text,
	"customer_energy_additional_text" text,
	"activities_performed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_feedback_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "booking_feedback_mood_text_length_check" CHECK (char_length("booking_feedback"."care_receiver_mood_additional_text") <= 100),
	CONSTRAINT "booking_feedback_energy_text_length_check" CHECK (char_length("booking_feedback"."customer_energy_additional_text") <= 100)
);
--> statement-breakpoint
CREATE TABLE "booking_services" (
	"booking_id" uuid NOT NULL,
	"main_service_id" uuid NOT NULL,
	CONSTRAINT "booking_services_booking_id_main_service_id_pk" PRIMARY KEY("booking_id","main_service_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"first_booking_status" text,
	"first_booking_confirmation_reason" text,
	"first_booking_confirmation_description" text,
	"payment_method" text,
	"survey_status" text,
	"other_service_description" text,
	"gross_price_per_hour_in_cents" integer NOT NULL,
	"paper_booking_proof" text,
	"cu_confirmation_proof" text,
	"cu_declaration_proof" text,
	"cg_confirmation_proof" text,
	"cancellation_type" text,
	"cancellation_reason" text,
	"cancellation_extra_reason" text,
	"cancelled_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"decline_reason" text,
	"decline_description" text,
	"fulfilled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" IN ('CREATED', 'CONFIRMED', 'FULFILLED', 'INVOICED')),
	CONSTRAINT "bookings_first_booking_status_check" CHECK ("bookings"."first_booking_status" IN ('CREATED', 'CONFIRMED', 'DECLINED')),
	CONSTRAINT "bookings_payment_method_check" CHECK ("bookings"."payment_method" IN ('invoice', 'sepa', 'sepa_direct_debit', 'direct_reimbursement', 'private_payment', 'household_help_24', 'household_help_38_1', 'workshop_social_welfare')),
	CONSTRAINT "bookings_survey_status_check" CHECK ("bookings"."survey_status" IN ('true', 'false')),
	CONSTRAINT "bookings_cancellation_type_check" CHECK ("bookings"."cancellation_type" IN ('caregiver', 'customer')),
	CONSTRAINT "bookings_other_service_description_length_check" CHECK (char_length("bookings"."other_service_description") <= 100),
	CONSTRAINT "bookings_cancellation_extra_reason_length_check" CHECK (char_length("bookings"."cancellation_extra_reason") <= 100),
	CONSTRAINT "bookings_decline_description_length_check" CHECK (char_length("bookings"."decline_description") <= 100),
	CONSTRAINT "bookings_first_booking_confirmation_description_length_check" CHECK (char_length("bookings"."first_booking_confirmation_description") <= 100),
	CONSTRAINT "bookings_interval_check" CHECK ("bookings"."end_date" >= "bookings"."start_date"),
	CONSTRAINT "bookings_price_check" CHECK ("bookings"."gross_price_per_hour_in_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "care_receivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text,
	"date_of_birth" date,
	"email" text,
	"phone_number" text,
	"care_degree" text DEFAULT 'UNKNOWN' NOT NULL,
	"street" text NOT NULL,
	"house_number" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"additional_information" text,
	"is_self_booker" boolean DEFAULT false NOT NULL,
	"payment_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_receivers_gender_check" CHECK ("care_receivers"."gender" IN ('FEMALE', 'MALE', 'DIVERSE')),
	CONSTRAINT "care_receivers_care_degree_check" CHECK ("care_receivers"."care_degree" IN ('NONE', 'UNKNOWN', 'REQUESTED', '1', '2', '3', '4', '5')),
	CONSTRAINT "care_receivers_payment_method_check" CHECK ("care_receivers"."payment_method" IN ('invoice', 'sepa', 'sepa_direct_debit', 'direct_reimbursement', 'private_payment', 'household_help_24', 'household_help_38_1', 'workshop_social_welfare'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "absences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absences_reason_check" CHECK ("absences"."reason" IN ('OTHER', 'SICK', 'VACATION')),
	CONSTRAINT "absences_period_check" CHECK ("absences"."from_date" <= "absences"."to_date")
);
--> statement-breakpoint
CREATE TABLE "caregiver_stats" (
	"caregiver_id" uuid PRIMARY KEY NOT NULL,
	"customer_satisfaction_score" numeric(3, 2),
	"average_minutes_to_first_call" integer,
	"previous_average_minutes_to_first_call" integer,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caregiver_stats_satisfaction_check" CHECK ("caregiver_stats"."customer_satisfaction_score" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "caregivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"application_completed" boolean DEFAULT false NOT NULL,
	"is_careport_employee" boolean DEFAULT false NOT NULL,
	"profile_image_hash" text,
	"company" text,
	"phone_number" text,
	"mobile_phone_number" text,
	"date_of_birth" date,
	"street" text,
	"postal_code" text,
	"city" text,
	"additional_information" text,
	"about_me" text,
	"current_position" text,
	"booked_out" boolean DEFAULT false NOT NULL,
	"travel_distance" integer DEFAULT 15 NOT NULL,
	"sub_service_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"education_and_qualifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_and_skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_with_medical_conditions" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_additional_info" text,
	"has_car" boolean DEFAULT false NOT NULL,
	"has_drivers_licence" boolean DEFAULT false NOT NULL,
	"no_homes_with_pets" boolean DEFAULT false NOT NULL,
	"is_smoker" boolean DEFAULT false NOT NULL,
	"iban" text,
	"bic" text,
	"tax_no" text,
	"ust_id" text,
	"referral_code" text,
	"customer_referral_amount" integer,
	"caregiver_referral_amount" integer,
	"commission_rate" numeric(5, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caregivers_referral_code_unique" UNIQUE("referral_code"),
	CONSTRAINT "caregivers_travel_distance_check" CHECK ("caregivers"."travel_distance" BETWEEN 1 AND 30),
	CONSTRAINT "caregivers_commission_rate_check" CHECK ("caregivers"."commission_rate" >= 0 AND "caregivers"."commission_rate" <= 1)
);
--> statement-breakpoint
CREATE TABLE "definitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label_de" text NOT NULL,
	"label_en" text NOT NULL,
	"parent_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "definitions_kind_parent_key_unique" UNIQUE NULLS NOT DISTINCT("kind","parent_key","key"),
	CONSTRAINT "definitions_kind_check" CHECK ("definitions"."kind" IN ('first_booking_decline_reason', 'caregiver_cancelled_booking', 'customer_cancelled_booking', 'proposal_decline_reason', 'confirmation_status_update_reason', 'education_and_qualification', 'experience_and_skill', 'medical_condition'))
);
--> statement-breakpoint
CREATE TABLE "main_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" text NOT NULL,
	"label_de" text NOT NULL,
	"label_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "main_services_service_id_unique" UNIQUE("service_id")
);
--> statement-breakpoint
CREATE TABLE "sub_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"main_service_id" uuid NOT NULL,
	"sub_service_id" text NOT NULL,
	"label_de" text NOT NULL,
	"label_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sub_services_sub_service_id_unique" UNIQUE("sub_service_id")
);
--> statement-breakpoint
CREATE TABLE "supporting_document_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supporting_document_sections_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "supporting_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section_id" uuid NOT NULL,
	"uri" text NOT NULL,
	"filename" text,
	"title_de" text NOT NULL,
	"title_en" text NOT NULL,
	"type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supporting_documents_section_uri_unique" UNIQUE("section_id","uri"),
	CONSTRAINT "supporting_documents_type_check" CHECK ("supporting_documents"."type" IN ('pdf', 'http'))
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"care_receiver_id" uuid NOT NULL,
	"customer_id" uuid,
	"service_request_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_new_customer" boolean DEFAULT true NOT NULL,
	"payment_method" text,
	"gross_customer_price_per_hour_in_cents" integer NOT NULL,
	"gross_caregiver_price_per_hour_in_cents" integer NOT NULL,
	"commission_rate" numeric(5, 4) NOT NULL,
	"confirmation_status" text DEFAULT 'PENDING' NOT NULL,
	"first_booking_confirmation_reason" text,
	"first_booking_confirmation_description" text,
	"cancelation_initiated_at" timestamp with time zone,
	"cancelation_scheduled_for" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_payment_method_check" CHECK ("contracts"."payment_method" IN ('invoice', 'sepa', 'sepa_direct_debit', 'direct_reimbursement', 'private_payment', 'household_help_24', 'household_help_38_1', 'workshop_social_welfare')),
	CONSTRAINT "contracts_confirmation_status_check" CHECK ("contracts"."confirmation_status" IN ('PENDING', 'CONFIRMED', 'DEFERRED', 'REJECTED')),
	CONSTRAINT "contracts_first_booking_confirmation_description_length_check" CHECK (char_length("contracts"."first_booking_confirmation_description") <= 100),
	CONSTRAINT "contracts_prices_check" CHECK ("contracts"."gross_customer_price_per_hour_in_cents" >= 0 AND "contracts"."gross_caregiver_price_per_hour_in_cents" >= 0),
	CONSTRAINT "contracts_commission_rate_check" CHECK ("contracts"."commission_rate" >= 0 AND "contracts"."commission_rate" <= 1)
);
--> statement-breakpoint
CREATE TABLE "service_documentation_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"period_id" uuid NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"path_in_storage" text NOT NULL,
	"size_in_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_documentation_files_size_check" CHECK ("service_documentation_files"."size_in_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_documentation_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_documentation_id" uuid NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"month" integer NOT NULL,
	"year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_documentation_periods_month_unique" UNIQUE("service_documentation_id","year","month"),
	CONSTRAINT "service_documentation_periods_month_check" CHECK ("service_documentation_periods"."month" BETWEEN 1 AND 12),
	CONSTRAINT "service_documentation_periods_year_check" CHECK ("service_documentation_periods"."year" BETWEEN 2000 AND 2100)
);
--> statement-breakpoint
CREATE TABLE "service_documentations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_documentations_contract_id_unique" UNIQUE("contract_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_number" text NOT NULL,
	"type" text NOT NULL,
	"original_invoice_id" uuid,
	"invoicing_period_to" date NOT NULL,
	"creation_date" date NOT NULL,
	"customer_id" uuid,
	"contract_id" uuid,
	"caregiver_id" uuid NOT NULL,
	"care_receiver_first_name" text NOT NULL,
	"care_receiver_last_name" text NOT NULL,
	"is_anonymized" boolean DEFAULT false NOT NULL,
	"filename" text NOT NULL,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."type" IN ('CUSTOMER', 'COMMISSION', 'CUSTOMER_STORNO', 'COMMISSION_STORNO')),
	CONSTRAINT "invoices_storno_original_check" CHECK (("invoices"."type" IN ('CUSTOMER_STORNO', 'COMMISSION_STORNO')) = ("invoices"."original_invoice_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_request_id" uuid NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"is_new_customer" boolean DEFAULT true NOT NULL,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"decline_reasons" jsonb,
	"decline_details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_service_request_caregiver_unique" UNIQUE("service_request_id","caregiver_id"),
	CONSTRAINT "proposals_status_check" CHECK ("proposals"."status" IN ('OPEN', 'ACCEPTED', 'DECLINED')),
	CONSTRAINT "proposals_decline_details_length_check" CHECK (char_length("proposals"."decline_details") <= 100)
);
--> statement-breakpoint
CREATE TABLE "service_request_sub_services" (
	"service_request_id" uuid NOT NULL,
	"sub_service_id" text NOT NULL,
	CONSTRAINT "service_request_sub_services_service_request_id_sub_service_id_pk" PRIMARY KEY("service_request_id","sub_service_id")
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"care_receiver_id" uuid NOT NULL,
	"customer_id" uuid,
	"description" text,
	"schedule_date" date,
	"duration_in_minutes" integer,
	"frequency" text,
	"booking_type" text DEFAULT 'ONE_TIME' NOT NULL,
	"is_flexible" boolean DEFAULT false NOT NULL,
	"is_all_day" boolean DEFAULT false NOT NULL,
	"expected_schedule_is_flexible" boolean DEFAULT true NOT NULL,
	"expected_schedule_preferences" text,
	"gross_price_per_hour_in_cents" integer NOT NULL,
	"payment_method" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_frequency_check" CHECK ("service_requests"."frequency" IN ('EVERY_TWO_WEEKS', 'ON_DEMAND', 'TWO_THREE_TIMES_PER_WEEK', 'ONCE_PER_WEEK', 'FOUR_TIMES_PER_WEEK_OR_MORE', 'ONCE_OR_TWICE_A_MONTH', 'ONCE')),
	CONSTRAINT "service_requests_booking_type_check" CHECK ("service_requests"."booking_type" IN ('ONE_TIME', 'RECURRING')),
	CONSTRAINT "service_requests_payment_method_check" CHECK ("service_requests"."payment_method" IN ('invoice', 'sepa', 'sepa_direct_debit', 'direct_reimbursement', 'private_payment', 'household_help_24', 'household_help_38_1', 'workshop_social_welfare')),
	CONSTRAINT "service_requests_price_check" CHECK ("service_requests"."gross_price_per_hour_in_cents" >= 0),
	CONSTRAINT "service_requests_duration_check" CHECK ("service_requests"."duration_in_minutes" > 0)
);
--> statement-breakpoint
ALTER TABLE "download_tokens" ADD CONSTRAINT "download_tokens_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_client_id_oauth_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."oauth_clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_replaced_by_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."refresh_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_feedback" ADD CONSTRAINT "booking_feedback_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_feedback" ADD CONSTRAINT "booking_feedback_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_main_service_id_main_services_id_fk" FOREIGN KEY ("main_service_id") REFERENCES "public"."main_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caregiver_stats" ADD CONSTRAINT "caregiver_stats_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_services" ADD CONSTRAINT "sub_services_main_service_id_main_services_id_fk" FOREIGN KEY ("main_service_id") REFERENCES "public"."main_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supporting_documents" ADD CONSTRAINT "supporting_documents_section_id_supporting_document_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."supporting_document_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_care_receiver_id_care_receivers_id_fk" FOREIGN KEY ("care_receiver_id") REFERENCES "public"."care_receivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_documentation_files" ADD CONSTRAINT "service_documentation_files_period_id_service_documentation_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."service_documentation_periods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_documentation_files" ADD CONSTRAINT "service_documentation_files_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_documentation_periods" ADD CONSTRAINT "service_documentation_periods_service_documentation_id_service_documentations_id_fk" FOREIGN KEY ("service_documentation_id") REFERENCES "public"."service_documentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_documentation_periods" ADD CONSTRAINT "service_documentation_periods_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_documentations" ADD CONSTRAINT "service_documentations_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_documentations" ADD CONSTRAINT "service_documentations_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_original_invoice_fk" FOREIGN KEY ("original_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_sub_services" ADD CONSTRAINT "service_request_sub_services_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_request_sub_services" ADD CONSTRAINT "service_request_sub_services_sub_service_id_sub_services_sub_service_id_fk" FOREIGN KEY ("sub_service_id") REFERENCES "public"."sub_services"("sub_service_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_care_receiver_id_care_receivers_id_fk" FOREIGN KEY ("care_receiver_id") REFERENCES "public"."care_receivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_tokens_caregiver_id_idx" ON "download_tokens" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_caregiver_id_idx" ON "password_reset_tokens" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_caregiver_id_idx" ON "push_subscriptions" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_caregiver_id_idx" ON "refresh_tokens" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "booking_feedback_caregiver_id_idx" ON "booking_feedback" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "bookings_caregiver_id_start_date_idx" ON "bookings" USING btree ("caregiver_id","start_date");--> statement-breakpoint
CREATE INDEX "bookings_contract_id_idx" ON "bookings" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "absences_caregiver_id_idx" ON "absences" USING btree ("caregiver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "caregivers_email_lower_unique" ON "caregivers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "sub_services_main_service_id_idx" ON "sub_services" USING btree ("main_service_id");--> statement-breakpoint
CREATE INDEX "supporting_documents_section_id_idx" ON "supporting_documents" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "contracts_caregiver_id_idx" ON "contracts" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "contracts_care_receiver_id_idx" ON "contracts" USING btree ("care_receiver_id");--> statement-breakpoint
CREATE INDEX "service_documentation_files_period_id_idx" ON "service_documentation_files" USING btree ("period_id");--> statement-breakpoint
CREATE INDEX "service_documentation_files_caregiver_id_idx" ON "service_documentation_files" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "service_documentation_periods_caregiver_id_idx" ON "service_documentation_periods" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "service_documentations_caregiver_id_idx" ON "service_documentations" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "invoices_caregiver_id_idx" ON "invoices" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "invoices_original_invoice_id_idx" ON "invoices" USING btree ("original_invoice_id");--> statement-breakpoint
CREATE INDEX "proposals_caregiver_id_idx" ON "proposals" USING btree ("caregiver_id");--> statement-breakpoint
CREATE INDEX "service_requests_care_receiver_id_idx" ON "service_requests" USING btree ("care_receiver_id");