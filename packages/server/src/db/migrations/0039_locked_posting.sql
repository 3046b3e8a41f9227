-- Issue 23 point 2: a money write holds its bank-account lock for at most two round trips. post() takes the
-- lock inside its one writing statement by calling this function first (a CTE the insert selects from): it
-- locks the bank accounts the entry takes money out of (in id order, as lockAccounts does), then reads each
-- one's all-time balance in a snapshot of its own (a VOLATILE function's statements see every write committed
-- before the lock was granted, which the calling statement's snapshot would not) and refuses, SQLSTATE BZ001
-- naming the account and the balance it would leave, to take one below zero unless the author confirmed it.
-- Answers whether the entry takes a bank below zero (recorded as journal_entries.bank_below_zero_confirmed).
-- Bank accounts (types 1 and 13) are debit-normal: balance = debits - credits.
CREATE FUNCTION ledger_lock_banks(p_banks integer[], p_outs bigint[], p_confirmed boolean) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  below boolean := false;
  r record;
BEGIN
  PERFORM 1 FROM accounts WHERE id = ANY (p_banks) ORDER BY id FOR UPDATE;
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
--> statement-breakpoint
-- A bill payment's guard (createBillPayment, a standard check's payment): locks the bank account, then the bills
-- in id order (as every payment does, so two never deadlock), and answers, without raising, so the caller's
-- transaction stays usable: 'stale' when a bill's row version moved since the caller checked it (paid, voided or
-- edited by a racing request: the caller reads it again and answers its 409), 'funds' when the bank's all-time
-- balance, read after the lock, is below what the payments take, else 'ok'.
CREATE FUNCTION ledger_lock_payment(p_bank integer, p_bills integer[], p_versions text[], p_out bigint) RETURNS text
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  balance numeric;
BEGIN
  PERFORM 1 FROM accounts WHERE id = p_bank FOR UPDATE;
  PERFORM 1 FROM bills WHERE id = ANY (p_bills) ORDER BY id FOR UPDATE;
  IF EXISTS (SELECT 1 FROM unnest(p_bills, p_versions) AS v(id, version) LEFT JOIN bills b ON b.id = v.id
              WHERE b.id IS NULL OR b.xmin::text <> v.version) THEN
    RETURN 'stale';
  END IF;
  SELECT coalesce(sum(t.debit_cents - t.credit_cents), 0) INTO balance FROM ledger_totals t WHERE t.account_id = p_bank;
  IF balance < p_out THEN
    RETURN 'funds';
  END IF;
  RETURN 'ok';
END $$;
