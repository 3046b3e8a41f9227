import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type BucketRow, bucketedTotals, type KeyedTotal } from '../statements/ledger-read.js';

/**
 * How a roll-up reads a company account `acc` (SQL, over an `accounts` row named acc): a plain account (mapped
 * to a standard account, no interfund role, no intercompany mark) reads as its standard account, under the
 * read key -standard_account_id (loadGroupBooks registers those keys); any other account keeps its own id, as
 * it needs its own row (unmapped), its role (interfund) or its company and counterparty (eliminations).
 * Summing the plain accounts in SQL is what keeps a national roll-up's rows few: 5,000 companies' charts
 * become one standard chart before anything reaches the app.
 */
export const readKeySql = sql`case when acc.interfund_role is null and acc.intercompany_role is null and acc.standard_account_id is not null
  then -acc.standard_account_id else acc.id end`;
/** The read key of a plain account mapped to standard account `standardId` (see readKeySql). */
export const plainReadKey = (standardId: number) => -standardId;

/**
 * totalsOfSetAsOfDays for a roll-up: the same readings, with the keys' accounts replaced by their read keys
 * (totals of the plain accounts of every company summed per standard account in the database).
 */
export async function setTotalsAsOfDays(db: DbOrTx, companyIds: number[], days: string[]): Promise<KeyedTotal[][]> {
  const q = bucketedTotals(companyIds, days);
  // Each summed key's account found by its id (offset 0 keeps the lookup a nested loop: the planner, expecting
  // ten times the keys there are, otherwise scanned every company's accounts to merge them, 50 ms for a district).
  const res = await db.execute(sql`
    select k.a, t.fund_program_id as f, t.functional_expense_id as x, t.b, sum(t.d)::text as d, sum(t.c)::text as c
    from (${q.rows}) t cross join lateral (select ${readKeySql} as a from accounts acc where acc.id = t.account_id offset 0) k
    group by 1, 2, 3, 4`);
  return q.fold(res.rows as BucketRow[]);
}
