CREATE TABLE "product_waitlist_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_waitlist_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"user_id" text,
	"customer_name" varchar(255) NOT NULL,
	"customer_email" varchar(255) NOT NULL,
	"quantity" integer NOT NULL,
	"status" varchar(20) DEFAULT 'waiting' NOT NULL,
	"held_quantity" integer DEFAULT 0 NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_waitlist_entries_quantity_check" CHECK ("product_waitlist_entries"."quantity" between 1 and 99),
	CONSTRAINT "product_waitlist_entries_held_check" CHECK ("product_waitlist_entries"."held_quantity" >= 0 and "product_waitlist_entries"."held_quantity" <= "product_waitlist_entries"."quantity"),
	CONSTRAINT "product_waitlist_entries_status_check" CHECK ("product_waitlist_entries"."status" in ('waiting', 'offered', 'claimed', 'ordered', 'expired', 'left', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "waitlist_entry_id" integer;--> statement-breakpoint
ALTER TABLE "product_waitlist_entries" ADD CONSTRAINT "product_waitlist_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_waitlist_entries" ADD CONSTRAINT "product_waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_waitlist_entries" ADD CONSTRAINT "product_waitlist_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_waitlist_entries_product_status_idx" ON "product_waitlist_entries" USING btree ("product_id","status","id");--> statement-breakpoint
CREATE INDEX "product_waitlist_entries_offer_expires_idx" ON "product_waitlist_entries" USING btree ("offer_expires_at");--> statement-breakpoint
CREATE INDEX "product_waitlist_entries_order_idx" ON "product_waitlist_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_waitlist_entries_one_open_per_email" ON "product_waitlist_entries" USING btree ("product_id",lower("customer_email")) WHERE "product_waitlist_entries"."status" in ('waiting', 'offered', 'claimed');--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_waitlist_entry_id_product_waitlist_entries_id_fk" FOREIGN KEY ("waitlist_entry_id") REFERENCES "public"."product_waitlist_entries"("id") ON DELETE set null ON UPDATE no action;