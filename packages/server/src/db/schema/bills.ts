import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, smallint, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { purchaseOrders } from './purchase-orders.js';
import { vendors } from './vendors.js';
import { companyIdColumn, createdColumns } from './columns.js';

/**
 * Vendor bills. bill_number is per company and consecutive (allocated under a lock on the company row).
 * status: 0 Created, 1 Void, 2 Paid, 3 Check. purchase_order_id links the order the bill came from (its
 * foreign key: migration 0008).
 */
export const bills = pgTable(
  'bills',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    billNumber: integer('bill_number').notNull(),
    reference: text('reference').notNull(),
    billDue: date('bill_due', { mode: 'string' }).notNull(),
    memo: text('memo').notNull().default(''),
    /** the form's Memo/Description: the memo of the expense line */
    description: text('description').notNull().default(''),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    amountDueCents: bigint('amount_due_cents', { mode: 'number' }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    accountPayableId: integer('account_payable_id')
      .notNull()
      .references(() => accounts.id),
    fundProgramId: integer('fund_program_id').notNull(),
    functionalExpenseId: integer('functional_expense_id').notNull(),
    status: smallint('status').notNull().default(0),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    /** the vendor's own date on its invoice (issue 28.2); the bill date stays the day it was entered */
    invoiceDate: date('invoice_date', { mode: 'string' }),
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id),
    ...createdColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bills_company_number_unique').on(t.companyId, t.billNumber),
    check('bills_status_check', sql`${t.status} IN (0, 1, 2, 3)`),
    check('bills_amount_positive', sql`${t.amountDueCents} > 0`),
    check('bills_reference_length', sql`char_length(${t.reference}) BETWEEN 1 AND 10`),
    // The list: newest first, by company, by status, or both.
    index('bills_company_id_idx').on(t.companyId, t.id),
    index('bills_status_id_idx').on(t.status, t.id),
    index('bills_company_status_id_idx').on(t.companyId, t.status, t.id),
    // Unpaid bills of a payable account (the bill-payment screen).
    index('bills_company_payable_status_idx').on(t.companyId, t.accountPayableId, t.status),
    index('bills_unpaid_due_idx').on(t.companyId, t.accountPayableId, t.billDue, t.id).where(sql`${t.status} = 0`),
    // The dashboard's overdue / due-soon sums (migration 0010).
    index('bills_open_due_idx').on(t.companyId, t.billDue).where(sql`${t.status} = 0`),
    index('bills_vendor_idx').on(t.vendorId),
    // a vendor's live bills by reference: the duplicate-bill question (migration 0013)
    index('bills_vendor_reference_live_idx').on(t.vendorId, sql`lower(btrim(${t.reference}))`).where(sql`${t.status} <> 1`),
    index('bills_purchase_order_idx').on(t.purchaseOrderId).where(sql`${t.purchaseOrderId} is not null`),
    // the bill list's date and due-date sorts (migration 0012)
    index('bills_company_due_idx').on(t.companyId, t.billDue, t.id),
    index('bills_due_idx').on(t.billDue, t.id),
    index('bills_company_date_idx').on(t.companyId, t.billDate, t.id),
    index('bills_date_idx').on(t.billDate, t.id),
  ],
);
