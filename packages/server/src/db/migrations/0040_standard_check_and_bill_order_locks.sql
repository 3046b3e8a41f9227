-- Issue 23 point 2: a standard check (createChecks, check_type 'standard': a new bill, its payment and its check)
-- in one statement. Its guard takes the locks in the order the check's transaction took them: the bank account,
-- then the company row (per-company bill numbering and the duplicate question queue there, as lockCompany does).
-- Then, in snapshots of its own (read after the locks, as in 0039), it answers without raising, in the order the
-- refusals were asked: 'gone' for a deleted company, 'duplicate' when asked and a live bill of the vendor has the
-- reference (trimmed, any case), 'funds' when the bank's all-time balance is below what the check pays, 'taken'
-- when the typed number is below the next one, 'too_long' when it passes p_max; else 'ok' with the bill's number
-- (highest + 1) and the check's (the typed one, else the highest issued + 1, never below the checkbook's first).
CREATE FUNCTION ledger_lock_standard_check(p_bank integer, p_company integer, p_vendor integer, p_reference text,
  p_ask_duplicate boolean, p_out bigint, p_typed bigint, p_max bigint)
RETURNS TABLE (ok text, n integer, first bigint)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  gone boolean;
  balance numeric;
  next_number bigint;
  first_number bigint;
BEGIN
  PERFORM 1 FROM accounts WHERE id = p_bank FOR UPDATE;
  SELECT c.deleted_at IS NOT NULL INTO gone FROM companies c WHERE c.id = p_company FOR UPDATE;
  IF gone IS NULL OR gone THEN
    RETURN QUERY SELECT 'gone'::text, NULL::integer, NULL::bigint;
    RETURN;
  END IF;
  IF p_ask_duplicate AND EXISTS (SELECT 1 FROM bills b WHERE b.vendor_id = p_vendor AND b.status <> 1
                                   AND lower(btrim(b.reference)) = lower(btrim(p_reference))) THEN
    RETURN QUERY SELECT 'duplicate'::text, NULL::integer, NULL::bigint;
    RETURN;
  END IF;
  SELECT coalesce(sum(t.debit_cents - t.credit_cents), 0) INTO balance FROM ledger_totals t WHERE t.account_id = p_bank;
  IF balance < p_out THEN
    RETURN QUERY SELECT 'funds'::text, NULL::integer, NULL::bigint;
    RETURN;
  END IF;
  next_number := greatest(
    coalesce((SELECT max(c.check_number) FROM checks c WHERE c.bank_account_id = p_bank), 0) + 1,
    coalesce((SELECT s.first_check_number FROM check_print_setups s WHERE s.bank_account_id = p_bank), 1));
  first_number := coalesce(p_typed, next_number);
  IF first_number < next_number THEN
    RETURN QUERY SELECT 'taken'::text, NULL::integer, NULL::bigint;
    RETURN;
  END IF;
  IF first_number > p_max THEN
    RETURN QUERY SELECT 'too_long'::text, NULL::integer, NULL::bigint;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'ok'::text, (SELECT coalesce(max(b.bill_number), 0) + 1 FROM bills b WHERE b.company_id = p_company)::integer, first_number;
END $$;
--> statement-breakpoint
-- A new bill of a purchase order (createPayBills with purchase_order_id): ledger_lock_bill's company lock, its
-- 'gone' and 'duplicate' answers and its number, and between them, in the order the bill's transaction asked:
-- the order's row locked (a status change of the order waits for it) and 'order' when it is not the company's,
-- not in a billable status (p_billable), of another vendor, or when the bill would take the order's live bills
-- past what was approved (approved_total_cents, else grand_total_cents). The caller reads the order again for
-- the refusal's words.
CREATE FUNCTION ledger_lock_bill_order(p_company integer, p_vendor integer, p_reference text, p_ask_duplicate boolean,
  p_order integer, p_billable integer[], p_amount bigint)
RETURNS TABLE (ok text, n integer)
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  gone boolean;
  o record;
  billed numeric;
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
  SELECT po.status_id, po.vendor_id, coalesce(po.approved_total_cents, po.grand_total_cents) AS approved INTO o
    FROM purchase_orders po WHERE po.id = p_order AND po.company_id = p_company FOR UPDATE;
  IF NOT FOUND OR NOT (o.status_id = ANY (p_billable)) OR o.vendor_id <> p_vendor THEN
    RETURN QUERY SELECT 'order'::text, NULL::integer;
    RETURN;
  END IF;
  SELECT coalesce(sum(b.amount_due_cents), 0) INTO billed FROM bills b
   WHERE b.purchase_order_id = p_order AND b.company_id = p_company AND b.status <> 1;
  IF p_amount > o.approved - billed THEN
    RETURN QUERY SELECT 'order'::text, NULL::integer;
    RETURN;
  END IF;
  RETURN QUERY SELECT 'ok'::text, (SELECT coalesce(max(b.bill_number), 0) + 1 FROM bills b WHERE b.company_id = p_company)::integer;
END $$;
