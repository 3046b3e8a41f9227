import { CHECK_STATUS, CHECK_TEXT, isoDay } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { voidDocument } from '../../documents/post-document.js';
import { transition } from '../../documents/transition.js';
import type { VoidCascade, VoidContext } from '../../documents/void-cascade.js';
import { conflict } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, scopeOf, visibleIn } from '../../plugins/company-scope.js';
import { billPaymentDocument } from '../bill-payments/bill-payment.document.js';
import type { BillPayment } from '../bill-payments/bill-payments.repo.js';
import { billDocument } from '../bills/bill.document.js';
import { voidBillIn } from '../bills/bills.void.js';
import { lockVoidGroup } from '../bills/void-locks.js';
import { CHECK_SOURCE, checkDocument } from './check.document.js';
import { voidWithReason } from '../bills/void-reasons.js';
import { type Check, findCheck, livePaymentsOfCheck } from './checks.repo.js';

export interface CheckVoidDeps {
  db: Db;
  clock: () => Date;
  voids: VoidCascade;
}

/**
 * Marks a locked check Void and returns its payments (and their bills) to Paid: they can go on a new check.
 * The check keeps its number; check_payments keeps what it held (its stubs). A check posts nothing: no reversal.
 */
async function releaseCheck(tx: DbOrTx, scope: CompanyScope, check: Check, userId: number | null, now: Date): Promise<void> {
  await voidDocument(tx, scope, checkDocument, check, { date: isoDay(now), createdBy: userId, also: { voidedAt: now, voidedBy: userId } });
  const payments = await livePaymentsOfCheck(tx, scope, check.id);
  if (!payments.length) return;
  await transition(
    tx,
    scope,
    billPaymentDocument,
    payments.map((p) => p.id),
    'releaseFromCheck',
    { checkId: null },
  );
  await transition(
    tx,
    scope,
    billDocument,
    payments.map((p) => p.billId),
    'releaseFromCheck',
    { updatedAt: now },
  );
}

/**
 * Voids a check inside the caller's transaction, under the locks of its void group. A voucher check's payments
 * and bills return to Paid (no posting: the check posted nothing). A standard check voids its own bill with
 * it (the cascade's check step), which voids that bill's payment: reversing entries dated the day of the void.
 * A Void check: 409.
 */
export async function voidCheckIn(tx: DbOrTx, voids: VoidCascade, auth: AuthContext, id: number, now: Date): Promise<void> {
  const scope = scopeOf(auth);
  visibleIn(scope, await findCheck(tx, scope, id));
  // Bills, then payments, then the check: the one order of every void (void-locks.ts), so they queue, not deadlock.
  await lockVoidGroup(tx, scope, { checkId: id });
  const check = (await findCheck(tx, scope, id)) as Check;
  if (check.status === CHECK_STATUS.Void) throw conflict(CHECK_TEXT.alreadyVoid);
  await releaseCheck(tx, scope, check, auth.userId, now);
  await voids.check({ tx, row: check, date: isoDay(now), auth, now });
}

/** voidCheck: in its own transaction (retried once should PostgreSQL still pick it as a deadlock victim). */
export async function voidCheck(deps: CheckVoidDeps, auth: AuthContext, id: number, reason?: string): Promise<void> {
  const now = deps.clock();
  await voidWithReason(deps.db, { sourceType: CHECK_SOURCE, id, reason, auth, now }, findCheck, (tx) => voidCheckIn(tx, deps.voids, auth, id, now));
}

/** The cascade's check step: a standard check's own bill is voided with it (and so that bill's payment). */
export async function voidOwnBillOfCheck({ tx, row: check, auth, now }: VoidContext<Check>, voids: VoidCascade): Promise<void> {
  if (check.checkType === 'standard' && check.billId) await voidBillIn(tx, voids, auth, check.billId, now);
}

/**
 * The cascade's payment step: a payment that sits on a check voids the check first (DESIGN.md section 6); the
 * payment's own void then reverses it. A bill on a check reaches here too: the bill's void voids its payment first.
 */
export async function voidCheckOfPayment({ tx, row: payment, auth }: VoidContext<BillPayment>): Promise<void> {
  if (payment.checkId === null) return;
  const scope = scopeOf(auth);
  const check = await findCheck(tx, scope, payment.checkId, { forUpdate: true });
  if (!check || check.status === CHECK_STATUS.Void) return;
  await releaseCheck(tx, scope, check, auth.userId, new Date());
}
