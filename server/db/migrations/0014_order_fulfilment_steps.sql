ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_carrier" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" varchar(100);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_carrier_check" CHECK ("orders"."tracking_carrier" is null or "orders"."tracking_carrier" in ('usps', 'fedex', 'ups'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'confirmed', 'processing', 'ready_for_pickup', 'out_for_delivery', 'shipped', 'delivered', 'cancelled'));