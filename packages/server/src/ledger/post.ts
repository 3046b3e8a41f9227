import { isValidIsoDate, LEDGER_TEXT } from '@app/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { accounts, functionalExpenses, fundPrograms, journalEntries, journalLines, vendors } from '../db/schema/index.js';
import { conflict, notFound } from '../errors.js';
import { checkLines, ledgerError, type PostLine, reversedLines } from './lines.js';
import { addToTotals } from './totals.js';
import { pgCode, UNIQUE_VIOLATION } from './pg-errors.js';

export interface PostInput {
  companyId: number;
  /** the accounting date, 'YYYY-MM-DD' */
  date: string;
  /** what caused it: 'manual', 'bill', 'bill_payment', 'check', ... with that record's id */
  sourceType: string;
  sourceId?: number | null;
  memo?: string | null;
  createdBy: number | null;
  lines: PostLine[];
}

const distinct = (ids: Array<number | null | undefined>) => [...new Set(ids.filter((v): v is number => typeof v === 'number'))];

/**
 * Posts one balanced entry. Refuses (422) empty, one-sided, zero, negative or unbalanced lines, an account,
 * fund program, functional expense or vendor of another company, and an InActive account. Runs in a
 * savepoint of the caller's transaction, so a refusal leaves the caller's other work usable.
 */
export async function post(db: DbOrTx, input: PostInput): Promise<{ entryId: number }> {
  if (!isValidIsoDate(input.date)) throw ledgerError(LEDGER_TEXT.invalidDate, 'date');
  checkLines(input.lines);
  return db.transaction(async (tx) => {
    await checkReferences(tx, input.companyId, input.lines);
    return { entryId: await insertEntry(tx, input, null) };
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
  opts: { date: string; createdBy: number | null; companyId?: number; memo?: string },
): Promise<{ entryId: number }> {
  if (!isValidIsoDate(opts.date)) throw ledgerError(LEDGER_TEXT.invalidDate, 'date');
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(journalEntries).where(eq(journalEntries.id, entryId));
    if (!entry || (opts.companyId !== undefined && entry.companyId !== opts.companyId)) throw notFound();
    if (entry.reversesEntryId !== null) throw conflict(LEDGER_TEXT.reversalOfReversal);
    const [done] = await tx.select({ id: journalEntries.id }).from(journalEntries).where(eq(journalEntries.reversesEntryId, entryId));
    if (done) throw conflict(LEDGER_TEXT.alreadyReversed);
    if (opts.date < entry.entryDate) throw ledgerError(LEDGER_TEXT.reversalBeforeEntry, 'entry_date');
    const lines = await tx.select().from(journalLines).where(eq(journalLines.entryId, entryId)).orderBy(journalLines.id);
    try {
      const id = await insertEntry(
        tx,
        {
          companyId: entry.companyId,
          date: opts.date,
          sourceType: entry.sourceType,
          sourceId: entry.sourceId,
          memo: opts.memo ?? `Reversal of entry #${entry.id}${entry.memo ? `: ${entry.memo}` : ''}`,
          createdBy: opts.createdBy,
          lines: reversedLines(lines),
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
  source: { companyId: number; sourceType: string; sourceId: number },
  opts: { date: string; createdBy: number | null },
): Promise<number[]> {
  return db.transaction(async (tx) => {
    const entries = await tx
      .select({ id: journalEntries.id, reversesEntryId: journalEntries.reversesEntryId })
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, source.companyId), eq(journalEntries.sourceType, source.sourceType), eq(journalEntries.sourceId, source.sourceId)))
      .orderBy(journalEntries.id);
    const reversed = new Set(entries.map((e) => e.reversesEntryId).filter((v) => v !== null));
    const open = entries.filter((e) => e.reversesEntryId === null && !reversed.has(e.id));
    const ids: number[] = [];
    for (const e of open) ids.push((await reverse(tx, e.id, { ...opts, companyId: source.companyId })).entryId);
    return ids;
  });
}

async function insertEntry(tx: DbOrTx, input: PostInput, reversesEntryId: number | null): Promise<number> {
  const [entry] = await tx
    .insert(journalEntries)
    .values({
      companyId: input.companyId,
      entryDate: input.date,
      sourceType: input.sourceType,
      sourceId: input.sourceId ?? null,
      memo: input.memo ?? '',
      reversesEntryId,
      createdBy: input.createdBy,
    })
    .returning({ id: journalEntries.id });
  await tx.insert(journalLines).values(
    input.lines.map((l) => ({
      entryId: entry.id,
      companyId: input.companyId,
      entryDate: input.date,
      accountId: l.accountId,
      debitCents: l.debitCents,
      creditCents: l.creditCents,
      fundProgramId: l.fundProgramId ?? null,
      functionalExpenseId: l.functionalExpenseId ?? null,
      vendorId: l.vendorId ?? null,
      memo: l.memo ?? '',
    })),
  );
  await addToTotals(tx, input.companyId, input.date, input.lines);
  return entry.id;
}

/**
 * Every id a line names must belong to the entry's company (fund programs and functional expenses may be
 * global, company 0), and new postings go to Active accounts only.
 */
async function checkReferences(tx: DbOrTx, companyId: number, lines: readonly PostLine[]) {
  const accountIds = distinct(lines.map((l) => l.accountId));
  const found = await tx
    .select({ id: accounts.id, companyId: accounts.companyId, name: accounts.accountName, status: accounts.status })
    .from(accounts)
    .where(inArray(accounts.id, accountIds));
  const byId = new Map(found.map((a) => [a.id, a]));
  lines.forEach((l, i) => {
    const a = byId.get(l.accountId);
    if (!a || a.companyId !== companyId) throw ledgerError(LEDGER_TEXT.accountUnknown, `lines.${i}.account_id`);
    if (a.status !== 'Active') throw ledgerError(LEDGER_TEXT.accountInactive(a.name), `lines.${i}.account_id`);
  });

  const tagChecks = [
    { table: fundPrograms, pick: (l: PostLine) => l.fundProgramId, field: 'fund_program_id', what: 'fund program', global: true },
    { table: functionalExpenses, pick: (l: PostLine) => l.functionalExpenseId, field: 'funtional_expenses_id', what: 'functional expense', global: true },
    { table: vendors, pick: (l: PostLine) => l.vendorId, field: 'vendor_id', what: 'vendor', global: false },
  ] as const;
  for (const c of tagChecks) {
    const ids = distinct(lines.map(c.pick));
    if (!ids.length) continue;
    const owner = c.global ? or(eq(c.table.companyId, companyId), eq(c.table.companyId, 0)) : eq(c.table.companyId, companyId);
    const rows = await tx.select({ id: c.table.id }).from(c.table).where(and(inArray(c.table.id, ids), owner));
    const ok = new Set(rows.map((r) => r.id));
    lines.forEach((l, i) => {
      const id = c.pick(l);
      if (typeof id === 'number' && !ok.has(id)) throw ledgerError(LEDGER_TEXT.tagUnknown(c.what), `lines.${i}.${c.field}`);
    });
  }
}
