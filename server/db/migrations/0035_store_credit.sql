CREATE TABLE "store_credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_email" varchar(255) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount_cents" integer NOT NULL,
	"lot_id" integer,
	"expires_on" date,
	"reason" text,
	"order_id" integer,
	"refund_id" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_kind_check" CHECK ("store_credit_entries"."kind" in ('grant', 'refund', 'spend', 'returned')),
	CONSTRAINT "store_credit_entries_lot_check" CHECK (("store_credit_entries"."lot_id" is null and "store_credit_entries"."amount_cents" > 0 and "store_credit_entries"."kind" in ('grant', 'refund'))
        or ("store_credit_entries"."lot_id" is not null and "store_credit_entries"."amount_cents" <> 0 and "store_credit_entries"."kind" in ('spend', 'returned') and "store_credit_entries"."expires_on" is null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "store_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_lot_id_store_credit_entries_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."store_credit_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_credit_entries_customer_email_idx" ON "store_credit_entries" USING btree ("customer_email");--> statement-breakpoint
CREATE INDEX "store_credit_entries_lot_id_idx" ON "store_credit_entries" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "store_credit_entries_order_id_idx" ON "store_credit_entries" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_credit_cents_check" CHECK ("orders"."store_credit_cents" >= 0 and "orders"."store_credit_cents" <= "orders"."total_amount_cents");