-- The money writes' locks on a bank account and on a company row are FOR NO KEY UPDATE, as ledger_lock_banks's
-- since 0053. They serialize what they guard (numbering, the duplicate question, a bank's funds): every taker asks
-- for one of them, and NO KEY UPDATE conflicts with itself, with FOR UPDATE (a company's closing date, its edit
-- or deletion) and with FOR SHARE. FOR UPDATE also blocked the FOR KEY SHARE that a new row's foreign key takes
-- on the bank and the company it names, and that a new journal entry takes on its company (0022). A standard
-- check (its bank, then its company) and an entry moving money into that bank (its company's key share with its
-- entry, then the bank's with its line) then waited for each other, and PostgreSQL failed one of them with a
-- deadlock (500; checks/lock-crossing.pg.test.ts). Nothing of either row's key changes under these locks. The
-- bills', payments' and orders' row locks stay FOR UPDATE, as every void takes them (bills/void-locks.ts).
-- Bodies as in 0039 and 0040 but for the lock mode, with the plan_cache_mode of 0047 (CREATE OR REPLACE sets a
-- function's settings anew).
CREATE OR REPLACE FUNCTION ledger_lock_payment(p_bank integer, p_bills integer[], p_versions text[], p_out bigint) RETURNS text
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  balance numeric;
BEGIN
  PERFORM 1 FROM accounts WHERE id = p_bank FOR NO KEY UPDATE;
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
CREATE OR REPLACE FUNCTION ledger_lock_bill(p_company integer, p_vendor integer, p_reference text, p_ask_duplicate boolean)
RETURNS TABLE (ok text, n integer)
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  gone boolean;
BEGIN
  SELECT c.deleted_at IS NOT NULL INTO gone FROM companies c WHERE c.id = p_company FOR NO KEY UPDATE;
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
CREATE OR REPLACE FUNCTION ledger_lock_checks(p_bank integer, p_payments integer[], p_versions text[], p_typed bigint, p_count integer, p_max bigint)
RETURNS TABLE (ok text, first bigint)
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  next_number bigint;
  first_number bigint;
BEGIN
  PERFORM 1 FROM accounts WHERE id = p_bank FOR NO KEY UPDATE;
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
CREATE OR REPLACE FUNCTION ledger_lock_po_number(p_company integer) RETURNS integer
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  gone boolean;
BEGIN
  SELECT c.deleted_at IS NOT NULL INTO gone FROM companies c WHERE c.id = p_company FOR NO KEY UPDATE;
  IF gone IS NULL OR gone THEN
    RAISE EXCEPTION 'company % is not live', p_company USING ERRCODE = 'CG001';
  END IF;
  RETURN (SELECT coalesce(max(o.po_number), 0) + 1 FROM purchase_orders o WHERE o.company_id = p_company);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_lock_standard_check(p_bank integer, p_company integer, p_vendor integer, p_reference text,
  p_ask_duplicate boolean, p_out bigint, p_typed bigint, p_max bigint)
RETURNS TABLE (ok text, n integer, first bigint)
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  gone boolean;
  balance numeric;
  next_number bigint;
  first_number bigint;
BEGIN
  PERFORM 1 FROM accounts WHERE id = p_bank FOR NO KEY UPDATE;
  SELECT c.deleted_at IS NOT NULL INTO gone FROM companies c WHERE c.id = p_company FOR NO KEY UPDATE;
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
CREATE OR REPLACE FUNCTION ledger_lock_bill_order(p_company integer, p_vendor integer, p_reference text, p_ask_duplicate boolean,
  p_order integer, p_billable integer[], p_amount bigint)
RETURNS TABLE (ok text, n integer)
LANGUAGE plpgsql VOLATILE SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  gone boolean;
  o record;
  billed numeric;
BEGIN
  SELECT c.deleted_at IS NOT NULL INTO gone FROM companies c WHERE c.id = p_company FOR NO KEY UPDATE;
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