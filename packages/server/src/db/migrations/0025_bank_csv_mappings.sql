-- Issue 26 point 1: the CSV column mapping of a bank account, chosen once and remembered. Columns are named by
-- the header text of the bank's file; amount_column alone (signed amounts) or debit_column + credit_column
-- (two columns of positive numbers). date_format tells how the bank writes its days.
CREATE TABLE "bank_csv_mappings" (
	"bank_account_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"date_column" text NOT NULL,
	"date_format" text NOT NULL,
	"amount_column" text,
	"debit_column" text,
	"credit_column" text,
	"description_column" text NOT NULL,
	"check_number_column" text,
	"reference_column" text,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_csv_mappings_date_format_check" CHECK ("date_format" IN ('MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD')),
	CONSTRAINT "bank_csv_mappings_amount_check" CHECK (("amount_column" IS NOT NULL) <> ("debit_column" IS NOT NULL AND "credit_column" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD CONSTRAINT "bank_csv_mappings_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD CONSTRAINT "bank_csv_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bank_csv_mappings" ADD CONSTRAINT "bank_csv_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bank_csv_mappings_company_idx" ON "bank_csv_mappings" USING btree ("company_id");
