-- Issue 23 point 4: a denomination's Super-Admin dashboard (5,611 companies) reads kept totals instead of
-- summing history: each account's all-time balance in ONE row (bank balances of ~17,000 accounts), each
-- Expenses account's year by fund program and functional expense (the year's spending: 12 times fewer rows
-- than its months), Kept by triggers on the tables the
-- money writes change, in the same statement, so they commit with them whatever wrote them; ledgerProblems
-- checks them against ledger_totals. (Each company's open bills are not kept: a row per company written by a
-- bill's insert before its posting, and by a payment's status change after its posting, would be locked in
-- both orders against the ledger's rows, a deadlock between a bill and a payment of one company.)
CREATE TABLE "account_balances" (
  "account_id" integer PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL,
  "account_type_id" integer NOT NULL,
  "debit_cents" bigint DEFAULT 0 NOT NULL,
  "credit_cents" bigint DEFAULT 0 NOT NULL,
  CONSTRAINT "account_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id"),
  CONSTRAINT "account_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id")
);
--> statement-breakpoint
CREATE INDEX "account_balances_company_idx" ON "account_balances" USING btree ("company_id");
--> statement-breakpoint
-- Every company's bank and cash money by type in one index range (an account with postings keeps its type:
-- accounts.service refuses the change, so the copy of the type never goes stale).
CREATE INDEX "account_balances_type_idx" ON "account_balances" USING btree ("account_type_id") INCLUDE ("company_id", "debit_cents", "credit_cents");
--> statement-breakpoint
-- The deleted companies (few): every read over every live company excludes them by id.
CREATE INDEX "companies_deleted_idx" ON "companies" USING btree ("id") WHERE "deleted_at" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "expense_year_totals" (
  "company_id" integer NOT NULL,
  "account_id" integer NOT NULL,
  "fund_program_id" integer,
  "functional_expense_id" integer,
  "year" integer NOT NULL,
  "debit_cents" bigint DEFAULT 0 NOT NULL,
  "credit_cents" bigint DEFAULT 0 NOT NULL,
  CONSTRAINT "expense_year_totals_key" UNIQUE NULLS NOT DISTINCT ("company_id", "account_id", "fund_program_id", "functional_expense_id", "year"),
  CONSTRAINT "expense_year_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id"),
  CONSTRAINT "expense_year_totals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id")
);
--> statement-breakpoint
-- Every company's year, read without its other years.
CREATE INDEX "expense_year_totals_year_idx" ON "expense_year_totals" USING btree ("year") INCLUDE ("company_id", "fund_program_id", "functional_expense_id", "debit_cents", "credit_cents");
--> statement-breakpoint
-- The delta of each ledger_totals row (an upsert's update included). ledger_totals rows are written in
-- (account, fund program, functional expense) order (totalsUpsert sorts its keys), and both kept tables are keyed
-- in that order, so two postings lock their rows in the same order (no deadlock).
CREATE OR REPLACE FUNCTION ledger_totals_apply(co integer, acct integer, fund integer, expense integer, mon date, d bigint, c bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kind integer;
BEGIN
  SELECT account_type_id INTO kind FROM accounts WHERE id = acct;
  INSERT INTO account_balances AS b (account_id, company_id, account_type_id, debit_cents, credit_cents) VALUES (acct, co, kind, d, c)
  ON CONFLICT (account_id) DO UPDATE SET debit_cents = b.debit_cents + excluded.debit_cents, credit_cents = b.credit_cents + excluded.credit_cents;
  -- Expenses (type 11): an account with postings keeps its type (accounts.service refuses the change).
  IF kind = 11 THEN
    INSERT INTO expense_year_totals AS y (company_id, account_id, fund_program_id, functional_expense_id, year, debit_cents, credit_cents)
    VALUES (co, acct, fund, expense, extract(year FROM mon)::integer, d, c)
    ON CONFLICT ON CONSTRAINT expense_year_totals_key
    DO UPDATE SET debit_cents = y.debit_cents + excluded.debit_cents, credit_cents = y.credit_cents + excluded.credit_cents;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM ledger_totals_apply(OLD.company_id, OLD.account_id, OLD.fund_program_id, OLD.functional_expense_id, OLD.month, -OLD.debit_cents, -OLD.credit_cents);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM ledger_totals_apply(NEW.company_id, NEW.account_id, NEW.fund_program_id, NEW.functional_expense_id, NEW.month, NEW.debit_cents, NEW.credit_cents);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_totals_keep AFTER INSERT OR UPDATE OR DELETE ON ledger_totals FOR EACH ROW EXECUTE FUNCTION ledger_totals_keep();
--> statement-breakpoint
-- A TRUNCATE of the totals (a rebuild) empties the kept ones with them; the rebuild's inserts refill them.
CREATE OR REPLACE FUNCTION ledger_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM account_balances;
  DELETE FROM expense_year_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_totals_clear AFTER TRUNCATE ON ledger_totals FOR EACH STATEMENT EXECUTE FUNCTION ledger_totals_clear();
--> statement-breakpoint
INSERT INTO account_balances (account_id, company_id, account_type_id, debit_cents, credit_cents)
SELECT t.account_id, min(t.company_id), min(a.account_type_id), sum(t.debit_cents), sum(t.credit_cents)
  FROM ledger_totals t JOIN accounts a ON a.id = t.account_id GROUP BY t.account_id;
--> statement-breakpoint
INSERT INTO expense_year_totals (company_id, account_id, fund_program_id, functional_expense_id, year, debit_cents, credit_cents)
SELECT t.company_id, t.account_id, t.fund_program_id, t.functional_expense_id, extract(year FROM t.month)::integer, sum(t.debit_cents), sum(t.credit_cents)
  FROM ledger_totals t JOIN accounts a ON a.id = t.account_id AND a.account_type_id = 11
 GROUP BY 1, 2, 3, 4, 5;
