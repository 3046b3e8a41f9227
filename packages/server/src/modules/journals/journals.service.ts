import {
  formatUsd,
  fromCents,
  OPENING_SOURCE,
  type JournalEntryDetail,
  type JournalListQuery,
  type JournalEntryRow,
  type JournalEntryRequest,
  LEDGER_TEXT,
  M,
} from '@app/contract';
import { and, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import { AppError, conflict, invalid, notFound } from '../../errors.js';
import { postDocument } from '../../documents/post-document.js';
import { accountBalance, lockAccounts, reverse } from '../../ledger/index.js';
import { isBankType } from '../bill-payments/bill-payments.repo.js';
import type { AuthContext } from '../../plugins/access.js';
import { assertVisible, inScope, narrowScope, type OneCompanyScope, scopeOf } from '../../plugins/company-scope.js';
import { isKeyed } from '../../plugins/idempotency.js';
import { companyById as findCompany } from '../../lib/lookups.js';
import { isoDay } from '@app/contract';
import { offsetOf, pageOf } from '../../lib/paging.js';
import { journalEntryDocument, MANUAL } from './journal-entry.document.js';
import * as repo from './journals.repo.js';

export interface JournalDeps {
  db: Db;
  clock: () => Date;
}

export { MANUAL };

export function toRow(r: repo.EntryRecord): JournalEntryRow {
  const e = r.entry;
  return {
    id: e.id,
    company_id: e.companyId,
    company_name: r.companyName,
    entry_date: e.entryDate,
    memo: e.memo,
    source_type: e.sourceType,
    source_id: e.sourceId,
    amount: fromCents(r.amountCents),
    reverses_entry_id: e.reversesEntryId,
    reversed_by_entry_id: r.reversedBy,
    status: e.reversesEntryId !== null ? 'Reversal' : r.reversedBy !== null ? 'Reversed' : 'Posted',
    users: [r.creatorFirst, r.creatorLast].filter(Boolean).join(' ') || null,
    create_at: e.createdAt.toISOString(),
  };
}

export async function listEntries(db: Db, auth: AuthContext, q: JournalListQuery) {
  const filter = { scope: scopeOf(auth, q.company_id), search: q.search, sort: q.sort, dir: q.dir };
  const { rows, total, exact } = await repo.listEntries(db, filter, q.per_page, offsetOf(q.page, q.per_page));
  return pageOf(rows.map(toRow), total, q.page, q.per_page, exact);
}

export async function getEntry(db: Db, auth: AuthContext, id: number): Promise<JournalEntryDetail> {
  const record = await repo.findEntry(db, scopeOf(auth), id);
  if (!record) throw notFound();
  assertVisible(auth, record.entry);
  const lines = await repo.entryLines(db, scopeOf(auth), id);
  return {
    ...toRow(record),
    lines: lines.map(({ line, ...n }) => ({
      id: line.id,
      account_id: line.accountId,
      account_number: n.accountNumber,
      account_name: n.accountName,
      debit: fromCents(line.debitCents),
      credit: fromCents(line.creditCents),
      fund_program_id: line.fundProgramId,
      fund_program_name: n.fundProgramName,
      funtional_expenses_id: line.functionalExpenseId,
      functional_expense_name: n.functionalExpenseName,
      vendor_id: line.vendorId,
      vendor_name: n.vendorName,
      memo: line.memo,
    })),
  };
}

/** A manual entry as entered; the ledger refuses it unless it balances on the company's Active accounts. */
export async function createEntry(deps: JournalDeps, auth: AuthContext, input: JournalEntryRequest): Promise<JournalEntryDetail> {
  if (auth.isSuperAdmin && !input.companyId) throw invalid(M.selectCompany, 'company_id');
  const scope = scopeOf(auth, input.companyId);
  if (!scope.companyId) throw notFound();
  const companyId = scope.companyId;
  // An interfund entry may create the company's interfund accounts before its references are read: look first.
  if (input.interfund) {
    const company = await findCompany(deps.db, companyId);
    if (!company || company.deletedAt) throw notFound();
  }
  const { lines } = input;
  // An entry that takes a bank account below zero is refused unless confirmed (issue 21.6): post() checks it under
  // the banks' locks inside its one writing statement, so no transaction is needed and the lock lasts that
  // statement (issue 23 point 2); with an Idempotency-Key the key's answer commits with it (point 4).
  // The company (there, not deleted: else 404) is read with the posting's references, not looked up first: one
  // round trip fewer per entry (issue 23 point 1).
  const entry = {
    companyId,
    memo: input.memo,
    lines,
    interfund: input.interfund ?? undefined,
    bankFloor: { confirmed: input.confirmBelowZero },
    liveCompany: true,
  };
  const postEntry = async (db: DbOrTx) => {
    const posted = await postDocument(db, journalEntryDocument, entry, input.entryDate, auth.userId);
    return entryDetail({ id: companyId, legalName: posted.companyName }, auth, input, posted, posted.bankBelowZero);
  };
  return isKeyed(deps.db) ? deps.db.transaction(postEntry) : postEntry(deps.db);
}

/** The answer from what the write returned (RETURNING and the reference check's names): no re-read. */
function entryDetail(
  company: { id: number; legalName: string },
  auth: AuthContext,
  input: JournalEntryRequest,
  posted: Awaited<ReturnType<typeof postDocument>>,
  bankBelowZeroConfirmed: boolean,
): JournalEntryDetail {
  const amountCents = posted.lines.reduce((sum, l) => sum + l.debitCents, 0);
  return {
    ...toRow({
      entry: {
        id: posted.entryId,
        companyId: company.id,
        entryDate: input.entryDate,
        sourceType: MANUAL,
        sourceId: null,
        memo: input.memo,
        reversesEntryId: null,
        createdBy: auth.userId,
        createdAt: posted.createdAt,
        bankBelowZeroConfirmed,
      },
      companyName: company.legalName,
      creatorFirst: auth.firstName,
      creatorLast: auth.lastName ?? null,
      reversedBy: null,
      amountCents,
    }),
    lines: posted.lines.map((l) => ({
      id: l.id,
      account_id: l.accountId,
      account_number: l.accountNumber,
      account_name: l.accountName,
      debit: fromCents(l.debitCents),
      credit: fromCents(l.creditCents),
      fund_program_id: l.fundProgramId ?? null,
      fund_program_name: l.fundProgramName,
      funtional_expenses_id: l.functionalExpenseId ?? null,
      functional_expense_name: l.functionalExpenseName,
      vendor_id: l.vendorId ?? null,
      vendor_name: l.vendorName,
      memo: l.memo ?? '',
    })),
  };
}

/**
 * Undoes a manual entry with a new one dated `date` (the client's today) or the server's today. Entries a
 * bill, payment or check posted are undone by voiding that record, so the record and its postings agree.
 * A reversal that takes money out of a bank account asks first, as a new entry does (issue 21.6): below zero
 * it is refused (409 errors.confirm_below_zero) unless confirmed, checked under the bank's lock.
 */
export async function reverseEntry(deps: JournalDeps, auth: AuthContext, id: number, date?: string, confirmBelowZero = false): Promise<JournalEntryDetail> {
  const scope = scopeOf(auth);
  const record = await repo.findEntry(deps.db, scope, id);
  if (!record) throw notFound();
  const entry = assertVisible(auth, record.entry);
  // An opening-balance entry is reversed like a manual one, so the balances can be entered again.
  if (entry.sourceType !== MANUAL && entry.sourceType !== OPENING_SOURCE) throw conflict(LEDGER_TEXT.onlyManual);
  // The state refusals come before the bank question (reverse() checks them again, under its transaction).
  if (entry.reversesEntryId !== null) throw conflict(LEDGER_TEXT.reversalOfReversal);
  if (record.reversedBy !== null) throw conflict(LEDGER_TEXT.alreadyReversed);
  const { entryId } = await deps.db.transaction(async (tx) => {
    // The reversal swaps every side: what the entry put into a bank now leaves it.
    const lines = await repo.entryLines(tx, narrowScope(scope, entry.companyId), id);
    const swapped = lines.map(({ line: l }) => ({ accountId: l.accountId, debitCents: l.creditCents, creditCents: l.debitCents }));
    const confirmed = await checkBanksStayPositive(tx, narrowScope(scope, entry.companyId), swapped, confirmBelowZero);
    return reverse(tx, id, {
      date: date ?? isoDay(deps.clock()),
      createdBy: auth.userId,
      companyId: entry.companyId,
      bankBelowZeroConfirmed: confirmed,
    });
  });
  return getEntry(deps.db, auth, entryId);
}

type EntryLine = { accountId: number; debitCents: number; creditCents: number };

/** The company's bank accounts the entry takes money out of, with the net amount it takes from each. */
async function creditedBanks(db: DbOrTx, scope: OneCompanyScope, lines: EntryLine[]): Promise<Map<number, { name: string; outCents: number }>> {
  const net = new Map<number, number>();
  for (const l of lines) net.set(l.accountId, (net.get(l.accountId) ?? 0) + l.creditCents - l.debitCents);
  const out = [...net].filter(([, cents]) => cents > 0).map(([id]) => id);
  if (!out.length) return new Map();
  const rows = await db
    .select({ id: accounts.id, name: accounts.accountName, number: accounts.accountNumber, typeId: accounts.accountTypeId })
    .from(accounts)
    .where(and(inScope(scope, accounts.companyId), inArray(accounts.id, out)));
  return new Map(
    rows.filter((r) => isBankType(r.typeId)).map((r) => [r.id, { name: [r.number, r.name].filter(Boolean).join(' '), outCents: net.get(r.id) ?? 0 }]),
  );
}

/**
 * Issue 21.6: a manual entry that would take a bank account below zero is refused (409 errors.confirm_below_zero)
 * unless the user confirmed it; checked under the bank accounts' locks in the transaction that posts, as a
 * payment's funds are. Returns whether the entry needed (and has) the confirmation, which the entry records.
 */
async function checkBanksStayPositive(tx: DbOrTx, scope: OneCompanyScope, lines: EntryLine[], confirmed: boolean): Promise<boolean> {
  const banks = await creditedBanks(tx, scope, lines);
  await lockAccounts(tx, scope, [...banks.keys()]);
  let below = false;
  for (const [id, bank] of banks) {
    const after = (await accountBalance(tx, scope, id)).balanceCents - BigInt(bank.outCents);
    if (after >= 0n) continue;
    below = true;
    if (!confirmed) {
      const message = M.bankBelowZero(bank.name, formatUsd(after));
      throw new AppError(409, message, { confirm_below_zero: [message] });
    }
  }
  return below;
}
