-- Issue 26 points 2-4: reconciling a bank account to its statement.
-- A reconciliation of one bank account up to a statement date. status: 1 In Progress, 2 Completed, 3 Approved.
-- beginning_balance_cents is the previous completed one's ending balance (0 for the first: the account's every
-- line is then a candidate, its opening entry included). Completing records the preparer; approving a second user.
CREATE TABLE "reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"bank_account_id" integer NOT NULL REFERENCES "accounts"("id"),
	"statement_id" integer REFERENCES "bank_statements"("id"),
	"statement_date" date NOT NULL,
	"statement_ending_balance_cents" bigint NOT NULL,
	"beginning_balance_cents" bigint NOT NULL,
	"status" smallint NOT NULL DEFAULT 1,
	"created_by" integer NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"prepared_by" integer REFERENCES "users"("id"),
	"prepared_at" timestamp with time zone,
	"approved_by" integer REFERENCES "users"("id"),
	"approved_at" timestamp with time zone,
	CONSTRAINT "reconciliations_status_check" CHECK ("status" IN (1, 2, 3))
);
--> statement-breakpoint
CREATE INDEX "reconciliations_account_idx" ON "reconciliations" ("bank_account_id", "statement_date", "id");
--> statement-breakpoint
CREATE INDEX "reconciliations_company_idx" ON "reconciliations" ("company_id", "id");
--> statement-breakpoint
-- One reconciliation in progress per bank account (the service checks it under the bank account's lock too).
CREATE UNIQUE INDEX "reconciliations_one_open_idx" ON "reconciliations" ("bank_account_id") WHERE "status" = 1;
--> statement-breakpoint
-- A match: statement lines (none: a line cleared by hand) agreed with ledger lines of the bank account.
-- kind: 'auto' (a sure match applied by itself), 'manual' (confirmed or made by the treasurer), 'booked'
-- (an unmatched statement line booked as a journal entry from the screen).
CREATE TABLE "reconciliation_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"reconciliation_id" integer NOT NULL REFERENCES "reconciliations"("id"),
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"kind" text NOT NULL,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_matches_kind_check" CHECK ("kind" IN ('auto', 'manual', 'booked'))
);
--> statement-breakpoint
CREATE INDEX "reconciliation_matches_reconciliation_idx" ON "reconciliation_matches" ("reconciliation_id", "id");
--> statement-breakpoint
-- A statement line belongs to one match at most, ever.
CREATE TABLE "reconciliation_match_statement_lines" (
	"statement_line_id" integer PRIMARY KEY NOT NULL REFERENCES "bank_statement_lines"("id"),
	"match_id" integer NOT NULL REFERENCES "reconciliation_matches"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "reconciliation_match_statement_lines_match_idx" ON "reconciliation_match_statement_lines" ("match_id");
--> statement-breakpoint
-- What is cleared: a ledger line of the bank account, cleared once, ever, in one reconciliation (through a match).
CREATE TABLE "reconciliation_cleared" (
	"journal_line_id" integer PRIMARY KEY NOT NULL REFERENCES "journal_lines"("id"),
	"reconciliation_id" integer NOT NULL REFERENCES "reconciliations"("id"),
	"match_id" integer NOT NULL REFERENCES "reconciliation_matches"("id") ON DELETE CASCADE
);
--> statement-breakpoint
CREATE INDEX "reconciliation_cleared_reconciliation_idx" ON "reconciliation_cleared" ("reconciliation_id");
--> statement-breakpoint
CREATE INDEX "reconciliation_cleared_match_idx" ON "reconciliation_cleared" ("match_id");
--> statement-breakpoint
-- Every act on a reconciliation that changes its standing: completed, approved, reopened (with the reason).
CREATE TABLE "reconciliation_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"reconciliation_id" integer NOT NULL REFERENCES "reconciliations"("id"),
	"action" text NOT NULL,
	"reason" text,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliation_events_action_check" CHECK ("action" IN ('completed', 'approved', 'reopened'))
);
--> statement-breakpoint
CREATE INDEX "reconciliation_events_reconciliation_idx" ON "reconciliation_events" ("reconciliation_id", "id");
