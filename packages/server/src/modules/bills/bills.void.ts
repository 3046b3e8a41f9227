import { BILL_STATUS, BILL_TEXT } from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { voidDocument } from '../../documents/post-document.js';
import type { VoidCascade } from '../../documents/void-cascade.js';
import { conflict } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { scopeOf, visibleIn } from '../../plugins/company-scope.js';
import { billDocument } from './bill.document.js';
import { type Bill, findBill } from './bills.repo.js';
import { postingDay } from './bills.service.js';
import { lockVoidGroup } from './void-locks.js';
import { BILL_SOURCE } from './bills.postings.js';
import { voidWithReason } from './void-reasons.js';

export interface BillVoidDeps {
  db: Db;
  clock: () => Date;
  voids: VoidCascade;
}

/**
 * changeStatusOfBillIntoVoid: under the locks of its void group, voids what stands on the bill, then reverses
 * everything the bill posted with an entry dated the day of the void (the original stays) and marks it Void.
 * A second void answers 409 and changes nothing.
 */
export async function voidBill(deps: BillVoidDeps, auth: AuthContext, id: number, reason?: string): Promise<void> {
  const now = deps.clock();
  await voidWithReason(deps.db, { sourceType: BILL_SOURCE, id, reason, auth, now }, findBill, (tx) => voidBillIn(tx, deps.voids, auth, id, now));
}

/** The bill void inside the caller's transaction (a standard check's void takes its own bill with it). */
export async function voidBillIn(tx: DbOrTx, voids: VoidCascade, auth: AuthContext, id: number, now: Date): Promise<void> {
  const scope = scopeOf(auth);
  visibleIn(scope, await findBill(tx, scope, id));
  await lockVoidGroup(tx, scope, { billId: id }); // the bill, its payment, that payment's check (void-locks.ts)
  const bill = (await findBill(tx, scope, id)) as Bill;
  if (bill.status === BILL_STATUS.Void) throw conflict(BILL_TEXT.alreadyVoid);
  const date = postingDay(now, bill);
  if (bill.status !== BILL_STATUS.Created) {
    // The cascade's bill step voids its payment (and that payment's check), which reopens the bill; anything
    // else means a dependent is still standing: the void stops and nothing changes.
    await voids.bill({ tx, row: bill, date, auth, now });
    const after = await findBill(tx, scope, bill.id);
    if (after?.status !== BILL_STATUS.Created) throw conflict(BILL_TEXT.voidDependentsLeft);
  }
  await voidDocument(tx, scope, billDocument, bill, { date, createdBy: auth.userId, also: { updatedAt: now } });
}
