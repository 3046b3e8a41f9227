import { z } from 'zod';
import { MAX_ID, optionalIdSchema } from './common.js';
import { ledgerDate } from './journals.js';
import { FUND_RESTRICTIONS } from './settings.js';

/**
 * The five nonprofit statements of issue 24 (FASB ASC 958 / ASU 2016-14): financial position, activities,
 * functional expenses, fund balances and cash flows. Money is a decimal string with two places, as everywhere.
 *
 * Every answer is `{ status, data, comparison, meta }`: `data` is the statement, `comparison` the same shape
 * for the same period a year earlier (`?compare=prior_year`, else null), `meta` the company and the dates.
 * `?format=pdf` / `?format=xlsx` answer the file instead.
 */

export const STATEMENT_FORMATS = ['json', 'pdf', 'xlsx'] as const;
export const STATEMENT_COMPARES = ['none', 'prior_year'] as const;

export const STATEMENT_TEXT = {
  fromAfterTo: 'The start date must be on or before the end date.',
  released: 'Net assets released from restrictions',
  unassigned: 'Unassigned',
  untagged: 'General (undesignated)',
  interfundNet: 'Due to / from other funds (net)',
  unmatchedIntercompany: 'Unmatched intercompany difference',
  unmatchedRemittance: 'Unmatched intercompany remittance difference',
  unmapped: 'Unmapped',
  setNotVisible: 'Choose companies of your own part of the tree.',
  unbalancedFunds: 'Entries not balanced within a fund',
  changeInNetAssets: 'Change in net assets',
  depreciation: 'Depreciation and disposals of fixed assets',
  fixedAssetPurchases: 'Purchases of fixed assets',
  longTermContributions: 'Contributions restricted to long-term purposes',
} as const;

const companyId = optionalIdSchema('Choose one of the options');
export const STATEMENT_SCOPES = ['company', 'subtree'] as const;
/** "1,2,3" -> [1, 2, 3]: distinct company ids, at least one. */
const companyIdList = z
  .string()
  .trim()
  .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'List company ids separated by commas, such as 1,2,3' })
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .refine((ids) => ids.every((id) => id >= 1 && id <= MAX_ID), { error: 'List company ids separated by commas, such as 1,2,3' });
const options = {
  company_id: companyId,
  /** json (the default) answers the statement; pdf and xlsx answer the file */
  format: z.enum(STATEMENT_FORMATS, { error: "Choose the format 'json', 'pdf' or 'xlsx'" }).default('json'),
  /** prior_year adds `comparison`: the same dates a year earlier */
  compare: z.enum(STATEMENT_COMPARES, { error: "Choose compare 'none' or 'prior_year'" }).default('none'),
  /** issue 27: 'subtree' adds every company below company_id (a roll-up of the set, read by the standard chart) */
  scope: z.enum(STATEMENT_SCOPES, { error: "Choose scope 'company' or 'subtree'" }).optional(),
  /** issue 27: a chosen set of companies, "1,2,3" (instead of company_id and scope) */
  company_ids: companyIdList.optional(),
};

/** As of a date (default today). */
export const financialPositionQuery = z.object({ ...options, as_of: ledgerDate().optional() });
export type FinancialPositionQuery = z.output<typeof financialPositionQuery>;

/** A period: from (default 1 January of to's year) to (default today), both inclusive. */
export const statementPeriodQuery = z.object({ ...options, from: ledgerDate().optional(), to: ledgerDate().optional() });
export type StatementPeriodQuery = z.output<typeof statementPeriodQuery>;
export const statementOfActivitiesQuery = statementPeriodQuery;
export const functionalExpensesQuery = statementPeriodQuery;
export const fundBalancesQuery = statementPeriodQuery;
export const cashFlowsQuery = statementPeriodQuery;

const money = z.string();

/** An amount in the two net-asset classes and their total. */
export const classAmounts = z.object({ without: money, with: money, total: money });
export type ClassAmounts = z.infer<typeof classAmounts>;

/**
 * Where a figure's ledger lines are: GET /getAccountLedger/{account_id}?from=&to=&fund_program_id=&functional_expense_id=
 * (each filter null = not filtered; 'none' = only the lines without that tag).
 */
export const statementDrill = z.object({
  account_id: z.number(),
  from: z.string().nullable(),
  to: z.string(),
  fund_program_id: z.union([z.number(), z.literal('none')]).nullable(),
  functional_expense_id: z.union([z.number(), z.literal('none')]).nullable(),
});
export type StatementDrill = z.infer<typeof statementDrill>;

export const statementMeta = z.object({
  company_id: z.number(),
  company_name: z.string(),
  /** the period (financial position: from is null, to is the as-of date) */
  from: z.string().nullable(),
  to: z.string(),
  /** the comparison's dates when compare=prior_year, else null */
  compare_from: z.string().nullable(),
  compare_to: z.string().nullable(),
});
export type StatementMeta = z.infer<typeof statementMeta>;

// ---- Statement of Financial Position ----

export const POSITION_GROUPS = ['current', 'non_current'] as const;
export const financialPositionRow = z.object({
  /** null for the netted interfund row (due to / from other funds) */
  account_id: z.number().nullable(),
  account_number: z.string(),
  account_name: z.string(),
  account_type_id: z.number(),
  account_type: z.string(),
  group: z.enum(POSITION_GROUPS),
  /** on the side's normal balance (assets: debit - credit; liabilities: credit - debit) */
  amount: money,
  drill: statementDrill.nullable(),
});
export type FinancialPositionRow = z.infer<typeof financialPositionRow>;

// ---- Roll-ups (issue 27 point 4) ----

export const INTERCOMPANY_KINDS = ['balance', 'remittance'] as const;
/**
 * A pair of companies of the set whose two sides disagree: company_id is the claiming side (its due from, its
 * remittance revenue), difference = its amount minus the counterparty's (due to, remittance expense).
 */
export const unmatchedIntercompany = z.object({
  company_id: z.number(),
  company_name: z.string(),
  counterparty_company_id: z.number(),
  counterparty_company_name: z.string(),
  kind: z.enum(INTERCOMPANY_KINDS),
  company_amount: money,
  counterparty_amount: money,
  difference: money,
});
export type UnmatchedIntercompany = z.infer<typeof unmatchedIntercompany>;
/** On a roll-up: the amounts eliminated (the statement's own shape) and the pairs that disagree; absent for one company. */
const rollup = <T extends z.ZodRawShape>(shape: z.ZodObject<T>) =>
  shape.extend({ eliminations: shape.optional(), unmatched: z.array(unmatchedIntercompany).optional() });

const financialPositionBase = z.object({
  as_of: z.string(),
  assets: z.array(financialPositionRow),
  total_current_assets: money,
  total_non_current_assets: money,
  total_assets: money,
  liabilities: z.array(financialPositionRow),
  total_current_liabilities: money,
  total_non_current_liabilities: money,
  total_liabilities: money,
  net_assets: classAmounts,
  total_liabilities_and_net_assets: money,
});
export const financialPosition = rollup(financialPositionBase);
export type FinancialPosition = z.infer<typeof financialPosition>;

// ---- Statement of Activities ----

export const activityRow = z.object({
  /** revenue and other changes: the account; null for a computed row */
  account_id: z.number().nullable(),
  account_number: z.string().nullable(),
  name: z.string(),
  without: money,
  with: money,
  total: money,
  drill: statementDrill.nullable(),
});
export type ActivityRow = z.infer<typeof activityRow>;

export const activityExpenseRow = z.object({
  /** null: expense lines without a functional expense */
  functional_expense_id: z.number().nullable(),
  name: z.string(),
  without: money,
  with: money,
  total: money,
});
export type ActivityExpenseRow = z.infer<typeof activityExpenseRow>;

const statementOfActivitiesBase = z.object({
  from: z.string(),
  to: z.string(),
  /** revenue by account, in the class of its fund */
  revenue: z.array(activityRow),
  /** net assets released from restrictions: with -x, without +x, total 0 */
  released: classAmounts,
  /** revenue and other support after the releases */
  total_revenue: classAmounts,
  expenses: z.array(activityExpenseRow),
  total_expenses: classAmounts,
  /** postings on net-asset (equity) accounts in the period: interfund transfers, opening balances */
  other_changes: z.array(activityRow),
  total_other_changes: classAmounts,
  change_in_net_assets: classAmounts,
  net_assets_beginning: classAmounts,
  net_assets_end: classAmounts,
});
export const statementOfActivities = rollup(statementOfActivitiesBase);
export type StatementOfActivities = z.infer<typeof statementOfActivities>;

// ---- Statement of Functional Expenses ----

export const functionalExpenseColumn = z.object({ functional_expense_id: z.number(), name: z.string() });
export const functionalExpenseRow = z.object({
  account_id: z.number(),
  account_number: z.string(),
  account_name: z.string(),
  /** keyed by functional expense id (every column present) */
  amounts: z.record(z.string(), money),
  unassigned: money,
  total: money,
  /** null on a roll-up (its rows are standard accounts, no one company's ledger) */
  drill: statementDrill.nullable(),
});
export type FunctionalExpenseRow = z.infer<typeof functionalExpenseRow>;

const functionalExpensesStatementBase = z.object({
  from: z.string(),
  to: z.string(),
  columns: z.array(functionalExpenseColumn),
  rows: z.array(functionalExpenseRow),
  /** column totals, keyed by functional expense id */
  totals: z.record(z.string(), money),
  /** expense lines without a functional expense: must be 0.00 for a statement an auditor accepts */
  unassigned: money,
  total: money,
});
export const functionalExpensesStatement = rollup(functionalExpensesStatementBase);
export type FunctionalExpensesStatement = z.infer<typeof functionalExpensesStatement>;

// ---- Fund balances ----

/** drill: null on a roll-up (its rows are standard accounts, no one company's ledger) */
export const bankShare = z.object({ account_id: z.number(), account_name: z.string(), amount: money, drill: statementDrill.nullable() });
export const fundBalanceRow = z.object({
  /** null: the untagged (undesignated) money */
  fund_program_id: z.number().nullable(),
  name: z.string(),
  restriction: z.enum(FUND_RESTRICTIONS),
  release_on: z.string().nullable(),
  beginning: money,
  revenue: money,
  expenses: money,
  /** released from restriction in the period (a reclassification between classes: the fund's total is unchanged) */
  released: money,
  /** net-asset postings: interfund transfers in (+) and out (-), opening balances */
  transfers: money,
  /** beginning + revenue - expenses + transfers */
  ending: money,
  bank_shares: z.array(bankShare),
});
export type FundBalanceRow = z.infer<typeof fundBalanceRow>;
export const fundBalances = z.array(fundBalanceRow);
export type FundBalances = z.infer<typeof fundBalances>;

// ---- Statement of Cash Flows (indirect) ----

export const cashFlowRow = z.object({
  account_id: z.number().nullable(),
  label: z.string(),
  amount: money,
  drill: statementDrill.nullable(),
});
export type CashFlowRow = z.infer<typeof cashFlowRow>;
export const cashFlowSection = z.object({ rows: z.array(cashFlowRow), total: money });
export type CashFlowSection = z.infer<typeof cashFlowSection>;

const cashFlowsBase = z.object({
  from: z.string(),
  to: z.string(),
  operating: cashFlowSection,
  investing: cashFlowSection,
  financing: cashFlowSection,
  net_change: money,
  cash_beginning: money,
  cash_end: money,
});
export const cashFlows = rollup(cashFlowsBase);
export type CashFlows = z.infer<typeof cashFlows>;
