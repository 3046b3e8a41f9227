import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';

/** What a month owes, read from the child's own lines of the month (journal_lines_company_date_idx). */

export interface RevenueFilter {
  /** account numbers (the rule's accounts, matched in the child's chart by number); empty: every revenue account */
  numbers: string[];
  /** fund programs; empty: any fund without donor restrictions, and untagged lines */
  funds: number[];
}

const pgInts = (ids: number[]) => `{${ids.join(',')}}`;
const pgTexts = (texts: string[]) => `{${texts.map((t) => `"${t.replace(/["\\]/g, '')}"`).join(',')}}`;

/**
 * The month's revenue without donor restrictions (ASU 2016-14): credits less debits of Income accounts (type 10)
 * on lines untagged or tagged with a fund of class 'without'. Remittance revenue of a district counts too: a
 * region's share of a district is a share of all it receives for its own use.
 */
export async function unrestrictedRevenue(db: DbOrTx, child: OneCompanyScope, from: string, to: string, f: RevenueFilter): Promise<number> {
  const res = await db.execute(sql`
    select coalesce(sum(l.credit_cents - l.debit_cents), 0)::text as cents
    from journal_lines l
    join accounts a on a.id = l.account_id
    left join fund_programs fp on fp.id = l.fund_program_id
    where l.company_id = ${child.companyId}::int and l.entry_date between ${from}::date and ${to}::date
      and a.account_type_id = 10
      and (l.fund_program_id is null or fp.restriction = 'without')
      and (cardinality(${pgTexts(f.numbers)}::text[]) = 0 or a.account_number = any(${pgTexts(f.numbers)}::text[]))
      and (cardinality(${pgInts(f.funds)}::int[]) = 0 or l.fund_program_id = any(${pgInts(f.funds)}::int[]))`);
  return Number((res.rows[0] as { cents: string }).cents);
}

/** The month's money held in trust: deposit lines on the child's 2200 'Funds held for others', net, per fund. */
export async function trustReceived(
  db: DbOrTx,
  child: OneCompanyScope,
  account: number,
  from: string,
  to: string,
): Promise<Array<{ fund: number | null; cents: number }>> {
  const res = await db.execute(sql`
    select l.fund_program_id as fund, sum(l.credit_cents - l.debit_cents)::text as cents
    from journal_lines l
    join journal_entries e on e.id = l.entry_id
    where l.company_id = ${child.companyId}::int and l.entry_date between ${from}::date and ${to}::date
      and l.account_id = ${account}::int and e.source_type = 'deposit'
    group by l.fund_program_id
    having sum(l.credit_cents - l.debit_cents) > 0
    order by l.fund_program_id nulls first`);
  return (res.rows as Array<{ fund: number | null; cents: string }>).map((r) => ({ fund: r.fund === null ? null : Number(r.fund), cents: Number(r.cents) }));
}

/** A percentage of an amount, half up, in cents (hundredths of a percent: 10 % = 1000). */
export const shareOf = (cents: number, hundredths: number) => (cents <= 0 ? 0 : Math.floor((cents * hundredths + 5000) / 10000));
