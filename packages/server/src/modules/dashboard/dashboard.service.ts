import { BANK_ACCOUNT_TYPES, type DashboardSpending, type DashboardSummary, fromCents } from '@app/contract';
import type { Db } from '../../db/client.js';
import { expenseTotalsBy, normalBalance } from '../../ledger/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, scopeOf } from '../../plugins/company-scope.js';
import { callerToday, dueRange } from '../bills/bills.due.js';
import { billsDueTotals, uncheckedTotal, yearSpending } from './dashboard.denomination.js';
import * as repo from './dashboard.repo.js';

/** How many of the last checks the card lists. */
export const RECENT_CHECKS = 5;

/** Each card shows only when the caller may open the list behind it. */
const CARD_PERMISSION = {
  bank: 'ChartofAccounts_View',
  bills: 'Bills_View',
  payments: 'BillPayment_View',
  checks: 'Check_View',
  spending: 'Reports_View',
} as const;

const when = <T>(allowed: boolean, load: () => Promise<T>): Promise<T | null> => (allowed ? load() : Promise.resolve(null));

/**
 * Bank balances: the chart of accounts' all-time Balance of each bank/cash account (account_balances), of the
 * scope or of the companies `only` names (the Super-Admin's page of companies).
 */
export async function bankBalances(db: Db, scope: CompanyScope, only?: number[]) {
  const list = await repo.bankAccounts(db, scope, [...BANK_ACCOUNT_TYPES], only);
  return (
    list
      .map(({ debits, credits, ...a }) => ({ ...a, cents: normalBalance(a.typeId, { debitCents: BigInt(debits), creditCents: BigInt(credits) }) }))
      // An InActive account stays while money is still on it.
      .filter((a) => a.status === 'Active' || a.cents !== 0n)
  );
}

/** The scope's bank and cash money in total (every live company's for a Super-Admin over all): one grouped read. */
async function bankTotal(db: Db, scope: CompanyScope): Promise<bigint> {
  const byType = await repo.bankTotalsByType(db, scope, [...BANK_ACCOUNT_TYPES]);
  return byType.reduce((sum, t) => sum + normalBalance(t.typeId, t), 0n);
}

/** A fiscal year's spending by tag, largest first. */
export async function spendingBy(db: Db, by: 'fund_program_id' | 'functional_expense_id', scope: CompanyScope, from: string, asOf: string) {
  return named(db, by, await expenseTotalsBy(db, by, { scope, from, asOf }), !scope.companyId);
}

/**
 * Spending totals by tag id with their names, largest first. Over every company (`merge`), each company's own
 * 'General Fund' is one line: same-named items are summed (under the first id), so a Super-Admin reads one
 * figure per program, not four unlabelled 'General Fund' rows.
 */
async function named(db: Db, by: 'fund_program_id' | 'functional_expense_id', totals: Map<number, bigint>, merge: boolean) {
  const names = await repo.itemNames(db, by === 'fund_program_id' ? 'fund' : 'expense', [...totals.keys()]);
  const merged = new Map<string, { id: number; name: string; cents: bigint }>();
  for (const [id, cents] of totals) {
    const name = names.get(id) ?? `#${id}`;
    const key = merge ? name.trim().toLowerCase() : String(id);
    const seen = merged.get(key);
    if (seen) seen.cents += cents;
    else merged.set(key, { id, name, cents });
  }
  return [...merged.values()]
    .filter((v) => v.cents !== 0n)
    .sort((a, b) => (b.cents > a.cents ? 1 : b.cents < a.cents ? -1 : a.id - b.id))
    .map((v): DashboardSpending & { cents: bigint } => ({ id: v.id, name: v.name, amount: fromCents(v.cents), cents: v.cents }));
}

/** The denomination's year so far by functional expense and by fund program: one read of the kept year totals. */
async function denominationSpending(db: Db, asOf: string) {
  const rows = await yearSpending(db, asOf);
  const by = (key: 'fund' | 'expense') => {
    const totals = new Map<number, bigint>();
    for (const r of rows) {
      const id = r[key];
      if (id !== null) totals.set(id, (totals.get(id) ?? 0n) + r.cents);
    }
    return totals;
  };
  return Promise.all([named(db, 'functional_expense_id', by('expense'), true), named(db, 'fund_program_id', by('fund'), true)]);
}

/**
 * The treasurer's start page in one answer, scoped as the lists are: a company user sees their company;
 * Super-Admin sees one chosen company or every live company with a row per company.
 */
export async function dashboardSummary(
  deps: { db: Db; clock: () => Date },
  auth: AuthContext,
  q: { company_id: number; today?: string; page?: number; per_page?: number },
): Promise<DashboardSummary> {
  const { db } = deps;
  const scope = scopeOf(auth, q.company_id);
  const companyId = scope.companyId;
  const today = callerToday(deps.clock(), q.today);
  // The company's fiscal year is a calendar year (the specification keeps only its four-digit year).
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const can = (card: keyof typeof CARD_PERMISSION) => auth.permissions.has(CARD_PERMISSION[card]);

  // Super-Admin over every company: the denomination's totals, and the rows (and bank accounts) of one page
  // of companies by name; a denomination's thousands of companies are never all sent (issue 23 point 4).
  const all = auth.isSuperAdmin && !companyId;
  const page = all ? await repo.companyPage(db, q.page ?? 1, q.per_page ?? 10) : null;
  const only = page?.rows.map((c) => c.id);
  const soon = dueRange('next14', today);
  const [banks, bankSum, due, dueSum, unchecked, uncheckedSum, checks, spending] = await Promise.all([
    when(can('bank'), () => bankBalances(db, scope, only)),
    when(can('bank') && all, () => bankTotal(db, scope)),
    when(can('bills'), () => repo.billsDue(db, scope, dueRange('overdue', today), soon, only)),
    when(can('bills') && all, () => billsDueTotals(db, today, soon.until)),
    when(can('payments'), () => repo.uncheckedPayments(db, scope, only)),
    when(can('payments') && all, () => uncheckedTotal(db)),
    when(can('checks'), () => repo.recentChecks(db, scope, RECENT_CHECKS)),
    when(can('spending'), () =>
      all
        ? denominationSpending(db, today)
        : Promise.all([spendingBy(db, 'functional_expense_id', scope, yearStart, today), spendingBy(db, 'fund_program_id', scope, yearStart, today)]),
    ),
  ]);
  const [byExpense, byFund] = spending ?? [null, null];
  const companies = page?.rows ?? null;

  const sum = <T>(values: Iterable<T>, cents: (v: T) => bigint, count: (v: T) => number = () => 0) => {
    let c = 0n;
    let n = 0;
    for (const v of values) {
      c += cents(v);
      n += count(v);
    }
    return { count: n, cents: c };
  };
  const bankByCompany = new Map<number, bigint>();
  for (const b of banks ?? []) bankByCompany.set(b.companyId, (bankByCompany.get(b.companyId) ?? 0n) + b.cents);

  return {
    company_id: companyId,
    today,
    fiscal_year: { from: yearStart, to: today },
    bank_accounts:
      banks?.map((b) => ({
        id: b.id,
        company_id: b.companyId,
        company_name: b.companyName,
        account_number: b.number,
        account_name: b.name,
        balance: fromCents(b.cents),
        last_reconciled: b.lastReconciled,
      })) ?? null,
    // Over every company the totals are the denomination's (the rows are one page of it).
    bills: due && {
      overdue: repo.wireCountTotal(
        dueSum?.overdue ??
          sum(
            due.values(),
            (v) => v.overdue.cents,
            (v) => v.overdue.count,
          ),
      ),
      due_soon: repo.wireCountTotal(
        dueSum?.soon ??
          sum(
            due.values(),
            (v) => v.soon.cents,
            (v) => v.soon.count,
          ),
      ),
    },
    unchecked_payments:
      unchecked &&
      repo.wireCountTotal(
        uncheckedSum ??
          sum(
            unchecked.values(),
            (v) => v.cents,
            (v) => v.count,
          ),
      ),
    recent_checks:
      checks?.map((c) => ({
        id: c.id,
        company_name: c.companyName,
        check_number: c.number,
        check_date: c.date,
        vendor_name: c.vendorName,
        amount: fromCents(c.cents),
      })) ?? null,
    spending:
      byExpense && byFund
        ? {
            total: fromCents(sum(byExpense, (v) => v.cents).cents),
            by_functional_expense: byExpense.map(({ cents: _, ...v }) => v),
            by_fund_program: byFund.map(({ cents: _, ...v }) => v),
          }
        : null,
    companies:
      companies?.map((c) => ({
        company_id: c.id,
        company_name: c.name,
        bank_balance: banks ? fromCents(bankByCompany.get(c.id) ?? 0n) : null,
        overdue: due ? repo.wireCountTotal(due.get(c.id)?.overdue) : null,
        due_soon: due ? repo.wireCountTotal(due.get(c.id)?.soon) : null,
        unchecked_payments: unchecked ? repo.wireCountTotal(unchecked.get(c.id)) : null,
      })) ?? null,
    companies_total: page?.total ?? null,
    bank_total: banks ? fromCents(bankSum ?? sum(banks, (b) => b.cents).cents) : null,
  };
}
