import {
  BANK_ACCOUNT_TYPES,
  type BankStatementDetail,
  type BankStatementImport,
  type BankStatementListQuery,
  type CsvMapping,
  type CsvMappingInput,
  fromCents,
  BANK_STATEMENT_TEXT as T,
} from '@app/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError, invalid, notFound } from '../../errors.js';
import { lockAccounts } from '../../ledger/index.js';
import { accountInScope } from '../../lib/lookups.js';
import { offsetOf, pageOf } from '../../lib/paging.js';
import type { AuthContext } from '../../plugins/access.js';
import { narrowScope, type OneCompanyScope, scopeOf } from '../../plugins/company-scope.js';
import * as repo from './bank-statements.repo.js';
import { parseCamt } from './parse/camt.js';
import { csvTable, parseCsv } from './parse/csv.js';
import { detectFormat } from './parse/detect.js';
import { parseOfx } from './parse/ofx.js';
import { type ParsedStatement, StatementFileError } from './parse/types.js';

export interface Upload {
  bankAccountId: number | null;
  fileName: string;
  bytes: Buffer | null;
}

/** The bank account (a bank or cash account of the caller's company, any for a Super-Admin) and its company's scope. */
async function bankOf(db: DbOrTx, auth: AuthContext, id: number | null): Promise<OneCompanyScope> {
  const account = id ? await accountInScope(db, scopeOf(auth), id) : undefined;
  if (!account || !BANK_ACCOUNT_TYPES.has(account.typeId)) throw invalid(T.selectBank, 'bank_account_id');
  return narrowScope(scopeOf(auth), account.companyId);
}

/** UTF-8 when it is valid UTF-8 (OFX 2, CAMT, most CSV), else Windows-1252 (OFX 1.x's CHARSET:1252). */
function textOf(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

const fileError = (message: string, extra: Record<string, string[]> = {}) => new AppError(422, message, { file: [message], ...extra });

/**
 * Account numbers compare as their letters and digits; a number the bank masks in the file (XXXX6789) matches
 * a recorded number that ends with its visible digits.
 */
export function sameAccount(inFile: string, recorded: string): boolean {
  const norm = (s: string) => s.toUpperCase().replace(/[^0-9A-Z*]/g, '');
  const a = norm(inFile);
  const b = norm(recorded);
  if (a === b) return true;
  const masked = /^[X*]+(\d{3,})$/.exec(a);
  return !!masked && b.endsWith(masked[1]);
}

async function parseFile(db: Db, scope: OneCompanyScope, bankAccountId: number, text: string, fileName: string): Promise<ParsedStatement> {
  const format = detectFormat(text, fileName);
  if (!format) throw fileError(T.unknownFormat);
  try {
    if (format === 'ofx') return parseOfx(text);
    if (format === 'camt053') return parseCamt(text);
    const mapping = await repo.findMapping(db, scope, bankAccountId);
    if (!mapping) {
      const { header } = csvTable(text);
      throw fileError(T.needsMapping(header), { csv_columns: header });
    }
    return parseCsv(text, repo.parserMapping(mapping));
  } catch (e) {
    if (e instanceof StatementFileError) throw fileError(`${e.message} Nothing was imported.`);
    throw e;
  }
}

/**
 * POST /bank-statements/import. The file is parsed whole before anything is written (a file that fails writes
 * nothing). Then, under the bank account's lock (the lock check numbering and the print set-up take), the
 * account number is checked against the one recorded on the print set-up, or recorded by this first import,
 * and the statement and its new lines are written: a line whose bank reference the account already has is
 * skipped by the unique key (ON CONFLICT DO NOTHING) and counted.
 */
export async function importStatement(db: Db, auth: AuthContext, upload: Upload): Promise<BankStatementImport> {
  const scope = await bankOf(db, auth, upload.bankAccountId);
  const bankAccountId = upload.bankAccountId as number;
  if (!upload.bytes) throw invalid(T.noFile, 'file');
  const text = textOf(upload.bytes);
  if (!text.trim()) throw fileError(T.emptyFile);
  if (text.includes('\u0000')) throw fileError(T.unknownFormat);
  const parsed = await parseFile(db, scope, bankAccountId, text, upload.fileName);
  return db.transaction(async (tx) => {
    await lockAccounts(tx, scope, [bankAccountId]);
    if (parsed.accountNumber) {
      const recorded = await repo.recordedAccountNumber(tx, scope, bankAccountId);
      if (!recorded.number.trim()) await repo.recordAccountNumber(tx, scope, bankAccountId, parsed.accountNumber, auth.userId, recorded.exists);
      else if (!sameAccount(parsed.accountNumber, recorded.number)) throw fileError(T.otherAccount(parsed.accountNumber, recorded.number));
    }
    const statement = await repo.insertStatement(tx, {
      companyId: scope.companyId,
      bankAccountId,
      format: parsed.format,
      fileName: upload.fileName.slice(0, 255),
      periodStart: parsed.periodStart,
      periodEnd: parsed.periodEnd,
      openingBalanceCents: parsed.openingBalanceCents,
      closingBalanceCents: parsed.closingBalanceCents,
      importedBy: auth.userId,
    });
    const imported = await repo.insertNewLines(tx, statement, parsed.lines);
    const duplicates = parsed.lines.length - imported;
    await repo.setCounts(tx, scope, statement.id, imported, duplicates);
    return {
      statement_id: statement.id,
      bank_account_id: bankAccountId,
      format: parsed.format,
      account_number: parsed.accountNumber,
      period_start: parsed.periodStart,
      period_end: parsed.periodEnd,
      opening_balance: parsed.openingBalanceCents === null ? null : fromCents(parsed.openingBalanceCents),
      closing_balance: parsed.closingBalanceCents === null ? null : fromCents(parsed.closingBalanceCents),
      lines_imported: imported,
      duplicates_skipped: duplicates,
    };
  });
}

export async function listStatements(db: Db, auth: AuthContext, q: BankStatementListQuery) {
  if (q.bank_account_id) await bankOf(db, auth, q.bank_account_id);
  const { rows, total, exact } = await repo.pageStatements(db, scopeOf(auth), q.bank_account_id, q.per_page, offsetOf(q.page, q.per_page));
  return pageOf(rows, total, q.page, q.per_page, exact);
}

export async function statementDetail(db: Db, auth: AuthContext, id: number): Promise<BankStatementDetail> {
  const scope = scopeOf(auth);
  const statement = await repo.findStatement(db, scope, id);
  if (!statement) throw notFound(T.notFound);
  return { statement, lines: await repo.linesOfStatement(db, scope, id) };
}

export async function getMapping(db: Db, auth: AuthContext, bankAccountId: number): Promise<CsvMapping | null> {
  const scope = await bankOf(db, auth, bankAccountId);
  const row = await repo.findMapping(db, scope, bankAccountId);
  return row ? repo.mappingToWire(row) : null;
}

export async function saveMapping(db: Db, auth: AuthContext, bankAccountId: number, m: CsvMappingInput): Promise<CsvMapping> {
  const scope = await bankOf(db, auth, bankAccountId);
  const row = await repo.saveMapping(db, scope, bankAccountId, m, auth.userId);
  return repo.mappingToWire(row);
}
