CREATE TABLE "document_numbers" (
	"kind" varchar(20) NOT NULL,
	"year" smallint NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_numbers_kind_year_pk" PRIMARY KEY("kind","year"),
	CONSTRAINT "document_numbers_kind_check" CHECK ("document_numbers"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "document_numbers_last_number_check" CHECK ("document_numbers"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_note_number" varchar(24);--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_note_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_note_number_unique" UNIQUE("credit_note_number");