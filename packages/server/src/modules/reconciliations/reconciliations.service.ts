import {
  BANK_ACCOUNT_TYPES,
  type BookLineInput,
  fromCents,
  type MatchInput,
  RECON_STATUS,
  RECON_TEXT,
  type ReconciliationDetail,
  type ReconciliationInput,
} from '@app/contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { conflict, forbidden, invalid, notFound } from '../../errors.js';
import { lockAccounts, post } from '../../ledger/index.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, narrowScope, requireScope, scopeOf } from '../../plugins/company-scope.js';
import { sureMatches } from './matching.js';
import { detailOf, rowOf } from './reconciliations.detail.js';
import { companyIn, findRecon, itemsOf, lastOfAccount, listRecons, openBookLines, openStatementLines, type Recon, statusName } from './reconciliations.repo.js';

type Deps = { db: Db; clock: () => Date };

const mustBeInProgress = (r: Recon) => {
  if (r.status !== RECON_STATUS.InProgress) throw conflict(RECON_TEXT.notInProgress(statusName(r.status)));
};

/** Starts a reconciliation of a bank account, under the account's lock (two at once: the second gets 409). */
export async function createReconciliation(deps: Deps, auth: AuthContext, input: ReconciliationInput): Promise<ReconciliationDetail> {
  const scope = requireScope(auth, input.companyId, RECON_TEXT.selectCompany);
  return deps.db.transaction(async (tx) => {
    await lockAccounts(tx, scope, [input.bankAccountId]);
    const bank = await tx.execute(sql`select company_id, account_type_id from accounts where id = ${input.bankAccountId}::int and ${companyIn(scope)}`);
    const account = bank.rows[0] as { company_id: number; account_type_id: number } | undefined;
    if (!account || Number(account.company_id) !== scope.companyId || !BANK_ACCOUNT_TYPES.has(Number(account.account_type_id)))
      throw invalid(RECON_TEXT.notBank, 'bank_account_id');
    if (input.statementId) {
      const st = await tx.execute(sql`select bank_account_id, company_id from bank_statements where id = ${input.statementId}::int and ${companyIn(scope)}`);
      const s = st.rows[0] as { bank_account_id: number; company_id: number } | undefined;
      if (!s || Number(s.company_id) !== scope.companyId) throw notFound();
      if (Number(s.bank_account_id) !== input.bankAccountId) throw invalid(RECON_TEXT.statementOfOtherAccount, 'statement_id');
    }
    const last = await lastOfAccount(tx, scope, input.bankAccountId);
    if (last?.status === RECON_STATUS.InProgress) throw conflict(RECON_TEXT.openExists(last.id));
    if (last && input.statementDate <= last.statementDate) throw invalid(RECON_TEXT.notAfterLast(last.statementDate), 'statement_date');
    const res = await tx.execute(sql`
      insert into reconciliations (company_id, bank_account_id, statement_id, statement_date, statement_ending_balance_cents, beginning_balance_cents, created_by)
      values (${scope.companyId}::int, ${input.bankAccountId}::int, ${input.statementId}::int, ${input.statementDate}::date,
        ${input.statementEndingCents}::bigint, ${last?.endingCents ?? 0}::bigint, ${auth.userId}::int)
      returning id`);
    const recon = await findRecon(tx, scope, Number((res.rows[0] as { id: number }).id));
    await applySureMatches(tx, scope, recon, auth.userId);
    return detailOf(tx, recon, auth);
  });
}

export async function listReconciliations(db: Db, auth: AuthContext, q: { company_id: number | null; bank_account_id: number | null }) {
  const scope = scopeOf(auth, q.company_id);
  if (q.bank_account_id) {
    // Another company's account is no account of the caller's: 404, not an empty list.
    const res = await db.execute(sql`select company_id from accounts where id = ${q.bank_account_id}::int and ${companyIn(scope)}`);
    const owner = res.rows[0] as { company_id: number } | undefined;
    if (!owner || (scope.companyId && Number(owner.company_id) !== scope.companyId)) throw notFound();
  }
  return (await listRecons(db, scope, q.bank_account_id)).map(rowOf);
}

async function insertMatch(
  tx: DbOrTx,
  recon: Recon,
  kind: 'auto' | 'manual' | 'booked',
  statementLineIds: number[],
  journalLineIds: number[],
  userId: number | null,
) {
  const res = await tx.execute(sql`insert into reconciliation_matches (reconciliation_id, company_id, kind, created_by)
    values (${recon.id}::int, ${recon.companyId}::int, ${kind}, ${userId}::int) returning id`);
  const matchId = Number((res.rows[0] as { id: number }).id);
  for (const id of statementLineIds)
    await tx.execute(sql`insert into reconciliation_match_statement_lines (statement_line_id, match_id) values (${id}::int, ${matchId}::int)`);
  for (const id of journalLineIds)
    await tx.execute(
      sql`insert into reconciliation_cleared (journal_line_id, reconciliation_id, match_id) values (${id}::int, ${recon.id}::int, ${matchId}::int)`,
    );
  return matchId;
}

/**
 * Matching (issue 26 point 2), under the reconciliation's lock: an entry and its reversal both open (a check
 * voided before it reached the bank) clear each other; then the sure matches apply by themselves. Runs on
 * every GET and POST /match of an in-progress reconciliation, so lines posted since are taken in.
 */
async function applySureMatches(tx: DbOrTx, scope: CompanyScope, recon: Recon, userId: number | null): Promise<void> {
  if (recon.status !== RECON_STATUS.InProgress) return;
  const own = narrowScope(scope, recon.companyId); // the reconciliation's company (a district reads its churches' by id)
  const items = itemsOf(await openBookLines(tx, own, recon));
  const byEntry = new Map(items.map((i) => [i.entryId, i]));
  const used = new Set<number>();
  for (const i of items) {
    const original = i.reversesEntryId ? byEntry.get(i.reversesEntryId) : undefined;
    if (!original || used.has(original.entryId) || original.cents + i.cents !== 0) continue;
    await insertMatch(tx, recon, 'auto', [], [...original.lineIds, ...i.lineIds], userId);
    used.add(original.entryId).add(i.entryId);
  }
  const open = items.filter((i) => !used.has(i.entryId));
  for (const m of sureMatches(await openStatementLines(tx, own, recon), open))
    await insertMatch(tx, recon, 'auto', m.statementLineIds, m.journalLineIds, userId);
}

/**
 * GET /reconciliations/{id}: matching runs first for a caller who may work on it (an in-progress one), so the
 * answer takes in what was posted since; a viewer gets it as it stands.
 */
export async function reconciliationDetail(deps: Deps, auth: AuthContext, id: number, runMatching: boolean): Promise<ReconciliationDetail> {
  const scope = scopeOf(auth);
  if (!runMatching) return detailOf(deps.db, await findRecon(deps.db, scope, id), auth);
  return deps.db.transaction(async (tx) => {
    const recon = await findRecon(tx, scope, id, { forUpdate: true });
    await applySureMatches(tx, scope, recon, auth.userId);
    return detailOf(tx, recon, auth);
  });
}

/** Runs a change of an in-progress reconciliation under its row lock, answering the detail after it. */
function changing(deps: Deps, auth: AuthContext, id: number, work: (tx: DbOrTx, recon: Recon) => Promise<void>): Promise<ReconciliationDetail> {
  return deps.db.transaction(async (tx) => {
    const recon = await findRecon(tx, scopeOf(auth), id, { forUpdate: true });
    mustBeInProgress(recon);
    await work(tx, recon);
    return detailOf(tx, recon, auth);
  });
}

/** POST /reconciliations/{id}/match: matching again now. */
export const matchNow = (deps: Deps, auth: AuthContext, id: number) =>
  changing(deps, auth, id, (tx, recon) => applySureMatches(tx, scopeOf(auth), recon, auth.userId));

/**
 * POST /reconciliations/{id}/matches: the treasurer's match (a suggestion confirmed, or one of their own). Every
 * line must be open in this reconciliation; statement lines and ledger lines must agree to the cent. No
 * statement line: the ledger lines are cleared by hand (e.g. the opening balance of a first reconciliation).
 */
export const confirmMatch = (deps: Deps, auth: AuthContext, id: number, input: MatchInput) =>
  changing(deps, auth, id, async (tx, recon) => {
    const own = narrowScope(scopeOf(auth), recon.companyId);
    const lines = new Map((await openStatementLines(tx, own, recon)).map((l) => [l.id, l]));
    const books = new Map((await openBookLines(tx, own, recon)).map((b) => [b.journalLineId, b]));
    const sIds = [...new Set(input.statementLineIds)];
    const jIds = [...new Set(input.journalLineIds)];
    if (sIds.some((s) => !lines.has(s))) throw invalid(RECON_TEXT.lineNotOpen, 'statement_line_ids');
    if (jIds.some((j) => !books.has(j))) throw invalid(RECON_TEXT.lineNotOpen, 'journal_line_ids');
    const statementCents = sIds.reduce((s, i) => s + (lines.get(i)?.cents ?? 0), 0);
    const bookCents = jIds.reduce((s, i) => s + (books.get(i)?.cents ?? 0), 0);
    if (sIds.length && statementCents !== bookCents) throw invalid(RECON_TEXT.sumsDiffer(fromCents(statementCents), fromCents(bookCents)), 'journal_line_ids');
    await insertMatch(tx, recon, 'manual', sIds, jIds, auth.userId);
  });

/** DELETE /reconciliations/{id}/matches/{matchId}: undoes a match (its lines are open again; a booked entry stays). */
export const undoMatch = (deps: Deps, auth: AuthContext, id: number, matchId: number) =>
  changing(deps, auth, id, async (tx, recon) => {
    const res = await tx.execute(sql`delete from reconciliation_matches where id = ${matchId}::int and reconciliation_id = ${recon.id}::int returning id`);
    if (!res.rows.length) throw notFound();
  });

/**
 * POST /reconciliations/{id}/lines/{lineId}/book: an unmatched statement line (a bank fee, interest) becomes a
 * journal entry dated the line's day through the ledger's post() (so the closing date and every ledger rule
 * apply): money out Dr the chosen account / Cr the bank, money in the reverse, both in the chosen fund; then
 * it is matched to the line. It is a journal entry like any other (source 'manual'), reversible from Journals
 * until a completed reconciliation holds it.
 */
export const bookLine = (deps: Deps, auth: AuthContext, id: number, lineId: number, input: BookLineInput) =>
  changing(deps, auth, id, async (tx, recon) => {
    const line = (await openStatementLines(tx, narrowScope(scopeOf(auth), recon.companyId), recon)).find((l) => l.id === lineId);
    if (!line) throw notFound(RECON_TEXT.lineNotOpen);
    if (input.accountId === recon.bankAccountId) throw invalid(RECON_TEXT.chooseAccount, 'account_id');
    const cents = Math.abs(line.cents);
    const memo = input.memo ?? `Bank statement ${line.date}: ${line.description || line.payee || ''}`.trim().slice(0, 500);
    const other = { accountId: input.accountId, fundProgramId: input.fundProgramId, functionalExpenseId: input.functionalExpenseId, memo };
    const bank = { accountId: recon.bankAccountId, fundProgramId: input.fundProgramId, memo };
    const lines =
      line.cents < 0
        ? [
            { ...other, debitCents: cents, creditCents: 0 },
            { ...bank, debitCents: 0, creditCents: cents },
          ]
        : [
            { ...bank, debitCents: cents, creditCents: 0 },
            { ...other, debitCents: 0, creditCents: cents },
          ];
    const posted = await post(tx, { companyId: recon.companyId, date: line.date, sourceType: 'manual', memo, createdBy: auth.userId, lines });
    const bankLine = posted.lines.find((l) => l.accountId === recon.bankAccountId);
    await insertMatch(tx, recon, 'booked', [line.id], [bankLine!.id], auth.userId);
  });

async function record(tx: DbOrTx, reconId: number, action: 'completed' | 'approved' | 'reopened', userId: number, reason: string | null = null) {
  await tx.execute(
    sql`insert into reconciliation_events (reconciliation_id, action, reason, user_id) values (${reconId}::int, ${action}, ${reason}, ${userId}::int)`,
  );
}

/**
 * POST /reconciliations/{id}/complete: only at a difference of 0.00. Records the preparer. From then on, every
 * line it cleared is locked (ledger/reconciled.ts): its document cannot be voided or changed. The row lock
 * taken here is the one a void of a cleared line waits on.
 */
export const completeReconciliation = (deps: Deps, auth: AuthContext, id: number) =>
  deps.db.transaction(async (tx) => {
    const recon = await findRecon(tx, scopeOf(auth), id, { forUpdate: true });
    mustBeInProgress(recon);
    const { difference } = await detailOf(tx, recon, auth);
    if (difference !== '0.00') throw conflict(RECON_TEXT.differenceNotZero(difference));
    await tx.execute(
      sql`update reconciliations set status = ${RECON_STATUS.Completed}::smallint, prepared_by = ${auth.userId}::int, prepared_at = now() where id = ${recon.id}::int and ${companyIn(scopeOf(auth))}`,
    );
    await record(tx, recon.id, 'completed', auth.userId);
    return detailOf(tx, await findRecon(tx, scopeOf(auth), id), auth);
  });

/** POST /reconciliations/{id}/approve: a second user, never the preparer (403), of a completed one (409). */
export const approveReconciliation = (deps: Deps, auth: AuthContext, id: number) =>
  deps.db.transaction(async (tx) => {
    const recon = await findRecon(tx, scopeOf(auth), id, { forUpdate: true });
    if (recon.status !== RECON_STATUS.Completed) throw conflict(RECON_TEXT.notCompleted);
    if (recon.preparedById === auth.userId) throw forbidden(RECON_TEXT.approverIsPreparer);
    await tx.execute(
      sql`update reconciliations set status = ${RECON_STATUS.Approved}::smallint, approved_by = ${auth.userId}::int, approved_at = now() where id = ${recon.id}::int and ${companyIn(scopeOf(auth))}`,
    );
    await record(tx, recon.id, 'approved', auth.userId);
    return detailOf(tx, await findRecon(tx, scopeOf(auth), id), auth);
  });

/**
 * POST /reconciliations/{id}/reopen (BankReconciliation_Delete): the account's last reconciliation only, back to
 * In Progress with its matches (preparer and approver cleared; the act and its reason recorded). Locks the bank
 * account first, as starting one does, so a new reconciliation cannot begin on top of it meanwhile.
 */
export async function reopenReconciliation(deps: Deps, auth: AuthContext, id: number, reason: string): Promise<ReconciliationDetail> {
  const scope = scopeOf(auth);
  const seen = await findRecon(deps.db, scope, id);
  return deps.db.transaction(async (tx) => {
    await lockAccounts(tx, scope, [seen.bankAccountId]);
    const recon = await findRecon(tx, scope, id, { forUpdate: true });
    if (recon.status === RECON_STATUS.InProgress) throw conflict(RECON_TEXT.notReopenable);
    const last = await lastOfAccount(tx, scope, recon.bankAccountId);
    if (last && last.id !== recon.id) throw conflict(RECON_TEXT.notLast(last.id));
    await tx.execute(sql`update reconciliations set status = ${RECON_STATUS.InProgress}::smallint, prepared_by = null, prepared_at = null,
      approved_by = null, approved_at = null where id = ${recon.id}::int and ${companyIn(scope)}`);
    await record(tx, recon.id, 'reopened', auth.userId, reason);
    return detailOf(tx, await findRecon(tx, scope, id), auth);
  });
}
