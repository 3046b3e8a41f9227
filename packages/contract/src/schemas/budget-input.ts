import { type BudgetCopyRequest, type BudgetLineRequest, budgetCopyRequest, budgetCreateRequest, budgetReviseRequest, budgetUpdateRequest } from './budgets.js';

/** A budget line in domain names: `annualCents` for even / last_year, `monthsCents` (twelve) for manual. */
export interface BudgetLineInput {
  accountId: number;
  /** null: every fund */
  fundProgramId: number | null;
  spread: BudgetLineRequest['spread'];
  annualCents: number | undefined;
  monthsCents: number[] | undefined;
}

/** A new budget (POST /budgets); `companyId` null: none named (a Super-Admin must name one). */
export interface BudgetCreateInput {
  companyId: number | null;
  year: number;
  lines: BudgetLineInput[];
}

/** A copy of a year into another (POST /budgets/copy). */
export interface BudgetCopyInput {
  companyId: number | null;
  fromYear: number;
  toYear: number;
  source: BudgetCopyRequest['source'];
  /** up (3) or down (-5) by this percentage */
  percent: number;
}

/**
 * THE place a budget line's wire names become domain input. The budgets service still names a refused line by
 * its wire path (`lines.0.account_id`): that is the wire.
 */
export const budgetLineInputOf = (l: BudgetLineRequest): BudgetLineInput => ({
  accountId: l.account_id,
  fundProgramId: l.fund_program_id ?? null,
  spread: l.spread,
  annualCents: l.annual,
  monthsCents: l.months,
});

/**
 * The routes' bodies: the budget editor's schemas (which the web validates with, so the order of the checks
 * lives in one place) transformed into domain input.
 */
export const budgetCreateBody = budgetCreateRequest.transform(
  (v): BudgetCreateInput => ({ companyId: v.company_id, year: v.year, lines: v.lines.map(budgetLineInputOf) }),
);
export const budgetUpdateBody = budgetUpdateRequest.transform((v) => ({ lines: v.lines.map(budgetLineInputOf) }));
export const budgetReviseBody = budgetReviseRequest.transform((v) => ({ lines: v.lines.map(budgetLineInputOf), reason: v.reason }));
export const budgetCopyBody = budgetCopyRequest.transform(
  (v): BudgetCopyInput => ({ companyId: v.company_id, fromYear: v.from_year, toYear: v.to_year, source: v.source, percent: v.percent }),
);
export type BudgetUpdateInput = { lines: BudgetLineInput[] };
export type BudgetReviseInput = BudgetUpdateInput & { reason: string };
