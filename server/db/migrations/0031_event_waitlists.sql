DROP INDEX "waitlist_entries_one_open_per_email";--> statement-breakpoint
ALTER TABLE "waitlist_entries" ALTER COLUMN "slot_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "farm_event_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "event_date" date;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "event_booking_id" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_farm_event_id_farm_events_id_fk" FOREIGN KEY ("farm_event_id") REFERENCES "public"."farm_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_booking_id_bookings_id_fk" FOREIGN KEY ("event_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_event_date_status_idx" ON "waitlist_entries" USING btree ("farm_event_id","event_date","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_open_per_email_and_event_date" ON "waitlist_entries" USING btree ("farm_event_id","event_date",lower("customer_email")) WHERE "waitlist_entries"."status" in ('waiting', 'offered') and "waitlist_entries"."farm_event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_open_per_email" ON "waitlist_entries" USING btree ("slot_id",lower("customer_email")) WHERE "waitlist_entries"."status" in ('waiting', 'offered') and "waitlist_entries"."slot_id" is not null;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_place_check" CHECK (("waitlist_entries"."slot_id" is not null and "waitlist_entries"."farm_event_id" is null and "waitlist_entries"."event_date" is null) or ("waitlist_entries"."slot_id" is null and "waitlist_entries"."farm_event_id" is not null and "waitlist_entries"."event_date" is not null));