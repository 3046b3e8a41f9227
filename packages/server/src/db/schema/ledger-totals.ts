import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, primaryKey, smallint, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { companyIdColumn } from './columns.js';

/**
 * Debit and credit totals per company, account, fund program, functional expense (both nullable) and month
 * (its first day). Written only by src/ledger, inside the posting transaction; always equal to the sums of
 * journal_lines (src/ledger/invariants.ts checks it). Balances read closed months here. A key may hold up to 8
 * rows, one per `slot` (migration 0044): a posting adds to its connection's stripe, so postings on one account do
 * not queue on one row lock; readers sum a key's rows; ledger_totals_fold() moves the stripes back into slot 0.
 */
export const ledgerTotals = pgTable(
  'ledger_totals',
  {
    companyId: companyIdColumn(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    fundProgramId: integer('fund_program_id'),
    functionalExpenseId: integer('functional_expense_id'),
    month: date('month', { mode: 'string' }).notNull(),
    debitCents: bigint('debit_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
    /** how many journal_lines the row's debits and credits sum (migration 0045): the account ledger's page total */
    lineCount: integer('line_count').notNull().default(0),
    /** the stripe (0-7) of the writing connection, pg_backend_pid() % 8 (migration 0044) */
    slot: smallint('slot').notNull().default(sql`(pg_backend_pid() % 8)`),
  },
  (t) => [
    unique('ledger_totals_key').on(t.companyId, t.accountId, t.fundProgramId, t.functionalExpenseId, t.month, t.slot).nullsNotDistinct(),
    // covering (INCLUDE in migration 0003): closed months are read by index-only scans
    index('ledger_totals_account_idx').on(t.accountId, t.month),
    index('ledger_totals_company_month_idx').on(t.companyId, t.month),
    // Every company's totals of a fiscal year (the Super-Admin dashboard; migration 0010, covering).
    index('ledger_totals_month_idx').on(t.month),
  ],
);

/**
 * Each account's all-time debit and credit totals, one row per account and stripe (migrations 0036, 0044): the
 * sum of its ledger_totals rows of that stripe, kept by a trigger on ledger_totals in the posting's own statement
 * (src/ledger/invariants.ts checks it). A denomination's bank balances read it instead of every month of every
 * account, summing an account's stripes.
 */
export const accountBalances = pgTable(
  'account_balances',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** the ledger_totals stripe it sums (migration 0044) */
    slot: smallint('slot').notNull().default(0),
    companyId: companyIdColumn(),
    /** the account's type, copied: an account with postings keeps its type */
    accountTypeId: integer('account_type_id').notNull(),
    debitCents: bigint('debit_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'account_balances_pkey', columns: [t.accountId, t.slot] }),
    index('account_balances_company_idx').on(t.companyId),
    // covering (INCLUDE in the migration): every company's bank money by type in one index range
    index('account_balances_type_idx').on(t.accountTypeId),
  ],
);

/**
 * Each Expenses account's debits and credits per fund program, functional expense and calendar year (migration
 * 0036): its ledger_totals rows summed by year and stripe (0044), kept by the same trigger. The year's spending over every company
 * reads a twelfth of the rows of the months.
 */
export const expenseYearTotals = pgTable(
  'expense_year_totals',
  {
    companyId: companyIdColumn(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    fundProgramId: integer('fund_program_id'),
    functionalExpenseId: integer('functional_expense_id'),
    year: integer('year').notNull(),
    debitCents: bigint('debit_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
    /** the ledger_totals stripe it sums (migration 0044) */
    slot: smallint('slot').notNull().default(0),
  },
  (t) => [
    unique('expense_year_totals_key').on(t.companyId, t.accountId, t.fundProgramId, t.functionalExpenseId, t.year, t.slot).nullsNotDistinct(),
    // covering (INCLUDE in the migration): every company's year in one index range
    index('expense_year_totals_year_idx').on(t.year),
  ],
);

/**
 * Open (Created) bills' count and cents by due day, as deltas written by a trigger on bills (migration 0041):
 * the denomination's bills due sum these rows instead of every open bill; folded hourly (one row a day).
 */
export const openBillDeltas = pgTable(
  'open_bill_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billDue: date('bill_due').notNull(),
    n: integer('n').notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
  },
  // covering (INCLUDE in the migration)
  (t) => [index('open_bill_deltas_due_idx').on(t.billDue)],
);
