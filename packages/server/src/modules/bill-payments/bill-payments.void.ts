import { BILL_PAYMENT_STATUS, BILL_PAYMENT_TEXT, isoDay } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { voidDocument } from '../../documents/post-document.js';
import { transition } from '../../documents/transition.js';
import type { VoidCascade, VoidContext } from '../../documents/void-cascade.js';
import { conflict } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { scopeOf, visibleIn } from '../../plugins/company-scope.js';
import { billDocument } from '../bills/bill.document.js';
import type { Bill } from '../bills/bills.repo.js';
import { lockVoidGroup } from '../bills/void-locks.js';
import { billPaymentDocument } from './bill-payment.document.js';
import { BILL_PAYMENT_SOURCE } from './bill-payments.postings.js';
import { voidWithReason } from '../bills/void-reasons.js';
import { type BillPayment, findPayment, livePaymentOfBill } from './bill-payments.repo.js';

export interface PaymentVoidDeps {
  db: Db;
  clock: () => Date;
  voids: VoidCascade;
}

/**
 * Voids a payment inside the caller's transaction. It first locks what the void may touch in the one order
 * of every void (bills, payments, check: void-locks.ts), so voids meeting on a check queue instead of
 * deadlocking. A payment on a check voids the check first (the cascade's payment step). Then a reversing entry
 * dated `day` (never before the payment's own date), the payment becomes Void and its bill Created again.
 * A Void payment answers 409 and nothing changes.
 */
export async function voidPayment(tx: DbOrTx, voids: VoidCascade, auth: AuthContext, paymentId: number, day: string): Promise<void> {
  const scope = scopeOf(auth);
  visibleIn(scope, await findPayment(tx, scope, paymentId));
  await lockVoidGroup(tx, scope, { paymentId });
  const payment = (await findPayment(tx, scope, paymentId)) as BillPayment;
  if (payment.status === BILL_PAYMENT_STATUS.Void) throw conflict(BILL_PAYMENT_TEXT.alreadyVoid);
  const date = [day, payment.paymentDate].sort()[1]; // ISO days sort as dates
  const now = new Date();
  if (payment.status === BILL_PAYMENT_STATUS.Check) {
    await voids.bill_payment({ tx, row: payment, date, auth, now });
    const after = await findPayment(tx, scope, paymentId);
    if (after?.status === BILL_PAYMENT_STATUS.Void) return; // the check's void took the payment with it
    if (after?.status !== BILL_PAYMENT_STATUS.Paid) throw conflict(BILL_PAYMENT_TEXT.checkLeft);
  }
  await voidDocument(tx, scope, billPaymentDocument, payment, { date, createdBy: auth.userId, also: { voidedAt: now, voidedBy: auth.userId } });
  await transition(tx, scope, billDocument, [payment.billId], 'reopen', { updatedAt: now });
}

/** changeStatusOfBillPayment: voids the payment in its own transaction, dated the day of the void. */
export async function changeStatusOfBillPayment(deps: PaymentVoidDeps, auth: AuthContext, id: number, reason?: string): Promise<void> {
  const now = deps.clock();
  await voidWithReason(deps.db, { sourceType: BILL_PAYMENT_SOURCE, id, reason, auth, now }, findPayment, (tx) => voidPayment(tx, deps.voids, auth, id, isoDay(now)));
}

/** The cascade's bill step: a Paid or Check bill's live payment (and that payment's check) is voided first. */
export async function voidLivePaymentOfBill({ tx, row: bill, date, auth }: VoidContext<Bill>, voids: VoidCascade): Promise<void> {
  const live = await livePaymentOfBill(tx, scopeOf(auth), bill.id);
  if (live) await voidPayment(tx, voids, auth, live.id, date);
}
