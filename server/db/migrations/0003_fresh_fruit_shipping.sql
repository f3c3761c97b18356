ALTER TABLE "products" ADD COLUMN "perishable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_options" ADD COLUMN "carries_perishables" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Decision 0016: a shop seeded before this migration gets the same rules as a new one.
UPDATE "products" SET "perishable" = true WHERE "category" = 'fresh';--> statement-breakpoint
UPDATE "shipping_options" SET "carries_perishables" = false WHERE "code" IN ('standard_shipping', 'express_shipping');--> statement-breakpoint
INSERT INTO "settings" ("key", "value") VALUES ('free_shipping', '{"overSubtotalCents":7500,"methods":["standard_shipping"]}'::jsonb) ON CONFLICT ("key") DO NOTHING;
