CREATE TABLE "waitlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slot_id" integer NOT NULL,
	"user_id" text,
	"customer_name" varchar(255) NOT NULL,
	"customer_email" varchar(255) NOT NULL,
	"customer_phone" varchar(30),
	"number_of_people" integer NOT NULL,
	"status" varchar(20) DEFAULT 'waiting' NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_number_of_people_check" CHECK ("waitlist_entries"."number_of_people" >= 1),
	CONSTRAINT "waitlist_entries_status_check" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'claimed', 'expired', 'left', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "farm_settings" ADD COLUMN "waitlist_hold_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_slot_id_pick_your_own_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."pick_your_own_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_pick_your_own_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."pick_your_own_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_slot_status_idx" ON "waitlist_entries" USING btree ("slot_id","status","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_expires_idx" ON "waitlist_entries" USING btree ("offer_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_open_per_email" ON "waitlist_entries" USING btree ("slot_id",lower("customer_email")) WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
ALTER TABLE "farm_settings" ADD CONSTRAINT "farm_settings_waitlist_hold_hours_check" CHECK ("farm_settings"."waitlist_hold_hours" between 1 and 168);