ALTER TABLE "farm_events" ADD COLUMN "min_people" integer;--> statement-breakpoint
ALTER TABLE "farm_events" ADD COLUMN "min_people_days_before" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "farm_events" ADD CONSTRAINT "farm_events_min_people_check" CHECK ("farm_events"."min_people" is null or ("farm_events"."min_people" >= 1 and "farm_events"."min_people" <= "farm_events"."max_people"));--> statement-breakpoint
ALTER TABLE "farm_events" ADD CONSTRAINT "farm_events_min_people_days_check" CHECK ("farm_events"."min_people_days_before" between 0 and 60);