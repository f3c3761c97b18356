CREATE TABLE "harvest_alert_confirmation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"product_ids" integer[] NOT NULL,
	"alert_types" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "harvest_alerts" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "harvest_alert_confirmation_tokens" ADD CONSTRAINT "harvest_alert_confirmation_tokens_subscription_id_harvest_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."harvest_alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "harvest_alert_confirmation_tokens_subscription_id_idx" ON "harvest_alert_confirmation_tokens" USING btree ("subscription_id");--> statement-breakpoint
-- Alerts already live were shown before alerts were e-mailed: nobody is e-mailed about them now.
UPDATE "harvest_alerts" SET "notified_at" = now() WHERE "active" AND "alert_date" <= now();
