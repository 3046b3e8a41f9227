import { type BankStatementLine, type BankStatementRow, type CsvMapping as WireMapping, fromCents } from '@app/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cappedTotal } from '../../db/list-total.js';
import { accounts, bankCsvMappings, bankStatementLines, bankStatements, checkPrintSetups, users } from '../../db/schema/index.js';
import { type CompanyScope, inScope, type OneCompanyScope } from '../../plugins/company-scope.js';
import type { CsvMapping } from './parse/csv.js';
import type { ParsedLine } from './parse/types.js';

type Statement = typeof bankStatements.$inferSelect;
type MappingRow = typeof bankCsvMappings.$inferSelect;

/** The saved CSV mapping of a bank account within the scope (undefined: none saved). */
export async function findMapping(db: DbOrTx, scope: CompanyScope, bankAccountId: number): Promise<MappingRow | undefined> {
  const [row] = await db
    .select()
    .from(bankCsvMappings)
    .where(and(eq(bankCsvMappings.bankAccountId, bankAccountId), inScope(scope, bankCsvMappings.companyId)));
  return row;
}

export const parserMapping = (m: MappingRow): CsvMapping => ({ ...m, dateFormat: m.dateFormat as CsvMapping['dateFormat'] });

export const mappingToWire = (m: MappingRow): WireMapping => ({
  bank_account_id: m.bankAccountId,
  date_column: m.dateColumn,
  date_format: m.dateFormat as WireMapping['date_format'],
  amount_column: m.amountColumn,
  debit_column: m.debitColumn,
  credit_column: m.creditColumn,
  description_column: m.descriptionColumn,
  check_number_column: m.checkNumberColumn,
  reference_column: m.referenceColumn,
});

/** Saves (insert or replace) the mapping of a bank account of the scope's company. */
export async function saveMapping(db: DbOrTx, scope: OneCompanyScope, bankAccountId: number, m: CsvMapping, userId: number): Promise<MappingRow> {
  const values = { ...m, bankAccountId, companyId: scope.companyId, updatedBy: userId, updatedAt: sql`now()` };
  const [row] = await db
    .insert(bankCsvMappings)
    .values(values)
    .onConflictDoUpdate({ target: bankCsvMappings.bankAccountId, set: { ...m, updatedBy: userId, updatedAt: sql`now()` } })
    .returning();
  return row;
}

/**
 * The account number recorded for the bank account (its check print set-up), read under the bank account's
 * lock the caller holds. Empty: none recorded yet.
 */
export async function recordedAccountNumber(tx: DbOrTx, scope: OneCompanyScope, bankAccountId: number): Promise<{ exists: boolean; number: string }> {
  const [row] = await tx
    .select({ number: checkPrintSetups.accountNumber })
    .from(checkPrintSetups)
    .where(and(eq(checkPrintSetups.bankAccountId, bankAccountId), inScope(scope, checkPrintSetups.companyId)));
  return { exists: !!row, number: row?.number ?? '' };
}

/** The first import of an account records the file's account number on its print set-up (created when none). */
export async function recordAccountNumber(tx: DbOrTx, scope: OneCompanyScope, bankAccountId: number, number: string, userId: number, exists: boolean) {
  if (exists) {
    await tx
      .update(checkPrintSetups)
      .set({ accountNumber: number, updatedBy: userId, updatedAt: sql`now()` })
      .where(and(eq(checkPrintSetups.bankAccountId, bankAccountId), inScope(scope, checkPrintSetups.companyId)));
  } else {
    await tx.insert(checkPrintSetups).values({ bankAccountId, companyId: scope.companyId, accountNumber: number, updatedBy: userId });
  }
}

export async function insertStatement(tx: DbOrTx, values: typeof bankStatements.$inferInsert): Promise<Statement> {
  const [row] = await tx.insert(bankStatements).values(values).returning();
  return row;
}

/** Inserts the lines a bank reference has not brought before (the unique key decides); answers how many went in. */
export async function insertNewLines(tx: DbOrTx, statement: Statement, lines: ParsedLine[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < lines.length; i += 1000) {
    const rows = await tx
      .insert(bankStatementLines)
      .values(
        lines.slice(i, i + 1000).map((l) => ({
          companyId: statement.companyId,
          bankAccountId: statement.bankAccountId,
          statementId: statement.id,
          postedOn: l.postedOn,
          amountCents: l.amountCents,
          description: l.description,
          payee: l.payee,
          checkNumber: l.checkNumber,
          bankRef: l.bankRef,
        })),
      )
      .onConflictDoNothing({ target: [bankStatementLines.bankAccountId, bankStatementLines.bankRef] })
      .returning({ id: bankStatementLines.id });
    inserted += rows.length;
  }
  return inserted;
}

export async function setCounts(tx: DbOrTx, scope: OneCompanyScope, id: number, linesImported: number, duplicatesSkipped: number) {
  await tx
    .update(bankStatements)
    .set({ linesImported, duplicatesSkipped })
    .where(and(eq(bankStatements.id, id), inScope(scope, bankStatements.companyId)));
}

const money = (c: number | null) => (c === null ? null : fromCents(c));

const listed = (db: DbOrTx) =>
  db
    .select({
      s: bankStatements,
      bankName: accounts.accountName,
      bankNumber: accounts.accountNumber,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bankStatements)
    .innerJoin(accounts, eq(accounts.id, bankStatements.bankAccountId))
    .innerJoin(users, eq(users.id, bankStatements.importedBy));
type Listed = Awaited<ReturnType<ReturnType<typeof listed>['execute']>>[number];

export function statementToWire(r: Listed): BankStatementRow {
  const s = r.s;
  return {
    id: s.id,
    statement_id: s.id,
    company_id: s.companyId,
    bank_account_id: s.bankAccountId,
    bank_account_name: r.bankName,
    bank_account_number: r.bankNumber,
    format: s.format as BankStatementRow['format'],
    file_name: s.fileName,
    period_start: s.periodStart,
    period_end: s.periodEnd,
    opening_balance: money(s.openingBalanceCents),
    closing_balance: money(s.closingBalanceCents),
    lines_imported: s.linesImported,
    duplicates_skipped: s.duplicatesSkipped,
    imported_by: [r.firstName, r.lastName].filter(Boolean).join(' '),
    imported_at: s.importedAt.toISOString(),
  };
}

/** The statements of the scope (one bank account's when named), newest first. */
export async function pageStatements(db: DbOrTx, scope: CompanyScope, bankAccountId: number | undefined, limit: number, offset: number) {
  const where = and(inScope(scope, bankStatements.companyId), bankAccountId ? eq(bankStatements.bankAccountId, bankAccountId) : undefined);
  const [rows, counted] = await Promise.all([
    listed(db).where(where).orderBy(desc(bankStatements.id)).limit(limit).offset(offset),
    cappedTotal(db, db.select({ one: sql`1` }).from(bankStatements).where(where).$dynamic()),
  ]);
  return { rows: rows.map(statementToWire), ...counted };
}

export async function findStatement(db: DbOrTx, scope: CompanyScope, id: number): Promise<BankStatementRow | undefined> {
  const [row] = await listed(db).where(and(eq(bankStatements.id, id), inScope(scope, bankStatements.companyId)));
  return row ? statementToWire(row) : undefined;
}

/** The lines a statement imported, in the bank's date order. */
export async function linesOfStatement(db: DbOrTx, scope: CompanyScope, statementId: number): Promise<BankStatementLine[]> {
  const rows = await db
    .select()
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.statementId, statementId), inScope(scope, bankStatementLines.companyId)))
    .orderBy(asc(bankStatementLines.postedOn), asc(bankStatementLines.id));
  return rows.map((l) => ({
    id: l.id,
    posted_on: l.postedOn,
    amount: fromCents(l.amountCents),
    description: l.description,
    payee: l.payee,
    check_number: l.checkNumber,
    bank_ref: l.bankRef,
  }));
}
