-- The denomination's bills due without a pass over every open bill (issue 23 point 4): each change of an open
-- (Created, status 0) bill INSERTS its count and cents by due day, never updates a shared row, so a bill and a
-- payment never wait on each other here (a kept row per company was locked in both orders against the
-- ledger's rows, 0036). The dashboard sums the rows due up to its window; open_bill_deltas_fold(), run hourly
-- by every node, folds them into one row per due day.
CREATE TABLE open_bill_deltas (
  id bigserial PRIMARY KEY,
  bill_due date NOT NULL,
  n integer NOT NULL,
  cents bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX open_bill_deltas_due_idx ON open_bill_deltas (bill_due) INCLUDE (n, cents);
--> statement-breakpoint
CREATE FUNCTION open_bill_deltas_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.bill_due = NEW.bill_due AND OLD.amount_due_cents = NEW.amount_due_cents THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 0 THEN
    INSERT INTO open_bill_deltas (bill_due, n, cents) VALUES (OLD.bill_due, -1, -OLD.amount_due_cents);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 0 THEN
    INSERT INTO open_bill_deltas (bill_due, n, cents) VALUES (NEW.bill_due, 1, NEW.amount_due_cents);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bills_open_bill_deltas AFTER INSERT OR DELETE OR UPDATE OF status, bill_due, amount_due_cents ON bills
  FOR EACH ROW EXECUTE FUNCTION open_bill_deltas_keep();
--> statement-breakpoint
-- Deletes the rows it sees and writes their sums back, one row per due day; rows of transactions not yet
-- committed are not seen, so stay. Two nodes folding at once: the second waits on the first's deleted rows,
-- then skips them.
CREATE FUNCTION open_bill_deltas_fold() RETURNS integer LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM open_bill_deltas RETURNING bill_due, n, cents),
  kept AS (
    INSERT INTO open_bill_deltas (bill_due, n, cents)
    SELECT bill_due, sum(n), sum(cents) FROM gone GROUP BY bill_due HAVING sum(n) <> 0 OR sum(cents) <> 0
    RETURNING 1
  )
  SELECT count(*)::int FROM kept
$$;
--> statement-breakpoint
INSERT INTO open_bill_deltas (bill_due, n, cents) SELECT bill_due, count(*), sum(amount_due_cents) FROM bills WHERE status = 0 GROUP BY bill_due;
