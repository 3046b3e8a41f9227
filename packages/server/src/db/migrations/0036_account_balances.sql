-- Issue 23 point 4: each account's all-time debits and credits in ONE row, so a denomination's bank balances
-- (~17,000 accounts) are one read instead of a sum over every month of ledger_totals. Kept by a trigger on
-- ledger_totals itself: every posting and reversal (post(), the bench's and imports' bulk fills) changes
-- ledger_totals in its own transaction, so the balance moves in the same statement, whatever wrote it.
CREATE TABLE "account_balances" (
  "account_id" integer PRIMARY KEY NOT NULL,
  "company_id" integer NOT NULL,
  "debit_cents" bigint DEFAULT 0 NOT NULL,
  "credit_cents" bigint DEFAULT 0 NOT NULL,
  CONSTRAINT "account_balances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id"),
  CONSTRAINT "account_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "companies"("id")
);
--> statement-breakpoint
CREATE INDEX "account_balances_company_idx" ON "account_balances" USING btree ("company_id");
--> statement-breakpoint
-- The delta of each ledger_totals row (an upsert's update included). ledger_totals rows are written in account
-- order (totalsUpsert sorts its keys), so two postings lock their accounts' balance rows in the same order.
CREATE OR REPLACE FUNCTION account_balances_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE account_balances SET debit_cents = debit_cents - OLD.debit_cents, credit_cents = credit_cents - OLD.credit_cents
     WHERE account_id = OLD.account_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO account_balances AS b (account_id, company_id, debit_cents, credit_cents)
    VALUES (NEW.account_id, NEW.company_id, NEW.debit_cents, NEW.credit_cents)
    ON CONFLICT (account_id) DO UPDATE SET debit_cents = b.debit_cents + excluded.debit_cents, credit_cents = b.credit_cents + excluded.credit_cents;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_balances_keep AFTER INSERT OR UPDATE OR DELETE ON ledger_totals FOR EACH ROW EXECUTE FUNCTION account_balances_keep();
--> statement-breakpoint
-- A TRUNCATE of the totals (a rebuild) empties the balances with them; the rebuild's inserts refill them.
CREATE OR REPLACE FUNCTION account_balances_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM account_balances;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_balances_clear AFTER TRUNCATE ON ledger_totals FOR EACH STATEMENT EXECUTE FUNCTION account_balances_clear();
--> statement-breakpoint
INSERT INTO account_balances (account_id, company_id, debit_cents, credit_cents)
SELECT account_id, min(company_id), sum(debit_cents), sum(credit_cents) FROM ledger_totals GROUP BY account_id;
