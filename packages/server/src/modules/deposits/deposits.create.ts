import { BANK_ACCOUNT_TYPES, DEPOSIT_LINE_TYPES, DEPOSIT_TEXT, type DepositInput, type DepositRow, todayOnEarth } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import { invalid, notFound } from '../../errors.js';
import { GATE, postLocked } from '../../ledger/post-locked.js';
import { type ReferenceRow, type RefName, referenceNames } from '../../ledger/references.js';
import type { AuthContext } from '../../plugins/access.js';
import { requireScope } from '../../plugins/company-scope.js';
import { isKeyed } from '../../plugins/idempotency.js';
import { depositDocument } from './deposit.document.js';
import { type Deposit, toWire } from './deposits.repo.js';
import type { DepositDeps } from './deposits.service.js';

const DEPOSIT_READS = `select n.next_id, r.* from (select nextval('deposits_id_seq')::int as next_id) n
  left join ledger_references($1::int, $2::int[], $3::int[], '{}'::int[], '{}'::int[]) r on true`;

/**
 * What a deposit checks and posts, in ONE named statement (issue 23 point 2): the company, the bank and every
 * line's account with their totals, the lines' funds with their status (the ledger's ledger_references, as a
 * posting reads them) and the new deposit's id from its sequence, so its entry's source and memo are known
 * before the write.
 */
async function readForDeposit(db: DbOrTx, companyId: number, input: DepositInput): Promise<{ id: number; refs: Map<string, RefName> }> {
  const accounts = [...new Set([input.bankAccountId, ...input.lines.map((l) => l.accountId)])];
  const funds = [...new Set(input.lines.map((l) => l.fundProgramId))];
  const rows = (await executeNamed(db, 'deposit_reads', DEPOSIT_READS, [companyId, accounts, funds])).rows as Array<ReferenceRow & { next_id: number }>;
  return { id: Number(rows[0].next_id), refs: referenceNames(rows.filter((r) => r.k !== null)) };
}

/**
 * The deposit's own refusals, on what readForDeposit read: a company that is there (404), an Active bank or
 * cash account of the company as the bank, each line's account the company's, Active and income, liability or
 * a receivable, each line's fund the company's own or a global one, not deleted.
 */
function checkDeposit(companyId: number, input: DepositInput, refs: Map<string, RefName>): RefName {
  if (refs.get(`c${companyId}`)?.status !== 'live') throw notFound();
  const account = (id: number) => {
    const a = refs.get(`a${id}`);
    return a && a.companyId === companyId ? a : undefined;
  };
  const bank = account(input.bankAccountId);
  if (!bank || !BANK_ACCOUNT_TYPES.has(Number(bank.kind)) || bank.status !== 'Active') throw invalid(DEPOSIT_TEXT.bankUnknown, 'bank_account_id');
  input.lines.forEach((l, i) => {
    const a = account(l.accountId);
    if (!a) throw invalid(DEPOSIT_TEXT.accountUnknown, `lines.${i}.account_id`);
    if (!DEPOSIT_LINE_TYPES.has(Number(a.kind))) throw invalid(DEPOSIT_TEXT.accountType, `lines.${i}.account_id`);
    if (a.status !== 'Active') throw invalid(DEPOSIT_TEXT.accountInactive(a.name), `lines.${i}.account_id`);
  });
  input.lines.forEach((l, i) => {
    if (refs.get(`f${l.fundProgramId}`)?.status !== 'live') throw invalid(DEPOSIT_TEXT.fundUnknown, `lines.${i}.fund_program_id`);
  });
  return bank;
}

const sumOf = (lines: DepositInput['lines'], method: string) => lines.filter((l) => l.method === method).reduce((s, l) => s + l.amountCents, 0);

/**
 * POST /deposits: the deposit, its lines and its one entry (Dr bank per fund / Cr each line's account in its
 * fund). Money only comes in, so no lock and no balance are needed: one read (readForDeposit), the ledger's
 * checks on it, then ONE statement writes the deposit, its lines (as arrays) and the entry with its lines and
 * totals (postLocked, with a guard that always answers 'ok'). A transaction only with an Idempotency-Key. The
 * answer is built from what was written and read (no re-read).
 */
export async function createDeposit(deps: DepositDeps, auth: AuthContext, input: DepositInput): Promise<DepositRow> {
  // A Super-Admin names the company (422 on the field, as the other forms); a company user's is their own.
  if (auth.isSuperAdmin && !input.companyId) throw invalid(DEPOSIT_TEXT.selectCompany, 'company_id');
  const { companyId } = requireScope(auth, input.companyId, DEPOSIT_TEXT.selectCompany);
  if (input.depositDate > todayOnEarth(deps.clock()).latest) throw invalid(DEPOSIT_TEXT.dateFuture, 'deposit_date');
  const write = async (db: DbOrTx): Promise<DepositRow> => {
    const { id, refs } = await readForDeposit(db, companyId, input);
    const bank = checkDeposit(companyId, input, refs);
    const cash = sumOf(input.lines, 'cash');
    const check = sumOf(input.lines, 'check');
    const electronic = sumOf(input.lines, 'electronic');
    const row: Omit<Deposit, 'createdAt'> = {
      id,
      companyId,
      bankAccountId: input.bankAccountId,
      depositDate: input.depositDate,
      memo: input.memo,
      countedBy1: input.countedBy[0],
      countedBy2: input.countedBy[1],
      cashCents: cash,
      checkCents: check,
      electronicCents: electronic,
      totalCents: cash + check + electronic,
      lineCount: input.lines.length,
      status: depositDocument.initial,
      createdBy: auth.userId,
      voidedAt: null,
      voidedBy: null,
    };
    const lines = input.lines.map((l, i) => ({ lineNo: i + 1, ...l }));
    const posting = depositDocument.posting!({ deposit: row, lines }, row.depositDate, auth.userId);
    const column = <T>(pick: (l: (typeof lines)[number]) => T) => sql.param(lines.map(pick));
    const wrote = await postLocked(db, [posting], {
      guard: sql`select 'ok'::text as ok`,
      references: refs,
      ctes: [
        [
          'd',
          sql`insert into deposits (id, company_id, bank_account_id, deposit_date, memo, counted_by_1, counted_by_2, cash_cents, check_cents,
                electronic_cents, total_cents, line_count, status, created_by)
              select ${id}::int, ${companyId}::int, ${row.bankAccountId}::int, ${row.depositDate}::date, ${row.memo}::text, ${row.countedBy1}::text,
                ${row.countedBy2}::text, ${cash}::bigint, ${check}::bigint, ${electronic}::bigint, ${row.totalCents}::bigint, ${row.lineCount}::int,
                ${row.status}::smallint, ${auth.userId}::int
              where ${GATE} returning created_at`,
        ],
        [
          'l',
          sql`insert into deposit_lines (deposit_id, company_id, line_no, account_id, fund_program_id, amount_cents, method, check_number, payer, memo)
              select ${id}::int, ${companyId}::int, u.* from unnest(${column((l) => l.lineNo)}::smallint[], ${column((l) => l.accountId)}::int[],
                ${column((l) => l.fundProgramId)}::int[], ${column((l) => l.amountCents)}::bigint[], ${column((l) => l.method)}::text[],
                ${column((l) => l.checkNumber)}::text[], ${column((l) => l.payer)}::text[], ${column((l) => l.memo)}::text[]) as u
              where ${GATE}`,
        ],
      ],
      answer: sql`(select created_at from d) as deposit_created_at`,
    });
    const createdAt = new Date(wrote.row.deposit_created_at as string);
    return toWire({ d: { ...row, createdAt }, companyName: refs.get(`c${companyId}`)!.name, bankName: bank.name, bankNumber: bank.number ?? '' });
  };
  return isKeyed(deps.db) ? deps.db.transaction(write) : write(deps.db);
}
