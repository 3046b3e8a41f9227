import { addDays, isoDay } from '@app/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recurringBillRuns, recurringBills } from '../../db/schema/index.js';
import { openDayFor } from '../../ledger/index.js';
import { lockCompany } from '../../lib/lookups.js';
import { jobScope } from '../../plugins/company-scope.js';
import { insertBill } from '../bills/bills.service.js';
import { periodOf, runAfter, withinLast } from './schedule.js';
import { billRequestOf } from './template-bill.js';

export interface TickResult {
  made: number;
  failed: number;
}
type Step = 'made' | 'skipped' | 'none';

/**
 * The scheduler's tick (issue 28 point 4): makes every bill due by `now`'s day, oldest period first, so a node
 * that was down for months catches up. Exactly once, with any number of nodes ticking at once: each period is
 * made in one transaction that holds the template's row (FOR UPDATE SKIP LOCKED: another node passes it by),
 * inserts the (template, period) key (its primary key refuses a second) and the bill together, and moves
 * next_run_on on. Lock order: the template row, then the company row (as every bill takes it).
 */
export async function makeDueBills(db: Db, now: Date, log?: { warn(obj: object, msg: string): void }): Promise<TickResult> {
  const today = isoDay(now);
  const due = await db
    .select({ id: recurringBills.id })
    .from(recurringBills)
    .where(and(eq(recurringBills.status, 'active'), lte(recurringBills.nextRunOn, today)))
    .orderBy(asc(recurringBills.id));
  const result: TickResult = { made: 0, failed: 0 };
  for (const { id } of due) {
    for (;;) {
      let step: Step;
      try {
        step = await makeNext(db, id, today, now);
      } catch (err) {
        result.failed += 1;
        const message = err instanceof Error ? err.message : String(err);
        log?.warn({ err, templateId: id }, 'recurring bill not made; will retry at the next tick');
        await db
          .update(recurringBills)
          .set({ lastError: message.slice(0, 500), updatedAt: now })
          .where(eq(recurringBills.id, id));
        break;
      }
      if (step === 'none') break;
      if (step === 'made') result.made += 1;
    }
  }
  return result;
}

/** One period of one template, in one transaction; 'none' when nothing is due (or another node holds it). */
async function makeNext(db: Db, id: number, today: string, now: Date): Promise<Step> {
  return db.transaction(async (tx) => {
    const [t] = await tx
      .select()
      .from(recurringBills)
      .where(and(eq(recurringBills.id, id), eq(recurringBills.status, 'active'), lte(recurringBills.nextRunOn, today)))
      .for('update', { skipLocked: true });
    if (!t?.nextRunOn) return 'none';
    const runOn = t.nextRunOn;
    const period = periodOf(runOn);
    const following = withinLast(runAfter(runOn, t.dayOfMonth), t.lastDate);
    const moveOn = () =>
      tx
        .update(recurringBills)
        .set({ nextRunOn: following, status: following ? 'active' : 'ended', lastError: null, updatedAt: now })
        .where(eq(recurringBills.id, id));
    if (!withinLast(runOn, t.lastDate)) {
      await tx.update(recurringBills).set({ nextRunOn: null, status: 'ended', updatedAt: now }).where(eq(recurringBills.id, id));
      return 'none';
    }
    const [already] = await tx
      .select({ billId: recurringBillRuns.billId })
      .from(recurringBillRuns)
      .where(and(eq(recurringBillRuns.templateId, id), eq(recurringBillRuns.period, period)));
    if (already) {
      await moveOn();
      return 'skipped';
    }
    // The company row first (its lock, as the bill's locked statement takes it): openDayFor's key share then adds nothing.
    await lockCompany(tx, t.companyId);
    // A period the books have closed is dated on the first open day.
    const billDate = await openDayFor(tx, jobScope(t.companyId), runOn);
    const due = addDays(billDate, t.dueDays);
    const input = billRequestOf(t, period, billDate, due);
    const { id: billId } = await insertBill(tx, t.createdBy, jobScope(t.companyId), input, billDate, now); // the template's own company
    await tx.insert(recurringBillRuns).values({ templateId: id, period, companyId: t.companyId, billId });
    await moveOn();
    return 'made';
  });
}
