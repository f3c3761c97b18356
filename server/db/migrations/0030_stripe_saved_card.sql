ALTER TABLE "subscriptions" ADD COLUMN "stripe_payment_method_id" text;--> statement-breakpoint
DROP INDEX "subscriptions_stripe_subscription_id_unique";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "stripe_subscription_id";