import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { vendors } from './vendors.js';
import { companyIdColumn } from './columns.js';

/** The stable status ids of purchase orders (1 Draft … 8 Deleted), seeded by migration 0004. */
export const purchaseOrderStatuses = pgTable('purchase_order_statuses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    /** per company, consecutive; allocated under a lock on the company row */
    poNumber: integer('po_number').notNull(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => purchaseOrderStatuses.id),
    shippingMethod: text('shipping_method'),
    paymentTerms: text('payment_terms'),
    requiredBy: date('required_by', { mode: 'string' }),
    freightCents: bigint('freight_cents', { mode: 'number' }).notNull().default(0),
    /** percent, e.g. 7.25 */
    salesTax: numeric('sales_tax', { precision: 6, scale: 3 }).notNull().default('0'),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    taxCents: bigint('tax_cents', { mode: 'number' }).notNull(),
    grandTotalCents: bigint('grand_total_cents', { mode: 'number' }).notNull(),
    /** the grand total when it was last approved: a later price rise above it needs approval again */
    approvedTotalCents: bigint('approved_total_cents', { mode: 'number' }),
    createdBy: integer('created_by').references(() => users.id),
    /** 0016: who last changed the content, and who sent it for approval: neither may approve it */
    lastEditedBy: integer('last_edited_by').references(() => users.id),
    submittedBy: integer('submitted_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('purchase_orders_company_number_unique').on(t.companyId, t.poNumber),
    index('purchase_orders_company_status_idx').on(t.companyId, t.statusId, t.id),
    index('purchase_orders_status_idx').on(t.statusId, t.id),
    // 0009: every order but Deleted (8), newest first, per company and in all; the vendor filter in id order.
    index('purchase_orders_company_live_idx').on(t.companyId, t.id).where(sql`${t.statusId} <> 8`),
    index('purchase_orders_live_idx').on(t.id).where(sql`${t.statusId} <> 8`),
    index('purchase_orders_vendor_id_idx').on(t.vendorId, t.statusId, t.id),
  ],
);

export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    id: serial('id').primaryKey(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    lineNo: integer('line_no').notNull(),
    description: text('description').notNull(),
    /** up to 3 decimals */
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('purchase_order_items_order_idx').on(t.purchaseOrderId, t.lineNo)],
);

/** Every status change of an order: who, when, from, to. */
export const purchaseOrderStatusHistory = pgTable(
  'purchase_order_status_history',
  {
    id: serial('id').primaryKey(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id),
    fromStatusId: integer('from_status_id').references(() => purchaseOrderStatuses.id),
    toStatusId: integer('to_status_id')
      .notNull()
      .references(() => purchaseOrderStatuses.id),
    changedBy: integer('changed_by').references(() => users.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('purchase_order_status_history_order_idx').on(t.purchaseOrderId, t.id)],
);
