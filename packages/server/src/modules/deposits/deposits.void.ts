import { DEPOSIT_STATUS, DEPOSIT_TEXT, isoDay } from '@app/contract';
import type { Db } from '../../db/client.js';
import { voidDocument } from '../../documents/post-document.js';
import { conflict } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { scopeOf, visibleIn } from '../../plugins/company-scope.js';
import { depositDocument } from './deposit.document.js';
import { recordVoidReason } from '../bills/void-reasons.js';
import { DEPOSIT_SOURCE } from './deposit.postings.js';
import { findDeposit } from './deposits.repo.js';

/**
 * GET /deposits/{id}/void: under the deposit's row lock (a racing void or returned check waits), a Posted
 * deposit gets one reversal per entry it posted (its returned checks' entries too, so the books show neither),
 * dated the day of the void but never before the deposit, and becomes Void. A second void answers 409.
 * Nothing else hangs on a deposit, so there is no cascade. `reason` (?reason=, optional) is recorded with the
 * void in its transaction (issue 28.5): a refused void records nothing.
 */
export async function voidDeposit(deps: { db: Db; clock: () => Date }, auth: AuthContext, id: number, reason?: string): Promise<void> {
  const day = isoDay(deps.clock());
  const scope = scopeOf(auth);
  await deps.db.transaction(async (tx) => {
    const deposit = visibleIn(scope, await findDeposit(tx, scope, id, { forUpdate: true }));
    if (deposit.status === DEPOSIT_STATUS.Void) throw conflict(DEPOSIT_TEXT.alreadyVoid);
    const date = [day, deposit.depositDate].sort()[1]; // ISO days sort as dates
    const at = new Date();
    await voidDocument(tx, scope, depositDocument, deposit, { date, createdBy: auth.userId, also: { voidedAt: at, voidedBy: auth.userId } });
    await recordVoidReason(tx, { sourceType: DEPOSIT_SOURCE, sourceId: id, companyId: deposit.companyId, reason, userId: auth.userId, at });
  });
}
