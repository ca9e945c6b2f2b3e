-- Record 0110: a sub-reason only beside different_type_of_caregiver_needed. The CHECK of 0020 let a
-- sub-reason through when the reason was NULL ("decline_reason" = … is unknown there, and a CHECK
-- passes on unknown); the back office's answer, whose reason is optional, could store one.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_decline_sub_reason_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_decline_sub_reason_check" CHECK ("bookings"."decline_sub_reason" IS NULL OR ("bookings"."decline_reason" IS NOT NULL AND "bookings"."decline_reason" = 'different_type_of_caregiver_needed' AND "bookings"."decline_sub_reason" IN ('gender', 'age', 'insufficient_experience', 'language', 'lacks_covid_vaccination', 'other')));
