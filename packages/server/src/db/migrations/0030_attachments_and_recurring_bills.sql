-- Issue 28 points 3 and 4: documents' attachments kept with the books, and recurring bill templates.
-- No new permission: attachments follow their document's permissions, templates the Bills group's.
CREATE TABLE "attachments" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "owner_type" text NOT NULL CHECK ("owner_type" IN ('bill', 'vendor', 'bill_payment', 'check')),
  "owner_id" integer NOT NULL,
  "file_name" text NOT NULL CHECK (char_length("file_name") BETWEEN 1 AND 200),
  "media_type" text NOT NULL CHECK ("media_type" IN ('application/pdf', 'image/png', 'image/jpeg')),
  "size_bytes" integer NOT NULL CHECK ("size_bytes" BETWEEN 1 AND 10485760),
  "sha256" text NOT NULL,
  "content" bytea NOT NULL,
  "uploaded_by" integer REFERENCES "users"("id"),
  "uploaded_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" ("company_id", "owner_type", "owner_id", "id");
--> statement-breakpoint
CREATE TABLE "recurring_bills" (
  "id" serial PRIMARY KEY,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "vendor_id" integer NOT NULL REFERENCES "vendors"("id"),
  "account_payable_id" integer NOT NULL REFERENCES "accounts"("id"),
  -- the bill's future lines: [{ account_id, fund_program_id, funtional_expenses_id, memo, amount_cents }]
  "lines" jsonb NOT NULL,
  "amount_cents" bigint NOT NULL CHECK ("amount_cents" > 0),
  "reference_pattern" text NOT NULL,
  "memo" text NOT NULL DEFAULT '',
  "day_of_month" smallint NOT NULL CHECK ("day_of_month" BETWEEN 1 AND 31),
  "due_days" smallint NOT NULL DEFAULT 0 CHECK ("due_days" BETWEEN 0 AND 365),
  "first_date" date NOT NULL,
  "last_date" date,
  -- the next period's bill date not yet made (null once the template has ended)
  "next_run_on" date,
  "status" text NOT NULL DEFAULT 'active' CHECK ("status" IN ('active', 'paused', 'ended')),
  "last_error" text,
  "created_by" integer REFERENCES "users"("id"),
  "created_at" timestamptz NOT NULL DEFAULT now(),
  "updated_at" timestamptz NOT NULL DEFAULT now(),
  CHECK ("last_date" IS NULL OR "last_date" >= "first_date")
);
--> statement-breakpoint
CREATE INDEX "recurring_bills_company_idx" ON "recurring_bills" ("company_id", "id" DESC);
--> statement-breakpoint
CREATE INDEX "recurring_bills_due_idx" ON "recurring_bills" ("next_run_on") WHERE "status" = 'active';
--> statement-breakpoint
-- Exactly once: one bill per template and period, inserted in the bill's own transaction.
CREATE TABLE "recurring_bill_runs" (
  "template_id" integer NOT NULL REFERENCES "recurring_bills"("id"),
  "period" char(7) NOT NULL,
  "company_id" integer NOT NULL REFERENCES "companies"("id"),
  "bill_id" integer NOT NULL REFERENCES "bills"("id"),
  "made_at" timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY ("template_id", "period")
);
