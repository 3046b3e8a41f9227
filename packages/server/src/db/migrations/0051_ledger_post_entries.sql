-- Issue 23 point 2: the ledger's write in ONE function for both writers. ledger_post_entries writes entries of one
-- company and date, their lines and their ledger_totals (ledger_totals_add, migration 0049): post()'s one entry
-- (through ledger_post, below) and postLocked's several (a payment run, a standard check's bill and payment), which
-- until now wrote theirs in a statement of their own, parsed and planned on every call (migration 0047 says why).
-- Entries get their ids from the sequence first, in order, so each line names its entry by its index (1-based) in
-- the entries' arrays and a source may be NULL; lines are inserted in input order, so their ids ascend in it. A
-- line's memo NULL is its entry's (a memo computed under the caller's lock, such as a bill's number). The balance
-- trigger checks the lines' statement at its end. Answers each entry's id and line ids, in the entries' order.
CREATE FUNCTION ledger_post_entries(
  p_company integer, p_date date, p_below boolean,
  p_source_types text[], p_source_ids integer[], p_memos text[], p_reverses integer[], p_created_bys integer[],
  p_line_entries integer[], p_accounts integer[], p_debits bigint[], p_credits bigint[], p_funds integer[], p_expenses integer[], p_vendors integer[],
  p_line_memos text[])
RETURNS json
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_ids integer[] := ARRAY(SELECT nextval(pg_get_serial_sequence('journal_entries', 'id'))::int FROM generate_series(1, cardinality(p_source_types)));
  v_entries json;
BEGIN
  INSERT INTO journal_entries (id, company_id, entry_date, source_type, source_id, memo, reverses_entry_id, created_by, bank_below_zero_confirmed)
  SELECT v_ids[v.n], p_company, p_date, v.source_type, v.source_id, v.memo, v.reverses, v.created_by, p_below
    FROM unnest(p_source_types, p_source_ids, p_memos, p_reverses, p_created_bys) WITH ORDINALITY AS v(source_type, source_id, memo, reverses, created_by, n)
   ORDER BY v.n;
  WITH l AS (
    INSERT INTO journal_lines (entry_id, company_id, entry_date, account_id, debit_cents, credit_cents, fund_program_id, functional_expense_id, vendor_id, memo)
    SELECT v_ids[v.entry], p_company, p_date, v.account_id, v.d, v.c, v.f, v.x, v.vendor_id, coalesce(v.memo, p_memos[v.entry])
      FROM unnest(p_line_entries, p_accounts, p_debits, p_credits, p_funds, p_expenses, p_vendors, p_line_memos)
           WITH ORDINALITY AS v(entry, account_id, d, c, f, x, vendor_id, memo, n)
     ORDER BY v.n
    RETURNING journal_lines.id, journal_lines.entry_id
  )
  SELECT json_agg(json_build_object('id', e.id, 'line_ids', (SELECT json_agg(l.id ORDER BY l.id) FROM l WHERE l.entry_id = e.id)) ORDER BY e.n)
    INTO v_entries FROM unnest(v_ids) WITH ORDINALITY AS e(id, n);
  PERFORM ledger_totals_add(p_company, p_date, p_accounts, p_debits, p_credits, p_funds, p_expenses);
  RETURN v_entries;
END $$;
--> statement-breakpoint
-- post()'s write (migrations 0048, 0049): its bank floor first, then its one entry through ledger_post_entries.
CREATE OR REPLACE FUNCTION ledger_post(
  p_company integer, p_date date, p_source_type text, p_source_id integer, p_memo text, p_reverses integer, p_created_by integer,
  p_banks integer[], p_outs bigint[], p_confirmed boolean,
  p_accounts integer[], p_debits bigint[], p_credits bigint[], p_funds integer[], p_expenses integer[], p_vendors integer[], p_memos text[])
RETURNS TABLE (entry_id integer, created_at timestamptz, below boolean, line_ids integer[])
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_below boolean := CASE WHEN cardinality(p_banks) > 0 THEN ledger_lock_banks(p_banks, p_outs, p_confirmed) ELSE p_confirmed END;
  v_entry json := ledger_post_entries(p_company, p_date, v_below, ARRAY[p_source_type], ARRAY[p_source_id], ARRAY[p_memo], ARRAY[p_reverses],
    ARRAY[p_created_by], array_fill(1, ARRAY[cardinality(p_accounts)]), p_accounts, p_debits, p_credits, p_funds, p_expenses, p_vendors, p_memos) -> 0;
BEGIN
  RETURN QUERY SELECT (v_entry ->> 'id')::int, now(), v_below, ARRAY(SELECT json_array_elements_text(v_entry -> 'line_ids')::int);
END $$;
