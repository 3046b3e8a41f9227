import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bankStatementLines, bankStatements } from './bank-statements.js';
import { journalLines } from './ledger.js';
import { users } from './users.js';
import { bankAccountIdColumn, companyIdColumn, createdColumns } from './columns.js';

/**
 * A bank reconciliation (issue 26 points 2-4; 0026): one bank account up to a statement date.
 * status 1 In Progress, 2 Completed (preparer recorded, cleared lines locked), 3 Approved (a second user).
 */
export const reconciliations = pgTable(
  'reconciliations',
  {
    id: serial('id').primaryKey(),
    companyId: companyIdColumn(),
    bankAccountId: bankAccountIdColumn(),
    statementId: integer('statement_id').references(() => bankStatements.id),
    statementDate: date('statement_date', { mode: 'string' }).notNull(),
    statementEndingBalanceCents: bigint('statement_ending_balance_cents', { mode: 'number' }).notNull(),
    beginningBalanceCents: bigint('beginning_balance_cents', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(1),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    preparedBy: integer('prepared_by').references(() => users.id),
    preparedAt: timestamp('prepared_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    check('reconciliations_status_check', sql`${t.status} IN (1, 2, 3)`),
    index('reconciliations_account_idx').on(t.bankAccountId, t.statementDate, t.id),
    index('reconciliations_company_idx').on(t.companyId, t.id),
    uniqueIndex('reconciliations_one_open_idx').on(t.bankAccountId).where(sql`${t.status} = 1`),
  ],
);

/** A match of statement lines (none: cleared by hand) with ledger lines. kind: 'auto' | 'manual' | 'booked'. */
export const reconciliationMatches = pgTable(
  'reconciliation_matches',
  {
    id: serial('id').primaryKey(),
    reconciliationId: integer('reconciliation_id')
      .notNull()
      .references(() => reconciliations.id),
    companyId: companyIdColumn(),
    kind: text('kind').notNull(),
    ...createdColumns(),
  },
  (t) => [
    check('reconciliation_matches_kind_check', sql`${t.kind} IN ('auto', 'manual', 'booked')`),
    index('reconciliation_matches_reconciliation_idx').on(t.reconciliationId, t.id),
  ],
);

/** The statement lines of a match: a statement line is matched once at most. */
export const reconciliationMatchStatementLines = pgTable(
  'reconciliation_match_statement_lines',
  {
    statementLineId: integer('statement_line_id')
      .primaryKey()
      .references(() => bankStatementLines.id),
    matchId: integer('match_id')
      .notNull()
      .references(() => reconciliationMatches.id, { onDelete: 'cascade' }),
  },
  (t) => [index('reconciliation_match_statement_lines_match_idx').on(t.matchId)],
);

/** The ledger lines cleared: a bank account's journal line is cleared once, in one reconciliation. */
export const reconciliationCleared = pgTable(
  'reconciliation_cleared',
  {
    journalLineId: integer('journal_line_id')
      .primaryKey()
      .references(() => journalLines.id),
    reconciliationId: integer('reconciliation_id')
      .notNull()
      .references(() => reconciliations.id),
    matchId: integer('match_id')
      .notNull()
      .references(() => reconciliationMatches.id, { onDelete: 'cascade' }),
  },
  (t) => [index('reconciliation_cleared_reconciliation_idx').on(t.reconciliationId), index('reconciliation_cleared_match_idx').on(t.matchId)],
);

/** Completed, approved, reopened (with the reason): who and when. */
export const reconciliationEvents = pgTable(
  'reconciliation_events',
  {
    id: serial('id').primaryKey(),
    reconciliationId: integer('reconciliation_id')
      .notNull()
      .references(() => reconciliations.id),
    action: text('action').notNull(),
    reason: text('reason'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reconciliation_events_action_check', sql`${t.action} IN ('completed', 'approved', 'reopened')`),
    index('reconciliation_events_reconciliation_idx').on(t.reconciliationId, t.id),
  ],
);
