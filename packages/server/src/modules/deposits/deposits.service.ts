import { DEPOSIT_ALL_STATUS, type DepositDetail, type DepositListQuery, type DepositsByFund, fromCents, isoDay, isTodaySomewhere } from '@app/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { pageOf } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/access.js';
import { narrowScope, type OneCompanyScope, scopeOf } from '../../plugins/company-scope.js';
import { voidReasonOf } from '../bills/void-reasons.js';
import { DEPOSIT_SOURCE } from './deposit.postings.js';
import * as repo from './deposits.repo.js';

export interface DepositDeps {
  db: Db;
  clock: () => Date;
}

/** GET /deposits/{id}: the deposit, its lines, its pass-through money and who pays it out, and its entries. */
export async function depositDetail(db: Db, auth: AuthContext, id: number): Promise<DepositDetail> {
  const scope = scopeOf(auth);
  const data = await repo.depositWithNames(db, scope, id);
  if (!data) throw notFound();
  const own = narrowScope(scope, data.company_id);
  const lines = await repo.linesOf(db, own, id);
  return {
    data,
    lines,
    held_for_others: await heldForOthers(db, own, lines),
    journalEntries: await repo.depositEntries(db, own, id),
    void_reason: await voidReasonOf(db, DEPOSIT_SOURCE, id),
  };
}

/** Per liability account and fund of the deposit: what it holds (returned checks left out), the bills paying it out, what is still held. */
async function heldForOthers(db: Db, scope: OneCompanyScope, lines: DepositDetail['lines']): Promise<DepositDetail['held_for_others']> {
  const groups = new Map<string, { l: DepositDetail['lines'][number]; cents: number }>();
  for (const l of lines) {
    if (!l.held_for_others) continue;
    const key = `${l.account_id}:${l.fund_program_id}`;
    const g = groups.get(key) ?? { l, cents: 0 };
    if (!l.returned) g.cents += Math.round(Number(l.amount) * 100);
    groups.set(key, g);
  }
  return Promise.all(
    [...groups.values()].map(async ({ l, cents }) => ({
      account_id: l.account_id,
      account_name: `${l.account_number} ${l.account_name}`,
      fund_program_id: l.fund_program_id,
      fund_program_name: l.fund_program_name,
      held: fromCents(cents),
      bills: (await repo.billsPayingOut(db, scope, l.account_id, l.fund_program_id)).map((b) => ({
        bill_id: b.id,
        bill_number: b.billNumber,
        vendor_name: b.vendorName,
        amount: fromCents(b.amountDueCents),
        status_name: b.statusName,
      })),
      still_held: fromCents(await repo.heldBalance(db, scope, l.account_id, l.fund_program_id)),
    })),
  );
}

/** What the caller's list shows: company (0 = all, Super-Admin; a company user only their own), status (5 = all), dates. */
export function depositListRequest(auth: AuthContext, q: Omit<DepositListQuery, 'page' | 'per_page'>): repo.DepositListRequest {
  const scope = scopeOf(auth, q.company_id);
  const status = q.status === DEPOSIT_ALL_STATUS ? null : q.status;
  const dates = q.from || q.until ? { from: q.from ?? '1900-01-01', until: q.until ?? '2999-12-31' } : undefined;
  return { scope, status, dates, search: q.search, sort: q.sort, dir: q.dir };
}

export async function listDeposits(db: Db, auth: AuthContext, q: DepositListQuery) {
  const { total, exact, rows } = await repo.pageDeposits(db, { ...depositListRequest(auth, q), page: q.page, perPage: q.per_page });
  return pageOf(rows, total, q.page, q.per_page, exact);
}

/** GET /deposits/by-fund: the dashboard card of this month's deposits by fund (the caller's month). */
export async function depositsByFund(deps: DepositDeps, auth: AuthContext, q: { company_id: number; today?: string }): Promise<DepositsByFund> {
  const scope = scopeOf(auth, q.company_id);
  const now = deps.clock();
  const today = q.today && isTodaySomewhere(q.today, now) ? q.today : isoDay(now);
  const from = `${today.slice(0, 7)}-01`;
  const rows = await repo.monthByFund(deps.db, scope, from, today);
  return {
    month: today.slice(0, 7),
    total: fromCents(rows.reduce((s, r) => s + r.cents, 0)),
    funds: rows.map((r) => ({ fund_program_id: r.id, fund_program_name: r.name, amount: fromCents(r.cents) })),
  };
}
