import { BANK_ACCOUNT_TYPES, isValidIsoDate, LEDGER_TEXT } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { checkFundShares, sharesTaken } from './fund-shares.js';
import { checkLines, ledgerError } from './lines.js';
import { booksClosed, checkPosting, int, type PostedLine, type PostInput, postedLines } from './post.js';
import { type RefName, readReferences } from './references.js';
import { totalsAdd } from './totals.js';

/**
 * Issue 23 point 2: a money document's lock, its rules under that lock, its own rows and its postings in ONE
 * statement, so the lock is held for that statement and the COMMIT. Every refusal of post() that does not
 * depend on the lock runs first (checkPosting); then one statement:
 *
 *   with g as (<guard>)          -- a locking function of the ledger's (migration 0039): takes the locks, checks
 *                                -- the locked state in snapshots of its own, answers 'ok' or why not
 *        <the document's CTEs>   -- its rows and statuses, each gated on `(select ok from g) = 'ok'`
 *        e, l, t                 -- the entries, their lines and ledger_totals, gated the same way (t is a call of
 *                                -- ledger_totals_add, read by the final select so that it runs)
 *
 * When the guard answers anything but 'ok' nothing is written and the answer says so (the caller re-reads or
 * refuses; no error, so a caller's transaction stays usable). Each entry needs its source id known beforehand
 * (a payment's id from its sequence), its source (type and id) distinct. Same company and date for every entry
 * (one payment run; a standard check's bill and payment).
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
  const entries = sql.join(
    checked.map(
      ({ input }, i) =>
        sql`(${int(input.companyId)}, ${input.date}::date, ${input.sourceType}::text, ${int(input.sourceId)}, ${write.memos?.[i] ?? sql`${input.memo ?? ''}::text`}, ${int(input.createdBy)})`,
    ),
    sql`, `,
  );
  const lineValues = sql.join(
    checked.flatMap(({ input, lines }, i) =>
      lines.map((l, n) => {
        const memo = write.memos?.[i] && l.memo === input.memo ? write.memos[i] : sql`${l.memo ?? ''}::text`;
        return sql`(${input.sourceType}::text, ${int(input.sourceId)}, ${n}::int, ${int(l.accountId)}, ${l.debitCents}::bigint, ${l.creditCents}::bigint, ${int(l.fundProgramId)}, ${int(l.functionalExpenseId)}, ${int(l.vendorId)}, ${memo})`;
      }),
    ),
    sql`, `,
  );
  const own = write.ctes.map(([name, body]) => sql`, ${sql.raw(name)} as (${body})`);
  const res = await tx
    .execute(sql`
    with g as (${write.guard})${sql.join(own, sql``)},
    e as (
      insert into journal_entries (company_id, entry_date, source_type, source_id, memo, created_by)
      select v.* from (values ${entries}) as v(company_id, entry_date, source_type, source_id, memo, created_by) where ${GATE}
      returning id, source_type, source_id, created_at
    ),
    l as (
      insert into journal_lines (entry_id, company_id, entry_date, account_id, debit_cents, credit_cents, fund_program_id, functional_expense_id, vendor_id, memo)
      select e.id, ${int(checked[0].input.companyId)}, ${checked[0].input.date}::date, v.account_id, v.d, v.c, v.f, v.x, v.vendor_id, v.memo
      from e join (values ${lineValues}) as v(source_type, source_id, n, account_id, d, c, f, x, vendor_id, memo) on v.source_type = e.source_type and v.source_id = e.source_id
      order by e.id, v.n
      returning id, entry_id
    ),
    t as (${totalsAdd(
      checked[0].input.companyId,
      checked[0].input.date,
      checked.flatMap((c) => c.lines),
      GATE,
    )})
    select (select ok from g) as ok, (select count(*) from t) as totals${write.answer ? sql`, ${write.answer}` : sql``},
      (select coalesce(json_agg(json_build_object('id', e.id, 'source_type', e.source_type, 'source_id', e.source_id, 'created_at', e.created_at,
         'line_ids', (select json_agg(l.id order by l.id) from l where l.entry_id = e.id))), '[]'::json) from e) as entries`)
    .catch(booksClosed);
  const row = res.rows[0] as Record<string, unknown> & {
    ok: string;
    entries: Array<{ id: number; source_type: string; source_id: number; created_at: string; line_ids: number[] }>;
  };
  const bySource = new Map(row.entries.map((e) => [`${e.source_type}:${Number(e.source_id)}`, e]));
  return {
    ok: row.ok,
    row,
    entries:
      row.ok !== 'ok'
        ? []
        : checked.map(({ input, lines, names }) => {
            const e = bySource.get(`${input.sourceType}:${Number(input.sourceId)}`)!;
            return { entryId: Number(e.id), createdAt: new Date(e.created_at), lines: postedLines(lines, names, e.line_ids.map(Number)) };
          }),
  };
}
