import { fromCents, TRANSFER_STATUS_NAMES, type TransferRow } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { documentEntries } from '../../documents/document-entries.js';
import type { DbOrTx } from '../../db/client.js';
import { findInScope } from '../../db/scoped-row.js';
import { type ListSpec, statusList } from '../../db/list-query.js';
import { accounts, companies, fundPrograms, transfers } from '../../db/schema/index.js';
import { type CompanyScope, inScope, type OneCompanyScope } from '../../plugins/company-scope.js';
import { TRANSFER_SOURCE } from './transfer.postings.js';

export type Transfer = typeof transfers.$inferSelect;
const fromBank = alias(accounts, 'from_bank');
const toBank = alias(accounts, 'to_bank');
const toFund = alias(fundPrograms, 'to_fund');

export const findTransfer = (db: DbOrTx, scope: CompanyScope, id: number, opts: { forUpdate?: boolean } = {}): Promise<Transfer | undefined> =>
  findInScope(db, transfers, scope, id, opts);

const withNames = (db: DbOrTx) =>
  db
    .select({
      t: transfers,
      companyName: companies.legalName,
      fromName: fromBank.accountName,
      fromNumber: fromBank.accountNumber,
      toName: toBank.accountName,
      toNumber: toBank.accountNumber,
      fundName: fundPrograms.name,
      toFundName: toFund.name,
    })
    .from(transfers)
    .innerJoin(companies, eq(companies.id, transfers.companyId))
    .innerJoin(fromBank, eq(fromBank.id, transfers.fromBankAccountId))
    .innerJoin(toBank, eq(toBank.id, transfers.toBankAccountId))
    .innerJoin(fundPrograms, eq(fundPrograms.id, transfers.fundProgramId))
    .leftJoin(toFund, eq(toFund.id, transfers.toFundProgramId));
type Named = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];
export type TransferRecord = Named;

export function toWire(r: Named): TransferRow {
  const t = r.t;
  return {
    id: t.id,
    company_id: t.companyId,
    companyName: r.companyName,
    from_bank_account_id: t.fromBankAccountId,
    from_bank_account_name: `${r.fromNumber} ${r.fromName}`,
    to_bank_account_id: t.toBankAccountId,
    to_bank_account_name: `${r.toNumber} ${r.toName}`,
    transfer_date: t.transferDate,
    amount: fromCents(t.amountCents),
    fund_program_id: t.fundProgramId,
    fund_program_name: r.fundName,
    to_fund_program_id: t.toFundProgramId,
    to_fund_program_name: r.toFundName,
    memo: t.memo,
    status: t.status,
    status_name: TRANSFER_STATUS_NAMES[t.status] ?? String(t.status),
    created_on: t.createdAt.toISOString(),
    voided_at: t.voidedAt ? t.voidedAt.toISOString() : null,
  };
}

export async function transferWithNames(db: DbOrTx, scope: CompanyScope, id: number): Promise<TransferRow | undefined> {
  const [row] = await withNames(db).where(and(eq(transfers.id, id), inScope(scope, transfers.companyId)));
  return row ? toWire(row) : undefined;
}

export const transferList: ListSpec<Named, TransferRow> = {
  name: 'transfer_page',
  table: transfers,
  filters: { status: transfers.status },
  liveCompaniesOnly: true,
  joined: (db) => withNames(db).$dynamic(),
  toWire,
  searchIn: [transfers.memo, fromBank.accountName, toBank.accountName, companies.legalName],
  sorts: { transfer_date: transfers.transferDate, amount: transfers.amountCents, status_name: transfers.status },
};

/** The transfer list's pages and export reader. */
export const transferListing = statusList(transferList);

export const transferEntries = (db: DbOrTx, scope: OneCompanyScope, transferId: number) => documentEntries(db, scope, TRANSFER_SOURCE, transferId);
