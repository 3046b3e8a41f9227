import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { bills } from './bills.js';
import { users } from './users.js';
import { companyIdColumn } from './columns.js';

/**
 * A bill's lines (issue 28.1, migration 0029): each with its COA, fund program, functional expense, memo and
 * amount; their sum is the bill's amount. Line 1 is the bill's own single set of fields (the specification's
 * form), so a bill sent without lines has exactly one. form_1099_box overrides the vendor's default (28.7).
 */
export const billLines = pgTable(
  'bill_lines',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    lineNo: smallint('line_no').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    fundProgramId: integer('fund_program_id').notNull(),
    functionalExpenseId: integer('functional_expense_id').notNull(),
    memo: text('memo').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    form1099Box: text('form_1099_box'),
  },
  (t) => [
    unique('bill_lines_bill_line_unique').on(t.billId, t.lineNo),
    check('bill_lines_amount_check', sql`${t.amountCents} > 0`),
    check('bill_lines_1099_box_check', sql`${t.form1099Box} IS NULL OR ${t.form1099Box} IN ('nec', 'misc_rent', 'none')`),
    index('bill_lines_company_idx').on(t.companyId, t.billId),
  ],
);

/**
 * Why a money document was voided (issue 28.5), keyed by its journal source type ('bill', 'bill_payment',
 * 'check', ...) and id: one table for every document, so a void's reason needs no column on each.
 */
export const voidReasons = pgTable(
  'void_reasons',
  {
    sourceType: text('source_type').notNull(),
    sourceId: integer('source_id').notNull(),
    companyId: companyIdColumn(),
    reason: text('reason').notNull(),
    voidedBy: integer('voided_by').references(() => users.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'void_reasons_pk', columns: [t.sourceType, t.sourceId] }),
    check('void_reasons_reason_length', sql`char_length(${t.reason}) BETWEEN 1 AND 500`),
  ],
);
