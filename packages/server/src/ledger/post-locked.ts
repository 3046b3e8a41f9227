import { BANK_ACCOUNT_TYPES, isValidIsoDate, LEDGER_TEXT } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { checkFundShares, sharesTaken } from './fund-shares.js';
import { checkLines, ledgerError } from './lines.js';
import { booksClosed, checkPosting, int, type PostedLine, type PostInput, postedLines } from './post.js';
import { type RefName, readReferences } from './references.js';

/**
 * Issue 23 point 2: a money document's lock, its rules under that lock, its own rows and its postings in ONE
 * statement, so the lock is held for that statement and the COMMIT. Every refusal of post() that does not
 * depend on the lock runs first (checkPosting); then one statement:
 *
 *   with g as (<guard>)          -- a locking function of the ledger's (migration 0039): takes the locks, checks
 *                                -- the locked state in snapshots of its own, answers 'ok' or why not
 *        <the document's CTEs>   -- its rows and statuses, each gated on `(select ok from g) = 'ok'`
 *        e                       -- the entries, their lines and ledger_totals: a call of the ledger's function
 *                                -- ledger_post_entries (migration 0051, planned once per connection, as post()'s
 *                                -- ledger_post), gated the same way, read by the final select so that it runs
 *
 * When the guard answers anything but 'ok' nothing is written and the answer says so (the caller re-reads or
 * refuses; no error, so a caller's transaction stays usable). Each entry needs its source id known beforehand
 * (a payment's id from its sequence). Same company and date for every entry (one payment run; a standard
 * check's bill and payment). The lines go in as arrays: the statement's text varies only with the document's
 * CTEs and the number of entries.
 */
export interface LockedWrite {
  guard: SQL;
  /** the document's own data-modifying CTEs, [name, body]; a body gates itself with GATE */
  ctes: Array<[string, SQL]>;
  /** what the final select answers besides the entries, e.g. sql`(select count(*) from s) as moved` */
  answer?: SQL;
  /**
   * an entry's memo computed under the lock (a bill's number), by the index of its input; else its memo. A line
   * whose memo is its entry's memo (a payment's lines) takes the computed one too.
   */
  memos?: Array<SQL | undefined>;
  /** the entries' references, read by the caller with its own reads before the lock (bill_payment_reads); else read here */
  references?: Map<string, RefName>;
}
export const GATE = sql`(select ok from g) = 'ok'`;

export type LockedPosting = { ok: string; row: Record<string, unknown>; entries: Array<{ entryId: number; createdAt: Date; lines: PostedLine[] }> };

export async function postLocked(tx: DbOrTx, inputs: PostInput[], write: LockedWrite): Promise<LockedPosting> {
  for (const input of inputs) {
    if (input.interfund || input.bankFloor) throw new Error('postLocked: interfund entries and bank floors go through post()');
    if (input.companyId !== inputs[0].companyId) throw new Error('postLocked: every entry of one company');
  }
  // The references of every entry in one read (after the checks that need none: an empty entry names nothing),
  // each entry then checked against it in turn.
  for (const input of inputs) {
    if (!isValidIsoDate(input.date)) throw ledgerError(LEDGER_TEXT.invalidDate, 'date');
    checkLines(input.lines);
  }
  const read =
    write.references ??
    (await readReferences(
      tx,
      inputs[0].companyId,
      inputs.flatMap((i) => i.lines),
    ));
  const checked: Checked[] = [];
  for (const input of inputs) checked.push({ input, ...(await checkPosting(tx, input, read)) });
  // A company that refuses fund overdrafts checks the fund shares an entry takes from under the bank's lock in
  // a statement of its own, held until the COMMIT: in the caller's transaction, else in one of its own.
  if (checked.some(takesShares) && !(tx instanceof PgTransaction)) return tx.transaction((own) => writeLocked(own, checked, write));
  return writeLocked(tx, checked, write);
}

const takesShares = (c: Checked) => c.refusesOverdraft && sharesTaken(c.lines, (id) => BANK_ACCOUNT_TYPES.has(c.facts.accountTypeOf(id))).size > 0;

type Checked = Awaited<ReturnType<typeof checkPosting>> & { input: PostInput };

async function writeLocked(tx: DbOrTx, checked: Checked[], write: LockedWrite): Promise<LockedPosting> {
  for (const c of checked) if (c.refusesOverdraft) await checkFundShares(tx, c.input.companyId, c.lines, c.facts);
  const { companyId, date } = checked[0].input;
  const entries = <T>(pick: (input: PostInput) => T) => sql.param(checked.map(({ input }) => pick(input)));
  const lines = checked.flatMap(({ input, lines }, i) => lines.map((line) => ({ entry: i + 1, line, ownMemo: !!write.memos?.[i] && line.memo === input.memo })));
  const column = <T>(pick: (l: (typeof lines)[number]) => T) => sql.param(lines.map(pick));
  // an entry's memo computed under the lock is an expression of the statement's; a line taking it has a NULL memo
  const memos = sql.join(
    checked.map(({ input }, i) => write.memos?.[i] ?? sql`${input.memo ?? ''}::text`),
    sql`, `,
  );
  const own = write.ctes.map(([name, body]) => sql`, ${sql.raw(name)} as (${body})`);
  const res = await tx
    .execute(sql`
    with g as (${write.guard})${sql.join(own, sql``)},
    e as (
      select ledger_post_entries(${int(companyId)}, ${date}::date, false, ${entries((i) => i.sourceType)}::text[], ${entries((i) => i.sourceId ?? null)}::int[],
        array[${memos}]::text[], ${entries(() => null)}::int[], ${entries((i) => i.createdBy ?? null)}::int[],
        ${column((l) => l.entry)}::int[], ${column((l) => l.line.accountId)}::int[], ${column((l) => l.line.debitCents)}::bigint[],
        ${column((l) => l.line.creditCents)}::bigint[], ${column((l) => l.line.fundProgramId ?? null)}::int[],
        ${column((l) => l.line.functionalExpenseId ?? null)}::int[], ${column((l) => l.line.vendorId ?? null)}::int[],
        ${column((l) => (l.ownMemo ? null : (l.line.memo ?? '')))}::text[]) as posted
      where ${GATE}
    )
    select (select ok from g) as ok${write.answer ? sql`, ${write.answer}` : sql``}, (select posted from e) as entries, now() as created_at`)
    .catch(booksClosed);
  const row = res.rows[0] as Record<string, unknown> & { ok: string; entries: Array<{ id: number; line_ids: number[] }> | null; created_at: string };
  const createdAt = new Date(row.created_at);
  return {
    ok: row.ok,
    row,
    entries:
      row.ok !== 'ok' || !row.entries
        ? []
        : checked.map(({ lines, names }, i) => {
            const e = row.entries![i];
            return { entryId: Number(e.id), createdAt, lines: postedLines(lines, names, e.line_ids.map(Number)) };
          }),
  };
}
