import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { exactCents } from '../../ledger/balances.js';
import { monthEnd, monthOf } from '../../ledger/totals.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';
import type { CompanySet } from '../consolidation/company-set.js';

/** Debits and credits of one (account, fund program, functional expense) key, cumulative up to a day. */
export interface KeyedTotal {
  accountId: number;
  fundId: number | null;
  feId: number | null;
  debit: bigint;
  credit: bigint;
}

/**
 * Every key's debits and credits of one company from the beginning up to each of `days` (inclusive), in one
 * pass over ledger_totals: reading i = the whole months up to day i's month, minus that month's lines dated
 * after day i (found on journal_lines_company_date_idx: one month of the company's lines at most, none at a
 * month end). The cost grows with the chart (accounts x funds x functional expenses x months), never with the
 * years of lines, and a statement with its comparison reads the totals once, not four times.
 */
export async function totalsAsOfDays(db: DbOrTx, scope: OneCompanyScope, days: string[]): Promise<KeyedTotal[][]> {
  return totalsOfIds(db, [scope.companyId], days);
}

/**
 * The same for a set of companies at once (a roll-up, issue 27): account ids are unique across companies, so
 * each key's account says whose it is. One statement per reading set, whatever the number of companies.
 */
export async function totalsOfSetAsOfDays(db: DbOrTx, set: CompanySet, days: string[]): Promise<KeyedTotal[][]> {
  return totalsOfIds(
    db,
    set.companies.map((c) => c.id),
    days,
  );
}

/** The reading itself, of companies a scope or a roll-up's set already named (not exported: ids alone are no scope). */
async function totalsOfIds(db: DbOrTx, companyIds: number[], days: string[]): Promise<KeyedTotal[][]> {
  const q = bucketedTotals(companyIds, days);
  const res = await db.execute(sql`
    select account_id as a, fund_program_id as f, functional_expense_id as x, b, d::text as d, c::text as c from (${q.rows}) t`);
  return q.fold(res.rows as BucketRow[]);
}

/** A row of bucketedTotals: a key, its bucket, and the bucket's debits and credits (text: exact cents). */
export type BucketRow = { a: number; f: number | null; x: number | null; b: number; d: string; c: string };

/**
 * The SQL of totalsOfSetAsOfDays' rows (account_id, fund_program_id, functional_expense_id, b, d, c: numeric
 * sums per key and bucket), for a caller to read as they are or to group further (a roll-up groups them by its
 * own chart, consolidation/set-totals.ts), and the fold of the rows read into one reading per day.
 */
export function bucketedTotals(companyIds: number[], days: string[]): { rows: SQL; fold: (rows: BucketRow[]) => KeyedTotal[][] } {
  const inSet = companyIds.length === 1 ? sql`company_id = ${companyIds[0]}::int` : sql`company_id = any(${`{${companyIds.join(',')}}`}::int[])`;
  // The totals are summed once per key and "bucket": bucket j holds the months after cut j-1 up to cut j
  // (the cuts are the days' months, sorted); reading i adds the buckets up to its month's cut in JS.
  const cuts = [...new Set(days.map(monthOf))].sort();
  const bucket = sql.join(
    cuts.map((m, j) => sql`when month <= ${m}::date then ${j}::int`),
    sql` `,
  );
  // Lines of a day's month dated after it: bucket -1 - i, taken off reading i only.
  const later = days.flatMap((day, i) =>
    day === monthEnd(day)
      ? []
      : [
          sql`union all
        select account_id, fund_program_id, functional_expense_id, ${-1 - i}::int, sum(debit_cents), sum(credit_cents) from journal_lines
         where ${inSet} and entry_date > ${day}::date and entry_date <= ${monthEnd(day)}::date group by 1, 2, 3`,
        ],
  );
  const rows = sql`
    select account_id, fund_program_id, functional_expense_id, b, sum(debit_cents) as d, sum(credit_cents) as c from (
      select account_id, fund_program_id, functional_expense_id, case ${bucket} end as b, debit_cents, credit_cents from ledger_totals
       where ${inSet} and month <= ${cuts.at(-1)!}::date
    ) t group by 1, 2, 3, 4
    ${sql.join(later, sql` `)}`;
  const fold = (res: BucketRow[]) => {
    const readings = days.map(() => new Map<string, KeyedTotal>());
    // the last bucket each reading counts (cuts sorted: reading i counts buckets 0..upto[i])
    const upto = days.map((day) => cuts.indexOf(monthOf(day)));
    for (const r of res) {
      const b = Number(r.b);
      const d = exactCents(r.d);
      const c = exactCents(r.c);
      days.forEach((_, i) => {
        const counts = b >= 0 ? b <= upto[i] : b === -1 - i;
        if (!counts) return;
        const key = `${r.a}:${r.f}:${r.x}`;
        const t = readings[i].get(key) ?? {
          accountId: Number(r.a),
          fundId: r.f === null ? null : Number(r.f),
          feId: r.x === null ? null : Number(r.x),
          debit: 0n,
          credit: 0n,
        };
        const sign = b >= 0 ? 1n : -1n;
        t.debit += sign * d;
        t.credit += sign * c;
        readings[i].set(key, t);
      });
    }
    return readings.map((m) => [...m.values()].filter((t) => t.debit !== 0n || t.credit !== 0n));
  };
  return { rows, fold };
}

/** One reading (see totalsAsOfDays). */
export async function totalsAsOf(db: DbOrTx, scope: OneCompanyScope, asOf: string): Promise<KeyedTotal[]> {
  return (await totalsAsOfDays(db, scope, [asOf]))[0];
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
