CREATE TABLE "subscription_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider_reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_payments_amount_cents_check" CHECK ("subscription_payments"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_status_check";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_name" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paused_until" date;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "fulfilment" varchar(20) DEFAULT 'pickup' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "delivery_street" varchar(200);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "delivery_city" varchar(100);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "delivery_state" varchar(2);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "delivery_zip_code" varchar(10);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider" varchar(20) DEFAULT 'test' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stripe_customer_id" text;--> statement-breakpoint
-- Decision 0030: subscriptions made before this carry their plan's name.
UPDATE "subscriptions" SET "plan_name" = "subscription_plans"."name" FROM "subscription_plans" WHERE "subscriptions"."plan_id" = "subscription_plans"."id";--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_provider_reference_unique" ON "subscription_payments" USING btree ("provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_subscription_id_delivery_date_unique" ON "subscription_payments" USING btree ("subscription_id","delivery_date");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_stripe_subscription_id_unique" ON "subscriptions" USING btree ("stripe_subscription_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_fulfilment_check" CHECK ("subscriptions"."fulfilment" in ('pickup', 'delivery'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('test', 'stripe'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_delivery_address_check" CHECK ("subscriptions"."fulfilment" <> 'delivery' or ("subscriptions"."delivery_street" is not null and "subscriptions"."delivery_city" is not null and "subscriptions"."delivery_state" is not null and "subscriptions"."delivery_zip_code" is not null));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('pending', 'active', 'paused', 'cancelled'));