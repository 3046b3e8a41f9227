-- Issue 21: segregation of duties on purchase orders and the manual journal entry's bank confirmation.
-- Who last changed an order's content and who sent it for approval: neither may approve it (nor its creator).
ALTER TABLE purchase_orders ADD COLUMN last_edited_by integer REFERENCES users (id);
--> statement-breakpoint
ALTER TABLE purchase_orders ADD COLUMN submitted_by integer REFERENCES users (id);
--> statement-breakpoint
-- Existing orders: the creator is the last editor known; the sender is whoever last moved it to Pending (2).
UPDATE purchase_orders po SET last_edited_by = po.created_by,
  submitted_by = (SELECT h.changed_by FROM purchase_order_status_history h
                   WHERE h.purchase_order_id = po.id AND h.to_status_id = 2 ORDER BY h.id DESC LIMIT 1);
--> statement-breakpoint
-- A manual entry that took a bank account below zero records that its author confirmed it.
ALTER TABLE journal_entries ADD COLUMN bank_below_zero_confirmed boolean NOT NULL DEFAULT false;
