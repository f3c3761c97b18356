ALTER TABLE "bookings" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "pick_your_own_bookings" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pick_your_own_bookings" ADD CONSTRAINT "pick_your_own_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_id_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pick_your_own_bookings_user_id_idx" ON "pick_your_own_bookings" USING btree ("user_id");