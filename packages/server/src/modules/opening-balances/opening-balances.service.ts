import { formatDate, fromCents, M, type OpeningBalancePosted, type OpeningBalanceState, type OpeningInput, todayOnEarth } from '@app/contract';
import type { Db } from '../../db/client.js';
import { postDocument } from '../../documents/post-document.js';
import { AppError, conflict, invalid, notFound } from '../../errors.js';
import { accountTotals, normalBalance } from '../../ledger/index.js';
import { liveCompany as findCompany, lockCompany } from '../../lib/lookups.js';
import type { AuthContext } from '../../plugins/access.js';
import { namesCompany, narrowScope, type OneCompanyScope, scopeOf } from '../../plugins/company-scope.js';
import { findBill } from '../bills/bills.repo.js';
import { insertBill } from '../bills/bills.service.js';
import { openingBalanceDocument } from './opening-balance.document.js';
import * as repo from './opening-balances.repo.js';

export { openingLines } from './opening-lines.js';

export interface OpeningDeps {
  db: Db;
  clock: () => Date;
}

/** The live company the caller opens the books of, as a scope of that one company. */
async function liveCompany(db: Db, auth: AuthContext, requested: number | null | undefined): Promise<OneCompanyScope> {
  if (auth.isSuperAdmin && !requested) throw invalid(M.selectCompany, 'company_id');
  const scope = scopeOf(auth, requested);
  const company = namesCompany(scope) ? await findCompany(db, scope.companyId) : undefined;
  if (!company || company.deletedAt || !namesCompany(scope)) throw notFound();
  return narrowScope(scope, scope.companyId); // the one company, never a district's subtree
}

const openingOf = (row: { entryId: number; asOf: string; amountCents: string | number }) => ({
  entry_id: row.entryId,
  as_of: row.asOf,
  amount: fromCents(BigInt(row.amountCents)),
});

/** What the screen offers (bank accounts with their balances, net assets, payables) and any live opening entry. */
export async function openingState(db: Db, auth: AuthContext, requested: number): Promise<OpeningBalanceState> {
  const scope = await liveCompany(db, auth, requested);
  const { companyId } = scope;
  const [offered, opening] = await Promise.all([repo.offeredAccounts(db, scope), repo.liveOpening(db, scope)]);
  const banks = offered.filter((a) => repo.isBank(a.typeId));
  const totals = await accountTotals(db, { accountIds: banks.map((b) => b.id) });
  const choice = ({ id, account_number, account_name }: (typeof offered)[number]) => ({ id, account_number: account_number ?? '', account_name });
  return {
    company_id: companyId,
    opening: opening ? openingOf(opening) : null,
    banks: banks.map((b) => ({
      ...choice(b),
      balance: fromCents(normalBalance(b.typeId, totals.get(b.id) ?? { debitCents: 0n, creditCents: 0n })),
    })),
    net_assets: offered.filter((a) => a.typeId === repo.NET_ASSETS_TYPE).map(choice),
    payables: offered.filter((a) => a.typeId === repo.PAYABLE_TYPE).map(choice),
  };
}

/** A refusal of the i-th bill, its field named `bills.i.field` so the form marks the right row. */
function inBill(err: unknown, i: number): unknown {
  if (!(err instanceof AppError) || !err.errors) return err;
  const errors = Object.fromEntries(Object.entries(err.errors).map(([field, messages]) => [`bills.${i}.${field}`, messages]));
  return new AppError(err.status, err.message, errors);
}

/**
 * Posts the opening balances in one transaction under the company row lock (so two submissions cannot both
 * find no opening entry): one balanced entry Dr each bank / Cr net assets (per fund program, then the rest),
 * and each unpaid bill as an open bill dated as_of, Dr net assets / Cr Accounts Payable (its payment then
 * clears the payable; nothing reaches the expense accounts twice). A second live opening entry is refused.
 */
export async function postOpening(deps: OpeningDeps, auth: AuthContext, input: OpeningInput): Promise<OpeningBalancePosted> {
  const scope = await liveCompany(deps.db, auth, input.companyId);
  const { companyId } = scope;
  const now = deps.clock();
  // Not after the latest today on earth (contract dates.ts): a treasurer's today is never refused.
  if (input.asOf > todayOnEarth(now).latest) throw invalid(M.openingAsOfFuture, 'as_of');
  return deps.db.transaction(async (tx) => {
    const company = await lockCompany(tx, companyId);
    if (!company || company.deletedAt) throw notFound();
    const existing = await repo.liveOpening(tx, scope);
    if (existing) throw conflict(M.openingAlready(formatDate(existing.asOf), existing.entryId));

    const offered = new Map((await repo.offeredAccounts(tx, scope)).map((a) => [a.id, a]));
    const netAssets = input.netAssetsAccountId;
    if (offered.get(netAssets)?.typeId !== repo.NET_ASSETS_TYPE) throw invalid(M.openingNetAssetsUnknown, 'net_assets_account_id');
    input.banks.forEach((b, i) => {
      const account = offered.get(b.accountId);
      if (!account || !repo.isBank(account.typeId)) throw invalid(M.openingBankUnknown, `banks.${i}.account_id`);
    });
    if (input.bills.length && offered.get(input.accountPayableId ?? 0)?.typeId !== repo.PAYABLE_TYPE) {
      throw invalid(M.openingPayableRequired, 'account_payable_id');
    }

    const bankTotal = input.banks.reduce((s, b) => s + b.amountCents, 0);
    const posted = await postDocument(tx, openingBalanceDocument, { companyId, banks: input.banks, funds: input.funds, netAssets }, input.asOf, auth.userId);

    const bills = [];
    for (const [i, request] of input.bills.entries()) {
      try {
        const { id } = await insertBill(tx, auth.userId, scope, request, input.asOf, now, { openingCoaType: repo.NET_ASSETS_TYPE });
        const bill = await findBill(tx, scope, id);
        if (!bill) throw notFound();
        bills.push({ id: bill.id, bill_number: bill.billNumber, amount_due: fromCents(bill.amountDueCents) });
      } catch (err) {
        throw inBill(err, i);
      }
    }
    return { company_id: companyId, entry_id: posted.entryId, as_of: input.asOf, amount: fromCents(bankTotal), bills };
  });
}
