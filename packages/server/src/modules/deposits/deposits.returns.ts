import { DEPOSIT_STATUS, DEPOSIT_TEXT, type DepositLineRow, type DepositReturnInput, EXPENSE_TYPE, isoDay } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { depositLines } from '../../db/schema/index.js';
import { conflict, invalid, notFound } from '../../errors.js';
import { post } from '../../ledger/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { inScope, narrowScope, scopeOf, visibleIn } from '../../plugins/company-scope.js';
import { returnPosting } from './deposit.postings.js';
import { findAccounts, findDeposit, lineToWire } from './deposits.repo.js';

/**
 * POST /deposits/{id}/lines/{line}/return: the bank sent a check back. Under the deposit's row lock (a void or
 * a second return waits, then sees this one): the deposit must be Posted (409), the line a check (422) not
 * yet returned (409), the fee's account an Active expense account of the company. One entry dated today (never
 * before the deposit) undoes the line and posts the fee, both in the check's fund and naming its payer
 * (deposit.postings.ts returnPosting); the line records the return. The bank is not checked for cover: the
 * bank has already taken the money back.
 */
export async function returnCheck(
  deps: { db: Db; clock: () => Date },
  auth: AuthContext,
  id: number,
  lineNo: number,
  input: DepositReturnInput,
): Promise<DepositLineRow> {
  const day = isoDay(deps.clock());
  const scope = scopeOf(auth);
  return deps.db.transaction(async (tx) => {
    const deposit = visibleIn(scope, await findDeposit(tx, scope, id, { forUpdate: true }));
    const [line] = await tx
      .select()
      .from(depositLines)
      .where(and(eq(depositLines.depositId, deposit.id), eq(depositLines.lineNo, lineNo)));
    if (!line) throw notFound(DEPOSIT_TEXT.lineUnknown);
    if (deposit.status === DEPOSIT_STATUS.Void) throw conflict(DEPOSIT_TEXT.returnOfVoid);
    if (line.method !== 'check') throw invalid(DEPOSIT_TEXT.notACheck, 'line');
    if (line.returnedOn) throw conflict(DEPOSIT_TEXT.alreadyReturned);
    const fee = Math.max(input.feeCents, 0);
    const feeAccountId = fee > 0 ? input.feeAccountId : null;
    const found = new Map(
      (await findAccounts(tx, narrowScope(scope, deposit.companyId), [line.accountId, ...(feeAccountId ? [feeAccountId] : [])])).map((a) => [a.id, a]),
    );
    if (feeAccountId) {
      const a = found.get(feeAccountId);
      if (a?.companyId !== deposit.companyId || a.typeId !== EXPENSE_TYPE || a.status !== 'Active')
        throw invalid(DEPOSIT_TEXT.feeAccountType, 'fee_account_id');
    }
    const date = [day, deposit.depositDate].sort()[1];
    const posted = await post(tx, returnPosting(deposit, line, { cents: fee, accountId: feeAccountId }, date, auth.userId));
    const [updated] = await tx
      .update(depositLines)
      .set({ returnedOn: date, returnedAt: new Date(), returnedBy: auth.userId, returnFeeCents: fee, returnFeeAccountId: feeAccountId })
      .where(and(eq(depositLines.id, line.id), inScope(narrowScope(scope, deposit.companyId), depositLines.companyId)))
      .returning();
    const account = found.get(line.accountId);
    if (!account) throw notFound();
    const feeAccount = feeAccountId ? found.get(feeAccountId) : undefined;
    return lineToWire(
      updated,
      { number: account.number, name: account.name, typeId: account.typeId },
      posted.lines[0].fundProgramName ?? '',
      feeAccount ? feeAccount.name : null,
    );
  });
}
