CREATE TABLE "box_add_ons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "box_add_ons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_add_ons_price_cents_check" CHECK ("box_add_ons"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "box_contents" (
	"week_of" date PRIMARY KEY NOT NULL,
	"contents" text NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "box_contents_mails" (
	"week_of" date NOT NULL,
	"subscription_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_contents_mails_week_of_subscription_id_pk" PRIMARY KEY("week_of","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "farm_breaks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "farm_breaks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" varchar(200) NOT NULL,
	"boxes_moved" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "farm_breaks_dates_check" CHECK ("farm_breaks"."ends_on" >= "farm_breaks"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "subscription_box_add_ons" (
	"subscription_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"add_on_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "subscription_box_add_ons_subscription_id_delivery_date_add_on_id_pk" PRIMARY KEY("subscription_id","delivery_date","add_on_id"),
	CONSTRAINT "subscription_box_add_ons_quantity_check" CHECK ("subscription_box_add_ons"."quantity" > 0),
	CONSTRAINT "subscription_box_add_ons_price_cents_check" CHECK ("subscription_box_add_ons"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscription_skips" (
	"subscription_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_skips_subscription_id_delivery_date_pk" PRIMARY KEY("subscription_id","delivery_date")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pickup_window_id" integer;--> statement-breakpoint
ALTER TABLE "box_contents_mails" ADD CONSTRAINT "box_contents_mails_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_box_add_ons" ADD CONSTRAINT "subscription_box_add_ons_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_box_add_ons" ADD CONSTRAINT "subscription_box_add_ons_add_on_id_box_add_ons_id_fk" FOREIGN KEY ("add_on_id") REFERENCES "public"."box_add_ons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_skips" ADD CONSTRAINT "subscription_skips_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pickup_window_id_pickup_windows_id_fk" FOREIGN KEY ("pickup_window_id") REFERENCES "public"."pickup_windows"("id") ON DELETE set null ON UPDATE no action;