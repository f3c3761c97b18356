ALTER TABLE "products" ADD COLUMN "harvest_days" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "harvest_cut_off_days_before" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "harvest_cut_off_time" varchar(5) DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "harvest_on" date;--> statement-breakpoint
CREATE INDEX "orders_harvest_on_idx" ON "orders" USING btree ("harvest_on");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_harvest_cut_off_days_check" CHECK ("products"."harvest_cut_off_days_before" between 0 and 6);