ALTER TABLE "orders" ADD COLUMN "pickup_window_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_starts_at" varchar(5);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_ends_at" varchar(5);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_location_name" varchar(120);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_location_address" varchar(255);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_window_id_pickup_windows_id_fk" FOREIGN KEY ("pickup_window_id") REFERENCES "public"."pickup_windows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_pickup_date_idx" ON "orders" USING btree ("pickup_date");