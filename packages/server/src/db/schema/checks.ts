import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { billPayments } from './bill-payments.js';
import { bills } from './bills.js';
import { users } from './users.js';
import { vendors } from './vendors.js';
import { bankAccountIdColumn, companyIdColumn, createdColumns } from './columns.js';

/**
 * Checks (voucher or standard). check_number is per bank account and unique, allocated under a lock on the
 * bank account row (DESIGN.md section 6); a voided check keeps its number. status: 1 Check, 2 Void.
 * bill_id: a standard check's own bill. A live payment names its check in bill_payments.check_id.
 */
export const checks = pgTable(
  'checks',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    bankAccountId: bankAccountIdColumn(),
    checkNumber: bigint('check_number', { mode: 'number' }).notNull(),
    checkType: text('check_type').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    memo: text('memo').notNull().default(''),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(1),
    checkDate: date('check_date', { mode: 'string' }).notNull(),
    billId: integer('bill_id').references(() => bills.id),
    ...createdColumns(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id),
    /** the amount in words as made (0014): a reprint prints these, whatever the company's grouping is now */
    amountWords: text('amount_words'),
  },
  (t) => [
    check('checks_status_check', sql`${t.status} IN (1, 2)`),
    check('checks_type_check', sql`${t.checkType} IN ('voucher', 'standard')`),
    check('checks_number_check', sql`${t.checkNumber} > 0`),
    check('checks_amount_check', sql`${t.amountCents} > 0`),
    check('checks_memo_check', sql`char_length(${t.memo}) <= 500`),
    uniqueIndex('checks_bank_number_unique').on(t.bankAccountId, t.checkNumber),
    index('checks_company_id_idx').on(t.companyId, t.id),
    index('checks_status_id_idx').on(t.status, t.id),
    index('checks_company_status_id_idx').on(t.companyId, t.status, t.id),
  ],
);

/** Every payment a check has held (a voided voucher check still shows and prints its stubs). */
export const checkPayments = pgTable(
  'check_payments',
  {
    checkId: integer('check_id')
      .notNull()
      .references(() => checks.id),
    billPaymentId: integer('bill_payment_id')
      .notNull()
      .references(() => billPayments.id),
  },
  (t) => [primaryKey({ columns: [t.checkId, t.billPaymentId] }), index('check_payments_payment_idx').on(t.billPaymentId)],
);
