import { fromCents } from '@app/contract';
import type { BudgetDetail, BudgetLine, BudgetSummary } from '@app/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { accounts, budgetLines, budgetRevisions, budgets, companies, fundPrograms, users } from '../../db/schema/index.js';
import { type CompanyScope, inScope, ofParentIn, type OneCompanyScope } from '../../plugins/company-scope.js';
import { KIND_OF_TYPE } from './actuals.js';
import { sumOf } from './spread.js';

/** A line as stored: the account, the fund and twelve months in cents. */
export interface StoredLine {
  accountId: number;
  fundProgramId: number | null;
  spread: 'even' | 'last_year' | 'manual';
  monthsCents: number[];
}

const fullName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) => sql<string>`trim(${u.firstName} || ' ' || coalesce(${u.lastName}, ''))`;
const creator = alias(users, 'creator');
const approver = alias(users, 'approver');

/** Budgets of the scope (optionally one id or one company's year), newest year first, with income and expense totals. */
export async function budgetSummaries(
  db: DbOrTx,
  scope: CompanyScope,
  where: { id?: number; companyId?: number; year?: number } = {},
): Promise<BudgetSummary[]> {
  const rows = await db
    .select({
      id: budgets.id,
      companyId: budgets.companyId,
      companyName: companies.legalName,
      year: budgets.year,
      status: budgets.status,
      revision: budgets.revision,
      createdBy: fullName(creator),
      createdAt: budgets.createdAt,
      approvedBy: sql<
        string | null
      >`case when ${approver.id} is null then null else trim(${approver.firstName} || ' ' || coalesce(${approver.lastName}, '')) end`,
      approvedAt: budgets.approvedAt,
      income: sql<string>`coalesce((select sum(x) from ${budgetLines} bl join ${accounts} a on a.id = bl.account_id, unnest(bl.months_cents) x where bl.budget_id = ${budgets.id} and a.account_type_id = 10), 0)::text`,
      expense: sql<string>`coalesce((select sum(x) from ${budgetLines} bl join ${accounts} a on a.id = bl.account_id, unnest(bl.months_cents) x where bl.budget_id = ${budgets.id} and a.account_type_id = 11), 0)::text`,
    })
    .from(budgets)
    .innerJoin(companies, eq(companies.id, budgets.companyId))
    .innerJoin(creator, eq(creator.id, budgets.createdBy))
    .leftJoin(approver, eq(approver.id, budgets.approvedBy))
    .where(
      and(
        inScope(scope, budgets.companyId),
        where.id ? eq(budgets.id, where.id) : undefined,
        where.companyId ? eq(budgets.companyId, where.companyId) : undefined,
        where.year ? eq(budgets.year, where.year) : undefined,
      ),
    )
    .orderBy(desc(budgets.year), asc(companies.legalName), desc(budgets.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    company_id: r.companyId,
    company_name: r.companyName,
    year: r.year,
    status: r.status,
    revision: r.revision,
    income_total: fromCents(BigInt(r.income)),
    expense_total: fromCents(BigInt(r.expense)),
    created_by: r.createdBy,
    created_at: new Date(r.createdAt).toISOString(),
    approved_by: r.approvedBy,
    approved_at: r.approvedAt ? new Date(r.approvedAt).toISOString() : null,
  }));
}

/**
 * The rows of a budget's own tables (lines, revisions: no company column of their own) of a budget within the
 * scope: another company's budget id reaches none of them.
 */
function ofBudget(_db: DbOrTx, scope: CompanyScope, column: AnyPgColumn, budgetId: number) {
  return ofParentIn(scope, column, { table: budgets, id: budgets.id, companyId: budgets.companyId }, budgetId);
}

/** A budget's stored lines (for the report, a revision's snapshot and a copy). */
export async function storedLines(db: DbOrTx, scope: CompanyScope, budgetId: number): Promise<StoredLine[]> {
  const rows = await db
    .select({ accountId: budgetLines.accountId, fundProgramId: budgetLines.fundProgramId, spread: budgetLines.spread, monthsCents: budgetLines.monthsCents })
    .from(budgetLines)
    .where(ofBudget(db, scope, budgetLines.budgetId, budgetId))
    .orderBy(asc(budgetLines.id));
  return rows.map((r) => ({ ...r, monthsCents: r.monthsCents.map(Number) }));
}

async function linesOf(db: DbOrTx, scope: CompanyScope, budgetId: number): Promise<BudgetLine[]> {
  const rows = await db
    .select({
      id: budgetLines.id,
      accountId: budgetLines.accountId,
      number: accounts.accountNumber,
      name: accounts.accountName,
      typeId: accounts.accountTypeId,
      fundId: budgetLines.fundProgramId,
      fundName: fundPrograms.name,
      spread: budgetLines.spread,
      months: budgetLines.monthsCents,
    })
    .from(budgetLines)
    .innerJoin(accounts, eq(accounts.id, budgetLines.accountId))
    .leftJoin(fundPrograms, eq(fundPrograms.id, budgetLines.fundProgramId))
    .where(ofBudget(db, scope, budgetLines.budgetId, budgetId))
    .orderBy(asc(accounts.accountTypeId), asc(accounts.accountNumber), asc(budgetLines.id));
  return rows.map((r) => {
    const months = r.months.map(Number);
    return {
      id: r.id,
      account_id: r.accountId,
      account_number: r.number,
      account_name: r.name,
      account_kind: KIND_OF_TYPE[r.typeId] ?? 'expense',
      fund_program_id: r.fundId,
      fund_program_name: r.fundName,
      spread: r.spread,
      months: months.map(fromCents),
      annual: fromCents(sumOf(months)),
    };
  });
}

export async function budgetDetail(db: DbOrTx, scope: CompanyScope, id: number): Promise<BudgetDetail | undefined> {
  const [summary] = await budgetSummaries(db, scope, { id });
  if (!summary) return undefined;
  const [lines, revisions] = await Promise.all([
    linesOf(db, scope, id),
    db
      .select({
        revision: budgetRevisions.revision,
        reason: budgetRevisions.reason,
        by: fullName(users),
        at: budgetRevisions.revisedAt,
        previous: budgetRevisions.previousLines,
      })
      .from(budgetRevisions)
      .innerJoin(users, eq(users.id, budgetRevisions.revisedBy))
      .where(ofBudget(db, scope, budgetRevisions.budgetId, id))
      .orderBy(desc(budgetRevisions.revision)),
  ]);
  return {
    ...summary,
    lines,
    revisions: revisions.map((r) => ({
      revision: r.revision,
      reason: r.reason,
      revised_by: r.by,
      revised_at: new Date(r.at).toISOString(),
      previous: (r.previous as StoredLine[]).map((l) => ({
        account_id: l.accountId,
        fund_program_id: l.fundProgramId,
        annual: fromCents(sumOf(l.monthsCents)),
      })),
    })),
  };
}

/** The budget row locked for the transaction (approve, revise, edit, delete queue here), within the scope. */
export async function lockBudget(tx: DbOrTx, scope: CompanyScope, id: number) {
  const [row] = await tx
    .select({ id: budgets.id, companyId: budgets.companyId, year: budgets.year, status: budgets.status, revision: budgets.revision })
    .from(budgets)
    .where(and(eq(budgets.id, id), inScope(scope, budgets.companyId)))
    .for('update');
  return row;
}

/** A budget's lines replaced: of a budget the caller locked within the scope (lockBudget) or just inserted. */
export async function writeLines(tx: DbOrTx, scope: OneCompanyScope, budgetId: number, lines: StoredLine[]) {
  await tx.delete(budgetLines).where(ofBudget(tx, scope, budgetLines.budgetId, budgetId));
  if (lines.length) await tx.insert(budgetLines).values(lines.map((l) => ({ budgetId, ...l })));
}

/** The budget of a company's year, if any. */
export async function budgetOfYear(db: DbOrTx, scope: OneCompanyScope, year: number) {
  const [row] = await db
    .select({ id: budgets.id, status: budgets.status })
    .from(budgets)
    .where(and(inScope(scope, budgets.companyId), eq(budgets.year, year)));
  return row;
}

/** A locked budget's row changed (approval, revision number), within the scope. */
export async function setBudget(tx: DbOrTx, scope: CompanyScope, id: number, set: Partial<typeof budgets.$inferInsert>) {
  await tx
    .update(budgets)
    .set(set)
    .where(and(eq(budgets.id, id), inScope(scope, budgets.companyId)));
}

/** A locked draft deleted (its lines go with it), within the scope. */
export async function deleteBudget(tx: DbOrTx, scope: CompanyScope, id: number) {
  await tx.delete(budgets).where(and(eq(budgets.id, id), inScope(scope, budgets.companyId)));
}
