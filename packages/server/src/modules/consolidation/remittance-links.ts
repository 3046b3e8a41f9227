import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { exactCents } from '../../ledger/balances.js';
import type { KeyedTotal } from '../statements/ledger-read.js';
import type { CompanySet } from './company-set.js';
import { readKeySql } from './set-totals.js';

/** A line total of the assessment entries between two companies of the set: whose line, and the other side. */
export interface LinkedTotal extends KeyedTotal {
  companyId: number;
  counterpartyId: number;
}

/**
 * The revenue and expense lines of the remittances between companies of the set (issue 27 point 4), cumulative
 * up to each day. One Assessment Revenue account serves all of a parent's children, so no account mark can say
 * whose revenue it is: the `remittances` row can (its child's entry and its parent's entry, linked by its id,
 * and the reversal of either). Only assessments (rule_id set): trust money passed on is no one's revenue or
 * expense in the child, and the due to / due from lines are eliminated by their account marks.
 */
export async function remittanceLinks(db: DbOrTx, set: CompanySet, days: string[]): Promise<LinkedTotal[][]> {
  const companyIds = set.companies.map((c) => c.id);
  if (companyIds.length < 2) return days.map(() => []);
  const ids = `{${companyIds.join(',')}}`;
  const last = [...days].sort().at(-1)!;
  const cols = sql.join(
    days.map(
      (d, i) =>
        sql`coalesce(sum(l.debit_cents) filter (where l.entry_date <= ${d}::date), 0)::text as ${sql.raw(`d${i}`)},
          coalesce(sum(l.credit_cents) filter (where l.entry_date <= ${d}::date), 0)::text as ${sql.raw(`c${i}`)}`,
    ),
    sql`, `,
  );
  // The two entries of each row, then their reversals: "is not null" lets the planner read the (few) reversals
  // from the unique index on reverses_entry_id and match them in a hash, instead of probing it once per entry
  // (120,000 over a national office's year of runs); the lines of each entry found on journal_lines_entry_idx.
  const res = await db.execute(sql`
    with linked as (
      select r.parent_company_id as p, r.child_company_id as c, x.entry_id
      from remittances r cross join lateral (values (r.child_entry_id), (r.parent_entry_id)) x(entry_id)
      where r.rule_id is not null and r.parent_company_id = any(${ids}::int[]) and r.child_company_id = any(${ids}::int[])
    ), entries as (
      select p, c, entry_id from linked
      union all
      select k.p, k.c, e.id from journal_entries e join linked k on k.entry_id = e.reverses_entry_id where e.reverses_entry_id is not null
    )
    select ${readKeySql} as a, l.fund_program_id as f, l.functional_expense_id as x, l.company_id as co,
           case when l.company_id = k.p then k.c else k.p end as cp, ${cols}
    from entries k
    join journal_lines l on l.entry_id = k.entry_id
    join accounts acc on acc.id = l.account_id
    where l.entry_date <= ${last}::date and (acc.intercompany_role is null or acc.intercompany_role not in ('due_to', 'due_from'))
    group by 1, 2, 3, 4, 5`);
  type Row = { a: number; f: number | null; x: number | null; co: number; cp: number } & Record<string, string>;
  return days.map((_, i) =>
    (res.rows as Row[])
      .map((r) => ({
        accountId: Number(r.a),
        fundId: r.f === null ? null : Number(r.f),
        feId: r.x === null ? null : Number(r.x),
        companyId: Number(r.co),
        counterpartyId: Number(r.cp),
        debit: exactCents(r[`d${i}`]),
        credit: exactCents(r[`c${i}`]),
      }))
      .filter((t) => t.debit !== 0n || t.credit !== 0n),
  );
}
