CREATE TABLE "sales_tax_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"home_state" varchar(2) DEFAULT 'FL' NOT NULL,
	"state_rate_bp" integer NOT NULL,
	"tax_shipping" boolean DEFAULT false NOT NULL,
	"surtax_cap_cents" integer DEFAULT 500000 NOT NULL,
	"county_surtax_bp" jsonb NOT NULL,
	"other_state_rates_bp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_tax_settings_single_row" CHECK ("sales_tax_settings"."id" = 1),
	CONSTRAINT "sales_tax_settings_home_state_check" CHECK ("sales_tax_settings"."home_state" in ('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY')),
	CONSTRAINT "sales_tax_settings_rate_check" CHECK ("sales_tax_settings"."state_rate_bp" between 0 and 9999),
	CONSTRAINT "sales_tax_settings_cap_check" CHECK ("sales_tax_settings"."surtax_cap_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_class" varchar(20) DEFAULT 'exempt_food' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_class" varchar(20) DEFAULT 'exempt_food' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "surtax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "taxable_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "surtaxable_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "surtax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_state" varchar(2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_county" varchar(40);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "surtax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "taxable_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "surtaxable_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tax_class_check" CHECK ("products"."tax_class" in ('exempt_food', 'exempt_food_plant', 'taxable'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_cents_check" CHECK ("orders"."surtax_cents" >= 0 and "orders"."tax_cents" >= "orders"."surtax_cents" and "orders"."taxable_cents" >= 0 and "orders"."surtaxable_cents" >= 0);--> statement-breakpoint
-- Florida's rates as the farm starts with them (decision 0062): the state's 6 percent and each
-- county's discretionary surtax. The owner confirms them against the DOR's current DR-15DSS and
-- edits them on the Farm settings screen.
INSERT INTO "sales_tax_settings" ("id", "home_state", "state_rate_bp", "tax_shipping", "surtax_cap_cents", "county_surtax_bp")
VALUES (1, 'FL', 600, false, 500000, '{"Alachua":150,"Baker":100,"Bay":100,"Bradford":100,"Brevard":100,"Broward":100,"Calhoun":150,"Charlotte":100,"Citrus":0,"Clay":150,"Collier":0,"Columbia":150,"DeSoto":150,"Dixie":100,"Duval":150,"Escambia":150,"Flagler":100,"Franklin":150,"Gadsden":150,"Gilchrist":100,"Glades":100,"Gulf":100,"Hamilton":100,"Hardee":100,"Hendry":100,"Hernando":50,"Highlands":150,"Hillsborough":150,"Holmes":100,"Indian River":100,"Jackson":150,"Jefferson":100,"Lafayette":100,"Lake":100,"Lee":50,"Leon":150,"Levy":100,"Liberty":150,"Madison":150,"Manatee":100,"Marion":100,"Martin":50,"Miami-Dade":100,"Monroe":150,"Nassau":100,"Okaloosa":150,"Okeechobee":100,"Orange":50,"Osceola":150,"Palm Beach":100,"Pasco":100,"Pinellas":100,"Polk":100,"Putnam":100,"Saint Johns":50,"Santa Rosa":100,"Sarasota":100,"Seminole":100,"St. Lucie":100,"Sumter":100,"Suwannee":100,"Taylor":100,"Union":100,"Volusia":50,"Wakulla":100,"Walton":100,"Washington":100}'::jsonb)
ON CONFLICT ("id") DO NOTHING;