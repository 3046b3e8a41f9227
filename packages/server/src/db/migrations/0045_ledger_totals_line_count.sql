-- Issue 23: the account ledger's page total was a count of the account's lines (up to 10,001 of them) on every
-- page, 50-71 ms on the bench's bank account. ledger_totals now keeps each key's number of lines beside its
-- debits and credits, added by the same upsert that posts them (src/ledger/totals.ts, post-locked.ts), so it
-- commits with the lines and cannot drift; readers sum a key's stripes, and ledger_totals_fold() carries it into
-- stripe 0. The page's total reads whole months here, less the lines of the period's first and last month that
-- fall outside it (periodLineCount, src/ledger/statement.ts). ledgerProblems checks the count against the lines.
ALTER TABLE ledger_totals ADD COLUMN line_count integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- The backfill changes no debit or credit: the kept totals' trigger has nothing to keep, so it is off meanwhile.
ALTER TABLE ledger_totals DISABLE TRIGGER ledger_totals_keep;
--> statement-breakpoint
-- Each key's lines counted once, on its lowest stripe (a key's stripes sum to its lines; the others keep 0). The
-- keys are matched by equality (NULL tags as -1, ids are positive) so the two grouped sides merge-join, and the
-- chosen row is found by its address: linear in the table (7.4 million lines, 1.75 million rows: ~1-2 minutes).
UPDATE ledger_totals t SET line_count = l.n
  FROM (SELECT company_id, account_id, coalesce(fund_program_id, -1) AS f, coalesce(functional_expense_id, -1) AS x, month,
               (array_agg(ctid ORDER BY slot))[1] AS first_row
          FROM ledger_totals GROUP BY 1, 2, 3, 4, 5) k
  JOIN (SELECT company_id, account_id, coalesce(fund_program_id, -1) AS f, coalesce(functional_expense_id, -1) AS x,
               date_trunc('month', entry_date)::date AS month, count(*)::integer AS n
          FROM journal_lines GROUP BY 1, 2, 3, 4, 5) l USING (company_id, account_id, f, x, month)
 WHERE t.ctid = k.first_row;
--> statement-breakpoint
ALTER TABLE ledger_totals ENABLE TRIGGER ledger_totals_keep;
--> statement-breakpoint
-- 0044's fold, now moving the line counts into stripe 0 with the debits and credits.
CREATE OR REPLACE PROCEDURE ledger_totals_fold() LANGUAGE plpgsql AS $$
DECLARE
  acct integer;
  held tid[];
BEGIN
  FOR acct IN SELECT DISTINCT account_id FROM ledger_totals WHERE slot <> 0 ORDER BY 1 LOOP
    SELECT array_agg(r) INTO held FROM (
      SELECT ctid AS r FROM ledger_totals WHERE account_id = acct AND slot <> 0
       ORDER BY fund_program_id NULLS FIRST, functional_expense_id NULLS FIRST, month, slot FOR UPDATE) s;
    WITH gone AS (DELETE FROM ledger_totals WHERE account_id = acct AND slot <> 0 AND ctid = ANY (held)
                  RETURNING company_id, account_id, fund_program_id, functional_expense_id, month, debit_cents, credit_cents, line_count)
    INSERT INTO ledger_totals AS t (company_id, account_id, fund_program_id, functional_expense_id, month, slot, debit_cents, credit_cents, line_count)
    SELECT company_id, account_id, fund_program_id, functional_expense_id, month, 0, sum(debit_cents), sum(credit_cents), sum(line_count) FROM gone
     GROUP BY 1, 2, 3, 4, 5 ORDER BY fund_program_id NULLS FIRST, functional_expense_id NULLS FIRST, month
    ON CONFLICT ON CONSTRAINT ledger_totals_key
    DO UPDATE SET debit_cents = t.debit_cents + excluded.debit_cents, credit_cents = t.credit_cents + excluded.credit_cents,
                  line_count = t.line_count + excluded.line_count;
    DELETE FROM account_balances WHERE account_id = acct AND slot <> 0 AND debit_cents = 0 AND credit_cents = 0;
    DELETE FROM expense_year_totals WHERE account_id = acct AND slot <> 0 AND debit_cents = 0 AND credit_cents = 0;
    COMMIT;
  END LOOP;
END $$;
