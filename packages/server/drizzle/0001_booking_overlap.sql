-- spec 1 §5: a caregiver's live bookings (not cancelled, not deleted) must not overlap; a
-- zero-length booking counts as 5 minutes. The app's check gives the friendly message
-- (BOOKING_IS_OVERLAPPING); this constraint keeps it true under concurrency.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
-- An exclusion constraint accepts only IMMUTABLE expressions, and `timestamptz + interval` is
-- only STABLE (adding days or months depends on the time zone). Adding a fixed number of minutes
-- does not, so this wrapper is truly immutable. Intervals are half-open: touching bookings are fine.
CREATE FUNCTION booking_busy_range(start_date timestamptz, end_date timestamptz)
  RETURNS tstzrange
  LANGUAGE sql
  IMMUTABLE
  PARALLEL SAFE
  RETURN tstzrange(start_date, greatest(end_date, start_date + interval '5 minutes'), '[)');
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("caregiver_id" WITH =, booking_busy_range("start_date", "end_date") WITH &&)
  WHERE ("cancelled_at" IS NULL AND "deleted_at" IS NULL);
