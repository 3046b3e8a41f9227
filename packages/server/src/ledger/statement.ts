import { DEBIT_NORMAL_TYPES } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { type CompanyScope, companyInScope } from '../plugins/company-scope.js';
import { accountCents } from './balances.js';
import { monthEnd, monthOf } from './totals.js';

export interface StatementLine {
  lineId: number;
  entryId: number;
  entryDate: string;
  memo: string;
  sourceType: string;
  debitCents: number;
  creditCents: number;
  /** running balance on the account's normal side, after this line */
  balanceCents: number;
}

/** A line's place in posting order: (entry date, entry id, line id). Keyset pages start after / end before one. */
export interface LedgerCursor {
  date: string;
  entryId: number;
  lineId: number;
}

export const encodeCursor = (c: LedgerCursor) => `${c.date}_${c.entryId}_${c.lineId}`;
export function decodeCursor(s: string): LedgerCursor | null {
  const m = /^(\d{4}-\d{2}-\d{2})_(\d{1,10})_(\d{1,10})$/.exec(s);
  return m ? { date: m[1], entryId: Number(m[2]), lineId: Number(m[3]) } : null;
}

/** Past this many lines the page's total says "more than" (total_is_exact false), as when the lines were counted. */
export const STATEMENT_COUNT_CAP = 10_000;

const position = sql`(entry_date, entry_id, id)`;
const at = (c: LedgerCursor) => sql`(${c.date}::date, ${c.entryId}::int, ${c.lineId}::int)`;

/** Narrows an account's lines (and its totals) to one fund program or functional expense; 'none': untagged. */
export interface LineTags {
  fundProgramId?: number | 'none';
  functionalExpenseId?: number | 'none';
}

/** The tags' condition on journal_lines or ledger_totals (same column names), with an optional table alias. */
function tagsCondition(tags: LineTags | undefined, alias = ''): SQL {
  const parts: SQL[] = [];
  const col = (name: string) => sql.raw(`${alias}${name}`);
  for (const [name, v] of [
    ['fund_program_id', tags?.fundProgramId],
    ['functional_expense_id', tags?.functionalExpenseId],
  ] as const) {
    if (v === 'none') parts.push(sql` and ${col(name)} is null`);
    else if (v !== undefined) parts.push(sql` and ${col(name)} = ${v}::int`);
  }
  return sql.join(parts, sql``);
}

/**
 * The account's net (debit - credit) of every line strictly before a position: closed months from
 * ledger_totals, the position's own month from its lines (journal_lines_account_date_idx). Cost: one month.
 */
export async function netBefore(db: DbOrTx, scope: CompanyScope, accountId: number, c: LedgerCursor, tags?: LineTags): Promise<number> {
  const first = monthOf(c.date);
  const tagged = sql`${tagsCondition(tags)} and ${companyInScope(scope)}`;
  const res = await db.execute(sql`select (
      coalesce((select sum(debit_cents - credit_cents) from ledger_totals where account_id = ${accountId}::int${tagged} and month < ${first}::date), 0)
    + coalesce((select sum(debit_cents - credit_cents) from journal_lines where account_id = ${accountId}::int${tagged}
                and entry_date >= ${first}::date and ${position} < ${at(c)}), 0))::text as net`);
  return accountCents((res.rows[0] as { net: string }).net);
}

/**
 * How many of the account's lines (with the tags) lie in the period, without counting them: whole months from
 * ledger_totals' line_count (migration 0045, written with the lines), less the lines of the first month before
 * `from` and of the last month after `to` (journal_lines_account_date_idx; at most two months of lines).
 */
export async function periodLineCount(
  db: DbOrTx,
  scope: CompanyScope,
  accountId: number,
  period: { from?: string; to?: string },
  tags?: LineTags,
): Promise<number> {
  const { from, to } = period;
  if (from && to && from > to) return 0;
  const tagged = sql`${tagsCondition(tags)} and ${companyInScope(scope)}`;
  const months = sql`${from ? sql` and month >= ${monthOf(from)}::date` : sql``}${to ? sql` and month <= ${monthOf(to)}::date` : sql``}`;
  const outside = (range: SQL) => sql` - (select count(*) from journal_lines where account_id = ${accountId}::int${tagged} and ${range})`;
  const res = await db.execute(sql`select (
      coalesce((select sum(line_count) from ledger_totals where account_id = ${accountId}::int${tagged}${months}), 0)
      ${from ? outside(sql`entry_date >= ${monthOf(from)}::date and entry_date < ${from}::date`) : sql``}
      ${to ? outside(sql`entry_date > ${to}::date and entry_date <= ${monthEnd(to)}::date`) : sql``})::int as n`);
  return Number((res.rows[0] as { n: number }).n);
}

/**
 * One account's lines in posting order (date, entry, line), a page at a time by keyset: `after` (the last
 * line of the previous page) or `before` (the first line of the next page), so page 1,000 costs what page 1
 * costs. `offset` is still honoured without a cursor (old clients), at offset's cost. The running balance of
 * each line and the period's opening balance (before `from`) come from the totals plus one month of lines.
 */
export async function accountStatement(
  db: DbOrTx,
  opts: {
    /** the caller's scope: the account was found within it, and only its lines within it are read */
    scope: CompanyScope;
    accountId: number;
    accountTypeId: number;
    from?: string;
    to?: string;
    limit: number;
    offset?: number;
    after?: LedgerCursor;
    before?: LedgerCursor;
    tags?: LineTags;
  },
): Promise<{
  openingCents: number;
  total: number;
  totalIsExact: boolean;
  lines: StatementLine[];
  nextCursor: string | null;
  prevCursor: string | null;
}> {
  // + 0 turns -0 (a zero credit-normal balance) into 0.
  const sign = DEBIT_NORMAL_TYPES.has(opts.accountTypeId) ? 1 : -1;
  const onNormalSide = (net: number) => sign * net + 0;
  const conds: SQL[] = [sql`l.account_id = ${opts.accountId}::int`, companyInScope(opts.scope, sql`l.company_id`)];
  if (opts.from) conds.push(sql`l.entry_date >= ${opts.from}::date`);
  if (opts.to) conds.push(sql`l.entry_date <= ${opts.to}::date`);
  const inRange = sql`${sql.join(conds, sql` and `)}${tagsCondition(opts.tags, 'l.')}`;
  const backwards = !!opts.before;
  const keyset = opts.after
    ? sql` and (l.entry_date, l.entry_id, l.id) > ${at(opts.after)}`
    : opts.before
      ? sql` and (l.entry_date, l.entry_id, l.id) < ${at(opts.before)}`
      : sql``;
  const dir = sql.raw(backwards ? 'desc' : 'asc');
  const skip = !opts.after && !opts.before && opts.offset ? sql` offset ${opts.offset}::int` : sql``;
  const res = await db.execute(sql`
    select l.id as line_id, l.entry_id, l.entry_date::text as entry_date, coalesce(nullif(l.memo, ''), e.memo) as memo, e.source_type,
           l.debit_cents::text as d, l.credit_cents::text as c
    from journal_lines l join journal_entries e on e.id = l.entry_id
    where ${inRange}${keyset}
    order by l.entry_date ${dir}, l.entry_id ${dir}, l.id ${dir}
    limit ${opts.limit + 1}::int${skip}`);
  type Row = { line_id: number; entry_id: number; entry_date: string; memo: string; source_type: string; d: string; c: string };
  let rows = res.rows as Row[];
  const more = rows.length > opts.limit;
  rows = rows.slice(0, opts.limit);
  if (backwards) rows.reverse();

  const counted = await periodLineCount(db, opts.scope, opts.accountId, { from: opts.from, to: opts.to }, opts.tags);
  const openingCents = opts.from ? onNormalSide(await netBefore(db, opts.scope, opts.accountId, { date: opts.from, entryId: 0, lineId: 0 }, opts.tags)) : 0;

  let running = rows.length
    ? await netBefore(
        db,
        opts.scope,
        opts.accountId,
        { date: rows[0].entry_date, entryId: Number(rows[0].entry_id), lineId: Number(rows[0].line_id) },
        opts.tags,
      )
    : 0;
  const lines = rows.map((r) => {
    const debitCents = accountCents(r.d);
    const creditCents = accountCents(r.c);
    running += debitCents - creditCents;
    return {
      lineId: Number(r.line_id),
      entryId: Number(r.entry_id),
      entryDate: r.entry_date,
      memo: r.memo,
      sourceType: r.source_type,
      debitCents,
      creditCents,
      balanceCents: onNormalSide(running),
    };
  });
  const cursorOf = (l: StatementLine) => encodeCursor({ date: l.entryDate, entryId: l.entryId, lineId: l.lineId });
  // Forward: a next page when a row beyond the limit came back; a previous one when we started after a line.
  // Backward: the mirror image.
  const hasNext = backwards ? true : more;
  const hasPrev = backwards ? more : !!opts.after || !!opts.offset;
  return {
    openingCents,
    total: Math.min(counted, STATEMENT_COUNT_CAP),
    totalIsExact: counted <= STATEMENT_COUNT_CAP,
    lines,
    nextCursor: hasNext && lines.length ? cursorOf(lines[lines.length - 1]) : null,
    prevCursor: hasPrev && lines.length ? cursorOf(lines[0]) : null,
  };
}
