-- Issue 23 point 2: a bill payment's reads before the bank account's lock (bill-payments.reads.ts) as a function
-- of the ledger's, planned once per connection (migration 0047 says why the app's own statements are planned on
-- every call). One call answers what the statement of stop 41 did: the company, the payable and bank accounts,
-- the bills with their row versions (xmin), their lines, `p_n` new payment ids from the table's sequence, and what
-- the payments' postings will name (ledger_references, migration 0047). The bills and their lines are read once
-- each (the statement read them seven times over, each read planned anew). Only the paying company's rows:
-- a write's scope names no other company.
CREATE FUNCTION bill_payment_reads(p_company integer, p_payable integer, p_bank integer, p_bills integer[], p_n integer)
RETURNS TABLE (company_row json, account_rows json, bill_rows json, line_rows json, new_ids json, reference_rows json)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN QUERY
  WITH b AS MATERIALIZED (SELECT bills.*, bills.xmin::text AS version FROM bills WHERE bills.id = ANY (p_bills) AND bills.company_id = p_company),
  bl AS MATERIALIZED (SELECT * FROM bill_lines WHERE bill_lines.bill_id = ANY (p_bills) AND bill_lines.company_id = p_company)
  SELECT
    (SELECT json_build_object('name', c.legal_name, 'live', c.deleted_at IS NULL, 'refusesOverdraft', c.refuse_fund_overdraft)
       FROM companies c WHERE c.id = p_company),
    (SELECT json_agg(json_build_object('id', a.id, 'typeId', a.account_type_id, 'status', a.status, 'name', a.account_name))
       FROM accounts a WHERE a.id IN (p_payable, p_bank) AND a.company_id = p_company),
    (SELECT json_agg(to_jsonb(b)) FROM b),
    (SELECT json_agg(json_build_object('billId', bl.bill_id, 'accountId', bl.account_id, 'fundProgramId', bl.fund_program_id,
       'functionalExpenseId', bl.functional_expense_id, 'memo', bl.memo, 'amountCents', bl.amount_cents) ORDER BY bl.bill_id, bl.line_no) FROM bl),
    (SELECT json_agg(s.id ORDER BY s.id) FROM (SELECT nextval(pg_get_serial_sequence('bill_payments', 'id'))::int AS id FROM generate_series(1, p_n)) s),
    (SELECT json_agg(r) FROM ledger_references(p_company,
       array(SELECT p_payable UNION ALL SELECT p_bank UNION ALL SELECT b.account_id FROM b UNION ALL SELECT bl.account_id FROM bl),
       array(SELECT b.fund_program_id FROM b UNION ALL SELECT bl.fund_program_id FROM bl),
       array(SELECT b.functional_expense_id FROM b UNION ALL SELECT bl.functional_expense_id FROM bl),
       array(SELECT b.vendor_id FROM b)) r);
END $$;
