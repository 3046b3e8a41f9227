-- Issue 23 point 2: the app's connections plan every prepared statement with its values (plan_cache_mode =
-- force_custom_plan, db/client.ts: a list's plan must fit the company asked about, and one company may hold a
-- fifth of the rows). That setting reached the ledger's own functions too: each trigger, lock and guard below
-- planned every one of its statements again on every call, as did the ledger's reference read, and planning was
-- a third of PostgreSQL's CPU on a posting (bench, perf). Their statements look rows up by id, account or
-- company key through the same index whichever company asks, so they plan once per connection (a function's
-- SET applies to what runs inside it, the foreign-key checks of its own statements included).
DO $$
DECLARE f regprocedure;
BEGIN
  FOR f IN SELECT p.oid::regprocedure FROM pg_proc p
            WHERE p.pronamespace = current_schema()::regnamespace
              AND p.proname IN ('journal_check_has_lines', 'journal_entry_closing_date_guard', 'journal_lines_check_balanced',
                                'ledger_lock_banks', 'ledger_lock_bill', 'ledger_lock_bill_order', 'ledger_lock_checks',
                                'ledger_lock_payment', 'ledger_lock_po_number', 'ledger_lock_standard_check',
                                'ledger_totals_keep', 'ledger_totals_apply', 'open_bill_deltas_keep')
  LOOP
    EXECUTE format('ALTER FUNCTION %s SET plan_cache_mode = force_generic_plan', f);
  END LOOP;
END $$;
--> statement-breakpoint
-- What a posting's lines name (ledger/references.ts), read in one call: the accounts with their totals so far,
-- the company, and the fund programs, functional expenses and vendors of the company (or global). As a
-- statement of the app's it was planned with its values on every posting; here once per connection.
CREATE FUNCTION ledger_references(p_company integer, p_accounts integer[], p_funds integer[], p_expenses integer[], p_vendors integer[])
RETURNS TABLE (k text, id integer, company_id integer, name text, number text, status text, d text, c text, kind text)
LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT 'a'::text, a.id, a.company_id, a.account_name::text, a.account_number::text, a.status::text,
           (SELECT coalesce(sum(t.debit_cents), 0) FROM ledger_totals t WHERE t.account_id = a.id)::text,
           (SELECT coalesce(sum(t.credit_cents), 0) FROM ledger_totals t WHERE t.account_id = a.id)::text,
           a.account_type_id::text
      FROM accounts a WHERE a.id = ANY (p_accounts)
    UNION ALL
    SELECT 'c'::text, co.id, co.id, co.legal_name::text, NULL::text, CASE WHEN co.deleted_at IS NULL THEN 'live' ELSE 'deleted' END,
           NULL::text, NULL::text, co.refuse_fund_overdraft::text
      FROM companies co WHERE co.id = p_company
    UNION ALL
    SELECT 'f'::text, f.id, f.company_id, f.name::text, NULL::text, NULL::text, NULL::text, NULL::text, f.restriction::text
      FROM fund_programs f WHERE f.id = ANY (p_funds) AND f.company_id IN (p_company, 0)
    UNION ALL
    SELECT 'x'::text, x.id, x.company_id, x.name::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text
      FROM functional_expenses x WHERE x.id = ANY (p_expenses) AND x.company_id IN (p_company, 0)
    UNION ALL
    SELECT 'v'::text, v.id, v.company_id, v.name::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text
      FROM vendors v WHERE v.id = ANY (p_vendors) AND v.company_id = p_company;
END $$;
