CREATE TABLE "gift_card_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_card_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"gift_card_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount_cents" integer NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_entries_kind_check" CHECK ("gift_card_entries"."kind" in ('issue', 'redeem', 'returned', 'void')),
	CONSTRAINT "gift_card_entries_amount_check" CHECK ("gift_card_entries"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_hash" varchar(64) NOT NULL,
	"last_four" varchar(4) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"recipient_name" varchar(100) NOT NULL,
	"recipient_email" varchar(255) NOT NULL,
	"sender_name" varchar(100) NOT NULL,
	"message" text,
	"send_on" date NOT NULL,
	"delivery_code" varchar(32),
	"purchase_order_id" integer,
	"issued_by_staff_id" integer,
	"issue_reason" text,
	"void_reason" text,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_cards_status_check" CHECK ("gift_cards"."status" in ('pending', 'active', 'void')),
	CONSTRAINT "gift_cards_balance_check" CHECK ("gift_cards"."initial_cents" > 0 and "gift_cards"."balance_cents" >= 0 and "gift_cards"."balance_cents" <= "gift_cards"."initial_cents")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_store_credit_cents_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entries" ADD CONSTRAINT "gift_card_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_purchase_order_id_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_issued_by_staff_id_staff_accounts_id_fk" FOREIGN KEY ("issued_by_staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_entries_gift_card_id_idx" ON "gift_card_entries" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "gift_card_entries_order_id_idx" ON "gift_card_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_cards_purchase_order_id_idx" ON "gift_cards" USING btree ("purchase_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_credit_cents_check" CHECK ("orders"."store_credit_cents" >= 0 and "orders"."gift_card_cents" >= 0 and "orders"."store_credit_cents" + "orders"."gift_card_cents" <= "orders"."total_amount_cents");