import { bigint, date, index, integer, pgTable, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { companyIdColumn } from './columns.js';

/**
 * Debit and credit totals per company, account, fund program, functional expense (both nullable) and month
 * (its first day). Written only by src/ledger, inside the posting transaction; always equal to the sums of
 * journal_lines (src/ledger/invariants.ts checks it). Balances read closed months here.
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
  },
  (t) => [
    unique('ledger_totals_key').on(t.companyId, t.accountId, t.fundProgramId, t.functionalExpenseId, t.month).nullsNotDistinct(),
    // covering (INCLUDE in migration 0003): closed months are read by index-only scans
    index('ledger_totals_account_idx').on(t.accountId, t.month),
    index('ledger_totals_company_month_idx').on(t.companyId, t.month),
    // Every company's totals of a fiscal year (the Super-Admin dashboard; migration 0010, covering).
    index('ledger_totals_month_idx').on(t.month),
  ],
);
