import { ACCOUNT_TEXT, type AccountDetailsInput, type AccountLedger, type AccountListQuery, type AccountRow, fromCents, M } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, conflict, invalid, notFound } from '../../errors.js';
import { exactCents } from '../../ledger/balances.js';
import { accountStatement, accountTotals, decodeCursor, normalBalance, type Totals } from '../../ledger/index.js';
import { pgCode, UNIQUE_VIOLATION } from '../../ledger/pg-errors.js';
import { companyById } from '../../lib/lookups.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, namesCompany, narrowScope, scopeOf } from '../../plugins/company-scope.js';
import * as repo from './accounts.repo.js';

export interface AccountDeps {
  db: Db;
  clock: () => Date;
}
type Paging = Pick<AccountListQuery, 'page' | 'per_page' | 'search' | 'sort' | 'dir'>;

const duplicate = () => new AppError(409, M.accountNumberExists, { account_number: [M.accountNumberExists] });
const ZERO: Totals = { debitCents: 0n, creditCents: 0n };

function toRow(r: repo.AccountRecord, t: Totals = ZERO): AccountRow {
  const a = r.account;
  return {
    id: a.id,
    company_id: a.companyId,
    company_name: r.companyName,
    account_number: a.accountNumber,
    account_name: a.accountName,
    master_ac_type_id: a.accountTypeId,
    account_type: r.typeName,
    description: a.description,
    level: a.level,
    acess_level_name: r.levelName,
    status: a.status === 'InActive' ? 'InActive' : 'Active',
    created_by: a.createdBy,
    users: [r.creatorFirst, r.creatorLast].filter(Boolean).join(' ') || null,
    created_on: a.createdAt.toISOString().slice(0, 10),
    create_at: a.createdAt.toISOString(),
    updateddate_at: a.updatedAt.toISOString(),
    debit: fromCents(t.debitCents),
    credit: fromCents(t.creditCents),
    balance: fromCents(normalBalance(a.accountTypeId, t)),
  };
}

export async function withTotals(db: DbOrTx, records: repo.AccountRecord[]): Promise<AccountRow[]> {
  const totals = await accountTotals(db, { accountIds: records.map((r) => r.account.id) });
  return records.map((r) => toRow(r, totals.get(r.account.id)));
}

/** The list with its ledger Debit, Credit and Balance; a company user sees only their company. */
export async function listAccounts(db: Db, auth: AuthContext, filter: { companyId?: number | null; level?: number | null }, paging: Paging) {
  return listIn(db, scopeOf(auth, filter.companyId), filter.level ?? null, paging);
}

async function listIn(db: Db, scope: CompanyScope, level: number | null, paging: Paging) {
  const listed = await repo.listAccounts(
    db,
    { scope, level, search: paging.search, sort: paging.sort, dir: paging.dir },
    paging.per_page,
    offsetOf(paging.page, paging.per_page),
  );
  const rows = listed.withTotals
    ? listed.rows.map((r) => toRow(r, { debitCents: exactCents(r.debit), creditCents: exactCents(r.credit) }))
    : await withTotals(db, listed.rows);
  return pageOf(rows, listed.total, paging.page, paging.per_page, listed.exact);
}

/** getCompanyData: a company's accounts and its access level (0 = all companies, for Super-Admin). */
export async function companyAccounts(db: Db, auth: AuthContext, requested: number, paging: Paging) {
  const scope = scopeOf(auth, requested);
  let companyLevel: { id: number; name: string } | null = null;
  if (scope.companyId) {
    const company = await companyById(db, scope.companyId);
    if (!company) throw notFound();
    companyLevel = await repo.accessLevelName(db, company.accessLevelId);
  }
  return { page: await listIn(db, scope, null, paging), companyLevel };
}

export async function getAccount(db: Db, auth: AuthContext, id: number): Promise<AccountRow> {
  const record = await repo.findAccount(db, scopeOf(auth), id);
  if (!record) throw notFound();
  return (await withTotals(db, [record]))[0];
}

/** The company an account is written for, with its scope: a company user's own; Super-Admin must choose one. */
async function targetCompany(db: DbOrTx, auth: AuthContext, requested: number | null) {
  if (auth.isSuperAdmin && !requested) throw invalid(M.selectCompany, 'company_id');
  const scope = scopeOf(auth, requested);
  const company = namesCompany(scope) ? await companyById(db, scope.companyId) : undefined;
  if (!namesCompany(scope) || !company || company.deletedAt) throw notFound();
  return { company, scope };
}

/** A company user's accounts sit at their company's access level (read-only on their form). */
const levelFor = (auth: AuthContext, company: { accessLevelId: number | null }, chosen: number) =>
  auth.isSuperAdmin ? chosen : (company.accessLevelId ?? auth.accessLevelId ?? chosen);

/** The columns a create or an edit writes from the form (the company is the scope's). */
const columnsOf = (auth: AuthContext, company: { accessLevelId: number | null }, input: AccountDetailsInput) => ({
  accountNumber: input.accountNumber,
  accountName: input.accountName,
  accountTypeId: input.accountTypeId,
  description: input.description,
  level: levelFor(auth, company, input.level),
  status: input.status,
});

async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    // Two saves of one number racing: the unique constraint lets one through.
    if (pgCode(err) === UNIQUE_VIOLATION) throw duplicate();
    throw err;
  }
}

export async function createAccount(deps: AccountDeps, auth: AuthContext, input: AccountDetailsInput): Promise<AccountRow> {
  const { db } = deps;
  const { company, scope } = await targetCompany(db, auth, input.companyId);
  if (await repo.numberTaken(db, scope, input.accountNumber)) throw duplicate();
  const now = deps.clock();
  const created = await writing(() =>
    repo.insertAccount(db, scope, {
      ...columnsOf(auth, company, input),
      createdBy: auth.userId,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return getAccount(db, auth, created);
}

export async function updateAccount(deps: AccountDeps, auth: AuthContext, id: number, input: AccountDetailsInput): Promise<AccountRow> {
  const { db } = deps;
  const record = await repo.findAccount(db, scopeOf(auth), id);
  if (!record) throw notFound();
  const account = record.account;
  if (input.companyId && input.companyId !== account.companyId) {
    scopeOf(auth, input.companyId); // another company's id from a company user: 404
    throw conflict(ACCOUNT_TEXT.companyFixed);
  }
  const scope = narrowScope(scopeOf(auth), account.companyId);
  const company = (await companyById(db, account.companyId)) ?? { accessLevelId: null };
  if (input.accountNumber !== account.accountNumber && (await repo.numberTaken(db, scope, input.accountNumber, id))) throw duplicate();
  // The type decides the side a balance sits on: changing it under past postings would rewrite history.
  if (input.accountTypeId !== account.accountTypeId && (await repo.hasPostings(db, scope, id))) {
    throw new AppError(409, ACCOUNT_TEXT.typeFixed, { master_ac_type_id: [ACCOUNT_TEXT.typeFixed] });
  }
  await writing(() =>
    repo.updateAccountRow(db, scope, id, {
      ...columnsOf(auth, company, input),
      updatedAt: deps.clock(),
    }),
  );
  return getAccount(db, auth, id);
}

/** The number check while typing. Without a company (Super-Admin has not chosen one) nothing can clash yet. */
export async function numberExists(db: Db, auth: AuthContext, q: { account_number: string; company_id?: number; id?: number }): Promise<boolean> {
  const scope = scopeOf(auth, q.company_id);
  if (!namesCompany(scope) || !q.account_number) return false;
  return repo.numberTaken(db, scope, q.account_number, q.id || undefined);
}

/** The form's lookups: account types, access levels and the companies the caller may write for. */
export async function formLookups(db: Db, auth: AuthContext) {
  return {
    accountDetails: await repo.accountTypeOptions(db),
    accessLevel: await repo.accessLevelOptions(db),
    getCompanyName: await repo.companyOptions(db, scopeOf(auth)),
  };
}

/** An account's ledger: its lines in posting order with the running balance. */
async function tagOfCompany(db: Db, table: 'fund_programs' | 'functional_expenses', id: number | 'none' | undefined, companyId: number) {
  if (id === undefined || id === 'none') return;
  const found = await db.execute(sql`select 1 from ${sql.raw(table)} where id = ${id}::int and company_id in (0, ${companyId}::int)`);
  if (!found.rows.length) throw notFound();
}

export async function accountLedger(
  db: Db,
  auth: AuthContext,
  id: number,
  q: {
    from?: string;
    to?: string;
    after?: string;
    before?: string;
    page: number;
    per_page: number;
    fund_program_id?: number | 'none';
    functional_expense_id?: number | 'none';
  },
): Promise<AccountLedger> {
  const account = await getAccount(db, auth, id);
  // A tag filter names the account's company's own (or a global) fund program or functional expense, else 404.
  await tagOfCompany(db, 'fund_programs', q.fund_program_id, account.company_id);
  await tagOfCompany(db, 'functional_expenses', q.functional_expense_id, account.company_id);
  const st = await accountStatement(db, {
    scope: narrowScope(scopeOf(auth), account.company_id),
    tags: { fundProgramId: q.fund_program_id, functionalExpenseId: q.functional_expense_id },
    accountId: id,
    accountTypeId: account.master_ac_type_id,
    from: q.from,
    to: q.to,
    limit: q.per_page,
    after: q.after ? (decodeCursor(q.after) ?? undefined) : undefined,
    before: q.before ? (decodeCursor(q.before) ?? undefined) : undefined,
    // keyset paging (after/before) is the way; page without a cursor is kept for old links
    offset: q.after || q.before ? 0 : offsetOf(q.page, q.per_page),
  });
  const lines = st.lines.map((l) => ({
    line_id: l.lineId,
    entry_id: l.entryId,
    entry_date: l.entryDate,
    memo: l.memo,
    source_type: l.sourceType,
    debit: fromCents(l.debitCents),
    credit: fromCents(l.creditCents),
    balance: fromCents(l.balanceCents),
  }));
  return {
    account,
    opening_balance: fromCents(st.openingCents),
    lines: { ...pageOf(lines, st.total, q.page, q.per_page), total_is_exact: st.totalIsExact },
    next_cursor: st.nextCursor,
    prev_cursor: st.prevCursor,
  };
}

export const postingAccounts = (db: Db, auth: AuthContext, companyId: number) => {
  const scope = scopeOf(auth, companyId);
  if (!namesCompany(scope)) throw invalid(M.selectCompany, 'company_id');
  return repo.activeAccounts(db, scope);
};
