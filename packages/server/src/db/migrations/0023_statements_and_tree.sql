-- Shared ground for issues 26 and 27, laid before the engineers branch off.
-- Issue 27 point 1: a company's parent in the denomination's tree (an assembly's district, a district's region...).
-- Null at the top. The API refuses a cycle; the column only refuses a company being its own parent.
ALTER TABLE "companies" ADD COLUMN "parent_company_id" integer REFERENCES "companies"("id");
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_parent_not_self" CHECK ("parent_company_id" IS NULL OR "parent_company_id" <> "id");
--> statement-breakpoint
CREATE INDEX "companies_parent_idx" ON "companies" ("parent_company_id") WHERE "parent_company_id" IS NOT NULL;
--> statement-breakpoint
-- Issue 26 point 1: an imported bank statement (one file) of one bank account.
CREATE TABLE "bank_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"bank_account_id" integer NOT NULL REFERENCES "accounts"("id"),
	"format" text NOT NULL,
	"file_name" text NOT NULL DEFAULT '',
	"period_start" date,
	"period_end" date,
	"opening_balance_cents" bigint,
	"closing_balance_cents" bigint,
	"lines_imported" integer NOT NULL DEFAULT 0,
	"duplicates_skipped" integer NOT NULL DEFAULT 0,
	"imported_by" integer NOT NULL REFERENCES "users"("id"),
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_format_check" CHECK ("format" IN ('ofx', 'qfx', 'camt053', 'csv'))
);
--> statement-breakpoint
CREATE INDEX "bank_statements_account_idx" ON "bank_statements" ("bank_account_id", "id");
--> statement-breakpoint
CREATE INDEX "bank_statements_company_idx" ON "bank_statements" ("company_id", "id");
--> statement-breakpoint
-- One line of a statement. amount_cents > 0 is money in (a deposit), < 0 money out (a check, a fee).
-- bank_ref is the bank's transaction id (OFX FITID, CAMT AcctSvcrRef) or, for CSV, date|amount|description:
-- unique per bank account, so importing overlapping downloads never imports a line twice.
CREATE TABLE "bank_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"bank_account_id" integer NOT NULL REFERENCES "accounts"("id"),
	"statement_id" integer NOT NULL REFERENCES "bank_statements"("id"),
	"posted_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL DEFAULT '',
	"payee" text,
	"check_number" text,
	"bank_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_amount_check" CHECK ("amount_cents" <> 0),
	CONSTRAINT "bank_statement_lines_ref_unique" UNIQUE ("bank_account_id", "bank_ref")
);
--> statement-breakpoint
CREATE INDEX "bank_statement_lines_statement_idx" ON "bank_statement_lines" ("statement_id", "id");
--> statement-breakpoint
CREATE INDEX "bank_statement_lines_account_date_idx" ON "bank_statement_lines" ("bank_account_id", "posted_on");
