-- Issue 23: the balance check ran once per LINE at commit (a deferred row trigger summing its entry's lines each
-- time): an entry of n lines cost n queries over n lines, and a 5,000-line entry 25 million rows read (10 s). Every
-- writer writes an entry's lines in ONE statement (post() and postLocked(): entry, lines and totals together), so
-- the same rule is checked once per statement, over every entry the statement wrote lines for (its transition
-- table): an entry balances in total and within each fund (untagged lines a fund of their own); a reversal is
-- exempt from the fund rule, so entries posted before it stay undoable (migration 0019). The entry's own deferred
-- check that it has lines (0002) stays.
DROP TRIGGER journal_lines_balanced ON journal_lines;
--> statement-breakpoint
DROP FUNCTION journal_check_balanced();
--> statement-breakpoint
CREATE FUNCTION journal_lines_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE bad record;
BEGIN
  SELECT f.entry_id, sum(f.fd) AS d, sum(f.fc) AS c INTO bad
    FROM (SELECT l.entry_id, sum(l.debit_cents) AS fd, sum(l.credit_cents) AS fc
            FROM journal_lines l WHERE l.entry_id IN (SELECT DISTINCT n.entry_id FROM new_lines n)
            GROUP BY l.entry_id, l.fund_program_id) f
    GROUP BY f.entry_id
    HAVING sum(f.fd) <> sum(f.fc)
        OR (count(*) FILTER (WHERE f.fd <> f.fc) > 0
            AND NOT EXISTS (SELECT 1 FROM journal_entries e WHERE e.id = f.entry_id AND e.reverses_entry_id IS NOT NULL))
    ORDER BY f.entry_id
    LIMIT 1;
  IF NOT FOUND THEN
    RETURN NULL;
  ELSIF bad.d <> bad.c THEN
    RAISE EXCEPTION 'journal entry % is not balanced (debits %, credits %)', bad.entry_id, bad.d, bad.c USING ERRCODE = '23514';
  ELSE
    RAISE EXCEPTION 'journal entry % does not balance within each fund', bad.entry_id USING ERRCODE = '23514';
  END IF;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION journal_lines_check_balanced();
