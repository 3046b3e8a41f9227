-- Issue 23 point 2: ledger_references answers a fund program's status ('live' or 'deleted'), as it does the
-- company's, so a document that refuses deleted funds (a deposit) reads everything it checks in that one call.
-- Nothing else changes: the ledger's own checks read a fund's name and restriction only.
CREATE OR REPLACE FUNCTION ledger_references(p_company integer, p_accounts integer[], p_funds integer[], p_expenses integer[], p_vendors integer[])
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
    SELECT 'f'::text, f.id, f.company_id, f.name::text, NULL::text, CASE WHEN f.deleted_at IS NULL THEN 'live' ELSE 'deleted' END,
           NULL::text, NULL::text, f.restriction::text
      FROM fund_programs f WHERE f.id = ANY (p_funds) AND f.company_id IN (p_company, 0)
    UNION ALL
    SELECT 'x'::text, x.id, x.company_id, x.name::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text
      FROM functional_expenses x WHERE x.id = ANY (p_expenses) AND x.company_id IN (p_company, 0)
    UNION ALL
    SELECT 'v'::text, v.id, v.company_id, v.name::text, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text
      FROM vendors v WHERE v.id = ANY (p_vendors) AND v.company_id = p_company;
END $$;
