-- Two tables nothing read (issue 24): bulk pricing tiers, and the seasonal calendar's notes per
-- month (only the demo farm wrote them). Their public-data triggers (0013) go with them.
DROP TABLE "bulk_pricing_tiers" CASCADE;--> statement-breakpoint
DROP TABLE "seasonal_calendar" CASCADE;