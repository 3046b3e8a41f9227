-- Issue 27 points 4 and 5: statements of a set of companies (a subtree) with intercompany eliminations, read
-- by one standard chart.
-- The national office's standard chart: the chart every company starts from (STANDARD_CHART in
-- modules/accounts/standard-chart.ts, copied here once; later standard accounts are added as rows).
CREATE TABLE "standard_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"account_type_id" integer NOT NULL REFERENCES "account_types"("id"),
	CONSTRAINT "standard_accounts_number_unique" UNIQUE ("account_number")
);
--> statement-breakpoint
INSERT INTO "standard_accounts" ("account_number", "account_name", "account_type_id") VALUES
('1000', 'Operating Checking', 13),
('1010', 'Savings', 13),
('1050', 'Petty Cash', 1),
('1500', 'Furniture and Equipment', 4),
('2000', 'Accounts Payable', 6),
('2100', 'Payroll Liabilities', 7),
('2200', 'Funds held for others', 7),
('3000', 'Net Assets Without Donor Restrictions', 9),
('3100', 'Net Assets With Donor Restrictions', 9),
('4000', 'Tithes', 10),
('4010', 'General Offerings', 10),
('4020', 'Designated Offerings', 10),
('4030', 'Missions Offerings', 10),
('4100', 'Building Fund Contributions', 10),
('4200', 'Fundraising and Special Events', 10),
('4300', 'Interest Income', 10),
('4900', 'Other Income', 10),
('5000', 'Pastoral Salaries', 11),
('5010', 'Staff Salaries and Wages', 11),
('5020', 'Payroll Taxes', 11),
('5030', 'Employee Benefits', 11),
('5100', 'Rent and Mortgage Interest', 11),
('5110', 'Utilities', 11),
('5120', 'Building Repairs and Maintenance', 11),
('5130', 'Insurance', 11),
('5200', 'Office Supplies', 11),
('5210', 'Postage and Printing', 11),
('5220', 'Telephone and Internet', 11),
('5300', 'Worship and Music', 11),
('5310', 'Children and Youth Ministry', 11),
('5320', 'Missions and Benevolence', 11),
('5400', 'Denominational Assessments', 11),
('5500', 'Professional Fees', 11),
('5600', 'Travel and Conferences', 11),
('5700', 'Bank Service Charges', 11),
('5900', 'Miscellaneous Expense', 11)
;
--> statement-breakpoint
-- Every company account reads on a roll-up as one standard account; null = unmapped (named on the statement).
ALTER TABLE "accounts" ADD COLUMN "standard_account_id" integer REFERENCES "standard_accounts"("id");
--> statement-breakpoint
-- The marker of an intercompany account (issue 27 point 4; the remittance runs of point 3 create them):
-- the other company of the pair, and what the account is to it. Both or neither.
ALTER TABLE "accounts" ADD COLUMN "counterparty_company_id" integer REFERENCES "companies"("id");
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "intercompany_role" text;
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_intercompany_role_check" CHECK ("intercompany_role" IN ('due_to', 'due_from', 'remittance_revenue', 'remittance_expense'));
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_intercompany_pair_check" CHECK (("intercompany_role" IS NULL) = ("counterparty_company_id" IS NULL) AND ("counterparty_company_id" IS NULL OR "counterparty_company_id" <> "company_id"));
--> statement-breakpoint
CREATE INDEX "accounts_counterparty_idx" ON "accounts" ("counterparty_company_id") WHERE "counterparty_company_id" IS NOT NULL;
--> statement-breakpoint
-- Existing accounts map by number to the standard chart they started from, when the type still agrees.
UPDATE "accounts" a SET "standard_account_id" = s."id" FROM "standard_accounts" s
 WHERE s."account_number" = a."account_number" AND s."account_type_id" = a."account_type_id";
