-- Issue 43, record 0125: a caregiver's own write no longer makes their next diary read load the
-- whole diary again. Every change to a booking row (or to its services) stamps the row with the
-- caregiver's read version, bumped by the same statement inside the writing transaction; the
-- read cache then loads only the rows stamped after the version it last loaded at. The bump locks
-- the caregiver's version row until the transaction ends, so the stamps follow the commit order
-- and no commit can carry a stamp below a version a reader has already seen.
ALTER TABLE "bookings" ADD COLUMN "diary_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "careport_stamp_diary_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "read_versions" ("scope", "version") VALUES (NEW."caregiver_id"::text, 1)
    ON CONFLICT ("scope") DO UPDATE SET "version" = "read_versions"."version" + 1
    RETURNING "version" INTO NEW."diary_version";
  -- A booking handed to another caregiver leaves the first one's diary: a change for them too.
  IF TG_OP = 'UPDATE' AND OLD."caregiver_id" <> NEW."caregiver_id" THEN
    INSERT INTO "read_versions" ("scope", "version") VALUES (OLD."caregiver_id"::text, 1)
      ON CONFLICT ("scope") DO UPDATE SET "version" = "read_versions"."version" + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_stamp_diary_version" BEFORE INSERT OR UPDATE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "careport_stamp_diary_version"();--> statement-breakpoint
CREATE FUNCTION "careport_stamp_booking_of_service"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The booking's own trigger stamps it (a booking's services show in its diary entry).
  IF TG_OP = 'DELETE' THEN
    UPDATE "bookings" SET "diary_version" = "diary_version" WHERE "id" = OLD."booking_id";
    RETURN OLD;
  END IF;
  UPDATE "bookings" SET "diary_version" = "diary_version" WHERE "id" = NEW."booking_id";
  IF TG_OP = 'UPDATE' AND OLD."booking_id" <> NEW."booking_id" THEN
    UPDATE "bookings" SET "diary_version" = "diary_version" WHERE "id" = OLD."booking_id";
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "booking_services_stamp_booking" AFTER INSERT OR UPDATE OR DELETE ON "booking_services"
  FOR EACH ROW EXECUTE FUNCTION "careport_stamp_booking_of_service"();
