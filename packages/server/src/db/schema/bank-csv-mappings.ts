import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { users } from './users.js';
import { companyIdColumn } from './columns.js';

/**
 * The CSV column mapping of one bank account (issue 26 point 1; 0025): chosen once, used by every CSV import of
 * the account. Columns are named by the file's header text. Either amountColumn (signed) or debit + credit.
 */
export const bankCsvMappings = pgTable(
  'bank_csv_mappings',
  {
    bankAccountId: integer('bank_account_id')
      .primaryKey()
      .references(() => accounts.id),
    companyId: companyIdColumn(),
    dateColumn: text('date_column').notNull(),
    /** 'MM/DD/YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD' */
    dateFormat: text('date_format').notNull(),
    amountColumn: text('amount_column'),
    debitColumn: text('debit_column'),
    creditColumn: text('credit_column'),
    descriptionColumn: text('description_column').notNull(),
    checkNumberColumn: text('check_number_column'),
    referenceColumn: text('reference_column'),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bank_csv_mappings_date_format_check', sql`${t.dateFormat} IN ('MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD')`),
    check('bank_csv_mappings_amount_check', sql`(${t.amountColumn} IS NOT NULL) <> (${t.debitColumn} IS NOT NULL AND ${t.creditColumn} IS NOT NULL)`),
    index('bank_csv_mappings_company_idx').on(t.companyId),
  ],
);
