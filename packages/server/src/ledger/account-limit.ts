import { MAX_MONEY_CENTS, SEC } from '@app/contract';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accounts, journalLines } from '../db/schema/index.js';
import { ledgerError } from './lines.js';

/**
 * After a posting's lines are written (same transaction): refuses it when an account's total debits or
 * total credits would pass the money maximum, so every account total stays a representable amount.
 * The comparison runs in SQL on numeric sums: exact whatever the totals are.
 */
export async function checkAccountTotals(tx: DbOrTx, accountIds: number[]) {
  if (!accountIds.length) return;
  const over = await tx
    .select({ name: accounts.accountName, number: accounts.accountNumber })
    .from(journalLines)
    .innerJoin(accounts, sql`${accounts.id} = ${journalLines.accountId}`)
    .where(inArray(journalLines.accountId, accountIds))
    .groupBy(accounts.id)
    .having(sql`sum(${journalLines.debitCents}) > ${MAX_MONEY_CENTS} or sum(${journalLines.creditCents}) > ${MAX_MONEY_CENTS}`)
    .limit(1);
  if (over.length) throw ledgerError(SEC.accountTotalTooLarge(`${over[0].number} ${over[0].name}`), 'lines');
}
