import {
  BUDGET_TEXT,
  type BudgetCopyInput,
  type BudgetCreateInput,
  type BudgetDetail,
  type BudgetLineInput,
  type BudgetReviseInput,
  type BudgetSummary,
  type BudgetUpdateInput,
} from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { budgetRevisions, budgets, fundPrograms } from '../../db/schema/index.js';
import { conflict, invalid, notFound } from '../../errors.js';
import { lockCompany } from '../../lib/lookups.js';
import type { AuthContext } from '../../plugins/access.js';
import { narrowScope, type OneCompanyScope, requireScope, scopeOf } from '../../plugins/company-scope.js';
import { usableItem } from '../settings-items/items.service.js';
import { type BudgetAccount, budgetAccounts, type MonthlyActual, monthlyActuals } from './actuals.js';
import { budgetDetail, budgetOfYear, budgetSummaries, deleteBudget, lockBudget, type StoredLine, setBudget, storedLines, writeLines } from './budgets.repo.js';
import { byPercent, spreadByWeights, spreadEvenly, sumOf } from './spread.js';

type Deps = { db: Db; clock: () => Date };

/** Last year's actual months of an account: of one fund when the line names one, else of every fund. */
function patternOf(actuals: MonthlyActual[], accountId: number, fundId: number | null): number[] {
  const months = Array(12).fill(0);
  for (const a of actuals) {
    if (a.accountId !== accountId || (fundId !== null && a.fundId !== fundId)) continue;
    a.months.forEach((c, i) => {
      months[i] += c;
    });
  }
  return months;
}

/**
 * The request's lines checked and spread: income or expense accounts of the company, fund programs it may use,
 * one line per (account, fund), annual for even/last_year, twelve months for manual. 422 naming the line.
 */
async function resolveLines(db: DbOrTx, scope: OneCompanyScope, year: number, lines: BudgetLineInput[]): Promise<StoredLine[]> {
  const chart = await budgetAccounts(db, scope);
  const seen = new Set<string>();
  let lastYear: MonthlyActual[] | null = null;
  const out: StoredLine[] = [];
  for (const [i, l] of lines.entries()) {
    const at = (f: string) => `lines.${i}.${f}`;
    if (!chart.has(l.accountId)) throw invalid(BUDGET_TEXT.account, at('account_id'));
    if (l.fundProgramId && !(await usableItem(db, fundPrograms, scope, l.fundProgramId))) throw invalid(BUDGET_TEXT.fund, at('fund_program_id'));
    const fund = l.fundProgramId;
    const key = `${l.accountId}:${fund}`;
    if (seen.has(key)) throw invalid(BUDGET_TEXT.duplicateLine, at('account_id'));
    seen.add(key);
    let months: number[];
    if (l.spread === 'manual') {
      if (!l.monthsCents) throw invalid(BUDGET_TEXT.monthsNeeded, at('months'));
      months = l.monthsCents;
    } else {
      if (l.annualCents === undefined) throw invalid(BUDGET_TEXT.annualNeeded, at('annual'));
      if (l.spread === 'even') months = spreadEvenly(l.annualCents);
      else {
        lastYear ??= await monthlyActuals(db, scope, year - 1, chart);
        months = spreadByWeights(l.annualCents, patternOf(lastYear, l.accountId, fund));
      }
    }
    out.push({ accountId: l.accountId, fundProgramId: fund, spread: l.spread, monthsCents: months });
  }
  return out;
}

async function detailOrNotFound(db: DbOrTx, scope: OneCompanyScope | ReturnType<typeof scopeOf>, id: number): Promise<BudgetDetail> {
  const d = await budgetDetail(db, scope, id);
  if (!d) throw notFound();
  return d;
}

/**
 * A new draft for a company's year. The company row is locked while the year is checked and written, so two
 * requests for the same year queue: the second answers 409 (the unique index backs it).
 */
async function insertBudget(tx: DbOrTx, auth: AuthContext, scope: OneCompanyScope, year: number, lines: StoredLine[]): Promise<number> {
  const company = await lockCompany(tx, scope.companyId);
  if (!company || company.deletedAt) throw notFound(BUDGET_TEXT.selectCompany);
  if (await budgetOfYear(tx, scope, year)) throw conflict(BUDGET_TEXT.exists(year));
  const [row] = await tx.insert(budgets).values({ companyId: scope.companyId, year, createdBy: auth.userId }).returning({ id: budgets.id });
  await writeLines(tx, scope, row.id, lines);
  return row.id;
}

export async function createBudget(deps: Deps, auth: AuthContext, body: BudgetCreateInput): Promise<BudgetDetail> {
  const scope = requireScope(auth, body.companyId, BUDGET_TEXT.selectCompany);
  return deps.db.transaction(async (tx) => {
    const lines = await resolveLines(tx, scope, body.year, body.lines);
    const id = await insertBudget(tx, auth, scope, body.year, lines);
    return detailOrNotFound(tx, scope, id);
  });
}

/**
 * A draft for `to_year` copied from `from_year`'s budget (each line's months scaled, keeping its pattern) or
 * from its actuals (each income or expense account and fund with a positive year total, spread like that
 * year), up or down by `percent`. Lines that come to zero or less are left out.
 */
export async function copyBudget(deps: Deps, auth: AuthContext, body: BudgetCopyInput): Promise<BudgetDetail> {
  const scope = requireScope(auth, body.companyId, BUDGET_TEXT.selectCompany);
  if (body.fromYear === body.toYear) throw invalid(BUDGET_TEXT.sameYear, 'to_year');
  return deps.db.transaction(async (tx) => {
    let lines: StoredLine[];
    if (body.source === 'budget') {
      const from = await budgetOfYear(tx, scope, body.fromYear);
      if (!from) throw invalid(BUDGET_TEXT.noSource(body.fromYear), 'from_year');
      lines = (await storedLines(tx, scope, from.id)).map((l) => {
        const annual = byPercent(sumOf(l.monthsCents), body.percent);
        return { ...l, monthsCents: spreadByWeights(annual, l.monthsCents) };
      });
    } else {
      const chart = await budgetAccounts(tx, scope);
      const actuals = await monthlyActuals(tx, scope, body.fromYear, chart);
      lines = actuals
        .map((a) => ({ a, annual: byPercent(sumOf(a.months), body.percent) }))
        .filter(({ annual }) => annual > 0)
        .sort((x, y) => order(chart, x.a, y.a))
        .map(({ a, annual }) => ({
          accountId: a.accountId,
          fundProgramId: a.fundId,
          spread: 'last_year' as const,
          monthsCents: spreadByWeights(annual, a.months),
        }));
      if (!lines.length) throw invalid(BUDGET_TEXT.noActuals(body.fromYear), 'from_year');
    }
    const id = await insertBudget(tx, auth, scope, body.toYear, lines);
    return detailOrNotFound(tx, scope, id);
  });
}

const order = (chart: Map<number, BudgetAccount>, x: MonthlyActual, y: MonthlyActual) =>
  (chart.get(x.accountId)?.number ?? '').localeCompare(chart.get(y.accountId)?.number ?? '') || (x.fundId ?? 0) - (y.fundId ?? 0);

export async function listBudgets(deps: Deps, auth: AuthContext, companyId: number | null): Promise<BudgetSummary[]> {
  return budgetSummaries(deps.db, scopeOf(auth, companyId));
}

export const getBudget = (deps: Deps, auth: AuthContext, id: number) => detailOrNotFound(deps.db, scopeOf(auth), id);

/** A draft's lines replaced (Budgets_Edit). An approved budget answers 409: it changes only by a revision. */
export async function updateDraft(deps: Deps, auth: AuthContext, id: number, body: BudgetUpdateInput): Promise<BudgetDetail> {
  const scope = scopeOf(auth);
  return deps.db.transaction(async (tx) => {
    const b = await lockBudget(tx, scope, id);
    if (!b) throw notFound();
    if (b.status !== 'draft') throw conflict(BUDGET_TEXT.approvedOnlyByRevision);
    const own = narrowScope(scope, b.companyId);
    await writeLines(tx, own, id, await resolveLines(tx, own, b.year, body.lines));
    return detailOrNotFound(tx, scope, id);
  });
}

/** Approval (Budgets_Edit): the approver and the time are recorded; a second approval answers 409. */
export async function approveBudget(deps: Deps, auth: AuthContext, id: number): Promise<BudgetDetail> {
  const scope = scopeOf(auth);
  return deps.db.transaction(async (tx) => {
    const b = await lockBudget(tx, scope, id);
    if (!b) throw notFound();
    if (b.status === 'approved') throw conflict(BUDGET_TEXT.alreadyApproved);
    await setBudget(tx, scope, id, { status: 'approved', approvedBy: auth.userId, approvedAt: deps.clock() });
    return detailOrNotFound(tx, scope, id);
  });
}

/**
 * A revision of an approved budget: the lines it replaces are kept in budget_revisions (with who, when and
 * why) and the revision number goes up; the budget stays approved. A draft answers 409 (edit it instead).
 */
export async function reviseBudget(deps: Deps, auth: AuthContext, id: number, body: BudgetReviseInput): Promise<BudgetDetail> {
  const scope = scopeOf(auth);
  return deps.db.transaction(async (tx) => {
    const b = await lockBudget(tx, scope, id);
    if (!b) throw notFound();
    if (b.status !== 'approved') throw conflict(BUDGET_TEXT.draftOnly);
    const own = narrowScope(scope, b.companyId);
    const lines = await resolveLines(tx, own, b.year, body.lines);
    const previous = await storedLines(tx, own, id);
    const revision = b.revision + 1;
    await tx
      .insert(budgetRevisions)
      .values({ budgetId: id, revision, reason: body.reason, previousLines: previous, revisedBy: auth.userId, revisedAt: deps.clock() });
    await setBudget(tx, own, id, { revision });
    await writeLines(tx, own, id, lines);
    return detailOrNotFound(tx, scope, id);
  });
}

/** A draft deleted (Budgets_Delete); an approved budget is kept (409): it is part of the record the board approved. */
export async function deleteDraft(deps: Deps, auth: AuthContext, id: number): Promise<void> {
  const scope = scopeOf(auth);
  await deps.db.transaction(async (tx) => {
    const b = await lockBudget(tx, scope, id);
    if (!b) throw notFound();
    if (b.status !== 'draft') throw conflict(BUDGET_TEXT.approvedOnlyByRevision);
    await deleteBudget(tx, scope, id);
  });
}
