-- A bank account's money lock is FOR NO KEY UPDATE, not FOR UPDATE. The lock serializes what takes money out of
-- the account (every taker asks for it, and NO KEY UPDATE conflicts with itself and with FOR UPDATE), but FOR
-- UPDATE also blocks the FOR KEY SHARE that a foreign-key check takes on a row its new line names. Two entries
-- crossing between two bank accounts at once then deadlocked: each held the account it takes money out of and
-- waited, in its line insert's foreign-key check, for the other's (POST /journals answered 500 to one of them;
-- bank-below-zero.pg.test.ts). Nothing of the account's key changes under this lock. Body as in 0039, with the
-- plan_cache_mode of 0047 (CREATE OR REPLACE sets a function's settings anew).
CREATE OR REPLACE FUNCTION ledger_lock_banks(p_banks integer[], p_outs bigint[], p_confirmed boolean) RETURNS boolean
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  below boolean := false;
  r record;
BEGIN
  PERFORM 1 FROM accounts WHERE id = ANY (p_banks) ORDER BY id FOR NO KEY UPDATE;
  FOR r IN
    SELECT b.id, (SELECT coalesce(sum(t.debit_cents - t.credit_cents), 0) FROM ledger_totals t WHERE t.account_id = b.id) - b.out_cents AS after
      FROM unnest(p_banks, p_outs) WITH ORDINALITY AS b(id, out_cents, n) ORDER BY b.n
  LOOP
    IF r.after < 0 THEN
      IF NOT p_confirmed THEN
        RAISE EXCEPTION 'bank account % below zero: %', r.id, r.after USING ERRCODE = 'BZ001';
      END IF;
      below := true;
    END IF;
  END LOOP;
  RETURN below;
END $$;
