-- Issue 14: the bill list sorts by date and by due date (the dashboard's overdue and due-soon links open it
-- sorted by due date). Bills are the payables' big table, so those two sorts read an index range, a
-- company's and all companies', instead of sorting every bill for one page. The other sorts (amount,
-- names) stay a top-N over the list's own rows (db/list-query.ts picks the page's ids before joining).
CREATE INDEX IF NOT EXISTS "bills_company_due_idx" ON "bills" ("company_id", "bill_due", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bills_due_idx" ON "bills" ("bill_due", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bills_company_date_idx" ON "bills" ("company_id", "bill_date", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bills_date_idx" ON "bills" ("bill_date", "id");
