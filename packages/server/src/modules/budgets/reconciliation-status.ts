import { BANK_ACCOUNT_TYPES, BUDGET_TEXT } from '@app/contract';
import type { DbOrTx } from '../../db/client.js';
import { loadBooks } from '../statements/books.js';
import { totalsAsOf } from '../statements/ledger-read.js';

export interface BankStatus {
  accountId: number;
  label: string;
  balanceCents: bigint;
  status: string;
}

/**
 * Each bank and cash account's book balance at `asOf` and its reconciliation status. Bank reconciliations are
 * being built on another branch: until they land every account reads "Not reconciled". This is the one place
 * to point at the reconciliations table then (the last reconciled statement date on or before asOf).
 */
export async function bankReconciliationStatus(db: DbOrTx, companyId: number, asOf: string): Promise<BankStatus[]> {
  const [books, totals] = await Promise.all([loadBooks(db, companyId), totalsAsOf(db, companyId, asOf)]);
  const balance = new Map<number, bigint>();
  for (const t of totals) balance.set(t.accountId, (balance.get(t.accountId) ?? 0n) + t.debit - t.credit);
  return [...books.chart.values()]
    .filter((a) => BANK_ACCOUNT_TYPES.has(a.typeId))
    .map((a) => ({ accountId: a.id, label: `${a.number} ${a.name}`, balanceCents: balance.get(a.id) ?? 0n, status: BUDGET_TEXT.notReconciled }));
}
