import {
  BUDGET_TEXT,
  type BudgetAvailable,
  type BudgetChoices,
  type BudgetVsActual,
  type BudgetVsActualQuery,
  type BudgetVsActualTotal,
  fromCents,
  M,
} from '@app/contract';
import type { Db } from '../../db/client.js';
import { fundPrograms } from '../../db/schema/index.js';
import { invalid, notFound } from '../../errors.js';
import { accountInScope, companyById } from '../../lib/lookups.js';
import type { AuthContext } from '../../plugins/access.js';
import { narrowScope, scopeOf } from '../../plugins/company-scope.js';
import { pickerItems, usableItem } from '../settings-items/items.service.js';
import { type BudgetAccount, budgetAccounts, type Kind, monthlyActuals, perAccount } from './actuals.js';
import { budgetOfYear, type StoredLine, storedLines } from './budgets.repo.js';
import { sumOf } from './spread.js';

type Deps = { db: Db; clock: () => Date };

/** Figures in cents before they go on the wire. */
interface Cents {
  monthActual: number;
  monthBudget: number;
  ytdActual: number;
  ytdBudget: number;
  annual: number;
}

/**
 * Variance is written favourable-positive: income actual - budget, expenses budget - actual. So a positive
 * variance is always good news (more given, or less spent), a negative one always bad, and the net's variance
 * is the sum of the two. Percent used = year-to-date actual / annual budget, one decimal; null without a budget.
 */
export function figuresOf(kind: Kind | 'net', c: Cents): BudgetVsActualTotal {
  const sign = kind === 'expense' ? -1 : 1;
  const ytdVariance = sign * (c.ytdActual - c.ytdBudget);
  return {
    month_actual: fromCents(c.monthActual),
    month_budget: fromCents(c.monthBudget),
    month_variance: fromCents(sign * (c.monthActual - c.monthBudget)),
    ytd_actual: fromCents(c.ytdActual),
    ytd_budget: fromCents(c.ytdBudget),
    ytd_variance: fromCents(ytdVariance),
    annual_budget: fromCents(c.annual),
    percent_used: c.annual === 0 || kind === 'net' ? null : Math.round((c.ytdActual * 1000) / c.annual) / 10,
    ytd_status: ytdVariance > 0 ? 'favourable' : ytdVariance < 0 ? 'unfavourable' : 'on_budget',
  };
}

const add = (a: Cents, b: Cents): Cents => ({
  monthActual: a.monthActual + b.monthActual,
  monthBudget: a.monthBudget + b.monthBudget,
  ytdActual: a.ytdActual + b.ytdActual,
  ytdBudget: a.ytdBudget + b.ytdBudget,
  annual: a.annual + b.annual,
});
const ZERO: Cents = { monthActual: 0, monthBudget: 0, ytdActual: 0, ytdBudget: 0, annual: 0 };
const ytd = (months: number[], month: number) => sumOf(months.slice(0, month));

/**
 * The pure report: per income and expense account with a budget or an actual this year (chart order, income
 * first), month `month` and January to `month`; totals for income, expenses and the net (income - expenses).
 */
export function compareBudget(chart: Map<number, BudgetAccount>, budget: Map<number, number[]>, actual: Map<number, number[]>, month: number) {
  const ids = [...chart.keys()].filter((id) => budget.has(id) || actual.get(id)?.some((c) => c !== 0));
  const rows: BudgetVsActual['rows'] = [];
  const total = { income: ZERO, expense: ZERO };
  for (const kind of ['income', 'expense'] as const) {
    for (const id of ids) {
      const a = chart.get(id)!;
      if (a.kind !== kind) continue;
      const b = budget.get(id) ?? Array(12).fill(0);
      const x = actual.get(id) ?? Array(12).fill(0);
      const c: Cents = { monthActual: x[month - 1], monthBudget: b[month - 1], ytdActual: ytd(x, month), ytdBudget: ytd(b, month), annual: sumOf(b) };
      total[kind] = add(total[kind], c);
      rows.push({ account_id: id, account_number: a.number, account_name: a.name, kind, ...figuresOf(kind, c) });
    }
  }
  const net: Cents = {
    monthActual: total.income.monthActual - total.expense.monthActual,
    monthBudget: total.income.monthBudget - total.expense.monthBudget,
    ytdActual: total.income.ytdActual - total.expense.ytdActual,
    ytdBudget: total.income.ytdBudget - total.expense.ytdBudget,
    annual: total.income.annual - total.expense.annual,
  };
  return { rows, income: figuresOf('income', total.income), expenses: figuresOf('expense', total.expense), net: figuresOf('net', net) };
}

/** Budget lines summed per account over the lines `keep` accepts. */
function budgetPerAccount(lines: StoredLine[], keep: (fund: number | null) => boolean): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const l of lines) {
    if (!keep(l.fundProgramId)) continue;
    const m = out.get(l.accountId) ?? Array(12).fill(0);
    l.monthsCents.forEach((c, i) => {
      m[i] += c;
    });
    out.set(l.accountId, m);
  }
  return out;
}

/**
 * The company the caller may read (Super-Admin names one: 422 without, 404 for an unknown one), with the scope
 * narrowed to it that the report's reads take.
 */
export async function reportCompany(db: Db, auth: AuthContext, companyId: number | null) {
  if (auth.isSuperAdmin && !companyId) throw invalid(M.selectCompany, 'company_id');
  const scope = scopeOf(auth, companyId);
  const company = scope.companyId ? await companyById(db, scope.companyId) : undefined;
  if (!company || company.deletedAt) throw notFound();
  return { ...company, scope: narrowScope(scope, company.id) };
}

/**
 * Budget against actual for a month of a year (optionally one fund program: its lines and its actuals only).
 * The year's budget is used whether approved or still a draft (budget_status says which; the screen warns).
 */
export async function budgetVsActual(deps: Deps, auth: AuthContext, q: Omit<BudgetVsActualQuery, 'format'>): Promise<BudgetVsActual> {
  const company = await reportCompany(deps.db, auth, q.company_id);
  const fundId = q.fund_program_id ?? null;
  const fund = fundId ? await usableItem(deps.db, fundPrograms, company.scope, fundId) : undefined;
  if (fundId && !fund) throw notFound(BUDGET_TEXT.fund);
  const keep = (f: number | null) => fundId === null || f === fundId;
  const chart = await budgetAccounts(deps.db, company.scope);
  const [budget, actuals] = await Promise.all([budgetOfYear(deps.db, company.scope, q.year), monthlyActuals(deps.db, company.scope, q.year, chart)]);
  const lines = budget ? await storedLines(deps.db, company.scope, budget.id) : [];
  const report = compareBudget(chart, budgetPerAccount(lines, keep), perAccount(actuals, keep), q.month);
  return {
    year: q.year,
    month: q.month,
    fund_program_id: fundId,
    fund_program_name: fund?.name ?? null,
    budget_id: budget?.id ?? null,
    budget_status: budget?.status ?? null,
    ...report,
    company_id: company.id,
    company_name: company.legalName,
  };
}

/**
 * The budget left for an account in the year of `date`: the line of this fund when the budget has one
 * (basis 'fund': that fund's actuals), else every line of the account against all its actuals (basis
 * 'account'). Spent is the whole year's actual so far (every posted line of the year). No budget: nulls.
 */
export async function budgetLeft(
  deps: Deps,
  auth: AuthContext,
  q: { company_id: number | null; account_id: number; fund_program_id: number | null; date: string },
): Promise<BudgetAvailable> {
  const company = await reportCompany(deps.db, auth, q.company_id);
  const year = Number(q.date.slice(0, 4));
  const chart = await budgetAccounts(deps.db, company.scope);
  // Another company's (or an unknown) account or fund: 404, as everywhere. An own account that is neither
  // income nor expense (an asset bought with a bill) has no budget: the nulls below.
  if (!(await accountInScope(deps.db, scopeOf(auth, company.id), q.account_id))) throw notFound();
  if (q.fund_program_id && !(await usableItem(deps.db, fundPrograms, company.scope, q.fund_program_id))) throw notFound(BUDGET_TEXT.fund);
  const account = chart.get(q.account_id);
  const empty = { year, budget_id: null, status: null, basis: null, annual_budget: null, left: null } as const;
  if (!account) return { ...empty, spent: '0.00' };
  const budget = await budgetOfYear(deps.db, company.scope, year);
  const lines = budget ? (await storedLines(deps.db, company.scope, budget.id)).filter((l) => l.accountId === account.id) : [];
  const fundLine = q.fund_program_id ? lines.find((l) => l.fundProgramId === q.fund_program_id) : undefined;
  const basis = fundLine ? 'fund' : 'account';
  const actuals = (await monthlyActuals(deps.db, company.scope, year, chart)).filter(
    (a) => a.accountId === account.id && (basis === 'account' || a.fundId === q.fund_program_id),
  );
  const spent = sumOf(actuals.map((a) => sumOf(a.months)));
  if (!budget || !lines.length) return { ...empty, spent: fromCents(spent) };
  const annual = sumOf((fundLine ? [fundLine] : lines).map((l) => sumOf(l.monthsCents)));
  return {
    year,
    budget_id: budget.id,
    status: budget.status,
    basis,
    annual_budget: fromCents(annual),
    spent: fromCents(spent),
    left: fromCents(annual - spent),
  };
}

/** The accounts (income and expense) and active fund programs a budget of the company may name. */
export async function budgetChoicesOf(deps: Deps, auth: AuthContext, companyId: number | null): Promise<BudgetChoices> {
  const company = await reportCompany(deps.db, auth, companyId);
  const chart = await budgetAccounts(deps.db, company.scope);
  const funds = await pickerItems(deps, fundPrograms, auth, company.id);
  return {
    accounts: [...chart.values()].map((a) => ({ id: a.id, account_number: a.number, account_name: a.name, kind: a.kind })),
    fund_programs: funds.map((f) => ({ id: f.id, name: f.name })),
  };
}
