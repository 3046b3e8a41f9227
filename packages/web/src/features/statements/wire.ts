/**
 * DRAFT: the statements' wire shapes as issue 24 words them, until the contract's schemas land
 * (packages/contract/src/schemas/statements.ts); then these become the contract's types.
 */
export interface ClassAmounts {
  without: string;
  with: string;
  total: string;
}
export interface AccountAmount {
  account_id: number;
  account_number: string;
  account_name: string;
  section: 'current' | 'non_current';
  amount: string;
}
export interface FinancialPosition {
  company_name: string;
  assets: AccountAmount[];
  total_assets: string;
  liabilities: AccountAmount[];
  total_liabilities: string;
  net_assets: ClassAmounts;
  total_liabilities_and_net_assets: string;
}
export interface Activities {
  company_name: string;
  revenue: Array<{ account_id: number; account_number: string; account_name: string } & ClassAmounts>;
  released: ClassAmounts;
  total_revenue: ClassAmounts;
  expenses: Array<{ functional_expense_id: number | null; name: string } & ClassAmounts>;
  total_expenses: ClassAmounts;
  change_in_net_assets: ClassAmounts;
  net_assets_beginning: ClassAmounts;
  net_assets_end: ClassAmounts;
}
export interface FunctionalExpenses {
  company_name: string;
  columns: Array<{ functional_expense_id: number; name: string }>;
  rows: Array<{ account_id: number; account_number: string; account_name: string; amounts: Record<string, string>; unassigned: string; total: string }>;
  totals: Record<string, string>;
  unassigned: string;
  total: string;
}
export interface FundBalanceRow {
  fund_program_id: number | null;
  name: string;
  restriction: 'without' | 'purpose' | 'time' | 'perpetual';
  beginning: string;
  revenue: string;
  expenses: string;
  released: string;
  transfers: string;
  ending: string;
  bank_shares: Array<{ account_id: number; account_name: string; amount: string }>;
}
export interface CashFlowLine {
  label: string;
  account_id: number | null;
  amount: string;
}
export interface CashFlowSection {
  lines: CashFlowLine[];
  total: string;
}
export interface CashFlows {
  company_name: string;
  operating: CashFlowSection;
  investing: CashFlowSection;
  financing: CashFlowSection;
  net_change: string;
  cash_beginning: string;
  cash_end: string;
}
