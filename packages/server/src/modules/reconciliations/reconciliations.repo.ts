import { RECON_STATUS_NAMES } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { readsOn } from '../../db/reads-on.js';
import { type CompanyScope, visibleIn } from '../../plugins/company-scope.js';
import type { OpenItem, OpenStatementLine } from './matching.js';

/** A reconciliation as stored, with the names the screens show. */
export interface Recon {
  id: number;
  companyId: number;
  bankAccountId: number;
  bankAccountName: string;
  statementId: number | null;
  statementDate: string;
  endingCents: number;
  beginningCents: number;
  status: number;
  preparedById: number | null;
  preparedBy: string | null;
  preparedAt: string | null;
  approvedBy: string | null;
  approvedAt: string | null;
}

const userName = (alias: string) => sql.raw(`nullif(trim(${alias}.first_name || ' ' || coalesce(${alias}.last_name, '')), '')`);
const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());

const SELECT = sql`
  select r.id, r.company_id, r.bank_account_id, trim(coalesce(a.account_number, '') || ' ' || a.account_name) as bank_account_name,
    r.statement_id, r.statement_date::text as statement_date, r.statement_ending_balance_cents::text as ending,
    r.beginning_balance_cents::text as beginning, r.status, r.prepared_by, ${userName('p')} as prepared_name, r.prepared_at,
    ${userName('v')} as approved_name, r.approved_at
  from reconciliations r
  join accounts a on a.id = r.bank_account_id
  left join users p on p.id = r.prepared_by
  left join users v on v.id = r.approved_by`;

type Row = Record<string, unknown>;
const toRecon = (r: Row): Recon => ({
  id: Number(r.id),
  companyId: Number(r.company_id),
  bankAccountId: Number(r.bank_account_id),
  bankAccountName: String(r.bank_account_name),
  statementId: r.statement_id === null ? null : Number(r.statement_id),
  statementDate: String(r.statement_date),
  endingCents: Number(r.ending),
  beginningCents: Number(r.beginning),
  status: Number(r.status),
  preparedById: r.prepared_by === null ? null : Number(r.prepared_by),
  preparedBy: (r.prepared_name as string | null) ?? null,
  preparedAt: iso(r.prepared_at),
  approvedBy: (r.approved_name as string | null) ?? null,
  approvedAt: iso(r.approved_at),
});

/**
 * One reconciliation in the caller's scope (404 otherwise). forUpdate: its row locked first (FOR UPDATE OF r),
 * the lock every change of the reconciliation (matching, completing, approving, reopening) queues on.
 */
export async function findRecon(tx: DbOrTx, scope: CompanyScope, id: number, opts: { forUpdate?: boolean } = {}): Promise<Recon> {
  const where = scope.companyId ? sql` where r.id = ${id}::int and r.company_id = ${scope.companyId}::int` : sql` where r.id = ${id}::int`;
  const res = await tx.execute(sql`${SELECT}${where}${opts.forUpdate ? sql` for update of r` : sql``}`);
  return visibleIn(scope, res.rows[0] ? toRecon(res.rows[0] as Row) : null);
}

/** The reconciliations of the scope (one bank account's, if named), newest statement first. */
export async function listRecons(db: DbOrTx, scope: CompanyScope, bankAccountId: number | null): Promise<Recon[]> {
  const conds = [
    scope.companyId ? sql`r.company_id = ${scope.companyId}::int` : sql`true`,
    bankAccountId ? sql`r.bank_account_id = ${bankAccountId}::int` : sql`true`,
  ];
  const res = await db.execute(sql`${SELECT} where ${sql.join(conds, sql` and `)} order by r.statement_date desc, r.id desc limit 500`);
  return (res.rows as Row[]).map(toRecon);
}

/** The scope's condition on a raw query's company column (`true`: a Super-Admin's every company). */
export const companyIn = (scope: CompanyScope, column: SQL = sql`company_id`): SQL => (scope.companyId ? sql`${column} = ${scope.companyId}::int` : sql`true`);

/** The account's latest reconciliation other than `exceptId` (by statement date), any status. */
export async function lastOfAccount(tx: DbOrTx, scope: CompanyScope, bankAccountId: number, exceptId = 0) {
  const res = await tx.execute(sql`
    select id, status, statement_date::text as statement_date, statement_ending_balance_cents::text as ending
    from reconciliations where bank_account_id = ${bankAccountId}::int and id <> ${exceptId}::int and ${companyIn(scope)}
    order by statement_date desc, id desc limit 1`);
  const r = res.rows[0] as { id: number; status: number; statement_date: string; ending: string } | undefined;
  return r ? { id: Number(r.id), status: Number(r.status), statementDate: r.statement_date, endingCents: Number(r.ending) } : null;
}

export const statusName = (status: number) => RECON_STATUS_NAMES[status] ?? String(status);

/** A statement line as the screens show it. */
export interface StatementLine extends OpenStatementLine {
  description: string;
  payee: string | null;
}

const LINE_COLUMNS = sql`s.id, s.posted_on::text as date, s.amount_cents::text as cents, s.description, s.payee, s.check_number`;
const toLine = (r: Row): StatementLine => ({
  id: Number(r.id),
  date: String(r.date),
  cents: Number(r.cents),
  description: String(r.description ?? ''),
  payee: (r.payee as string | null) ?? null,
  checkNumber: (r.check_number as string | null) ?? null,
});

/**
 * The rows of a reconciliation's own tables (matches, cleared lines, events: no company column of their own) of a
 * reconciliation within the scope: another company's reconciliation id reaches none of them.
 */
const ofRecon = (scope: CompanyScope, reconId: number, column: SQL) =>
  sql`${column} = ${reconId}::int and ${column} in (select id from reconciliations where id = ${reconId}::int and ${companyIn(scope)})`;

/** The account's statement lines up to the statement date that no match holds yet (the reconciliation's within the scope). */
export async function openStatementLines(tx: DbOrTx, scope: CompanyScope, recon: Recon): Promise<StatementLine[]> {
  const res = await tx.execute(sql`
    select ${LINE_COLUMNS} from bank_statement_lines s
    where s.bank_account_id = ${recon.bankAccountId}::int and s.posted_on <= ${recon.statementDate}::date and ${companyIn(scope, sql`s.company_id`)}
      and not exists (select 1 from reconciliation_match_statement_lines m where m.statement_line_id = s.id)
    order by s.posted_on, s.id`);
  return (res.rows as Row[]).map(toLine);
}

/** A bank account's ledger line with what caused it. */
export interface BookLineRow {
  journalLineId: number;
  entryId: number;
  reversesEntryId: number | null;
  date: string;
  cents: number;
  sourceType: string;
  sourceId: number | null;
  memo: string;
  checkNumber: string | null;
  checkId: number | null;
}

const BOOK_SELECT = sql`
  select l.id, l.entry_id, e.reverses_entry_id, l.entry_date::text as date, (l.debit_cents - l.credit_cents)::text as cents,
    e.source_type, e.source_id, coalesce(nullif(l.memo, ''), e.memo) as memo, ck.check_number::text as check_number, ck.id as check_id
  from journal_lines l
  join journal_entries e on e.id = l.entry_id
  left join bill_payments bp on e.source_type = 'bill_payment' and bp.id = e.source_id
  left join lateral (
    select c.id, c.check_number from check_payments cp join checks c on c.id = cp.check_id
    where cp.bill_payment_id = bp.id order by (c.status = 1) desc, c.id desc limit 1
  ) ck on true`;

const toBook = (r: Row): BookLineRow => ({
  journalLineId: Number(r.id),
  entryId: Number(r.entry_id),
  reversesEntryId: r.reverses_entry_id === null ? null : Number(r.reverses_entry_id),
  date: String(r.date),
  cents: Number(r.cents),
  sourceType: String(r.source_type),
  sourceId: r.source_id === null ? null : Number(r.source_id),
  memo: String(r.memo ?? ''),
  checkNumber: (r.check_number as string | null) ?? null,
  checkId: r.check_id === null ? null : Number(r.check_id),
});

/**
 * The account's ledger lines up to the statement date not cleared by this reconciliation or an earlier one
 * (a later one's clearing does not change what was outstanding at this statement).
 */
export async function openBookLines(tx: DbOrTx, scope: CompanyScope, recon: Recon): Promise<BookLineRow[]> {
  const res = await tx.execute(sql`${BOOK_SELECT}
    where l.account_id = ${recon.bankAccountId}::int and l.entry_date <= ${recon.statementDate}::date and ${companyIn(scope, sql`l.company_id`)}
      and not exists (
        select 1 from reconciliation_cleared c join reconciliations r2 on r2.id = c.reconciliation_id
        where c.journal_line_id = l.id and (r2.id = ${recon.id}::int or r2.statement_date < ${recon.statementDate}::date))
    order by l.entry_date, l.entry_id, l.id`);
  return (res.rows as Row[]).map(toBook);
}

/** Open lines grouped per journal entry: the unit the bank sees (a deposit of two funds is one bank line). */
export function itemsOf(lines: BookLineRow[]): Array<OpenItem & { reversesEntryId: number | null }> {
  const byEntry = new Map<number, OpenItem & { reversesEntryId: number | null }>();
  for (const l of lines) {
    const item = byEntry.get(l.entryId);
    if (item) {
      item.cents += l.cents;
      item.lineIds.push(l.journalLineId);
    } else
      byEntry.set(l.entryId, {
        entryId: l.entryId,
        lineIds: [l.journalLineId],
        date: l.date,
        cents: l.cents,
        checkNumber: l.checkNumber,
        reversesEntryId: l.reversesEntryId,
      });
  }
  return [...byEntry.values()].filter((i) => i.cents !== 0);
}

/** The matches of a reconciliation with their statement lines and cleared ledger lines. */
export async function matchesOf(tx: DbOrTx, scope: CompanyScope, reconId: number) {
  const [matches, lines, books] = await readsOn(tx, [
    () => tx.execute(sql`select id, kind from reconciliation_matches where ${ofRecon(scope, reconId, sql`reconciliation_id`)} order by id`),
    () =>
      tx.execute(sql`select m.match_id, ${LINE_COLUMNS} from reconciliation_match_statement_lines m join bank_statement_lines s on s.id = m.statement_line_id
      join reconciliation_matches x on x.id = m.match_id where ${ofRecon(scope, reconId, sql`x.reconciliation_id`)} order by s.posted_on, s.id`),
    () =>
      tx.execute(sql`${BOOK_SELECT} join reconciliation_cleared c on c.journal_line_id = l.id
      where ${ofRecon(scope, reconId, sql`c.reconciliation_id`)} order by l.entry_date, l.id`),
  ]);
  const matchOfLine = await tx.execute(
    sql`select journal_line_id, match_id from reconciliation_cleared where ${ofRecon(scope, reconId, sql`reconciliation_id`)}`,
  );
  const lineMatch = new Map((matchOfLine.rows as Row[]).map((r) => [Number(r.journal_line_id), Number(r.match_id)]));
  return (matches.rows as Row[]).map((m) => ({
    id: Number(m.id),
    kind: String(m.kind) as 'auto' | 'manual' | 'booked',
    statementLines: (lines.rows as Row[]).filter((l) => Number(l.match_id) === Number(m.id)).map(toLine),
    bookLines: (books.rows as Row[]).map(toBook).filter((b) => lineMatch.get(b.journalLineId) === Number(m.id)),
  }));
}

/** Money in and out cleared by this reconciliation (signed cents summed per side). */
export async function clearedSums(tx: DbOrTx, scope: CompanyScope, reconId: number): Promise<{ inCents: number; outCents: number }> {
  const res = await tx.execute(sql`
    select coalesce(sum(l.debit_cents), 0)::text as d, coalesce(sum(l.credit_cents), 0)::text as c
    from reconciliation_cleared x join journal_lines l on l.id = x.journal_line_id where ${ofRecon(scope, reconId, sql`x.reconciliation_id`)}`);
  const r = res.rows[0] as { d: string; c: string };
  return { inCents: Number(r.d), outCents: -Number(r.c) };
}

/** Who completed, approved and reopened it, oldest first. */
export async function eventsOf(tx: DbOrTx, scope: CompanyScope, reconId: number) {
  const res = await tx.execute(sql`select e.action, e.reason, ${userName('u')} as user_name, e.at from reconciliation_events e join users u on u.id = e.user_id
    where ${ofRecon(scope, reconId, sql`e.reconciliation_id`)} order by e.id`);
  return (res.rows as Row[]).map((r) => ({
    action: String(r.action),
    reason: (r.reason as string | null) ?? null,
    user: String(r.user_name ?? ''),
    at: iso(r.at) as string,
  }));
}
