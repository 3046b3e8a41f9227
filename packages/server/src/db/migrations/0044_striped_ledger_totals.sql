-- Issue 23 point 1: postings of one company no longer queue on one row. Every posting added to the same
-- ledger_totals row (company, account, fund, expense, month) and, through 0036's trigger, to the same
-- account_balances and expense_year_totals rows, and held those row locks until its COMMIT had flushed: the
-- postings of one account committed one after another (Lock:transactionid 58-71 % of the server's busy backends).
-- Now each row is striped by `slot`: a posting adds to the stripe of its own connection (pg_backend_pid() % 8,
-- the column's default, so no writer names it), so postings on different connections neither wait on each
-- other nor miss a group commit. Every reader already sums the rows of a key (and the bank checks of 0039/0040
-- sum an account's rows after its lock, so they still see every committed posting); a key holds at most 8 rows,
-- and ledger_totals_fold() (hourly, every node) moves stripes 1-7 back into stripe 0.
ALTER TABLE ledger_totals ADD COLUMN slot smallint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE ledger_totals ALTER COLUMN slot SET DEFAULT (pg_backend_pid() % 8);
--> statement-breakpoint
ALTER TABLE ledger_totals DROP CONSTRAINT ledger_totals_key,
  ADD CONSTRAINT ledger_totals_key UNIQUE NULLS NOT DISTINCT (company_id, account_id, fund_program_id, functional_expense_id, month, slot);
--> statement-breakpoint
ALTER TABLE account_balances ADD COLUMN slot smallint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE account_balances DROP CONSTRAINT account_balances_pkey, ADD PRIMARY KEY (account_id, slot);
--> statement-breakpoint
ALTER TABLE expense_year_totals ADD COLUMN slot smallint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE expense_year_totals DROP CONSTRAINT expense_year_totals_key,
  ADD CONSTRAINT expense_year_totals_key UNIQUE NULLS NOT DISTINCT (company_id, account_id, fund_program_id, functional_expense_id, year, slot);
--> statement-breakpoint
-- A ledger_totals row's delta goes to the same stripe of the kept totals, so a posting locks only its own stripe's
-- rows (its ledger_totals rows in key order, then, at the end of its statement, their kept rows in the same order).
DROP FUNCTION ledger_totals_apply(integer, integer, integer, integer, date, bigint, bigint);
--> statement-breakpoint
CREATE FUNCTION ledger_totals_apply(co integer, acct integer, fund integer, expense integer, mon date, stripe smallint, d bigint, c bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kind integer;
BEGIN
  SELECT account_type_id INTO kind FROM accounts WHERE id = acct;
  INSERT INTO account_balances AS b (account_id, slot, company_id, account_type_id, debit_cents, credit_cents) VALUES (acct, stripe, co, kind, d, c)
  ON CONFLICT (account_id, slot) DO UPDATE SET debit_cents = b.debit_cents + excluded.debit_cents, credit_cents = b.credit_cents + excluded.credit_cents;
  -- Expenses (type 11): an account with postings keeps its type (accounts.service refuses the change).
  IF kind = 11 THEN
    INSERT INTO expense_year_totals AS y (company_id, account_id, fund_program_id, functional_expense_id, year, slot, debit_cents, credit_cents)
    VALUES (co, acct, fund, expense, extract(year FROM mon)::integer, stripe, d, c)
    ON CONFLICT ON CONSTRAINT expense_year_totals_key
    DO UPDATE SET debit_cents = y.debit_cents + excluded.debit_cents, credit_cents = y.credit_cents + excluded.credit_cents;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_totals_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM ledger_totals_apply(OLD.company_id, OLD.account_id, OLD.fund_program_id, OLD.functional_expense_id, OLD.month, OLD.slot, -OLD.debit_cents, -OLD.credit_cents);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM ledger_totals_apply(NEW.company_id, NEW.account_id, NEW.fund_program_id, NEW.functional_expense_id, NEW.month, NEW.slot, NEW.debit_cents, NEW.credit_cents);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Moves stripes 1-7 into stripe 0, one account per transaction (CALL it outside a transaction). Per account:
-- lock its stripe rows in the postings' key order (fund, then expense, NULLs first, as totalsKeys sorts), delete
-- exactly the rows locked (by their row address: locked, they cannot move; a row committed after the lock is
-- left for the next fold), add their sums to stripe 0 in the same order, and drop the kept stripes left at zero.
-- A posting's row waits for the fold's commit or the fold for the posting's: the same order on both sides, and
-- the fold never holds two accounts, so neither waits on the other in a cycle.
CREATE PROCEDURE ledger_totals_fold() LANGUAGE plpgsql AS $$
DECLARE
  acct integer;
  held tid[];
BEGIN
  FOR acct IN SELECT DISTINCT account_id FROM ledger_totals WHERE slot <> 0 ORDER BY 1 LOOP
    SELECT array_agg(r) INTO held FROM (
      SELECT ctid AS r FROM ledger_totals WHERE account_id = acct AND slot <> 0
       ORDER BY fund_program_id NULLS FIRST, functional_expense_id NULLS FIRST, month, slot FOR UPDATE) s;
    WITH gone AS (DELETE FROM ledger_totals WHERE account_id = acct AND slot <> 0 AND ctid = ANY (held)
                  RETURNING company_id, account_id, fund_program_id, functional_expense_id, month, debit_cents, credit_cents)
    INSERT INTO ledger_totals AS t (company_id, account_id, fund_program_id, functional_expense_id, month, slot, debit_cents, credit_cents)
    SELECT company_id, account_id, fund_program_id, functional_expense_id, month, 0, sum(debit_cents), sum(credit_cents) FROM gone
     GROUP BY 1, 2, 3, 4, 5 ORDER BY fund_program_id NULLS FIRST, functional_expense_id NULLS FIRST, month
    ON CONFLICT ON CONSTRAINT ledger_totals_key
    DO UPDATE SET debit_cents = t.debit_cents + excluded.debit_cents, credit_cents = t.credit_cents + excluded.credit_cents;
    DELETE FROM account_balances WHERE account_id = acct AND slot <> 0 AND debit_cents = 0 AND credit_cents = 0;
    DELETE FROM expense_year_totals WHERE account_id = acct AND slot <> 0 AND debit_cents = 0 AND credit_cents = 0;
    COMMIT;
  END LOOP;
END $$;
