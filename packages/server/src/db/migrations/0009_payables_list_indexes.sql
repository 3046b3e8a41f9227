-- The purchase-order lists without a status filter show every order but Deleted (8), newest first: a
-- company's (and all companies') live orders in id order, so the page is an index range and a Limit,
-- and the capped total an index-only count.
CREATE INDEX IF NOT EXISTS "purchase_orders_company_live_idx" ON "purchase_orders" ("company_id", "id") WHERE "status_id" <> 8;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "purchase_orders_live_idx" ON "purchase_orders" ("id") WHERE "status_id" <> 8;
--> statement-breakpoint
-- The vendor filter (a vendor belongs to one company), newest first; replaces the bare vendor index.
CREATE INDEX IF NOT EXISTS "purchase_orders_vendor_id_idx" ON "purchase_orders" ("vendor_id", "status_id", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "purchase_orders_vendor_idx";
--> statement-breakpoint
-- The unpaid-bill picker: a payable account's Created bills, oldest due first (no sort over the company's bills).
CREATE INDEX IF NOT EXISTS "bills_unpaid_due_idx" ON "bills" ("company_id", "account_payable_id", "bill_due", "id") WHERE "status" = 0;
