import { BILL_PAYMENT_STATUS, BILL_STATUS, CHECK_STATUS, CHECK_TEXT } from '@app/contract';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { billPayments, bills, checks } from '../../db/schema/index.js';
import { conflict } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { assertVisible } from '../../plugins/company-scope.js';
import { registerPaymentCheckVoidStep } from '../bill-payments/bill-payments.void.js';
import { voidBillIn } from '../bills/bills.void.js';
import { lockVoidGroup, voidTransaction } from '../bills/void-locks.js';
import { type Check, findCheck, livePaymentsOfCheck } from './checks.repo.js';
import type { CheckDeps } from './checks.service.js';

/**
 * Marks a locked check Void and returns its payments (and their bills) to Paid: they can go on a new check.
 * The check keeps its number; check_payments keeps what it held (its stubs).
 */
async function releaseCheck(tx: DbOrTx, check: Check, userId: number | null, now: Date): Promise<void> {
  await tx.update(checks).set({ status: CHECK_STATUS.Void, voidedAt: now, voidedBy: userId }).where(eq(checks.id, check.id));
  const payments = await livePaymentsOfCheck(tx, check.id);
  if (!payments.length) return;
  await tx
    .update(billPayments)
    .set({ status: BILL_PAYMENT_STATUS.Paid, checkId: null })
    .where(
      inArray(
        billPayments.id,
        payments.map((p) => p.id),
      ),
    );
  await tx
    .update(bills)
    .set({ status: BILL_STATUS.Paid, updatedAt: now })
    .where(
      inArray(
        bills.id,
        payments.map((p) => p.billId),
      ),
    );
}

/**
 * Voids a check inside the caller's transaction, under a lock on the check row. A voucher check's payments
 * and bills return to Paid (no posting: the check posted nothing). A standard check voids its own bill with
 * it, which voids that bill's payment: reversing entries dated the day of the void. A Void check: 409.
 */
export async function voidCheckIn(tx: DbOrTx, auth: AuthContext, id: number, now: Date): Promise<void> {
  assertVisible(auth, await findCheck(tx, id));
  // Bills, then payments, then the check: the one order of every void (void-locks.ts), so they queue, not deadlock.
  await lockVoidGroup(tx, { checkId: id });
  const check = (await findCheck(tx, id)) as Check;
  if (check.status === CHECK_STATUS.Void) throw conflict(CHECK_TEXT.alreadyVoid);
  await releaseCheck(tx, check, auth.userId, now);
  if (check.checkType === 'standard' && check.billId) await voidBillIn(tx, auth, check.billId, now);
}

/** voidCheck: in its own transaction (retried once should PostgreSQL still pick it as a deadlock victim). */
export async function voidCheck(deps: CheckDeps, auth: AuthContext, id: number): Promise<void> {
  const now = deps.clock();
  await voidTransaction(deps.db, (tx) => voidCheckIn(tx, auth, id, now));
}

// Voiding a payment that sits on a check voids the check first (DESIGN.md section 6); the payment's own void
// then reverses it. A bill on a check reaches here too: the bill's void voids its payment first.
registerPaymentCheckVoidStep(async ({ tx, payment, auth }) => {
  if (payment.checkId === null) return;
  const check = await findCheck(tx, payment.checkId, { forUpdate: true });
  if (!check || check.status === CHECK_STATUS.Void) return;
  await releaseCheck(tx, check, auth.userId, new Date());
});
