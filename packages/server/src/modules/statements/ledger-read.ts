import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { exactCents } from '../../ledger/balances.js';
import { monthEnd, monthOf } from '../../ledger/totals.js';

/** Debits and credits of one (account, fund program, functional expense) key, cumulative up to a day. */
export interface KeyedTotal {
  accountId: number;
  fundId: number | null;
  feId: number | null;
  debit: bigint;
  credit: bigint;
}

/**
 * Every key's debits and credits of one company from the beginning up to asOf (inclusive), read from
 * ledger_totals: the whole months up to asOf's month, minus that month's lines dated after asOf (found on
 * journal_lines_company_date_idx: one month of the company's lines at most, none at a month end). The cost
 * grows with the chart (accounts x funds x functional expenses x months), never with the years of lines.
 */
export async function totalsAsOf(db: DbOrTx, companyId: number, asOf: string): Promise<KeyedTotal[]> {
  const last = monthEnd(asOf);
  const laterLines =
    asOf === last
      ? sql``
      : sql`union all
        select account_id, fund_program_id, functional_expense_id, -debit_cents, -credit_cents from journal_lines
         where company_id = ${companyId}::int and entry_date > ${asOf}::date and entry_date <= ${last}::date`;
  const res = await db.execute(sql`
    select account_id as a, fund_program_id as f, functional_expense_id as x, sum(d)::text as d, sum(c)::text as c from (
      select account_id, fund_program_id, functional_expense_id, debit_cents as d, credit_cents as c from ledger_totals
       where company_id = ${companyId}::int and month <= ${monthOf(asOf)}::date
      ${laterLines}
    ) t group by 1, 2, 3`);
  return (res.rows as Array<{ a: number; f: number | null; x: number | null; d: string; c: string }>)
    .map((r) => ({
      accountId: Number(r.a),
      fundId: r.f === null ? null : Number(r.f),
      feId: r.x === null ? null : Number(r.x),
      debit: exactCents(r.d),
      credit: exactCents(r.c),
    }))
    .filter((r) => r.debit !== 0n || r.credit !== 0n);
}

const keyOf = (t: KeyedTotal) => `${t.accountId}:${t.fundId}:${t.feId}`;

/** The movements between two cumulative readings: `to` minus `before` (the day before the period). */
export function periodTotals(before: KeyedTotal[], to: KeyedTotal[]): KeyedTotal[] {
  const out = new Map<string, KeyedTotal>();
  for (const t of to) out.set(keyOf(t), { ...t });
  for (const b of before) {
    const k = keyOf(b);
    const row = out.get(k) ?? { ...b, debit: 0n, credit: 0n };
    row.debit -= b.debit;
    row.credit -= b.credit;
    out.set(k, row);
  }
  return [...out.values()].filter((r) => r.debit !== 0n || r.credit !== 0n);
}
