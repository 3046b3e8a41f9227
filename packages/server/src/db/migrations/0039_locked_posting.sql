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
--> statement-breakpoint
-- A new bill's guard (createPayBills): locks the company row (per-company numbering and the duplicate question
-- queue here, as lockCompany does) and answers, without raising: 'gone' for a deleted company, 'duplicate' when
-- asked and a live bill of the vendor has the reference (trimmed, any case: the caller reads it and asks its
-- 409), else 'ok' with the next bill number (highest + 1), all read after the lock in snapshots of their own.
CREATE FUNCTION ledger_lock_bill(p_company integer, p_vendor integer, p_reference text, p_ask_duplicate boolean)
RETURNS TABLE (ok text, n integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  gone boolean;
BEGIN
  SELECT c.deleted_at IS NOT NULL INTO gone FROM companies c WHERE c.id = p_company FOR UPDATE;
  IF gone IS NULL OR gone THEN
    RETURN QUERY SELECT 'gone'::text, NULL::integer;
    RETURN;
  END IF;
  IF p_ask_duplicate AND EXISTS (SELECT 1 FROM bills b WHERE b.vendor_id = p_vendor AND b.status <> 1
                                   AND lower(btrim(b.reference)) = lower(btrim(p_reference))) THEN
    RETURN QUERY SELECT 'duplicate'::text, NULL::integer;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'ok'::text, (SELECT coalesce(max(b.bill_number), 0) + 1 FROM bills b WHERE b.company_id = p_company)::integer;
END $$;
--> statement-breakpoint
-- A voucher check run's guard (createChecks): locks the bank account, then the payments' bills and the payments
-- (each in id order: the order of every void, void-locks.ts) and answers, without raising: 'stale' when a
-- payment's row version moved since the caller checked it (the caller reads again), 'taken' when the typed
-- first number is below the next one, 'too_long' when the run would pass p_max, else 'ok' with the first number
-- (the typed one, else the highest issued + 1, never below the checkbook's first number), read after the lock.
CREATE FUNCTION ledger_lock_checks(p_bank integer, p_payments integer[], p_versions text[], p_typed bigint, p_count integer, p_max bigint)
RETURNS TABLE (ok text, first bigint)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  next_number bigint;
  first_number bigint;
BEGIN
  PERFORM 1 FROM accounts WHERE id = p_bank FOR UPDATE;
  PERFORM 1 FROM bills WHERE id IN (SELECT bp.bill_id FROM bill_payments bp WHERE bp.id = ANY (p_payments)) ORDER BY id FOR UPDATE;
  PERFORM 1 FROM bill_payments WHERE id = ANY (p_payments) ORDER BY id FOR UPDATE;
  IF EXISTS (SELECT 1 FROM unnest(p_payments, p_versions) AS v(id, version) LEFT JOIN bill_payments bp ON bp.id = v.id
              WHERE bp.id IS NULL OR bp.xmin::text <> v.version) THEN
    RETURN QUERY SELECT 'stale'::text, NULL::bigint;
    RETURN;
  END IF;
  next_number := greatest(
    coalesce((SELECT max(c.check_number) FROM checks c WHERE c.bank_account_id = p_bank), 0) + 1,
    coalesce((SELECT s.first_check_number FROM check_print_setups s WHERE s.bank_account_id = p_bank), 1));
  first_number := coalesce(p_typed, next_number);
  IF first_number < next_number THEN
    RETURN QUERY SELECT 'taken'::text, NULL::bigint;
    RETURN;
  END IF;
  IF first_number + p_count - 1 > p_max THEN
    RETURN QUERY SELECT 'too_long'::text, NULL::bigint;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'ok'::text, first_number;
END $$;
--> statement-breakpoint
-- A new purchase order's number (createPurchaseOrder): locks the company row (per-company numbering queues here,
-- as lockCompany does) and answers the highest number + 1, read after the lock; a deleted company raises CG001.
CREATE FUNCTION ledger_lock_po_number(p_company integer) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  gone boolean;
BEGIN
  SELECT c.deleted_at IS NOT NULL INTO gone FROM companies c WHERE c.id = p_company FOR UPDATE;
  IF gone IS NULL OR gone THEN
    RAISE EXCEPTION 'company % is not live', p_company USING ERRCODE = 'CG001';
  END IF;
  RETURN (SELECT coalesce(max(o.po_number), 0) + 1 FROM purchase_orders o WHERE o.company_id = p_company);
END $$;
