ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "farm_events" ADD COLUMN "duration_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "farm_events" ADD COLUMN "start_time" varchar(5) DEFAULT '10:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "pick_your_own_bookings" ADD COLUMN "reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pick_your_own_slots" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "farm_events" SET "duration_minutes" = CASE
  WHEN "duration" ~* '^\s*[0-9]+(\.[0-9]+)?\s*h' THEN round(substring("duration" from '[0-9]+(?:\.[0-9]+)?')::numeric * 60)::integer
  WHEN "duration" ~* '^\s*[0-9]+\s*m' THEN substring("duration" from '[0-9]+')::integer
  ELSE "duration_minutes"
END WHERE "duration" IS NOT NULL;
