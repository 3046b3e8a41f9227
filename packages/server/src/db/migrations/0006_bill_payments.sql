CREATE TABLE "bill_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"account_payable_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"amount_due_cents" bigint NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"payment_cents" bigint NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"check_id" integer,
	"payment_date" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	CONSTRAINT "bill_payments_status_check" CHECK ("status" IN (1, 2, 3)),
	CONSTRAINT "bill_payments_amounts_check" CHECK ("discount_cents" >= 0 AND "discount_cents" <= "amount_due_cents" AND "payment_cents" = "amount_due_cents" - "discount_cents")
);
--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_account_payable_id_accounts_id_fk" FOREIGN KEY ("account_payable_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "bill_payments_live_bill_unique" ON "bill_payments" USING btree ("bill_id") WHERE "bill_payments"."status" <> 1;
--> statement-breakpoint
CREATE INDEX "bill_payments_company_id_idx" ON "bill_payments" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "bill_payments_status_id_idx" ON "bill_payments" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "bill_payments_company_status_id_idx" ON "bill_payments" USING btree ("company_id","status","id");
--> statement-breakpoint
CREATE INDEX "bill_payments_bill_idx" ON "bill_payments" USING btree ("bill_id");
--> statement-breakpoint
CREATE INDEX "bill_payments_bank_status_idx" ON "bill_payments" USING btree ("bank_account_id","status");
--> statement-breakpoint
CREATE INDEX "bill_payments_check_idx" ON "bill_payments" USING btree ("check_id") WHERE "bill_payments"."check_id" is not null;
