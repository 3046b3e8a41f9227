import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { fundPrograms } from './settings.js';
import { users } from './users.js';
import { bankAccountIdColumn, companyIdColumn, createdColumns } from './columns.js';

/**
 * Deposits (issue 25): money counted in and taken to the bank. status: 2 Posted, 1 Void. The totals by method
 * are the count sheet's (cash and checks apart, as on a bank deposit ticket), kept on the row for the list.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    bankAccountId: bankAccountIdColumn(),
    depositDate: date('deposit_date', { mode: 'string' }).notNull(),
    memo: text('memo'),
    countedBy1: text('counted_by_1').notNull(),
    countedBy2: text('counted_by_2').notNull(),
    cashCents: bigint('cash_cents', { mode: 'number' }).notNull(),
    checkCents: bigint('check_cents', { mode: 'number' }).notNull(),
    electronicCents: bigint('electronic_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    status: smallint('status').notNull().default(2),
    ...createdColumns(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id),
  },
  (t) => [
    check('deposits_status_check', sql`${t.status} IN (1, 2)`),
    check('deposits_total_check', sql`${t.totalCents} = ${t.cashCents} + ${t.checkCents} + ${t.electronicCents} AND ${t.totalCents} > 0`),
    check('deposits_counters_check', sql`lower(${t.countedBy1}) <> lower(${t.countedBy2})`),
    // The list: newest first, by company, by status, or both; the company's dates for the date filter and sort.
    index('deposits_company_id_idx').on(t.companyId, t.id),
    index('deposits_status_id_idx').on(t.status, t.id),
    index('deposits_company_status_id_idx').on(t.companyId, t.status, t.id),
    index('deposits_company_date_idx').on(t.companyId, t.depositDate, t.id),
  ],
);

/**
 * The lines of a deposit: each credits its account in its fund. A returned check keeps its line and records the
 * return (the day, the bank's fee and its expense account); the return's entry is one of the deposit's entries.
 */
export const depositLines = pgTable(
  'deposit_lines',
  {
    id: serial('id').primaryKey(),
    depositId: integer('deposit_id')
      .notNull()
      .references(() => deposits.id),
    companyId: companyIdColumn(),
    lineNo: smallint('line_no').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    fundProgramId: integer('fund_program_id')
      .notNull()
      .references(() => fundPrograms.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    method: text('method', { enum: ['cash', 'check', 'electronic'] }).notNull(),
    checkNumber: text('check_number'),
    payer: text('payer'),
    memo: text('memo'),
    returnedOn: date('returned_on', { mode: 'string' }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: integer('returned_by').references(() => users.id),
    returnFeeCents: bigint('return_fee_cents', { mode: 'number' }),
    returnFeeAccountId: integer('return_fee_account_id').references(() => accounts.id),
  },
  (t) => [
    check('deposit_lines_amount_check', sql`${t.amountCents} > 0`),
    check('deposit_lines_method_check', sql`${t.method} IN ('cash', 'check', 'electronic')`),
    // Only a check is returned; a return records its day and fee together.
    check('deposit_lines_return_check', sql`${t.returnedOn} IS NULL OR (${t.method} = 'check' AND ${t.returnFeeCents} >= 0)`),
    uniqueIndex('deposit_lines_deposit_line_unique').on(t.depositId, t.lineNo),
  ],
);
