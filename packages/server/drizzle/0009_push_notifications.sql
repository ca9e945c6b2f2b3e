-- Issue 13: a push subscription is the browser's PushSubscription, one row per device (endpoint).
-- Nothing wrote the old token column, so the table starts empty.
DELETE FROM "push_subscriptions";--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP CONSTRAINT "push_subscriptions_token_unique";--> statement-breakpoint
ALTER TABLE "push_subscriptions" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "endpoint" text NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "p256dh" text NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "auth" text NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "language" text DEFAULT 'de' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint");--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_language_check" CHECK ("push_subscriptions"."language" IN ('de', 'en'));--> statement-breakpoint
-- What each notification event reached: a retried job never delivers twice (issue 13).
CREATE TABLE "notification_deliveries" (
	"event_key" text NOT NULL,
	"channel" text NOT NULL,
	"caregiver_id" uuid NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_event_key_channel_pk" PRIMARY KEY("event_key","channel")
);--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_caregiver_id_caregivers_id_fk" FOREIGN KEY ("caregiver_id") REFERENCES "public"."caregivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_deliveries_caregiver_id_idx" ON "notification_deliveries" USING btree ("caregiver_id");
