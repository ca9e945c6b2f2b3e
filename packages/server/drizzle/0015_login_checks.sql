-- Issue 42 #1: password checks in progress per limit key, so concurrent sign-ins wait for a free
-- slot instead of each counting as a failure until its check ends.
CREATE TABLE "login_checks" (
	"key" text NOT NULL,
	"check_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_checks_key_check_id_pk" PRIMARY KEY("key","check_id")
);
