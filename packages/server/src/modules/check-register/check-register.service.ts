import { BANK_ACCOUNT_TYPES, BANK_STATEMENT_TEXT as T, type CheckRegisterExportQuery, type CheckRegisterPage, type CheckRegisterQuery } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { invalid } from '../../errors.js';
import { type ExportColumn, inBatches, sendExport } from '../../lib/export/index.js';
import { accountInScope } from '../../lib/lookups.js';
import { offsetOf } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/access.js';
import { narrowScope, scopeOf } from '../../plugins/company-scope.js';
import { gapsOf, missingBefore, registerStatus, type RegisterFilter, type RegisterRecord, registerRows, registerToWire } from './check-register.repo.js';

/** The filter of a bank account of the caller's company (422 on bank_account_id otherwise). */
async function filterOf(db: Db, auth: AuthContext, q: CheckRegisterQuery | CheckRegisterExportQuery): Promise<RegisterFilter> {
  const account = await accountInScope(db, scopeOf(auth), q.bank_account_id);
  if (!account || !BANK_ACCOUNT_TYPES.has(account.typeId)) throw invalid(T.selectBank, 'bank_account_id');
  return { scope: narrowScope(scopeOf(auth), account.companyId), bankAccountId: q.bank_account_id, search: q.search, sort: q.sort, dir: q.dir };
}

/** GET /check-register: one page of the account's checks (a bank account holds a few thousand at most: an exact count). */
export async function checkRegister(db: Db, auth: AuthContext, q: CheckRegisterQuery): Promise<CheckRegisterPage> {
  const f = await filterOf(db, auth, q);
  const rows = registerRows(db, f);
  const [page, all, gaps] = await Promise.all([
    registerRows(db, f).limit(q.per_page).offset(offsetOf(q.page, q.per_page)),
    db.$count(rows.as('counted')),
    gapsOf(db, f),
  ]);
  return {
    data: page.map(registerToWire),
    current_page: q.page,
    per_page: q.per_page,
    total: all,
    last_page: Math.max(1, Math.ceil(all / q.per_page)),
    gaps,
  };
}

const COLUMNS: ExportColumn<RegisterRecord>[] = [
  { header: 'Check#', type: 'number', value: (r) => r.checkNumber, width: 9 },
  { header: 'Date', type: 'date', value: (r) => r.checkDate },
  { header: 'Payee', type: 'text', value: (r) => r.payee, width: 30 },
  { header: 'Memo', type: 'text', value: (r) => r.memo, width: 28 },
  { header: 'Type', type: 'text', value: (r) => (r.checkType === 'voucher' ? 'Bill payment' : 'Standard'), width: 12 },
  { header: 'Amount', type: 'money', value: (r) => r.amountCents },
  { header: 'Status', type: 'text', value: (r) => registerStatus(r.status), width: 8 },
  { header: 'Cleared', type: 'date', value: (r) => r.clearedOn },
  { header: 'Gap Before', type: 'text', value: (r) => missingBefore(r) ?? '', width: 20 },
];

/** GET /check-register/export: the same rows, all pages, as CSV or Excel. */
export async function exportCheckRegister(db: Db, auth: AuthContext, q: CheckRegisterExportQuery, reply: FastifyReply, now: Date) {
  const f = await filterOf(db, auth, q);
  return sendExport(reply, {
    name: 'check-register',
    format: q.format,
    columns: COLUMNS,
    rows: inBatches((limit, offset) => registerRows(db, f).limit(limit).offset(offset)),
    now,
  });
}
