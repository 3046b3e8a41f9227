-- Issue 14, the dashboard (modules/dashboard): its sums read small partial indexes, not the tables.
-- Open bills by company and due day, with their amounts: overdue and due-soon counts and totals are an
-- index-only range per company (and one pass over the open bills for the Super-Admin's all companies).
CREATE INDEX IF NOT EXISTS "bills_open_due_idx" ON "bills" ("company_id", "bill_due") INCLUDE ("amount_due_cents") WHERE "status" = 0;
--> statement-breakpoint
-- Paid payments not yet on a check, with their amounts.
CREATE INDEX IF NOT EXISTS "bill_payments_unchecked_idx" ON "bill_payments" ("company_id") INCLUDE ("payment_cents") WHERE "status" = 2;
--> statement-breakpoint
-- The fiscal year's spending over every company (Super-Admin): the year's months of ledger_totals without
-- reading earlier years (a company's own reads ledger_totals_company_month_idx).
CREATE INDEX IF NOT EXISTS "ledger_totals_month_idx" ON "ledger_totals" ("month") INCLUDE ("company_id", "account_id", "fund_program_id", "functional_expense_id", "debit_cents", "credit_cents");
