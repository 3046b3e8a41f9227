import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { bankAccountIdColumn, companyIdColumn } from './columns.js';

/** An imported bank statement, one file of one bank account (issue 26 point 1; 0023). */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    bankAccountId: bankAccountIdColumn(),
    /** 'ofx' | 'qfx' | 'camt053' | 'csv' */
    format: text('format').notNull(),
    fileName: text('file_name').notNull().default(''),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    openingBalanceCents: bigint('opening_balance_cents', { mode: 'number' }),
    closingBalanceCents: bigint('closing_balance_cents', { mode: 'number' }),
    linesImported: integer('lines_imported').notNull().default(0),
    duplicatesSkipped: integer('duplicates_skipped').notNull().default(0),
    importedBy: integer('imported_by')
      .notNull()
      .references(() => users.id),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bank_statements_format_check', sql`${t.format} IN ('ofx', 'qfx', 'camt053', 'csv')`),
    index('bank_statements_account_idx').on(t.bankAccountId, t.id),
    index('bank_statements_company_idx').on(t.companyId, t.id),
  ],
);

/**
 * One line of a statement: amountCents > 0 is money in, < 0 money out. bankRef is the bank's transaction id
 * (OFX FITID, CAMT AcctSvcrRef) or, for CSV, date|amount|description; unique per bank account, so an overlapping
 * download never imports a line twice.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    bankAccountId: bankAccountIdColumn(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    postedOn: date('posted_on', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    description: text('description').notNull().default(''),
    payee: text('payee'),
    checkNumber: text('check_number'),
    bankRef: text('bank_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bank_statement_lines_amount_check', sql`${t.amountCents} <> 0`),
    unique('bank_statement_lines_ref_unique').on(t.bankAccountId, t.bankRef),
    index('bank_statement_lines_statement_idx').on(t.statementId, t.id),
    index('bank_statement_lines_account_date_idx').on(t.bankAccountId, t.postedOn),
  ],
);
