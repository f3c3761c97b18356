ALTER TABLE "bookings" ADD COLUMN "attendance" varchar(20);--> statement-breakpoint
ALTER TABLE "pick_your_own_bookings" ADD COLUMN "attendance" varchar(20);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_attendance_check" CHECK ("bookings"."attendance" in ('attended', 'no_show'));--> statement-breakpoint
ALTER TABLE "pick_your_own_bookings" ADD CONSTRAINT "pick_your_own_bookings_attendance_check" CHECK ("pick_your_own_bookings"."attendance" in ('attended', 'no_show'));