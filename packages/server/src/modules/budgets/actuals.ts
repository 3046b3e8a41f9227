import { and, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { inScope, type OneCompanyScope } from '../../plugins/company-scope.js';
import { totalsAsOfDays } from '../statements/ledger-read.js';

export type Kind = 'income' | 'expense';
export interface BudgetAccount {
  id: number;
  number: string;
  name: string;
  kind: Kind;
}
/** Income (type 10) and expense (type 11) accounts: the only ones a budget has lines for. */
export const KIND_OF_TYPE: Record<number, Kind> = { 10: 'income', 11: 'expense' };

/** The company's income and expense accounts by id, in chart order. */
export async function budgetAccounts(db: DbOrTx, scope: OneCompanyScope): Promise<Map<number, BudgetAccount>> {
  const rows = await db
    .select({ id: accounts.id, number: accounts.accountNumber, name: accounts.accountName, typeId: accounts.accountTypeId })
    .from(accounts)
    .where(and(inScope(scope, accounts.companyId), inArray(accounts.accountTypeId, [10, 11])))
    .orderBy(accounts.accountNumber, accounts.id);
  return new Map(rows.map((r) => [r.id, { id: r.id, number: r.number, name: r.name, kind: KIND_OF_TYPE[r.typeId] }]));
}

/** One account and fund's actual amounts of each month of a year, in the account's natural sign (cents). */
export interface MonthlyActual {
  accountId: number;
  fundId: number | null;
  months: number[];
}

const monthEndOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);

/**
 * The year's actuals per (income or expense account, fund) and month, from ledger_totals (statements' reading:
 * the thirteen month ends from 31 December of the year before, in one pass). Income is credits - debits,
 * expenses debits - credits, so a budget and its actual compare with the same sign.
 */
export async function monthlyActuals(db: DbOrTx, scope: OneCompanyScope, year: number, chart: Map<number, BudgetAccount>): Promise<MonthlyActual[]> {
  const days = Array.from({ length: 13 }, (_, m) => monthEndOf(year, m));
  const readings = await totalsAsOfDays(db, scope, days);
  const out = new Map<string, MonthlyActual>();
  readings.forEach((reading, i) => {
    for (const t of reading) {
      const account = chart.get(t.accountId);
      if (!account) continue;
      const key = `${t.accountId}:${t.fundId}`;
      const row = out.get(key) ?? { accountId: t.accountId, fundId: t.fundId, months: Array(12).fill(0) };
      const net = Number(account.kind === 'income' ? t.credit - t.debit : t.debit - t.credit);
      // Cumulative readings: month m = reading m+1 - reading m.
      if (i < 12) row.months[i] -= net;
      if (i > 0) row.months[i - 1] += net;
      out.set(key, row);
    }
  });
  return [...out.values()];
}

/** The actuals summed per account over the funds kept by `keep`. */
export function perAccount(actuals: MonthlyActual[], keep: (fundId: number | null) => boolean = () => true): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const a of actuals) {
    if (!keep(a.fundId)) continue;
    const months = out.get(a.accountId) ?? Array(12).fill(0);
    a.months.forEach((c, i) => {
      months[i] += c;
    });
    out.set(a.accountId, months);
  }
  return out;
}
