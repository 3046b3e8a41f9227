-- Issue 23 point 2: post()'s one writing statement (ledger/post.ts) as a function of the ledger's, so that it is
-- planned once per connection (migration 0047 says why the app's own statements are planned on every call), the
-- foreign-key checks of its inserts with it. The entry, its lines and their ledger_totals in ONE statement, as
-- before: lines in input order (ordinality), so their ids ascend in that order; the totals one row per (account,
-- fund program, functional expense) in that key order, nulls first (ledger/totals.ts' totalsKeys: postings lock
-- the same rows in the same order). A bank floor (p_banks not empty) first takes the banks' locks and refuses
-- (BZ001) or records a balance below zero (ledger_lock_banks, migration 0039); else p_confirmed is recorded.
CREATE FUNCTION ledger_post(
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
  v AS (
    SELECT * FROM unnest(p_accounts, p_debits, p_credits, p_funds, p_expenses, p_vendors, p_memos)
      WITH ORDINALITY AS v(account_id, d, c, f, x, vendor_id, memo, n)
  ),
  l AS (
    INSERT INTO journal_lines (entry_id, company_id, entry_date, account_id, debit_cents, credit_cents, fund_program_id, functional_expense_id, vendor_id, memo)
    SELECT e.id, p_company, p_date, v.account_id, v.d, v.c, v.f, v.x, v.vendor_id, v.memo FROM e, v ORDER BY v.n
    RETURNING journal_lines.id
  ),
  t AS (
    INSERT INTO ledger_totals (company_id, account_id, fund_program_id, functional_expense_id, month, debit_cents, credit_cents, line_count)
    SELECT p_company, v.account_id, v.f, v.x, date_trunc('month', p_date)::date, sum(v.d), sum(v.c), count(*)
      FROM v GROUP BY v.account_id, v.f, v.x ORDER BY v.account_id, v.f NULLS FIRST, v.x NULLS FIRST
    ON CONFLICT ON CONSTRAINT ledger_totals_key
    DO UPDATE SET debit_cents = ledger_totals.debit_cents + excluded.debit_cents, credit_cents = ledger_totals.credit_cents + excluded.credit_cents,
      line_count = ledger_totals.line_count + excluded.line_count
  )
  SELECT e.id, e.created_at, e.bank_below_zero_confirmed, array(SELECT l.id FROM l ORDER BY l.id) FROM e;
END $$;
