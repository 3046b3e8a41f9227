import type { AccountExportQuery, AccountRow } from '@app/contract';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { type ExportColumn, inBatches, sendExport } from '../../lib/export/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { scopeOf } from '../../plugins/company-scope.js';
import { accountRows } from './accounts.repo.js';
import { withTotals } from './accounts.service.js';

/** The wire's "-1234.56" (always two decimals, from fromCents) back to its cents, exactly. */
const cents = (text: string) => text.replace('.', '');

const COLUMNS: ExportColumn<AccountRow>[] = [
  { header: 'Company', type: 'text', value: (r) => r.company_name, width: 30 },
  { header: 'Account Number', type: 'text', value: (r) => r.account_number, width: 14 },
  { header: 'Account Name', type: 'text', value: (r) => r.account_name, width: 32 },
  { header: 'Acc Type', type: 'text', value: (r) => r.account_type, width: 14 },
  { header: 'Access Level', type: 'text', value: (r) => r.acess_level_name, width: 16 },
  { header: 'Description', type: 'text', value: (r) => r.description, width: 32 },
  { header: 'Status', type: 'text', value: (r) => r.status, width: 10 },
  { header: 'User', type: 'text', value: (r) => r.users, width: 20 },
  { header: 'Created On', type: 'date', value: (r) => r.created_on },
  { header: 'Debit', type: 'money', value: (r) => cents(r.debit) },
  { header: 'Credit', type: 'money', value: (r) => cents(r.credit) },
  { header: 'Balance', type: 'money', value: (r) => cents(r.balance) },
];

/** GET /getCompanyLevelData/{companyId}/{level}/export: the chart of accounts as filtered, with ledger totals per batch. */
export async function exportAccounts(
  db: Db,
  auth: AuthContext,
  filter: { companyId: number; level: number },
  q: AccountExportQuery,
  reply: FastifyReply,
  now: Date,
) {
  const f = { scope: scopeOf(auth, filter.companyId), level: filter.level || null, search: q.search, sort: q.sort, dir: q.dir };
  return sendExport(reply, {
    name: 'chart-of-accounts',
    format: q.format,
    columns: COLUMNS,
    rows: inBatches(async (limit, offset) => withTotals(db, await accountRows(db, f).limit(limit).offset(offset))),
    now,
  });
}
