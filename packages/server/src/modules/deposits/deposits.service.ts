import {
  BANK_ACCOUNT_TYPES,
  DEPOSIT_ALL_STATUS,
  DEPOSIT_LINE_TYPES,
  DEPOSIT_TEXT,
  type DepositDetail,
  type DepositListQuery,
  type DepositInput,
  type DepositRow,
  type DepositsByFund,
  isoDay,
  isTodaySomewhere,
  fromCents,
  todayOnEarth,
} from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { depositLines, deposits } from '../../db/schema/index.js';
import { postDocument } from '../../documents/post-document.js';
import { invalid, notFound } from '../../errors.js';
import { liveCompany } from '../../lib/lookups.js';
import { pageOf } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/access.js';
import { narrowScope, type OneCompanyScope, requireScope, scopeOf } from '../../plugins/company-scope.js';
import { voidReasonOf } from '../bills/void-reasons.js';
import { depositDocument } from './deposit.document.js';
import { DEPOSIT_SOURCE } from './deposit.postings.js';
import * as repo from './deposits.repo.js';

export interface DepositDeps {
  db: Db;
  clock: () => Date;
}

type Account = Awaited<ReturnType<typeof repo.findAccounts>>[number];

/** The bank (an Active bank or cash account of the company) and every line's account (income, liability or a receivable). */
async function checkAccounts(tx: DbOrTx, scope: OneCompanyScope, input: DepositInput): Promise<Map<number, Account>> {
  const ids = [...new Set([input.bankAccountId, ...input.lines.map((l) => l.accountId)])];
  const found = new Map((await repo.findAccounts(tx, scope, ids)).map((a) => [a.id, a]));
  const bank = found.get(input.bankAccountId);
  if (!bank || !BANK_ACCOUNT_TYPES.has(bank.typeId) || bank.status !== 'Active') throw invalid(DEPOSIT_TEXT.bankUnknown, 'bank_account_id');
  input.lines.forEach((l, i) => {
    const a = found.get(l.accountId);
    if (!a) throw invalid(DEPOSIT_TEXT.accountUnknown, `lines.${i}.account_id`);
    if (!DEPOSIT_LINE_TYPES.has(a.typeId)) throw invalid(DEPOSIT_TEXT.accountType, `lines.${i}.account_id`);
    if (a.status !== 'Active') throw invalid(DEPOSIT_TEXT.accountInactive(a.name), `lines.${i}.account_id`);
  });
  return found;
}

/** Every line's fund program must be the company's own or a global one. */
async function checkFunds(tx: DbOrTx, scope: OneCompanyScope, input: DepositInput): Promise<void> {
  const ids = [...new Set(input.lines.map((l) => l.fundProgramId))];
  const found = new Map((await repo.usableFunds(tx, scope, ids)).map((f) => [f.id, f.name]));
  input.lines.forEach((l, i) => {
    if (!found.has(l.fundProgramId)) throw invalid(DEPOSIT_TEXT.fundUnknown, `lines.${i}.fund_program_id`);
  });
}

const sumOf = (lines: DepositInput['lines'], method: string) => lines.filter((l) => l.method === method).reduce((s, l) => s + l.amountCents, 0);

/**
 * POST /deposits: the deposit, its lines and its one entry (Dr bank per fund / Cr each line's account in its
 * fund) in one transaction. Money only comes in, so no bank balance is checked; the answer is built from what
 * was written and read (no re-read).
 */
export async function createDeposit(deps: DepositDeps, auth: AuthContext, input: DepositInput): Promise<DepositRow> {
  // A Super-Admin names the company (422 on the field, as the other forms); a company user's is their own.
  if (auth.isSuperAdmin && !input.companyId) throw invalid(DEPOSIT_TEXT.selectCompany, 'company_id');
  const scope = requireScope(auth, input.companyId, DEPOSIT_TEXT.selectCompany);
  const { companyId } = scope;
  if (input.depositDate > todayOnEarth(deps.clock()).latest) throw invalid(DEPOSIT_TEXT.dateFuture, 'deposit_date');
  return deps.db.transaction(async (tx) => {
    const company = await liveCompany(tx, companyId);
    if (!company) throw notFound();
    const accounts = await checkAccounts(tx, scope, input);
    await checkFunds(tx, scope, input);
    const cash = sumOf(input.lines, 'cash');
    const check = sumOf(input.lines, 'check');
    const electronic = sumOf(input.lines, 'electronic');
    const [row] = await tx
      .insert(deposits)
      .values({
        companyId,
        bankAccountId: input.bankAccountId,
        depositDate: input.depositDate,
        memo: input.memo,
        countedBy1: input.countedBy[0],
        countedBy2: input.countedBy[1],
        cashCents: cash,
        checkCents: check,
        electronicCents: electronic,
        totalCents: cash + check + electronic,
        lineCount: input.lines.length,
        status: depositDocument.initial,
        createdBy: auth.userId,
      })
      .returning();
    const lines = input.lines.map((l, i) => ({ lineNo: i + 1, ...l }));
    await tx.insert(depositLines).values(lines.map((l) => ({ ...l, depositId: row.id, companyId })));
    await postDocument(tx, depositDocument, { deposit: row, lines }, row.depositDate, auth.userId);
    const bank = accounts.get(row.bankAccountId) as Account;
    return repo.toWire({ d: row, companyName: company.legalName, bankName: bank.name, bankNumber: bank.number });
  });
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
