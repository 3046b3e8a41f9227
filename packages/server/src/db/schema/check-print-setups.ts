import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { users } from './users.js';
import { companyIdColumn } from './columns.js';

/**
 * How a bank account's checks are printed (migration 0014): the bank's own name, address, routing and account
 * number (never the ledger account's name), the stock, the elements the stock already carries, offsets in
 * hundredths of an inch, and the first check number of the checkbook.
 */
export const checkPrintSetups = pgTable(
  'check_print_setups',
  {
    bankAccountId: integer('bank_account_id')
      .primaryKey()
      .references(() => accounts.id),
    companyId: companyIdColumn(),
    bankName: text('bank_name').notNull().default(''),
    bankAddressLine1: text('bank_address_line_1').notNull().default(''),
    bankAddressLine2: text('bank_address_line_2').notNull().default(''),
    routingNumber: text('routing_number').notNull().default(''),
    accountNumber: text('account_number').notNull().default(''),
    stock: text('stock').notNull().default('voucher'),
    preprinted: text('preprinted').array().notNull().default(sql`'{}'`),
    offsetX: smallint('offset_x').notNull().default(0),
    offsetY: smallint('offset_y').notNull().default(0),
    firstCheckNumber: bigint('first_check_number', { mode: 'number' }),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('check_print_setups_stock_check', sql`${t.stock} IN ('voucher', 'standard_3up')`),
    check('check_print_setups_offsets_check', sql`${t.offsetX} BETWEEN -100 AND 100 AND ${t.offsetY} BETWEEN -100 AND 100`),
    check('check_print_setups_first_number_check', sql`${t.firstCheckNumber} IS NULL OR ${t.firstCheckNumber} > 0`),
    index('check_print_setups_company_idx').on(t.companyId),
  ],
);
