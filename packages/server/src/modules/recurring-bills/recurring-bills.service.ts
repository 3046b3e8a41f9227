import { isoDay, M, RECURRING_TEXT, type RecurringBillInput, type RecurringBillRow, type RecurringStatus } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recurringBills } from '../../db/schema/index.js';
import { AppError, invalid, notFound } from '../../errors.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/access.js';
import { inScope, requireScope, scopeOf } from '../../plugins/company-scope.js';
import { checkReferences } from '../bills/bills.service.js';
import * as repo from './recurring-bills.repo.js';
import { firstRunOnOrAfter, withinLast } from './schedule.js';
import { billRequestOf } from './template-bill.js';

export async function listTemplates(db: Db, auth: AuthContext, q: { company_id: number; status: RecurringStatus | 'all'; page: number; per_page: number }) {
  const scope = scopeOf(auth, q.company_id);
  const { rows, total } = await repo.pageTemplates(db, scope, q.status, q.per_page, offsetOf(q.page, q.per_page));
  return pageOf(rows, total, q.page, q.per_page);
}

export async function getTemplate(db: Db, auth: AuthContext, id: number) {
  const scope = scopeOf(auth);
  const found = await repo.findTemplate(db, scope, id);
  if (!found) throw notFound();
  return { ...repo.toRow(found), bills: await repo.runsOf(db, scope, id) };
}

/** Saves a template; its first bill is the first run date on or after first_date (made by the scheduler). */
export async function createTemplate(db: Db, auth: AuthContext, input: RecurringBillInput, now: Date): Promise<RecurringBillRow> {
  const scope = requireScope(auth, input.companyId, M.billSelectCompany);
  const companyId = scope.companyId;
  const firstRun = withinLast(firstRunOnOrAfter(input.firstDate, input.dayOfMonth), input.lastDate);
  if (!firstRun) throw invalid(`No month between the first and the last date has its day ${input.dayOfMonth}.`, 'last_date');
  const lines = input.lines.map(repo.storedLine);
  const template = {
    companyId,
    vendorId: input.vendorId,
    accountPayableId: input.accountPayableId,
    referencePattern: input.referencePattern,
    memo: input.memo,
    lines,
  };
  return db.transaction(async (tx) => {
    // Each line must make a valid bill: the bill's own reference checks, line by line (errors keyed lines.N.field).
    for (const [i, line] of lines.entries()) {
      try {
        await checkReferences(tx, scope, billRequestOf({ ...template, lines: [line] }, firstRun.slice(0, 7), firstRun, firstRun));
      } catch (err) {
        if (err instanceof AppError && err.errors) {
          const keyed = Object.fromEntries(
            Object.entries(err.errors).map(([k, v]) => [['vendor_id', 'account_payable_id'].includes(k) ? k : `lines.${i}.${k}`, v]),
          );
          throw new AppError(err.status, err.message, keyed);
        }
        throw err;
      }
    }
    const [made] = await tx
      .insert(recurringBills)
      .values({
        ...template,
        amountCents: lines.reduce((s, l) => s + l.amountCents, 0),
        dayOfMonth: input.dayOfMonth,
        dueDays: input.dueDays,
        firstDate: input.firstDate,
        lastDate: input.lastDate,
        nextRunOn: firstRun,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: recurringBills.id });
    const found = await repo.findTemplate(tx, scope, made.id);
    if (!found) throw notFound();
    return repo.toRow(found);
  });
}

/**
 * Pause, resume, end. A resumed template skips the months it was paused: its next bill is the first run date
 * on or after today (never before the one it had), so resuming never makes a pile of bills at once.
 */
export async function changeStatus(db: Db, auth: AuthContext, id: number, action: 'pause' | 'resume' | 'end', now: Date): Promise<RecurringBillRow> {
  const scope = scopeOf(auth);
  return db.transaction(async (tx) => {
    const found = await repo.findTemplate(tx, scope, id);
    if (!found) throw notFound();
    // The row lock: a tick making this template's bill finishes first (or waits), then the status changes.
    const [t] = await tx
      .select()
      .from(recurringBills)
      .where(and(eq(recurringBills.id, id), inScope(scope, recurringBills.companyId)))
      .for('update');
    if (t.status === 'ended') throw new AppError(409, RECURRING_TEXT.alreadyEnded);
    let set: Partial<typeof recurringBills.$inferInsert>;
    if (action === 'pause') {
      if (t.status !== 'active') throw new AppError(409, RECURRING_TEXT.notPausable);
      set = { status: 'paused' };
    } else if (action === 'resume') {
      if (t.status !== 'paused') throw new AppError(409, RECURRING_TEXT.notResumable);
      const today = isoDay(now);
      const from = t.nextRunOn && t.nextRunOn > today ? t.nextRunOn : firstRunOnOrAfter(today, t.dayOfMonth);
      const next = withinLast(from, t.lastDate);
      set = next ? { status: 'active', nextRunOn: next } : { status: 'ended', nextRunOn: null };
    } else {
      set = { status: 'ended', nextRunOn: null };
    }
    await tx
      .update(recurringBills)
      .set({ ...set, updatedAt: now })
      .where(and(eq(recurringBills.id, id), inScope(scope, recurringBills.companyId)));
    const after = await repo.findTemplate(tx, scope, id);
    if (!after) throw notFound();
    return repo.toRow(after);
  });
}
