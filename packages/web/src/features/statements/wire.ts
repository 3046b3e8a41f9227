/**
 * DRAFT: the statements' wire shapes as the statements branch's contract words them
 * (packages/contract/src/schemas/statements.ts), until that branch is merged; then these are its types.
 */
export interface ClassAmounts {
  without: string;
  with: string;
  total: string;
}
export interface StatementDrill {
  account_id: number;
  from: string | null;
  to: string;
  fund_program_id: number | 'none' | null;
  functional_expense_id: number | 'none' | null;
}
export interface StatementMeta {
  company_id: number;
  company_name: string;
  from: string | null;
  to: string;
  compare_from: string | null;
  compare_to: string | null;
}
export interface FinancialPositionRow {
  account_id: number | null;
  account_number: string;
  account_name: string;
  account_type_id: number;
  account_type: string;
  group: 'current' | 'non_current';
  amount: string;
  drill: StatementDrill | null;
}
export interface FinancialPosition {
  as_of: string;
  assets: FinancialPositionRow[];
  total_current_assets: string;
  total_non_current_assets: string;
  total_assets: string;
  liabilities: FinancialPositionRow[];
  total_current_liabilities: string;
  total_non_current_liabilities: string;
  total_liabilities: string;
  net_assets: ClassAmounts;
  total_liabilities_and_net_assets: string;
}
export interface ActivityRow extends ClassAmounts {
  account_id: number | null;
  account_number: string | null;
  name: string;
  drill: StatementDrill | null;
}
export interface ActivityExpenseRow extends ClassAmounts {
  functional_expense_id: number | null;
  name: string;
}
export interface StatementOfActivities {
  from: string;
  to: string;
  revenue: ActivityRow[];
  released: ClassAmounts;
  total_revenue: ClassAmounts;
  expenses: ActivityExpenseRow[];
  total_expenses: ClassAmounts;
  other_changes: ActivityRow[];
  total_other_changes: ClassAmounts;
  change_in_net_assets: ClassAmounts;
  net_assets_beginning: ClassAmounts;
  net_assets_end: ClassAmounts;
}
export interface FunctionalExpensesStatement {
  from: string;
  to: string;
  columns: Array<{ functional_expense_id: number; name: string }>;
  rows: Array<{
    account_id: number;
    account_number: string;
    account_name: string;
    amounts: Record<string, string>;
    unassigned: string;
    total: string;
    drill: StatementDrill;
  }>;
  totals: Record<string, string>;
  unassigned: string;
  total: string;
}
export interface FundBalanceRow {
  fund_program_id: number | null;
  name: string;
  restriction: 'without' | 'purpose' | 'time' | 'perpetual';
  release_on: string | null;
  beginning: string;
  revenue: string;
  expenses: string;
  released: string;
  transfers: string;
  ending: string;
  bank_shares: Array<{ account_id: number; account_name: string; amount: string; drill: StatementDrill }>;
}
export type FundBalances = FundBalanceRow[];
export interface CashFlowRow {
  account_id: number | null;
  label: string;
  amount: string;
  drill: StatementDrill | null;
}
export interface CashFlowSection {
  rows: CashFlowRow[];
  total: string;
}
export interface CashFlows {
  from: string;
  to: string;
  operating: CashFlowSection;
  investing: CashFlowSection;
  financing: CashFlowSection;
  net_change: string;
  cash_beginning: string;
  cash_end: string;
}
