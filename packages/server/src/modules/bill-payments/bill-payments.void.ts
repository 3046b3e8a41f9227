import { BILL_PAYMENT_STATUS, BILL_PAYMENT_TEXT, BILL_STATUS } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { billPayments, bills } from '../../db/schema/index.js';
import { conflict } from '../../errors.js';
import { reverseSource } from '../../ledger/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { assertVisible } from '../../plugins/company-scope.js';
import { isoDay } from '../../lib/iso-day.js';
import { registerBillVoidStep } from '../bills/bills.void.js';
import { lockVoidGroup, voidTransaction } from '../bills/void-locks.js';
import { BILL_PAYMENT_SOURCE } from './bill-payments.postings.js';
import { type BillPayment, findPayment, livePaymentOfBill } from './bill-payments.repo.js';
import type { BillPaymentDeps } from './bill-payments.service.js';

/** What a check's void step gets: the locked payment (status Check), the void day and who voids. */
export interface PaymentCheckVoidContext {
  tx: DbOrTx;
  payment: BillPayment;
  date: string;
  auth: AuthContext;
}

/**
 * The extension point for checks (DESIGN.md section 6: a check holding a voided payment is voided too). The
 * checks module registers a step that, inside the same transaction, voids the check named by
 * `payment.checkId` and returns its payments to Paid (or voids this payment itself, e.g. a standard check
 * voiding its own bill). Until a step is registered a payment on a check cannot be voided (409), never half-voided.
 */
export type PaymentCheckVoidStep = (ctx: PaymentCheckVoidContext) => Promise<void>;
const checkVoidSteps: PaymentCheckVoidStep[] = [];

export function registerPaymentCheckVoidStep(step: PaymentCheckVoidStep): () => void {
  checkVoidSteps.push(step);
  return () => {
    const i = checkVoidSteps.indexOf(step);
    if (i >= 0) checkVoidSteps.splice(i, 1);
  };
}

/**
 * Voids a payment inside the caller's transaction. It first locks what the void may touch in the one order
 * of every void (bills, payments, check: void-locks.ts), so voids meeting on a check queue instead of
 * deadlocking. A payment on a check voids the check first (registered step). Then a reversing entry dated
 * `date` (never before the payment's own date), the payment becomes Void and its bill Created again. A Void
 * payment answers 409 and nothing changes.
 */
export async function voidPayment(tx: DbOrTx, auth: AuthContext, paymentId: number, day: string): Promise<void> {
  assertVisible(auth, await findPayment(tx, paymentId));
  await lockVoidGroup(tx, { paymentId });
  const payment = (await findPayment(tx, paymentId)) as BillPayment;
  if (payment.status === BILL_PAYMENT_STATUS.Void) throw conflict(BILL_PAYMENT_TEXT.alreadyVoid);
  const date = [day, payment.paymentDate].sort()[1]; // ISO days sort as dates
  if (payment.status === BILL_PAYMENT_STATUS.Check) {
    if (!checkVoidSteps.length) throw conflict(BILL_PAYMENT_TEXT.checkVoidMissing);
    for (const step of checkVoidSteps) await step({ tx, payment, date, auth });
    const after = await findPayment(tx, paymentId);
    if (after?.status === BILL_PAYMENT_STATUS.Void) return; // the check's void took the payment with it
    if (after?.status !== BILL_PAYMENT_STATUS.Paid) throw conflict(BILL_PAYMENT_TEXT.checkLeft);
  }
  await reverseSource(tx, { companyId: payment.companyId, sourceType: BILL_PAYMENT_SOURCE, sourceId: payment.id }, { date, createdBy: auth.userId });
  await tx.update(billPayments).set({ status: BILL_PAYMENT_STATUS.Void, voidedAt: new Date(), voidedBy: auth.userId }).where(eq(billPayments.id, paymentId));
  await tx.update(bills).set({ status: BILL_STATUS.Created, updatedAt: new Date() }).where(eq(bills.id, payment.billId));
}

/** changeStatusOfBillPayment: voids the payment in its own transaction, dated the day of the void. */
export async function changeStatusOfBillPayment(deps: BillPaymentDeps, auth: AuthContext, id: number): Promise<void> {
  const day = isoDay(deps.clock());
  await voidTransaction(deps.db, (tx) => voidPayment(tx, auth, id, day));
}

// Voiding a Paid or Check bill voids its payment (and that payment's check) first, in the bill's transaction.
registerBillVoidStep(async ({ tx, bill, date, auth }) => {
  if (bill.status === BILL_STATUS.Created) return;
  const live = await livePaymentOfBill(tx, bill.id);
  if (live) await voidPayment(tx, auth, live.id, date);
});
