-- The totals rule in ONE place (issue 23; stop 43 had it twice: post()'s ledger_post summed and ordered the keys in
-- SQL, postLocked's statement in TypeScript, each with its own ON CONFLICT clause). ledger_totals_add adds lines,
-- given as arrays, to ledger_totals: one row per (account, fund program, functional expense) key, as ON CONFLICT
-- may touch a row once per statement, upserted in the key order account, fund NULLS FIRST, expense NULLS FIRST,
-- which ledger_totals_fold (migration 0044) locks an account's rows in too: two postings on the same accounts
-- lock the same rows in the same order (no deadlock). It answers how many keys it added to.
CREATE FUNCTION ledger_totals_add(
  p_company integer, p_date date, p_accounts integer[], p_debits bigint[], p_credits bigint[], p_funds integer[], p_expenses integer[])
RETURNS integer
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_keys integer;
BEGIN
  INSERT INTO ledger_totals (company_id, account_id, fund_program_id, functional_expense_id, month, debit_cents, credit_cents, line_count)
  SELECT p_company, v.account_id, v.f, v.x, date_trunc('month', p_date)::date, sum(v.d), sum(v.c), count(*)
    FROM unnest(p_accounts, p_debits, p_credits, p_funds, p_expenses) AS v(account_id, d, c, f, x)
   GROUP BY v.account_id, v.f, v.x ORDER BY v.account_id, v.f NULLS FIRST, v.x NULLS FIRST
  ON CONFLICT ON CONSTRAINT ledger_totals_key
  DO UPDATE SET debit_cents = ledger_totals.debit_cents + excluded.debit_cents, credit_cents = ledger_totals.credit_cents + excluded.credit_cents,
    line_count = ledger_totals.line_count + excluded.line_count;
  GET DIAGNOSTICS v_keys = ROW_COUNT;
  RETURN v_keys;
END $$;
--> statement-breakpoint
-- post()'s write (migration 0048) adds its totals through ledger_totals_add, after the entry and its lines, in the
-- same call: still one round trip, the same locks in the same order (banks, entry, lines, totals).
CREATE OR REPLACE FUNCTION ledger_post(
  p_company integer, p_date date, p_source_type text, p_source_id integer, p_memo text, p_reverses integer, p_created_by integer,
  p_banks integer[], p_outs bigint[], p_confirmed boolean,
  p_accounts integer[], p_debits bigint[], p_credits bigint[], p_funds integer[], p_expenses integer[], p_vendors integer[], p_memos text[])
RETURNS TABLE (entry_id integer, created_at timestamptz, below boolean, line_ids integer[])
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
DECLARE
  v_below boolean := CASE WHEN cardinality(p_banks) > 0 THEN ledger_lock_banks(p_banks, p_outs, p_confirmed) ELSE p_confirmed END;
BEGIN
  RETURN QUERY
  WITH e AS (
    INSERT INTO journal_entries (company_id, entry_date, source_type, source_id, memo, reverses_entry_id, created_by, bank_below_zero_confirmed)
    VALUES (p_company, p_date, p_source_type, p_source_id, p_memo, p_reverses, p_created_by, v_below)
    RETURNING journal_entries.id, journal_entries.created_at, journal_entries.bank_below_zero_confirmed
  ),
  l AS (
    INSERT INTO journal_lines (entry_id, company_id, entry_date, account_id, debit_cents, credit_cents, fund_program_id, functional_expense_id, vendor_id, memo)
    SELECT e.id, p_company, p_date, v.account_id, v.d, v.c, v.f, v.x, v.vendor_id, v.memo
      FROM e, unnest(p_accounts, p_debits, p_credits, p_funds, p_expenses, p_vendors, p_memos) WITH ORDINALITY AS v(account_id, d, c, f, x, vendor_id, memo, n)
     ORDER BY v.n
    RETURNING journal_lines.id
  )
  SELECT e.id, e.created_at, e.bank_below_zero_confirmed, array(SELECT l.id FROM l ORDER BY l.id) FROM e;
  PERFORM ledger_totals_add(p_company, p_date, p_accounts, p_debits, p_credits, p_funds, p_expenses);
END $$;
