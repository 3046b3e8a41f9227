/**
 * The kept totals of migration 0036 (account_balances, expense_year_totals), rebuilt from ledger_totals in one
 * go, and 0041's open bills by due day (open_bill_deltas, one row a day) from the bills: what the migrations'
 * triggers would have kept, for writers that fill those tables with triggers off (the bench's bulk datasets,
 * run as `session_replication_role = replica`). ledgerProblems checks that the kept totals equal these sums.
 */
export const REBUILD_KEPT_TOTALS = `
  delete from account_balances;
  insert into account_balances (account_id, company_id, account_type_id, debit_cents, credit_cents)
    select t.account_id, min(t.company_id), min(a.account_type_id), sum(t.debit_cents), sum(t.credit_cents)
      from ledger_totals t join accounts a on a.id = t.account_id group by t.account_id;
  delete from expense_year_totals;
  insert into expense_year_totals (company_id, account_id, fund_program_id, functional_expense_id, year, debit_cents, credit_cents)
    select t.company_id, t.account_id, t.fund_program_id, t.functional_expense_id, extract(year from t.month)::integer, sum(t.debit_cents), sum(t.credit_cents)
      from ledger_totals t join accounts a on a.id = t.account_id and a.account_type_id = 11
     group by 1, 2, 3, 4, 5;
  delete from open_bill_deltas;
  insert into open_bill_deltas (bill_due, n, cents)
    select bill_due, count(*), sum(amount_due_cents) from bills where status = 0 group by bill_due;`;
