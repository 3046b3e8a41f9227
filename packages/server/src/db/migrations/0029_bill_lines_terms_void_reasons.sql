-- Issue 28 points 1, 2 and 5: a bill's lines (split bills), the vendor's invoice date and payment terms, and
-- the reason given for a void (any money document, keyed by its journal source type and id).
CREATE TABLE "bill_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"account_id" integer NOT NULL,
	"fund_program_id" integer NOT NULL,
	"functional_expense_id" integer NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"form_1099_box" text,
	CONSTRAINT "bill_lines_amount_check" CHECK ("amount_cents" > 0),
	CONSTRAINT "bill_lines_1099_box_check" CHECK ("form_1099_box" IS NULL OR "form_1099_box" IN ('nec', 'misc_rent', 'none')),
	CONSTRAINT "bill_lines_bill_line_unique" UNIQUE ("bill_id", "line_no")
);
--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bill_lines_company_idx" ON "bill_lines" USING btree ("company_id", "bill_id");
--> statement-breakpoint
INSERT INTO "bill_lines" ("company_id", "bill_id", "line_no", "account_id", "fund_program_id", "functional_expense_id", "memo", "amount_cents")
SELECT "company_id", "id", 1, "account_id", "fund_program_id", "functional_expense_id", "description", "amount_due_cents" FROM "bills";
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "invoice_date" date;
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "payment_terms" text;
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_payment_terms_check" CHECK ("payment_terms" IS NULL OR "payment_terms" IN ('due_on_receipt', 'net_15', 'net_30', 'net_60'));
--> statement-breakpoint
CREATE TABLE "void_reasons" (
	"source_type" text NOT NULL,
	"source_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"reason" text NOT NULL,
	"voided_by" integer,
	"voided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "void_reasons_pk" PRIMARY KEY ("source_type", "source_id"),
	CONSTRAINT "void_reasons_reason_length" CHECK (char_length("reason") BETWEEN 1 AND 500)
);
--> statement-breakpoint
ALTER TABLE "void_reasons" ADD CONSTRAINT "void_reasons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "void_reasons" ADD CONSTRAINT "void_reasons_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
