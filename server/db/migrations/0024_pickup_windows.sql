CREATE TABLE "pickup_closed_dates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pickup_closed_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" varchar(200),
	CONSTRAINT "pickup_closed_dates_location_date_unique" UNIQUE("location_id","date")
);
--> statement-breakpoint
CREATE TABLE "pickup_locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pickup_locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(120) NOT NULL,
	"address" varchar(255) NOT NULL,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pickup_locations_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "pickup_window_places" (
	"window_id" integer NOT NULL,
	"date" date NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pickup_window_places_window_id_date_pk" PRIMARY KEY("window_id","date"),
	CONSTRAINT "pickup_window_places_orders_check" CHECK ("pickup_window_places"."orders" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_windows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pickup_windows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"location_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" varchar(5) NOT NULL,
	"ends_at" varchar(5) NOT NULL,
	"order_cap" integer NOT NULL,
	"cutoff_hours" integer DEFAULT 12 NOT NULL,
	CONSTRAINT "pickup_windows_weekday_check" CHECK ("pickup_windows"."weekday" between 1 and 7),
	CONSTRAINT "pickup_windows_order_cap_check" CHECK ("pickup_windows"."order_cap" > 0),
	CONSTRAINT "pickup_windows_cutoff_hours_check" CHECK ("pickup_windows"."cutoff_hours" >= 0),
	CONSTRAINT "pickup_windows_hours_check" CHECK ("pickup_windows"."ends_at" > "pickup_windows"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "pickup_closed_dates" ADD CONSTRAINT "pickup_closed_dates_location_id_pickup_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."pickup_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_window_places" ADD CONSTRAINT "pickup_window_places_window_id_pickup_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."pickup_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_windows" ADD CONSTRAINT "pickup_windows_location_id_pickup_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."pickup_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pickup_windows_location_id_idx" ON "pickup_windows" USING btree ("location_id");