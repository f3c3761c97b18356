ALTER TABLE "subscription_plans" DROP CONSTRAINT "subscription_plans_frequency_check";--> statement-breakpoint
-- Decision 0029: one list of four frequencies. Quarterly and yearly plans become monthly ones.
UPDATE "subscription_plans" SET "frequency" = 'monthly', "updated_at" = now() WHERE "frequency" NOT IN ('daily', 'weekly', 'biweekly', 'monthly');--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_frequency_check" CHECK ("subscription_plans"."frequency" in ('daily', 'weekly', 'biweekly', 'monthly'));
