import { BILL_PAYMENT_STATUS } from '@app/contract';
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { billPayments, bills, checks } from '../../db/schema/index.js';
import { type DocumentStore, storedIn } from '../../documents/money-document.js';
import { pgCode } from '../../ledger/pg-errors.js';
import { type CompanyScope, inScope } from '../../plugins/company-scope.js';

/**
 * The one lock order of every void (issue 21 point 3): the bills, then their payments, then the check that
 * holds them, each set in id order. A void of a bill, a payment or a check may touch all of them (DESIGN.md
 * section 6: a payment's void voids its check, which returns the check's other payments and bills to Paid),
 * so it locks the whole group before it changes anything. Creating a check takes the same order (its
 * payments' bills, then the payments), and paying locks the bills before it writes payments.
 */
export interface VoidStart {
  billId?: number;
  paymentId?: number;
  checkId?: number;
}

interface Group {
  bills: Set<number>;
  payments: Set<number>;
  check: number | null;
}

/** What a void starting here may touch within the caller's scope, as committed now (read without locks). */
async function groupOf(tx: DbOrTx, scope: CompanyScope, start: VoidStart): Promise<Group> {
  const group: Group = { bills: new Set(), payments: new Set(), check: start.checkId ?? null };
  const add = (p: { id: number; billId: number; checkId: number | null }) => {
    group.payments.add(p.id);
    group.bills.add(p.billId);
    group.check ??= p.checkId;
  };
  const payment = { id: billPayments.id, billId: billPayments.billId, checkId: billPayments.checkId };
  const payments = (where: SQL | undefined) =>
    tx
      .select(payment)
      .from(billPayments)
      .where(and(where, inScope(scope, billPayments.companyId)));
  if (start.paymentId) for (const p of await payments(eq(billPayments.id, start.paymentId))) add(p);
  if (start.billId) {
    group.bills.add(start.billId);
    for (const p of await payments(and(eq(billPayments.billId, start.billId), ne(billPayments.status, BILL_PAYMENT_STATUS.Void)))) add(p);
  }
  if (group.check !== null) {
    const [check] = await tx
      .select({ billId: checks.billId })
      .from(checks)
      .where(and(eq(checks.id, group.check), inScope(scope, checks.companyId)));
    if (check?.billId) group.bills.add(check.billId); // a standard check's own bill
    for (const p of await payments(eq(billPayments.checkId, group.check))) add(p);
  }
  return group;
}

const covers = (held: Group, wanted: Group) =>
  [...wanted.bills].every((id) => held.bills.has(id)) &&
  [...wanted.payments].every((id) => held.payments.has(id)) &&
  (wanted.check === null || wanted.check === held.check);

/** Locks these rows of a document's table within the scope (FOR UPDATE, in id order); none: nothing. */
async function lockRows(tx: DbOrTx, scope: CompanyScope, store: DocumentStore, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .select({ id: store.id })
    .from(store.table)
    .where(and(inArray(store.id, ids), inScope(scope, store.companyId)))
    .orderBy(asc(store.id))
    .for('update');
}

/**
 * Locks, in the one order, everything a void starting at `start` may touch. The group is read, locked, then
 * read again under the locks: a check made or voided meanwhile changes it, and what it gained is locked too
 * (out of order only in that rare case; the void's deadlock retry covers it).
 */
export async function lockVoidGroup(tx: DbOrTx, scope: CompanyScope, start: VoidStart): Promise<void> {
  const held: Group = { bills: new Set(), payments: new Set(), check: null };
  for (let pass = 0; pass < 3; pass++) {
    const wanted = await groupOf(tx, scope, start);
    if (pass > 0 && covers(held, wanted)) return;
    const billIds = [...wanted.bills].filter((id) => !held.bills.has(id));
    const paymentIds = [...wanted.payments].filter((id) => !held.payments.has(id));
    await lockRows(tx, scope, storedIn(bills), billIds);
    await lockRows(tx, scope, storedIn(billPayments), paymentIds);
    if (wanted.check !== null && wanted.check !== held.check) await lockRows(tx, scope, storedIn(checks), [wanted.check]);
    for (const id of billIds) held.bills.add(id);
    for (const id of paymentIds) held.payments.add(id);
    held.check = wanted.check ?? held.check;
  }
}

const DEADLOCK = '40P01';

/**
 * A void's transaction. The lock order keeps voids from deadlocking one another; should PostgreSQL still
 * pick this one as a deadlock victim (a group that changed while it was locked), it runs once more: by
 * then the other side has committed, so the retry sees its result (often a 409 'already void').
 */
export async function voidTransaction<T>(db: Db, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (pgCode(err) !== DEADLOCK) throw err;
    return db.transaction(work);
  }
}
