DROP INDEX "shipping_labels_order_id_idx";--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD COLUMN "provider" varchar(20) DEFAULT 'offline' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD COLUMN "provider_shipment_id" varchar(100);--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD COLUMN "weight_ounces" integer NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_labels_order_id_unique" ON "shipping_labels" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD CONSTRAINT "shipping_labels_weight_ounces_check" CHECK ("shipping_labels"."weight_ounces" > 0);--> statement-breakpoint
ALTER TABLE "shipping_labels" ADD CONSTRAINT "shipping_labels_provider_check" CHECK ("shipping_labels"."provider" in ('offline', 'easypost'));