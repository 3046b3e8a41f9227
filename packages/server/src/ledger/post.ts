import { BANK_ACCOUNT_TYPES, CLOSING_TEXT, formatUsd, FUND_TEXT, type FundRestriction, isValidIsoDate, LEDGER_TEXT, M, type SourceType } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { executeNamed } from '../db/named-statement.js';
import { journalEntries, journalLines } from '../db/schema/index.js';
import { AppError, conflict, notFound } from '../errors.js';
import { checkAccountLimits } from './account-limit.js';
import { checkFundShares } from './fund-shares.js';
import { checkFundsBalance, checkPerpetualExpenses, checkTransferClasses, type FundFacts } from './funds.js';
import { completeInterfund, type InterfundKind, interfundAccounts } from './interfund.js';
import { checkLines, ledgerError, type PostLine, reversedLines } from './lines.js';
import { refuseIfReconciled } from './reconciled.js';
import { type RefName, readReferences } from './references.js';
import { BANK_BELOW_ZERO, BOOKS_CLOSED, pgCode, UNIQUE_VIOLATION } from './pg-errors.js';

export interface PostInput {
  companyId: number;
  /** the accounting date, 'YYYY-MM-DD' */
  date: string;
  /** what caused it (the contract's closed SOURCE_TYPES: a document declared in documents/registry.ts), with that record's id */
  sourceType: SourceType;
  sourceId?: number | null;
  memo?: string | null;
  createdBy: number | null;
  lines: PostLine[];
  /** a manual entry that takes a bank account below zero, confirmed by its author (issue 21.6) */
  bankBelowZeroConfirmed?: boolean;
  /**
   * Refuse (409 errors.confirm_below_zero) to take a bank account the entry takes money out of below zero,
   * unless `confirmed` (issue 21.6); the entry then records whether it did (bankBelowZeroConfirmed is ignored).
   * Checked under the banks' locks INSIDE the one writing statement (ledger_lock_banks, migration 0039), so
   * called outside a transaction the lock is held for that statement alone (issue 23 point 2). `refusal`: a floor
   * that may not be confirmed (a transfer's insufficient funds) throws it instead of the 409.
   */
  bankFloor?: { confirmed: boolean; refusal?: AppError };
  /**
   * An entry whose funds do not balance says what it is (issue 24): a 'loan' between funds (completed with
   * due-to / due-from other funds lines per fund) or a 'transfer' (transfers in / out lines per fund).
   */
  interfund?: InterfundKind;
  /**
   * Inside a transaction that fails as a whole on any refusal (a payment: nothing of it may stay), skip the
   * savepoint: two round trips fewer while the caller holds its lock (issue 23 point 2).
   */
  noSavepoint?: boolean;
  /**
   * Refuse (404) a company that is not there or is deleted, read with the references (issue 23 point 1: the
   * caller needs no look-up of its own, one round trip fewer); the answer then carries its legal name.
   */
  liveCompany?: boolean;
}

/** A posted line as written (RETURNING) with the names of what it references, so callers answer without re-reading. */
export interface PostedLine extends PostLine {
  id: number;
  accountNumber: string;
  accountName: string;
  fundProgramName: string | null;
  functionalExpenseName: string | null;
  vendorName: string | null;
}

/**
 * Posts one balanced entry. Refuses (422) empty, one-sided, zero, negative or unbalanced lines, an account,
 * fund program, functional expense or vendor of another company, an InActive account, an entry that does not
 * balance within each fund (unless it is an interfund loan or transfer, completed here), an expense charged to
 * a perpetual fund and a transfer out of a restricted fund into another class (ledger/funds.ts). Runs in a
 * savepoint of the caller's transaction, so a refusal leaves the caller's other work usable. Costs two
 * statements (one reference check, one write of entry, lines and totals), plus the savepoint in a transaction.
 */
export async function post(
  db: DbOrTx,
  input: PostInput,
): Promise<{ entryId: number; createdAt: Date; bankBelowZero: boolean; lines: PostedLine[]; companyName: string }> {
  // Inside the caller's transaction: a savepoint, so a refusal leaves its other work usable. Called on its
  // own: no transaction at all, since the write is ONE statement (entry, lines, totals; the balance trigger
  // fires at its end) and the reference check before it reads only (as it would in a transaction). An
  // interfund entry may create the company's interfund accounts first: always in a transaction.
  const run = <T>(fn: (tx: DbOrTx) => Promise<T>) =>
    (db instanceof PgTransaction && !input.noSavepoint) || input.interfund ? db.transaction(fn) : fn(db);
  return run(async (tx) => {
    const { lines, names, facts } = await checkPosting(tx, input);
    const floor = input.bankFloor ? bankGuard(lines, facts, input.bankFloor) : null;
    const write = async (w: DbOrTx) => {
      if (names.get(`c${input.companyId}`)?.kind === 'true') await checkFundShares(w, input.companyId, lines, facts);
      return insertEntry(w, { ...input, lines }, null, floor);
    };
    // The fund-share check locks the banks in a statement of its own: its lock must last until the write commits.
    const sharesChecked = names.get(`c${input.companyId}`)?.kind === 'true' && !(tx instanceof PgTransaction);
    const written = await (sharesChecked ? tx.transaction(write) : write(tx));
    const companyName = names.get(`c${input.companyId}`)?.name ?? '';
    return { entryId: written.entryId, bankBelowZero: written.below, createdAt: written.createdAt, lines: postedLines(lines, names, written.lineIds), companyName };
  });
}

/**
 * Every refusal of post() that does not depend on a lock: the lines, their references (one query), the money
 * maximum, the funds' balance and classes. Answers the lines to write (an interfund entry's completed) and the
 * names read. post() and postLocked() (post-locked.ts) run it before they write.
 */
export async function checkPosting(tx: DbOrTx, input: PostInput, read?: Map<string, RefName>) {
  if (!isValidIsoDate(input.date)) throw ledgerError(LEDGER_TEXT.invalidDate, 'date');
  checkLines(input.lines);
  const lines = input.interfund ? completeInterfund(input.lines, input.interfund, await interfundAccounts(tx, input.companyId, input.interfund)) : input.lines;
  if (input.interfund) checkLines(lines);
  const names = checkReferences(input.companyId, lines, input.liveCompany, read ?? (await readReferences(tx, input.companyId, lines)));
  checkAccountLimits(lines, (id) => names.get(`a${id}`)!);
  const facts = fundFacts(names);
  checkTransferClasses(input.lines, input.interfund, facts);
  checkFundsBalance(lines, facts);
  checkPerpetualExpenses(lines, facts);
  return { lines, names, facts, refusesOverdraft: names.get(`c${input.companyId}`)?.kind === 'true' };
}

/** The lines as written, with the names of what they reference (the answer without a re-read). */
export function postedLines(lines: readonly PostLine[], names: Map<string, RefName>, lineIds: number[]): PostedLine[] {
  return lines.map((l, i) => {
    const account = names.get(`a${l.accountId}`)!;
    return {
      ...l,
      id: lineIds[i],
      accountNumber: account.number ?? '',
      accountName: account.name,
      fundProgramName: l.fundProgramId ? (names.get(`f${l.fundProgramId}`)?.name ?? null) : null,
      functionalExpenseName: l.functionalExpenseId ? (names.get(`x${l.functionalExpenseId}`)?.name ?? null) : null,
      vendorName: l.vendorId ? (names.get(`v${l.vendorId}`)?.name ?? null) : null,
    };
  });
}

/**
 * Undoes an entry with a new one dated `date` (the day of the void or correction) whose lines swap every
 * side; the original stays. Refuses a second reversal and the reversal of a reversal (409). InActive
 * accounts may be reversed: undoing an old posting must always be possible.
 */
export async function reverse(
  db: DbOrTx,
  entryId: number,
  opts: { date: string; createdBy: number | null; companyId?: number; memo?: string; bankBelowZeroConfirmed?: boolean },
): Promise<{ entryId: number }> {
  if (!isValidIsoDate(opts.date)) throw ledgerError(LEDGER_TEXT.invalidDate, 'date');
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(journalEntries).where(eq(journalEntries.id, entryId));
    if (!entry || (opts.companyId !== undefined && entry.companyId !== opts.companyId)) throw notFound();
    if (entry.reversesEntryId !== null) throw conflict(LEDGER_TEXT.reversalOfReversal);
    const [done] = await tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.reversesEntryId, entryId));
    if (done) throw conflict(LEDGER_TEXT.alreadyReversed);
    if (opts.date < entry.entryDate) throw ledgerError(LEDGER_TEXT.reversalBeforeEntry, 'entry_date');
    await refuseIfReconciled(tx, { entryId }); // a line cleared in a completed bank reconciliation stays (issue 26)
    const lines = await tx.select().from(journalLines).where(eq(journalLines.entryId, entryId)).orderBy(journalLines.id);
    try {
      const { entryId: id } = await insertEntry(
        tx,
        {
          companyId: entry.companyId,
          date: opts.date,
          sourceType: entry.sourceType as SourceType, // as stored: a reversal keeps its original's source
          sourceId: entry.sourceId,
          memo: opts.memo ?? `Reversal of entry #${entry.id}${entry.memo ? `: ${entry.memo}` : ''}`,
          createdBy: opts.createdBy,
          lines: reversedLines(lines),
          bankBelowZeroConfirmed: opts.bankBelowZeroConfirmed,
        },
        entry.id,
      );
      return { entryId: id };
    } catch (err) {
      // Two reversals racing: the unique reverses_entry_id lets only one commit.
      if (pgCode(err) === UNIQUE_VIOLATION) throw conflict(LEDGER_TEXT.alreadyReversed);
      throw err;
    }
  });
}

/**
 * Reverses every entry a source record posted that is not yet reversed (a void undoes everything the
 * record posted). Returns the new entry ids; none when there was nothing left to undo.
 */
export async function reverseSource(
  db: DbOrTx,
  source: { companyId: number; sourceType: SourceType; sourceId: number },
  opts: { date: string; createdBy: number | null },
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const entries = await tx
      .select({ id: journalEntries.id, reversesEntryId: journalEntries.reversesEntryId })
      .from(journalEntries)
      .where(
        and(eq(journalEntries.companyId, source.companyId), eq(journalEntries.sourceType, source.sourceType), eq(journalEntries.sourceId, source.sourceId)),
      )
      .orderBy(journalEntries.id);
    const reversed = new Set(entries.map((e) => e.reversesEntryId).filter((v) => v !== null));
    const open = entries.filter((e) => e.reversesEntryId === null && !reversed.has(e.id));
    const ids: number[] = [];
    for (const e of open) ids.push((await reverse(tx, e.id, { ...opts, companyId: source.companyId })).entryId);
    return ids;
  });
}

/**
 * The closing date's refusal (issue 26): the trigger on journal_entries (migration 0022) raises CD001 naming
 * the date under the company row's lock, whatever path wrote the entry; here it becomes the 409.
 */
export function booksClosed(err: unknown): never {
  if (pgCode(err) === BOOKS_CLOSED) {
    for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
      const day = /books closed through (\d{4}-\d{2}-\d{2})/.exec(String((e as { message?: unknown }).message ?? ''))?.[1];
      if (day) throw conflict(CLOSING_TEXT.booksClosed(day));
    }
  }
  throw err;
}

export const int = (v: number | null | undefined) => sql`${v ?? null}::int`;

const LEDGER_POST = `select entry_id, created_at, below, line_ids from ledger_post($1::int, $2::date, $3::text, $4::int, $5::text,
  $6::int, $7::int, $8::int[], $9::bigint[], $10::boolean, $11::int[], $12::bigint[], $13::bigint[], $14::int[], $15::int[], $16::int[], $17::text[])`;

/**
 * The entry, its lines and their ledger_totals in ONE statement: the ledger's function ledger_post (migration
 * 0048, planned once per connection), answering from its inserts' RETURNING. Lines are inserted in input order,
 * so their ids ascend in that order. The balance trigger checks the statement's entries at its end. The call's
 * text is the same for every entry (the lines as arrays), so it runs as a named statement of a constant text:
 * no query is built per entry.
 */
async function insertEntry(
  tx: DbOrTx,
  input: PostInput,
  reversesEntryId: number | null,
  floor: BankGuard | null = null,
): Promise<{ entryId: number; createdAt: Date; below: boolean; lineIds: number[] }> {
  const column = <T>(pick: (l: PostLine) => T) => input.lines.map(pick);
  const banks = floor?.banks ?? [];
  const res = await executeNamed(tx, 'ledger_post', LEDGER_POST, [
    input.companyId,
    input.date,
    input.sourceType,
    input.sourceId ?? null,
    input.memo ?? '',
    reversesEntryId,
    input.createdBy ?? null,
    banks.map((b) => b.accountId),
    banks.map((b) => b.outCents),
    floor ? floor.confirmed : input.bankBelowZeroConfirmed === true,
    column((l) => l.accountId),
    column((l) => l.debitCents),
    column((l) => l.creditCents),
    column((l) => l.fundProgramId ?? null),
    column((l) => l.functionalExpenseId ?? null),
    column((l) => l.vendorId ?? null),
    column((l) => l.memo ?? ''),
  ]).catch((err) => (floor ? bankBelowZero(err, floor) : booksClosed(err)));
  const row = res.rows[0] as { entry_id: number; created_at: Date | string; below: boolean; line_ids: number[] };
  return { entryId: Number(row.entry_id), createdAt: new Date(row.created_at), below: row.below === true, lineIds: row.line_ids.map(Number) };
}

/** The bank accounts an entry takes money out of (net credit), with what it takes and their names for the refusal. */
interface BankGuard {
  banks: Array<{ accountId: number; outCents: number; name: string }>;
  confirmed: boolean;
  refusal?: AppError;
}

function bankGuard(lines: readonly PostLine[], facts: ReturnType<typeof fundFacts>, floor: NonNullable<PostInput['bankFloor']>): BankGuard | null {
  const net = new Map<number, number>();
  for (const l of lines) net.set(l.accountId, (net.get(l.accountId) ?? 0) + l.creditCents - l.debitCents);
  const banks = [...net]
    .filter(([id, cents]) => cents > 0 && BANK_ACCOUNT_TYPES.has(facts.accountTypeOf(id)))
    .map(([accountId, outCents]) => ({ accountId, outCents, name: facts.bankName(accountId) }));
  return banks.length ? { banks, confirmed: floor.confirmed, refusal: floor.refusal } : null;
}

/** ledger_lock_banks' refusal (BZ001 'bank account <id> below zero: <cents>') as the 409 the author may confirm, or the floor's own refusal. */
function bankBelowZero(err: unknown, floor: BankGuard): never {
  if (pgCode(err) === BANK_BELOW_ZERO) {
    for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
      const m = /bank account (\d+) below zero: (-?\d+)/.exec(String((e as { message?: unknown }).message ?? ''));
      const bank = m && floor.banks.find((b) => b.accountId === Number(m[1]));
      if (m && bank) {
        if (floor.refusal) throw floor.refusal;
        const message = M.bankBelowZero(bank.name, formatUsd(BigInt(m[2])));
        throw new AppError(409, message, { confirm_below_zero: [message] });
      }
    }
  }
  return booksClosed(err);
}

/** What the fund checks need, from the reference check's answer. */
function fundFacts(names: Map<string, RefName>): FundFacts & { bankName(accountId: number): string } {
  return {
    bankName: (id) => [names.get(`a${id}`)?.number, names.get(`a${id}`)?.name].filter(Boolean).join(' '),
    fundName: (fund) => (fund === null ? FUND_TEXT.noFund : (names.get(`f${fund}`)?.name ?? String(fund))),
    restrictionOf: (fund) => (fund === null ? 'without' : ((names.get(`f${fund}`)?.kind ?? 'without') as FundRestriction)),
    accountTypeOf: (id) => Number(names.get(`a${id}`)?.kind),
  };
}

/**
 * Every id a line names must belong to the entry's company (fund programs and functional expenses may be
 * global, company 0), and new postings go to Active accounts only: checked against readReferences' answer.
 */
function checkReferences(companyId: number, lines: readonly PostLine[], liveCompany: boolean | undefined, found: Map<string, RefName>): Map<string, RefName> {
  if (liveCompany && found.get(`c${companyId}`)?.status !== 'live') throw notFound();
  lines.forEach((l, i) => {
    const a = found.get(`a${l.accountId}`);
    if (!a || a.companyId !== companyId) throw ledgerError(LEDGER_TEXT.accountUnknown, `lines.${i}.account_id`);
    if (a.status !== 'Active') throw ledgerError(LEDGER_TEXT.accountInactive(a.name), `lines.${i}.account_id`);
  });
  const tagChecks = [
    { k: 'f', pick: (l: PostLine) => l.fundProgramId, field: 'fund_program_id', what: 'fund program' },
    { k: 'x', pick: (l: PostLine) => l.functionalExpenseId, field: 'funtional_expenses_id', what: 'functional expense' },
    { k: 'v', pick: (l: PostLine) => l.vendorId, field: 'vendor_id', what: 'vendor' },
  ] as const;
  for (const c of tagChecks) {
    lines.forEach((l, i) => {
      const id = c.pick(l);
      if (typeof id === 'number' && !found.has(`${c.k}${id}`)) throw ledgerError(LEDGER_TEXT.tagUnknown(c.what), `lines.${i}.${c.field}`);
    });
  }
  return found;
}
