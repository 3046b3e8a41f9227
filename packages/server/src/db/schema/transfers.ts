import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { fundPrograms } from './settings.js';
import { users } from './users.js';
import { companyIdColumn, createdColumns } from './columns.js';

/**
 * Transfers between two bank accounts of one company (issue 25 point 5), in one fund or, with
 * to_fund_program_id, between two funds. status: 2 Posted, 1 Void.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    fromBankAccountId: integer('from_bank_account_id')
      .notNull()
      .references(() => accounts.id),
    toBankAccountId: integer('to_bank_account_id')
      .notNull()
      .references(() => accounts.id),
    transferDate: date('transfer_date', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    fundProgramId: integer('fund_program_id')
      .notNull()
      .references(() => fundPrograms.id),
    toFundProgramId: integer('to_fund_program_id').references(() => fundPrograms.id),
    memo: text('memo'),
    status: smallint('status').notNull().default(2),
    ...createdColumns(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id),
  },
  (t) => [
    check('transfers_status_check', sql`${t.status} IN (1, 2)`),
    check('transfers_amount_check', sql`${t.amountCents} > 0`),
    check('transfers_accounts_check', sql`${t.fromBankAccountId} <> ${t.toBankAccountId}`),
    index('transfers_company_id_idx').on(t.companyId, t.id),
    index('transfers_status_id_idx').on(t.status, t.id),
    index('transfers_company_status_id_idx').on(t.companyId, t.status, t.id),
  ],
);
