import { CLOSING_TEXT, type ClosingDateInput, type ClosingDateState, todayOnEarth } from '@app/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { closingDateChanges, companies, users } from '../../db/schema/index.js';
import { forbidden, invalid, notFound } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { type OneCompanyScope, requireScope } from '../../plugins/company-scope.js';

type Deps = { db: Db; clock: () => Date };

/** A company's closing date (null: not closed) and every change, newest first. */
export interface ClosingState {
  companyId: number;
  closingDate: string | null;
  history: Array<{ id: number; fromDate: string | null; toDate: string | null; reason: string | null; changedBy: string; changedAt: Date }>;
}

/** GET and POST /closing-date's answer. */
export const closingStateWire = (s: ClosingState): ClosingDateState => ({
  company_id: s.companyId,
  closing_date: s.closingDate,
  history: s.history.map((h) => ({
    id: h.id,
    from_date: h.fromDate,
    to_date: h.toDate,
    reason: h.reason,
    changed_by: h.changedBy,
    changed_at: h.changedAt.toISOString(),
  })),
});

/** The company's closing date and its history, newest change first. */
async function stateOf(db: DbOrTx, scope: OneCompanyScope): Promise<ClosingState> {
  const [company] = await db
    .select({ closingDate: companies.closingDate })
    .from(companies)
    .where(sql`${companies.id} = ${scope.companyId} and ${companies.deletedAt} is null`);
  if (!company) throw notFound(CLOSING_TEXT.selectCompany);
  const history = await db
    .select({
      id: closingDateChanges.id,
      fromDate: closingDateChanges.fromDate,
      toDate: closingDateChanges.toDate,
      reason: closingDateChanges.reason,
      changedBy: sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`,
      changedAt: closingDateChanges.changedAt,
    })
    .from(closingDateChanges)
    .innerJoin(users, eq(users.id, closingDateChanges.changedBy))
    .where(eq(closingDateChanges.companyId, scope.companyId))
    .orderBy(desc(closingDateChanges.id));
  return {
    companyId: scope.companyId,
    closingDate: company.closingDate,
    history: history.map((h) => ({ ...h, changedAt: new Date(h.changedAt) })),
  };
}

export async function closingState(deps: Deps, auth: AuthContext, companyId: number | null): Promise<ClosingState> {
  return stateOf(deps.db, requireScope(auth, companyId, CLOSING_TEXT.selectCompany));
}

/**
 * Sets, moves or clears the closing date. Forward: the route's BankReconciliation_Delete. Back (an earlier day
 * or none): Super-Admin only, with a reason. The company row is locked FOR UPDATE, which conflicts with the
 * FOR KEY SHARE every new journal entry takes on it (migration 0022's trigger): an entry posting now either
 * commits first or waits and then reads the new date. This transaction takes no other lock, so it cannot deadlock.
 */
export async function setClosingDate(deps: Deps, auth: AuthContext, input: ClosingDateInput): Promise<ClosingState> {
  const scope = requireScope(auth, input.companyId, CLOSING_TEXT.selectCompany);
  const to = input.closingDate;
  if (to && to > todayOnEarth(deps.clock()).latest) throw invalid(CLOSING_TEXT.future, 'closing_date');
  return deps.db.transaction(async (tx) => {
    const locked = await tx.execute(
      sql`select closing_date::text as closed from companies where id = ${scope.companyId}::int and deleted_at is null for update`,
    );
    const row = locked.rows[0] as { closed: string | null } | undefined;
    if (!row) throw notFound(CLOSING_TEXT.selectCompany);
    const from = row.closed;
    if (from === to) throw invalid(CLOSING_TEXT.unchanged(from), 'closing_date');
    const back = from !== null && (to === null || to < from);
    if (back && !auth.isSuperAdmin) throw forbidden(CLOSING_TEXT.backNeedsSuperAdmin);
    if (back && !input.reason) throw invalid(CLOSING_TEXT.backNeedsReason, 'reason');
    await tx.update(companies).set({ closingDate: to }).where(eq(companies.id, scope.companyId));
    await tx.insert(closingDateChanges).values({ companyId: scope.companyId, fromDate: from, toDate: to, reason: input.reason, changedBy: auth.userId });
    return stateOf(tx, scope);
  });
}
