ALTER TABLE "companies" ADD COLUMN "amount_words_grouping" text DEFAULT 'indian' NOT NULL;
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_amount_words_grouping_check" CHECK ("amount_words_grouping" IN ('indian', 'us'));
--> statement-breakpoint
CREATE TABLE "checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"check_number" bigint NOT NULL,
	"check_type" text NOT NULL,
	"vendor_id" integer NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"check_date" date NOT NULL,
	"bill_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	CONSTRAINT "checks_status_check" CHECK ("status" IN (1, 2)),
	CONSTRAINT "checks_type_check" CHECK ("check_type" IN ('voucher', 'standard')),
	CONSTRAINT "checks_number_check" CHECK ("check_number" > 0),
	CONSTRAINT "checks_amount_check" CHECK ("amount_cents" > 0),
	CONSTRAINT "checks_memo_check" CHECK (char_length("memo") <= 500)
);
--> statement-breakpoint
CREATE TABLE "check_payments" (
	"check_id" integer NOT NULL,
	"bill_payment_id" integer NOT NULL,
	CONSTRAINT "check_payments_check_id_bill_payment_id_pk" PRIMARY KEY("check_id","bill_payment_id")
);
--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "check_payments" ADD CONSTRAINT "check_payments_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "check_payments" ADD CONSTRAINT "check_payments_bill_payment_id_bill_payments_id_fk" FOREIGN KEY ("bill_payment_id") REFERENCES "public"."bill_payments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_check_id_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."checks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "checks_bank_number_unique" ON "checks" USING btree ("bank_account_id","check_number");
--> statement-breakpoint
CREATE INDEX "checks_company_id_idx" ON "checks" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "checks_status_id_idx" ON "checks" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "checks_company_status_id_idx" ON "checks" USING btree ("company_id","status","id");
--> statement-breakpoint
CREATE INDEX "check_payments_payment_idx" ON "check_payments" USING btree ("bill_payment_id");
