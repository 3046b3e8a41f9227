import { z } from 'zod';
import { idSchema, money, optionalIdSchema, requiredText } from './common.js';
import { ledgerDate } from './journals.js';

/**
 * Budgets (issue 29): one per company and calendar year, lines per income or expense account (optionally per
 * fund program) spread over twelve months; a draft until approved, then changed only by a recorded revision.
 * Money is a decimal string on the wire, integer cents in the database.
 */

export const BUDGET_SPREADS = ['even', 'last_year', 'manual'] as const;
export type BudgetSpread = (typeof BUDGET_SPREADS)[number];
export const BUDGET_STATUSES = ['draft', 'approved'] as const;
export const BUDGET_SOURCES = ['budget', 'actuals'] as const;
export const PACKET_SECTIONS = ['financial_position', 'activities', 'budget_vs_actual', 'fund_balances', 'bank_reconciliation', 'checks'] as const;
export type PacketSection = (typeof PACKET_SECTIONS)[number];

export const BUDGET_TEXT = {
  selectCompany: 'Select a company.',
  year: 'Enter a year between 1900 and 2999.',
  month: 'Choose a month from 1 to 12.',
  exists: (year: number) => `There is already a budget for ${year}: open it, or revise it once approved.`,
  noSource: (year: number) => `There is no budget for ${year} to copy.`,
  noActuals: (year: number) => `No income or expense was posted in ${year}: there is nothing to copy.`,
  sameYear: 'Copy to another year than the one copied from.',
  percent: 'Enter a percentage between -100 and 1000.',
  account: 'Choose an income or expense account of the company.',
  fund: 'Choose a fund program of the company.',
  duplicateLine: 'Each account (and fund) may appear only once in a budget.',
  noLines: 'Add at least one budget line.',
  annualNeeded: "Enter the annual amount (an 'even' or 'last_year' line).",
  monthsNeeded: "Enter twelve monthly amounts (a 'manual' line).",
  twelve: 'Enter exactly twelve monthly amounts.',
  negative: 'Budget amounts cannot be negative.',
  approved: 'The budget has been approved.',
  alreadyApproved: 'This budget is already approved: change it with a revision.',
  draftOnly: 'A draft is changed by editing it; only an approved budget is revised.',
  approvedOnlyByRevision: 'An approved budget changes only by a revision.',
  revised: 'The budget has been revised.',
  reason: 'Give a reason for the revision.',
  saved: 'The budget has been saved.',
  copied: 'The budget has been created from the copy.',
  deleted: 'The budget draft has been deleted.',
  favourable: 'Favourable',
  unfavourable: 'Unfavourable',
  onBudget: 'On budget',
  notReconciled: 'Not reconciled',
  reconciledThrough: (day: string, approved: boolean) => `Reconciled through ${day}${approved ? ', approved' : ', not yet approved'}`,
  packetMailed: (n: number) => `The board packet has been queued for ${n} address${n === 1 ? '' : 'es'}.`,
  addresses: 'Enter one or more email addresses.',
  sections: 'Choose at least one section.',
  overBudget: (left: string) => `This amount is more than the budget left (${left}). You can still save it.`,
  overBudgetLines: (total: string, left: string) => `The lines of this account come to ${total}: more than the budget left (${left}). You can still save it.`,
} as const;

const companyId = optionalIdSchema(BUDGET_TEXT.selectCompany);
const year = z.coerce
  .number({ error: BUDGET_TEXT.year })
  .int({ error: BUDGET_TEXT.year })
  .min(1900, { error: BUDGET_TEXT.year })
  .max(2999, { error: BUDGET_TEXT.year });
const month = z.coerce
  .number({ error: BUDGET_TEXT.month })
  .int({ error: BUDGET_TEXT.month })
  .min(1, { error: BUDGET_TEXT.month })
  .max(12, { error: BUDGET_TEXT.month });
const amount = money().refine((c) => c >= 0, { error: BUDGET_TEXT.negative });

/** A line in: `annual` for even / last_year, `months` (twelve amounts) for manual. */
export const budgetLineRequest = z.object({
  account_id: idSchema(BUDGET_TEXT.account),
  fund_program_id: optionalIdSchema(BUDGET_TEXT.fund),
  spread: z.enum(BUDGET_SPREADS, { error: "Choose the spread 'even', 'last_year' or 'manual'" }),
  annual: amount.optional(),
  months: z.array(amount).length(12, { error: BUDGET_TEXT.twelve }).optional(),
});
export type BudgetLineRequest = z.output<typeof budgetLineRequest>;
const lines = z.array(budgetLineRequest, { error: BUDGET_TEXT.noLines }).min(1, { error: BUDGET_TEXT.noLines }).max(2000);

export const budgetCreateRequest = z.object({ company_id: companyId, year, lines });
export type BudgetCreateRequest = z.output<typeof budgetCreateRequest>;
/** PUT /budgets/{id}: a draft's lines replaced. */
export const budgetUpdateRequest = z.object({ lines });
export type BudgetUpdateRequest = z.output<typeof budgetUpdateRequest>;
export const budgetReviseRequest = z.object({ lines, reason: requiredText(BUDGET_TEXT.reason, 500) });
export type BudgetReviseRequest = z.output<typeof budgetReviseRequest>;

export const budgetCopyRequest = z.object({
  company_id: companyId,
  from_year: year,
  to_year: year,
  source: z.enum(BUDGET_SOURCES, { error: "Choose the source 'budget' or 'actuals'" }),
  /** up (3) or down (-5) by this percentage, two decimals at most */
  percent: z.coerce.number({ error: BUDGET_TEXT.percent }).min(-100, { error: BUDGET_TEXT.percent }).max(1000, { error: BUDGET_TEXT.percent }).default(0),
});
export type BudgetCopyRequest = z.output<typeof budgetCopyRequest>;

export const budgetListQuery = z.object({ company_id: companyId });

export const budgetLine = z.object({
  id: z.number(),
  account_id: z.number(),
  account_number: z.string(),
  account_name: z.string(),
  account_kind: z.enum(['income', 'expense']),
  fund_program_id: z.number().nullable(),
  fund_program_name: z.string().nullable(),
  spread: z.enum(BUDGET_SPREADS),
  months: z.array(z.string()),
  annual: z.string(),
});
export type BudgetLine = z.infer<typeof budgetLine>;

export const budgetRevision = z.object({
  revision: z.number(),
  reason: z.string(),
  revised_by: z.string(),
  revised_at: z.string(),
  /** the lines this revision replaced: account, fund and annual amount */
  previous: z.array(z.object({ account_id: z.number(), fund_program_id: z.number().nullable(), annual: z.string() })),
});

export const budgetSummary = z.object({
  id: z.number(),
  company_id: z.number(),
  company_name: z.string(),
  year: z.number(),
  status: z.enum(BUDGET_STATUSES),
  revision: z.number(),
  income_total: z.string(),
  expense_total: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  approved_by: z.string().nullable(),
  approved_at: z.string().nullable(),
});
export type BudgetSummary = z.infer<typeof budgetSummary>;
export const budgetDetail = budgetSummary.extend({ lines: z.array(budgetLine), revisions: z.array(budgetRevision) });
export type BudgetDetail = z.infer<typeof budgetDetail>;

/** GET /budgets/choices: what a budget's lines and the report's filter may name. */
export const budgetChoicesQuery = z.object({ company_id: companyId });
export const budgetChoices = z.object({
  /** the company's income and expense accounts, in chart order */
  accounts: z.array(z.object({ id: z.number(), account_number: z.string(), account_name: z.string(), kind: z.enum(['income', 'expense']) })),
  /** the active fund programs a budget line may name (the company's own and the global ones) */
  fund_programs: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type BudgetChoices = z.infer<typeof budgetChoices>;

/** GET /budgets/available: the budget left for an account (and fund) in the year of `date`. */
export const budgetAvailableQuery = z.object({
  company_id: companyId,
  account_id: idSchema(BUDGET_TEXT.account),
  fund_program_id: optionalIdSchema(BUDGET_TEXT.fund),
  date: ledgerDate(),
});
export const budgetAvailable = z.object({
  year: z.number(),
  /** null: no budget for the year, or none for this account */
  budget_id: z.number().nullable(),
  status: z.enum(BUDGET_STATUSES).nullable(),
  /** 'fund': the line of this account and fund; 'account': every line of the account (no line for the fund) */
  basis: z.enum(['fund', 'account']).nullable(),
  annual_budget: z.string().nullable(),
  spent: z.string(),
  left: z.string().nullable(),
});
export type BudgetAvailable = z.infer<typeof budgetAvailable>;

/** Budget against actual. */
export const budgetVsActualQuery = z.object({
  company_id: companyId,
  year,
  month,
  fund_program_id: optionalIdSchema(BUDGET_TEXT.fund),
  format: z.enum(['json', 'pdf', 'xlsx'], { error: "Choose the format 'json', 'pdf' or 'xlsx'" }).default('json'),
});
export type BudgetVsActualQuery = z.output<typeof budgetVsActualQuery>;

const figures = {
  month_actual: z.string(),
  month_budget: z.string(),
  /** favourable positive: income actual - budget, expense budget - actual */
  month_variance: z.string(),
  ytd_actual: z.string(),
  ytd_budget: z.string(),
  ytd_variance: z.string(),
  annual_budget: z.string(),
  /** year-to-date actual over the annual budget, one decimal (82.3); null when the annual budget is 0 */
  percent_used: z.number().nullable(),
  /** the year-to-date variance in words */
  ytd_status: z.enum(['favourable', 'unfavourable', 'on_budget']),
};
export const budgetVsActualRow = z.object({
  account_id: z.number(),
  account_number: z.string(),
  account_name: z.string(),
  kind: z.enum(['income', 'expense']),
  ...figures,
});
export type BudgetVsActualRow = z.infer<typeof budgetVsActualRow>;
export const budgetVsActualTotal = z.object(figures);
export type BudgetVsActualTotal = z.infer<typeof budgetVsActualTotal>;
export const budgetVsActual = z.object({
  year: z.number(),
  month: z.number(),
  fund_program_id: z.number().nullable(),
  fund_program_name: z.string().nullable(),
  budget_id: z.number().nullable(),
  budget_status: z.enum(BUDGET_STATUSES).nullable(),
  rows: z.array(budgetVsActualRow),
  income: budgetVsActualTotal,
  expenses: budgetVsActualTotal,
  net: budgetVsActualTotal,
  company_id: z.number(),
  company_name: z.string(),
});
export type BudgetVsActual = z.infer<typeof budgetVsActual>;

/** The board packet: a month, the chosen sections in order, and (mail) the addresses. */
const sections = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
  z.array(z.enum(PACKET_SECTIONS, { error: BUDGET_TEXT.sections })).min(1, { error: BUDGET_TEXT.sections }),
);
export const boardPacketQuery = z.object({ company_id: companyId, year, month, sections });
export type BoardPacketQuery = z.output<typeof boardPacketQuery>;
export const boardPacketMailRequest = boardPacketQuery.extend({
  to: z
    .array(z.email({ error: BUDGET_TEXT.addresses }))
    .min(1, { error: BUDGET_TEXT.addresses })
    .max(20),
});
export type BoardPacketMailRequest = z.output<typeof boardPacketMailRequest>;
/** A board packet as the service makes it: the query's wire names turned into domain input once. */
export interface BoardPacketInput {
  /** the company a Super-Admin named (null: none named) */
  companyId: number | null;
  year: number;
  month: number;
  /** in the order printed */
  sections: BoardPacketQuery['sections'];
}
export const boardPacketInputOf = (q: BoardPacketQuery): BoardPacketInput => ({ companyId: q.company_id, year: q.year, month: q.month, sections: q.sections });
/** A board packet to mail: the packet and the addresses it goes to. */
export interface BoardPacketMailInput extends BoardPacketInput {
  to: string[];
}
/** POST /reports/board-packet/mail's body: boardPacketMailRequest transformed into a BoardPacketMailInput. */
export const boardPacketMailBody = boardPacketMailRequest.transform((v): BoardPacketMailInput => ({ ...boardPacketInputOf(v), to: v.to }));
