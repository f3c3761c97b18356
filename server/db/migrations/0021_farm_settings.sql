CREATE TABLE "farm_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"street" varchar(200) NOT NULL,
	"city" varchar(100) NOT NULL,
	"state" varchar(2) NOT NULL,
	"zip_code" varchar(10) NOT NULL,
	"country" varchar(2) DEFAULT 'US' NOT NULL,
	"phone" varchar(30) NOT NULL,
	"email" varchar(255) NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"hours_note" text,
	"latitude" double precision,
	"longitude" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farm_settings_single_row" CHECK ("farm_settings"."id" = 1),
	CONSTRAINT "farm_settings_state_check" CHECK ("farm_settings"."state" in ('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY')),
	CONSTRAINT "farm_settings_country_check" CHECK ("farm_settings"."country" in ('US')),
	CONSTRAINT "farm_settings_geo_check" CHECK (("farm_settings"."latitude" is null) = ("farm_settings"."longitude" is null))
);
--> statement-breakpoint
-- Issue 25: the farm's details were free site texts; they move into these fields, once, here.
-- The phone, e-mail and time zone are copied. The address is taken apart when it has the shape
-- the shop wrote it in ("street" on one line, "City, ST 12345" on the next); the hours are read
-- when they are the text every shop started with. Anything else falls back to the demo farm's
-- values (the built-in texts) and, for hours, keeps the old text as the hours note, so the owner
-- sees it on the Farm settings screen and enters the days.
INSERT INTO "farm_settings" ("id", "street", "city", "state", "zip_code", "country", "phone", "email", "time_zone", "opening_hours", "hours_note")
SELECT 1,
  CASE WHEN "address_ok" THEN "parts"[1] ELSE '2180 Seagrape Grove Road' END,
  CASE WHEN "address_ok" THEN "parts"[2] ELSE 'Jensen Beach' END,
  CASE WHEN "address_ok" THEN upper("parts"[3]) ELSE 'FL' END,
  CASE WHEN "address_ok" THEN "parts"[4] ELSE '34957' END,
  'US',
  CASE WHEN length("phone") <= 30 THEN "phone" ELSE '(555) 274-6264' END,
  CASE WHEN length("email") <= 255 THEN "email" ELSE 'hello@groveside.farm' END,
  CASE WHEN length("zone") <= 64 THEN "zone" ELSE 'America/New_York' END,
  '{"monday":[],"tuesday":[],"wednesday":[],"thursday":[{"from":"08:00","to":"16:00"}],"friday":[{"from":"08:00","to":"16:00"}],"saturday":[{"from":"08:00","to":"16:00"}],"sunday":[{"from":"08:00","to":"16:00"}]}'::jsonb,
  CASE WHEN "hours" IS NULL OR "hours" = 'Thursday to Sunday, 8 AM – 4 PM' THEN NULL ELSE left("hours", 200) END
FROM (
  SELECT *,
    "parts" IS NOT NULL
      AND length("parts"[1]) BETWEEN 1 AND 200
      AND length("parts"[2]) BETWEEN 1 AND 100
      AND upper("parts"[3]) IN ('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY') AS "address_ok"
  FROM (
    SELECT *,
      regexp_match("address", '^([^\n]*[^\s,])[\s,]*\n\s*([^\n]*[^\s,]),\s*([A-Za-z]{2})\.?\s+(\d{5}(?:-\d{4})?)$') AS "parts"
    FROM (
      SELECT
        (SELECT nullif(btrim("content", E' \t\r\n'), '') FROM "site_content" WHERE "key" = 'contact_address') AS "address",
        coalesce((SELECT nullif(btrim("content"), '') FROM "site_content" WHERE "key" = 'contact_phone'), '(555) 274-6264') AS "phone",
        coalesce((SELECT nullif(lower(btrim("content")), '') FROM "site_content" WHERE "key" = 'contact_email'), 'hello@groveside.farm') AS "email",
        coalesce((SELECT nullif(btrim("content"), '') FROM "site_content" WHERE "key" = 'farm_timezone'), 'America/New_York') AS "zone",
        (SELECT nullif(btrim(regexp_replace("content", '\s+', ' ', 'g')), '') FROM "site_content" WHERE "key" = 'contact_hours') AS "hours"
    ) AS "texts"
  ) AS "parsed"
) AS "checked"
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
DELETE FROM "site_content" WHERE "key" IN ('contact_address', 'contact_phone', 'contact_email', 'contact_hours', 'farm_timezone');--> statement-breakpoint
CREATE TRIGGER farm_settings_public_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "farm_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_public_data_changed();
