-- spec 1 §7 request-token download: which image of a booking a download token opens.
ALTER TABLE "download_tokens" ADD COLUMN "file_kind" text;--> statement-breakpoint
ALTER TABLE "download_tokens" ADD CONSTRAINT "download_tokens_file_kind_check" CHECK ("download_tokens"."file_kind" IN ('paper', 'cu_confirmation', 'cu_declaration', 'cg_confirmation'));