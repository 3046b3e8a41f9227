import { DEBIT_NORMAL_TYPES } from '@app/contract';
import { and, asc, count, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { journalEntries, journalLines } from '../db/schema/index.js';

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

/**
 * One account's lines in posting order (date, entry, line) with a running balance over the account's whole
 * history, so a page or a date range starts from the right balance. Paged with limit/offset.
 */
export async function accountStatement(
  db: DbOrTx,
  opts: { accountId: number; accountTypeId: number; from?: string; to?: string; limit: number; offset: number },
): Promise<{ openingCents: number; total: number; lines: StatementLine[] }> {
  // + 0 turns -0 (a zero credit-normal balance) into 0.
  const sign = DEBIT_NORMAL_TYPES.has(opts.accountTypeId) ? 1 : -1;
  const onNormalSide = (net: number) => sign * net + 0;
  const order = sql`${journalEntries.entryDate}, ${journalLines.entryId}, ${journalLines.id}`;
  const all = db
    .select({
      lineId: sql<number>`${journalLines.id}`.as('line_id'),
      entryId: sql<number>`${journalLines.entryId}`.as('entry_id'),
      entryDate: sql<string>`${journalEntries.entryDate}`.as('entry_date'),
      memo: sql<string>`coalesce(nullif(${journalLines.memo}, ''), ${journalEntries.memo})`.as('memo'),
      sourceType: sql<string>`${journalEntries.sourceType}`.as('source_type'),
      debitCents: sql<number>`${journalLines.debitCents}`.as('debit_cents'),
      creditCents: sql<number>`${journalLines.creditCents}`.as('credit_cents'),
      running: sql<string>`sum(${journalLines.debitCents} - ${journalLines.creditCents}) over (order by ${order} rows unbounded preceding)`.as('running'),
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(eq(journalLines.accountId, opts.accountId))
    .as('l');
  const inRange = and(opts.from ? gte(all.entryDate, opts.from) : undefined, opts.to ? lte(all.entryDate, opts.to) : undefined);

  const rows = await db
    .select()
    .from(all)
    .where(inRange)
    .orderBy(asc(all.entryDate), asc(all.entryId), asc(all.lineId))
    .limit(opts.limit)
    .offset(opts.offset);
  const [{ total }] = await db.select({ total: count() }).from(all).where(inRange);
  let openingCents = 0;
  if (opts.from) {
    const [before] = await db
      .select({ net: sql<number>`coalesce(sum(${journalLines.debitCents} - ${journalLines.creditCents}), 0)`.mapWith(Number) })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(and(eq(journalLines.accountId, opts.accountId), lt(journalEntries.entryDate, opts.from)));
    openingCents = onNormalSide(before.net);
  }
  return {
    openingCents,
    total: Number(total),
    lines: rows.map((r) => ({
      lineId: Number(r.lineId),
      entryId: Number(r.entryId),
      entryDate: String(r.entryDate),
      memo: r.memo,
      sourceType: r.sourceType,
      debitCents: Number(r.debitCents),
      creditCents: Number(r.creditCents),
      balanceCents: onNormalSide(Number(r.running)),
    })),
  };
}
