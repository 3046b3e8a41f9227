CREATE TABLE "purchase_order_statuses" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "purchase_order_statuses" ("id", "name") VALUES
	(1, 'Draft'), (2, 'Pending For Approval'), (3, 'Approved'), (4, 'Pending from vendor'),
	(5, 'Completed'), (6, 'Void'), (7, 'Decline'), (8, 'Deleted');
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL REFERENCES "companies"("id"),
	"po_number" integer NOT NULL,
	"vendor_id" integer NOT NULL REFERENCES "vendors"("id"),
	"status_id" integer NOT NULL REFERENCES "purchase_order_statuses"("id"),
	"shipping_method" text,
	"payment_terms" text,
	"required_by" date,
	"freight_cents" bigint DEFAULT 0 NOT NULL,
	"sales_tax" numeric(6, 3) DEFAULT '0' NOT NULL,
	"subtotal_cents" bigint NOT NULL,
	"tax_cents" bigint NOT NULL,
	"grand_total_cents" bigint NOT NULL,
	"approved_total_cents" bigint,
	"created_by" integer REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_company_number_unique" UNIQUE("company_id","po_number"),
	CONSTRAINT "purchase_orders_money_check" CHECK ("freight_cents" >= 0 AND "subtotal_cents" >= 0 AND "tax_cents" >= 0 AND "grand_total_cents" >= 0 AND "grand_total_cents" <= 1000000000000000)
);
--> statement-breakpoint
CREATE INDEX "purchase_orders_company_status_idx" ON "purchase_orders" ("company_id","status_id","id");
--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" ("status_id","id");
--> statement-breakpoint
CREATE INDEX "purchase_orders_vendor_idx" ON "purchase_orders" ("vendor_id");
--> statement-breakpoint
CREATE TABLE "purchase_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_order_id" integer NOT NULL REFERENCES "purchase_orders"("id"),
	"line_no" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"amount_cents" bigint NOT NULL,
	CONSTRAINT "purchase_order_items_positive_check" CHECK ("quantity" > 0 AND "unit_price_cents" >= 0 AND "amount_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX "purchase_order_items_order_idx" ON "purchase_order_items" ("purchase_order_id","line_no");
--> statement-breakpoint
CREATE TABLE "purchase_order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_order_id" integer NOT NULL REFERENCES "purchase_orders"("id"),
	"from_status_id" integer REFERENCES "purchase_order_statuses"("id"),
	"to_status_id" integer NOT NULL REFERENCES "purchase_order_statuses"("id"),
	"changed_by" integer REFERENCES "users"("id"),
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "purchase_order_status_history_order_idx" ON "purchase_order_status_history" ("purchase_order_id","id");
--> statement-breakpoint
-- Mail attachments (the order PDF to the vendor) travel with the outbox row, so they survive a restart.
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;
