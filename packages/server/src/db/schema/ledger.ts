import { bigint, boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { companyIdColumn, createdColumns } from './columns.js';

/**
 * Journal entries and lines: written only by src/ledger. Rows are never updated or deleted (a trigger
 * refuses it); a correction is a new entry whose reverses_entry_id names the original.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    /** 'manual', 'bill', 'bill_payment', 'check', ... */
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id'),
    memo: text('memo').notNull().default(''),
    reversesEntryId: integer('reverses_entry_id').unique(),
    ...createdColumns(),
    /** 0016: a manual entry that took a bank account below zero was confirmed by its author */
    bankBelowZeroConfirmed: boolean('bank_below_zero_confirmed').notNull().default(false),
  },
  (t) => [
    index('journal_entries_company_date_id_idx').on(t.companyId, t.entryDate.desc(), t.id.desc()),
    index('journal_entries_date_id_idx').on(t.entryDate.desc(), t.id.desc()),
    index('journal_entries_source_idx').on(t.sourceType, t.sourceId),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    companyId: companyIdColumn(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** the entry's date, carried on each line so an account's lines are read in order from one index */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    debitCents: bigint('debit_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
    fundProgramId: integer('fund_program_id'),
    functionalExpenseId: integer('functional_expense_id'),
    vendorId: integer('vendor_id'),
    memo: text('memo').notNull().default(''),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    index('journal_lines_account_date_idx').on(t.accountId, t.entryDate, t.entryId, t.id),
    index('journal_lines_company_date_idx').on(t.companyId, t.entryDate),
  ],
);
