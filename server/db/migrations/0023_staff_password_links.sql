CREATE TABLE "staff_password_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_password_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"email" varchar(255) NOT NULL,
	"name" varchar(100) NOT NULL,
	"role" varchar(20) NOT NULL,
	"staff_id" integer,
	"created_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_password_links_tokenHash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_password_links_purpose_check" CHECK ("staff_password_links"."purpose" in ('invite', 'reset')),
	CONSTRAINT "staff_password_links_role_check" CHECK ("staff_password_links"."role" in ('owner', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "staff_password_links" ADD CONSTRAINT "staff_password_links_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_password_links" ADD CONSTRAINT "staff_password_links_created_by_staff_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_password_links_open_invite_idx" ON "staff_password_links" USING btree ("email") WHERE "staff_password_links"."purpose" = 'invite' and "staff_password_links"."used_at" is null and "staff_password_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "staff_password_links_staff_id_idx" ON "staff_password_links" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_idx" ON "audit_log" USING btree ("actor_email");