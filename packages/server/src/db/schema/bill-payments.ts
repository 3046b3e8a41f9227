import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, date, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { bills } from './bills.js';
import { checks } from './checks.js';
import { users } from './users.js';
import { bankAccountIdColumn, companyIdColumn, createdColumns } from './columns.js';

/**
 * Bill payments: one payment pays one bill in full (payment = amount due - discount). status: 2 Paid,
 * 3 Check (on a check), 1 Void. check_id names the check holding it (its foreign key comes with the checks
 * table). A bill has at most one live (non-Void) payment.
 */
export const billPayments = pgTable(
  'bill_payments',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    accountPayableId: integer('account_payable_id')
      .notNull()
      .references(() => accounts.id),
    bankAccountId: bankAccountIdColumn(),
    amountDueCents: bigint('amount_due_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    paymentCents: bigint('payment_cents', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(2),
    // Lazy and typed: checks.ts refers back to this table (migration 0007 adds the key).
    checkId: integer('check_id').references((): AnyPgColumn => checks.id),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    ...createdColumns(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id),
  },
  (t) => [
    check('bill_payments_status_check', sql`${t.status} IN (1, 2, 3)`),
    check(
      'bill_payments_amounts_check',
      sql`${t.discountCents} >= 0 AND ${t.discountCents} <= ${t.amountDueCents} AND ${t.paymentCents} = ${t.amountDueCents} - ${t.discountCents}`,
    ),
    // A bill is paid at most once at a time: a second live payment is refused by the database too.
    uniqueIndex('bill_payments_live_bill_unique').on(t.billId).where(sql`${t.status} <> 1`),
    // The list: newest first, by company, by status, or both.
    index('bill_payments_company_id_idx').on(t.companyId, t.id),
    index('bill_payments_status_id_idx').on(t.status, t.id),
    index('bill_payments_company_status_id_idx').on(t.companyId, t.status, t.id),
    index('bill_payments_bill_idx').on(t.billId),
    // Payments of a bank account (the check screen picks Paid payments of one bank account).
    index('bill_payments_bank_status_idx').on(t.bankAccountId, t.status),
    // The dashboard's payments not yet on a check (migration 0010; it also INCLUDEs payment_cents).
    index('bill_payments_unchecked_idx').on(t.companyId).where(sql`${t.status} = 2`),
    index('bill_payments_check_idx').on(t.checkId).where(sql`${t.checkId} is not null`),
  ],
);
