-- Issue 24 point 2: a company may refuse payments, checks and entries that would take a fund's share of a bank
-- account below zero (a fund's share = the net of that bank account's lines tagged with it). Off by default,
-- so every existing company keeps paying as before.
ALTER TABLE "companies" ADD COLUMN "refuse_fund_overdraft" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
-- Issue 24 point 2, the database's own guard behind post(): an entry balances in total AND within each fund
-- (each fund program's debits equal its credits; untagged lines a fund of their own), checked at commit by the
-- same deferred trigger in one query. A reversal is exempt: entries posted before this rule must stay undoable.
CREATE OR REPLACE FUNCTION journal_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d bigint; c bigint; off_funds bigint;
BEGIN
  SELECT coalesce(sum(fd), 0), coalesce(sum(fc), 0), count(*) FILTER (WHERE fd <> fc) INTO d, c, off_funds
    FROM (SELECT sum(debit_cents) AS fd, sum(credit_cents) AS fc FROM journal_lines WHERE entry_id = NEW.entry_id GROUP BY fund_program_id) f;
  IF d <> c THEN
    RAISE EXCEPTION 'journal entry % is not balanced (debits %, credits %)', NEW.entry_id, d, c USING ERRCODE = '23514';
  END IF;
  IF off_funds > 0 AND NOT EXISTS (SELECT 1 FROM journal_entries WHERE id = NEW.entry_id AND reverses_entry_id IS NOT NULL) THEN
    RAISE EXCEPTION 'journal entry % does not balance within each fund', NEW.entry_id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
