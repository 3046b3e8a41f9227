import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { companies } from './companies.js';
import { journalEntries } from './ledger.js';
import { users } from './users.js';
import { companyIdColumn } from './columns.js';

/** A parent's remittance rule for its children (issue 27 point 3; 0027): a percentage of revenue or a fixed amount. */
export const remittanceRules = pgTable(
  'remittance_rules',
  {
    id: serial('id').primaryKey(),
    parentCompanyId: integer('parent_company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    basis: text('basis', { enum: ['unrestricted_revenue', 'fixed'] }).notNull(),
    /** hundredths of a percent (10 % = 1000), for 'unrestricted_revenue' */
    percentHundredths: integer('percent_hundredths'),
    /** the monthly amount in cents, for 'fixed' */
    amountCents: bigint('amount_cents', { mode: 'number' }),
    accountIds: integer('account_ids').array().notNull().default(sql`'{}'::integer[]`),
    fundProgramIds: integer('fund_program_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** trust money in the parent: passed on again (a liability) or the parent's own (revenue); 0035 */
    trustMoney: text('trust_money', { enum: ['pass_on', 'own_revenue'] }).notNull().default('pass_on'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('remittance_rules_parent_idx').on(t.parentCompanyId, t.id),
    check(
      'remittance_rules_basis_check',
      sql`(${t.basis} = 'fixed' AND ${t.amountCents} > 0) OR (${t.basis} = 'unrestricted_revenue' AND ${t.percentHundredths} BETWEEN 1 AND 10000)`,
    ),
    check('remittance_rules_trust_money_check', sql`${t.trustMoney} IN ('pass_on', 'own_revenue')`),
  ],
);

/**
 * One month's remittance of one child to its parent for one rule (rule_id null: the trust money passed on):
 * the two single-company entries it posted, linked by this row. Posted once: the unique index.
 */
export const remittances = pgTable(
  'remittances',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id').references(() => remittanceRules.id),
    parentCompanyId: integer('parent_company_id')
      .notNull()
      .references(() => companies.id),
    childCompanyId: integer('child_company_id')
      .notNull()
      .references(() => companies.id),
    /** the month's first day */
    month: date('month', { mode: 'string' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    childEntryId: integer('child_entry_id')
      .notNull()
      .references(() => journalEntries.id),
    parentEntryId: integer('parent_entry_id')
      .notNull()
      .references(() => journalEntries.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('remittances_once').on(t.childCompanyId, t.month, sql`coalesce(${t.ruleId}, 0)`),
    index('remittances_parent_month_idx').on(t.parentCompanyId, t.month),
  ],
);

/** The accounts remittances post to, made when first needed: per company, role and counterparty company. */
export const remittanceAccounts = pgTable(
  'remittance_accounts',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    /** 'due_to' (child: liability to the parent), 'due_from' (parent: asset, the child owes), 'revenue' (parent) */
    role: text('role', { enum: ['due_to', 'due_from', 'revenue'] }).notNull(),
    /** the other company (0 for the parent's revenue account) */
    counterpartyCompanyId: integer('counterparty_company_id').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
  },
  (t) => [uniqueIndex('remittance_accounts_unique').on(t.companyId, t.role, t.counterpartyCompanyId)],
);
