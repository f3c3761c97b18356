ALTER TABLE "products" ADD COLUMN "ship_state_rule" varchar(10) DEFAULT 'anywhere' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ship_states" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ship_rule_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_ship_state_rule_check" CHECK ("products"."ship_state_rule" in ('anywhere', 'only', 'except'));