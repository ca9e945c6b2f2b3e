-- Issue 17: per-caregiver versions of the read cache on PostgreSQL. A caregiver's own writes to
-- their own rows bump their row; every other write that a cached answer may show bumps '*'.
-- Sign-in and refresh write neither (db/change-reach.ts), so they invalidate nobody's answers.
CREATE TABLE "read_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
