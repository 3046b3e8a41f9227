import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { PostLine } from './lines.js';

/** The first day of the date's month: the key of ledger_totals' month column. */
export const monthOf = (isoDate: string) => `${isoDate.slice(0, 7)}-01`;

/** The last day of the date's month, 'YYYY-MM-DD'. */
export function monthEnd(isoDate: string): string {
  const [y, m] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** One ledger_totals row's change: an account, fund program and functional expense, its debits and credits, and its number of lines. */
export interface TotalsKey {
  a: number;
  f: number | null;
  x: number | null;
  d: number;
  c: number;
  n: number;
}

/**
 * An entry's lines summed per (account, fund program, functional expense) key (ON CONFLICT may touch a row
 * once per statement), keys sorted so two postings on the same accounts lock them in the same order (no deadlock);
 * ledger_totals_fold (migration 0044) locks an account's rows in this order too (fund, expense, NULLs first).
 */
export function totalsKeys(lines: readonly PostLine[]): TotalsKey[] {
  const byKey = new Map<string, TotalsKey>();
  for (const l of lines) {
    const f = l.fundProgramId ?? null;
    const x = l.functionalExpenseId ?? null;
    const key = `${l.accountId}:${f}:${x}`;
    const row = byKey.get(key) ?? { a: l.accountId, f, x, d: 0, c: 0, n: 0 };
    row.d += l.debitCents;
    row.c += l.creditCents;
    row.n += 1;
    byKey.set(key, row);
  }
  return [...byKey.values()].sort((p, q) => p.a - q.a || (p.f ?? -1) - (q.f ?? -1) || (p.x ?? -1) - (q.x ?? -1));
}

/**
 * One row per key of the lines (totalsKeys) in TOTALS_COLUMNS' order, ordered by k.o (the keys' sorted order),
 * as a select over parameter arrays: the statement's text stays the same whatever the lines (a named statement,
 * issue 23 point 2).
 */
function totalsRows(companyId: number, date: string, lines: readonly PostLine[]): SQL {
  const keys = totalsKeys(lines);
  const column = <T>(pick: (r: TotalsKey) => T) => sql.param(keys.map(pick));
  return sql`SELECT ${companyId}::int, k.a, k.f, k.x, ${monthOf(date)}::date, k.d, k.c, k.n
    FROM unnest(${column((r) => r.a)}::int[], ${column((r) => r.f)}::int[], ${column((r) => r.x)}::int[], ${column((r) => r.d)}::bigint[],
      ${column((r) => r.c)}::bigint[], ${column((r) => r.n)}::int[]) WITH ORDINALITY AS k(a, f, x, d, c, n, o)`;
}

export const TOTALS_COLUMNS = sql.raw('company_id, account_id, fund_program_id, functional_expense_id, month, debit_cents, credit_cents, line_count');

/** What an upsert adds to a key's row of its stripe: debits, credits and lines (migration 0045). */
export const TOTALS_ADD = sql.raw(`ON CONFLICT ON CONSTRAINT ledger_totals_key
    DO UPDATE SET debit_cents = ledger_totals.debit_cents + excluded.debit_cents, credit_cents = ledger_totals.credit_cents + excluded.credit_cents,
      line_count = ledger_totals.line_count + excluded.line_count`);

/**
 * The statement adding lines to ledger_totals: one upsert row per key (totalsKeys: ON CONFLICT may touch a row
 * once), in the keys' order, only where `gate` holds when given. postLocked() runs it as a CTE of its entries'
 * own insert, so totals and lines commit together; post()'s write, the ledger function ledger_post (migration
 * 0048), sums and orders the same keys in SQL.
 */
export function totalsUpsert(companyId: number, date: string, lines: readonly PostLine[], gate?: SQL): SQL {
  return sql`INSERT INTO ledger_totals (${TOTALS_COLUMNS}) ${totalsRows(companyId, date, lines)}${gate ? sql` WHERE ${gate}` : sql``} ORDER BY k.o ${TOTALS_ADD}`;
}

/** Adds lines to ledger_totals on their own (post() folds the same statement into its insert). */
export async function addToTotals(tx: DbOrTx, companyId: number, date: string, lines: readonly PostLine[]): Promise<void> {
  await tx.execute(totalsUpsert(companyId, date, lines));
}

/**
 * Moves every key's stripes 1-7 back into stripe 0 (migration 0044's ledger_totals_fold: one account per
 * transaction, so it runs outside any transaction of the caller). Every node runs it hourly.
 */
export async function foldLedgerTotals(db: DbOrTx): Promise<void> {
  await db.execute(sql`call ledger_totals_fold()`);
}
