import { MAX_MONEY_CENTS, SEC } from '@app/contract';
import type { PostLine } from './lines.js';
import { ledgerError } from './lines.js';

/** An account's all-time debit and credit totals as the ledger totals hold them before a posting. */
export interface AccountSoFar {
  name: string;
  number: string | null;
  debitCents: bigint;
  creditCents: bigint;
}

const MAX = BigInt(MAX_MONEY_CENTS);

/**
 * Refuses a posting that would take an account's total debits or total credits past the money maximum,
 * so every account total stays an amount the books can show. Exact (bigint) whatever the totals are.
 */
export function checkAccountLimits(lines: readonly PostLine[], soFar: (accountId: number) => AccountSoFar): void {
  const adds = new Map<number, { d: bigint; c: bigint }>();
  for (const l of lines) {
    const a = adds.get(l.accountId) ?? { d: 0n, c: 0n };
    a.d += BigInt(l.debitCents);
    a.c += BigInt(l.creditCents);
    adds.set(l.accountId, a);
  }
  for (const [accountId, add] of adds) {
    const t = soFar(accountId);
    if (t.debitCents + add.d > MAX || t.creditCents + add.c > MAX) {
      throw ledgerError(SEC.accountTotalTooLarge(`${t.number ?? ''} ${t.name}`.trim()), 'lines');
    }
  }
}
