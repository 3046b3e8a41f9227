import { type ClassAmounts, fromCents, type StatementDrill } from '@app/contract';
import type { Books, ChartAccount, Fund } from './books.js';
import { UNTAGGED } from './classes.js';
import type { KeyedTotal } from './ledger-read.js';

// Helpers the five statements share: amounts to the wire, drill-downs, the funds and accounts they read.

/** The cumulative readings a period statement needs: as of the day before it and as of its last day. */
export interface Readings {
  before: KeyedTotal[];
  end: KeyedTotal[];
}

export const m = fromCents;
/** A wire amount back to cents ("-12.30" -> -1230n): fromCents always writes two decimals. */
export const wireCents = (s: string) => BigInt(s.replace('.', ''));
export const cls = (without: bigint, withR: bigint): ClassAmounts => ({ without: m(without), with: m(withR), total: m(without + withR) });
export const drill = (accountId: number, from: string | null, to: string, fund: StatementDrill['fund_program_id'] = null): StatementDrill => ({
  account_id: accountId,
  from,
  to,
  fund_program_id: fund,
  functional_expense_id: null,
});

export function fundOfBooks(books: Books) {
  return (id: number | null): Fund => (id === null ? UNTAGGED : (books.funds.get(id) ?? { ...UNTAGGED, id, name: `Fund #${id}` }));
}

/** Sums per account of debit - credit (all funds). */
export function netByAccount(totals: KeyedTotal[]) {
  const out = new Map<number, { debit: bigint; credit: bigint }>();
  for (const t of totals) {
    const r = out.get(t.accountId) ?? { debit: 0n, credit: 0n };
    r.debit += t.debit;
    r.credit += t.credit;
    out.set(t.accountId, r);
  }
  return out;
}

export const isDue = (a: ChartAccount) => a.role === 'due_from' || a.role === 'due_to';
export const isTransfer = (a: ChartAccount) => a.role === 'transfers_in' || a.role === 'transfers_out';
