import { sql } from 'drizzle-orm';
import { bigint, char, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { bills } from './bills.js';
import { companyIdColumn, createdColumns } from './columns.js';
import { users } from './users.js';
import { vendors } from './vendors.js';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer, PGlite a Uint8Array: one shape for the app.
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** A file kept with the books (issue 28 point 3; 0030): a bill's invoice, a vendor's W-9, a payment's or check's receipt. */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    ownerType: text('owner_type').notNull(),
    ownerId: integer('owner_id').notNull(),
    fileName: text('file_name').notNull(),
    /** judged from the content's signature, never the uploader's word */
    mediaType: text('media_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachments_owner_idx').on(t.companyId, t.ownerType, t.ownerId, t.id)],
);

/** One line of a template, a bill's future line in domain keys (contract RecurringLineInput; 0042 renamed the wire keys). */
export interface RecurringLine {
  accountId: number;
  fundProgramId: number;
  functionalExpenseId: number;
  memo: string;
  amountCents: number;
}

/** A recurring bill (issue 28 point 4; 0030): makes a Created bill each month on day_of_month. */
export const recurringBills = pgTable(
  'recurring_bills',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    accountPayableId: integer('account_payable_id')
      .notNull()
      .references(() => accounts.id),
    lines: jsonb('lines').$type<RecurringLine[]>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    referencePattern: text('reference_pattern').notNull(),
    memo: text('memo').notNull().default(''),
    dayOfMonth: smallint('day_of_month').notNull(),
    dueDays: smallint('due_days').notNull().default(0),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }),
    nextRunOn: date('next_run_on', { mode: 'string' }),
    status: text('status').$type<'active' | 'paused' | 'ended'>().notNull().default('active'),
    lastError: text('last_error'),
    ...createdColumns(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recurring_bills_company_idx').on(t.companyId, t.id.desc()),
    // the scheduler's look-up of what is due (0030)
    index('recurring_bills_due_idx').on(t.nextRunOn).where(sql`status = 'active'`),
  ],
);

/** Exactly once: the (template, period) key is inserted in the transaction that makes the period's bill. */
export const recurringBillRuns = pgTable(
  'recurring_bill_runs',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => recurringBills.id),
    period: char('period', { length: 7 }).notNull(),
    companyId: companyIdColumn(),
    billId: integer('bill_id')
      .notNull()
      .references(() => bills.id),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'recurring_bill_runs_pkey', columns: [t.templateId, t.period] })],
);
