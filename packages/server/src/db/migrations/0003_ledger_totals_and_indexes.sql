-- Issue 9: balances that do not grow with history, and an index under every list.
-- The entry date is carried on each line, so an account's lines are read in posting order from one index.
ALTER TABLE journal_lines ADD COLUMN entry_date date;
--> statement-breakpoint
-- Posted lines are immutable (journal_lines_immutable); the one-time backfill of the new column runs around it.
ALTER TABLE journal_lines DISABLE TRIGGER journal_lines_immutable;
--> statement-breakpoint
UPDATE journal_lines l SET entry_date = e.entry_date FROM journal_entries e WHERE e.id = l.entry_id;
--> statement-breakpoint
ALTER TABLE journal_lines ENABLE TRIGGER journal_lines_immutable;
--> statement-breakpoint
ALTER TABLE journal_lines ALTER COLUMN entry_date SET NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS journal_lines_account_idx;
--> statement-breakpoint
-- An account's ledger in posting order (keyset pages) and its lines of the current month.
CREATE INDEX journal_lines_account_date_idx ON journal_lines (account_id, entry_date, entry_id, id);
--> statement-breakpoint
-- A company's lines of one month (trial balance as of a day inside a month).
CREATE INDEX journal_lines_company_date_idx ON journal_lines (company_id, entry_date);
--> statement-breakpoint
-- Debit and credit totals per company, account, fund program, functional expense and month; written only by
-- src/ledger in the posting transaction (one upsert per distinct key). Always equal to the sums of the lines.
CREATE TABLE ledger_totals (
  company_id integer NOT NULL REFERENCES companies(id),
  account_id integer NOT NULL REFERENCES accounts(id),
  fund_program_id integer,
  functional_expense_id integer,
  month date NOT NULL,
  debit_cents bigint NOT NULL DEFAULT 0,
  credit_cents bigint NOT NULL DEFAULT 0,
  CONSTRAINT ledger_totals_month_first CHECK (extract(day FROM month) = 1),
  CONSTRAINT ledger_totals_key UNIQUE NULLS NOT DISTINCT (company_id, account_id, fund_program_id, functional_expense_id, month)
);
--> statement-breakpoint
-- Covering indexes: balances read closed months by index-only scans (a company's trial balance, an account's).
CREATE INDEX ledger_totals_account_idx ON ledger_totals (account_id, month) INCLUDE (debit_cents, credit_cents);
--> statement-breakpoint
CREATE INDEX ledger_totals_company_month_idx ON ledger_totals (company_id, month) INCLUDE (account_id, fund_program_id, functional_expense_id, debit_cents, credit_cents);
--> statement-breakpoint
INSERT INTO ledger_totals (company_id, account_id, fund_program_id, functional_expense_id, month, debit_cents, credit_cents)
SELECT company_id, account_id, fund_program_id, functional_expense_id, date_trunc('month', entry_date)::date, sum(debit_cents), sum(credit_cents)
FROM journal_lines GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- List indexes: every list's filter and order, so a page is one index range scan.
-- Journals: newest first, by company (company user) or over all companies (Super-Admin).
CREATE INDEX journal_entries_company_date_id_idx ON journal_entries (company_id, entry_date DESC, id DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS journal_entries_company_idx;
--> statement-breakpoint
CREATE INDEX journal_entries_date_id_idx ON journal_entries (entry_date DESC, id DESC);
--> statement-breakpoint
-- Vendors: live rows newest first, by company or over all.
CREATE INDEX vendors_company_live_idx ON vendors (company_id, id DESC) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX vendors_live_idx ON vendors (id DESC) WHERE deleted_at IS NULL;
--> statement-breakpoint
-- Companies by name (the Super-Admin list and every company picker), and the all-companies account list
-- (company name, company, account number: read in order through accounts_company_idx, no sort of all rows).
CREATE INDEX companies_name_idx ON companies (lower(legal_name), id) WHERE deleted_at IS NULL;
--> statement-breakpoint
CREATE INDEX companies_legal_name_idx ON companies (legal_name, id) WHERE deleted_at IS NULL;
--> statement-breakpoint
-- Sessions and permissions are cached a few seconds per node (src/plugins/access.ts); every change that may
-- take access away bumps this one counter in its own transaction, and each request compares it (one tiny
-- prepared query), so every node drops its cache at the commit. Triggers, so no writer can forget it.
CREATE TABLE auth_version (id integer PRIMARY KEY CHECK (id = 1), v bigint NOT NULL);
--> statement-breakpoint
INSERT INTO auth_version VALUES (1, 1);
--> statement-breakpoint
CREATE FUNCTION auth_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE auth_version SET v = v + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_auth_bump AFTER UPDATE OF revoked_at, purpose, expires_at, user_id, token_hash OR DELETE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
--> statement-breakpoint
CREATE TRIGGER users_auth_bump AFTER UPDATE OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
--> statement-breakpoint
CREATE TRIGGER role_permissions_auth_bump AFTER INSERT OR UPDATE OR DELETE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
--> statement-breakpoint
CREATE TRIGGER roles_auth_bump AFTER UPDATE OR DELETE ON roles FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
--> statement-breakpoint
CREATE TRIGGER companies_auth_bump AFTER UPDATE OF deleted_at OR DELETE ON companies FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
--> statement-breakpoint
CREATE TRIGGER permissions_auth_bump AFTER INSERT OR UPDATE OR DELETE ON permissions FOR EACH STATEMENT EXECUTE FUNCTION auth_version_bump();
