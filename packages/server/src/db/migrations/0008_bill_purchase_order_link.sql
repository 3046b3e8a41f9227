-- A bill may start from a purchase order: the link must name an existing order (orders are never hard-deleted;
-- 'Deleted' is a status). The partial index bills_purchase_order_idx (migration 0005) serves the order's bill list.
ALTER TABLE "bills" ADD CONSTRAINT "bills_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;
