-- Issue 39: a first-booking decline keeps its reason and, for different_type_of_caregiver_needed,
-- the sub-reason apart (spec 1 §3, §5), so 'different type of caregiver -> other' and 'other' no
-- longer collide. Rows stored under record 0060 held the sub-reason in place of the reason: they
-- become the reason plus that sub-reason. 'other' stays the reason, as 0060 could not tell them
-- apart (docs/decisions/0110-first-booking-decline-reason-and-sub-reason.md). updated_at is kept:
-- the console's answers list orders by it.
ALTER TABLE "bookings" ADD COLUMN "decline_sub_reason" text;--> statement-breakpoint
UPDATE "bookings" SET "decline_sub_reason" = "decline_reason", "decline_reason" = 'different_type_of_caregiver_needed' WHERE "decline_reason" IN ('gender', 'age', 'insufficient_experience', 'language', 'lacks_covid_vaccination');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_decline_sub_reason_check" CHECK ("bookings"."decline_sub_reason" IS NULL OR ("bookings"."decline_reason" = 'different_type_of_caregiver_needed' AND "bookings"."decline_sub_reason" IN ('gender', 'age', 'insufficient_experience', 'language', 'lacks_covid_vaccination', 'other')));
