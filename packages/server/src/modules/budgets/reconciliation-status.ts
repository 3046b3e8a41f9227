import { BANK_ACCOUNT_TYPES, BUDGET_TEXT, formatDate } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';
import { loadBooks } from '../statements/books.js';
import { totalsAsOf } from '../statements/ledger-read.js';

export interface BankStatus {
  accountId: number;
  label: string;
  balanceCents: bigint;
  status: string;
}

/**
 * Each bank and cash account's book balance at `asOf` and its reconciliation status (issue 26): the statement date
 * of its last completed or approved reconciliation on or before `asOf`, and whether a second user approved it;
 * "Not reconciled" when there is none.
 */
export async function bankReconciliationStatus(db: DbOrTx, scope: OneCompanyScope, asOf: string): Promise<BankStatus[]> {
  const [books, totals, reconciled] = await Promise.all([loadBooks(db, scope), totalsAsOf(db, scope, asOf), lastReconciled(db, scope, asOf)]);
  const balance = new Map<number, bigint>();
  for (const t of totals) balance.set(t.accountId, (balance.get(t.accountId) ?? 0n) + t.debit - t.credit);
  return [...books.chart.values()]
    .filter((a) => BANK_ACCOUNT_TYPES.has(a.typeId))
    .map((a) => ({ accountId: a.id, label: `${a.number} ${a.name}`, balanceCents: balance.get(a.id) ?? 0n, status: statusOf(reconciled.get(a.id)) }));
}

const statusOf = (r: { day: string; approved: boolean } | undefined) =>
  r ? BUDGET_TEXT.reconciledThrough(formatDate(r.day), r.approved) : BUDGET_TEXT.notReconciled;

/** Per bank account, the latest completed (2) or approved (3) reconciliation dated on or before `asOf`. */
async function lastReconciled(db: DbOrTx, scope: OneCompanyScope, asOf: string) {
  const res = await db.execute(sql`select distinct on (bank_account_id) bank_account_id, statement_date::text as day, status
    from reconciliations where company_id = ${scope.companyId} and status in (2, 3) and statement_date <= ${asOf}::date
    order by bank_account_id, statement_date desc, id desc`);
  return new Map(
    (res.rows as Array<{ bank_account_id: number; day: string; status: number }>).map((r) => [
      Number(r.bank_account_id),
      { day: r.day, approved: Number(r.status) === 3 },
    ]),
  );
}
