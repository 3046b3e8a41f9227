import { BILL_STATUS, BILL_TEXT } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bills } from '../../db/schema/index.js';
import { conflict } from '../../errors.js';
import { reverseSource } from '../../ledger/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { assertVisible } from '../../plugins/company-scope.js';
import { BILL_SOURCE } from './bills.postings.js';
import { type Bill, findBill } from './bills.repo.js';
import { type BillDeps, postingDay } from './bills.service.js';
import { lockVoidGroup, voidTransaction } from './void-locks.js';

/** What a dependent's void step gets: the locked bill, the void day and who voids. */
export interface BillVoidContext {
  tx: DbOrTx;
  bill: Bill;
  date: string;
  auth: AuthContext;
}

/**
 * The extension point of the void cascade (DESIGN.md section 6): a Paid or Check bill is voided by voiding its
 * payment (and that payment's check) first. The bill-payment module registers a step here that voids the
 * bill's payment inside the same transaction and returns the bill to Created; the check module does the same
 * for checks. Until a step is registered, a Paid or Check bill cannot be voided (409), never half-voided.
 */
export type BillVoidStep = (ctx: BillVoidContext) => Promise<void>;
const billVoidSteps: BillVoidStep[] = [];

export function registerBillVoidStep(step: BillVoidStep): () => void {
  billVoidSteps.push(step);
  return () => {
    const i = billVoidSteps.indexOf(step);
    if (i >= 0) billVoidSteps.splice(i, 1);
  };
}

/** Voids what stands on the bill (its payment, that payment's check); refuses when nothing knows how. */
async function voidBillDependents(ctx: BillVoidContext): Promise<void> {
  if (ctx.bill.status === BILL_STATUS.Created) return;
  if (!billVoidSteps.length) throw conflict(BILL_TEXT.voidNeedsPayment);
  for (const step of billVoidSteps) await step(ctx);
  // The payment's void returns the bill to Created; anything else means a dependent is still standing.
  const after = await findBill(ctx.tx, ctx.bill.id);
  if (after?.status !== BILL_STATUS.Created) throw conflict(BILL_TEXT.voidDependentsLeft);
}

/**
 * changeStatusOfBillIntoVoid: under a lock on the bill row, voids its dependents, then reverses everything the
 * bill posted with an entry dated the day of the void (the original stays) and marks it Void. A second void
 * answers 409 and changes nothing.
 */
export async function voidBill(deps: BillDeps, auth: AuthContext, id: number): Promise<void> {
  const now = deps.clock();
  await voidTransaction(deps.db, (tx) => voidBillIn(tx, auth, id, now));
}

/** The bill void inside the caller's transaction (a standard check's void takes its own bill with it). */
export async function voidBillIn(tx: DbOrTx, auth: AuthContext, id: number, now: Date): Promise<void> {
  assertVisible(auth, await findBill(tx, id));
  await lockVoidGroup(tx, { billId: id }); // the bill, its payment, that payment's check (void-locks.ts)
  const bill = (await findBill(tx, id)) as Bill;
  if (bill.status === BILL_STATUS.Void) throw conflict(BILL_TEXT.alreadyVoid);
  const date = postingDay(now, bill);
  await voidBillDependents({ tx, bill, date, auth });
  await reverseSource(tx, { companyId: bill.companyId, sourceType: BILL_SOURCE, sourceId: bill.id }, { date, createdBy: auth.userId });
  await tx.update(bills).set({ status: BILL_STATUS.Void, updatedAt: now }).where(eq(bills.id, id));
}
