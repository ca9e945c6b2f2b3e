-- spec 1 §2 booking map: the position of a care receiver's address, both or neither.
ALTER TABLE "care_receivers" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "care_receivers" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "care_receivers" ADD CONSTRAINT "care_receivers_position_check" CHECK (("care_receivers"."latitude" IS NULL AND "care_receivers"."longitude" IS NULL) OR ("care_receivers"."latitude" BETWEEN -90 AND 90 AND "care_receivers"."longitude" BETWEEN -180 AND 180));