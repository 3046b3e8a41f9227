-- Issue 24 point 1: a fund program's restriction class (FASB ASC 958 as amended by ASU 2016-14): 'without'
-- donor restrictions (the default), or with donor restrictions for a 'purpose', for a 'time' (released on
-- release_on) or in 'perpetual'ity. Existing funds were used as without-restriction funds, so they stay so.
ALTER TABLE "fund_programs" ADD COLUMN "restriction" text NOT NULL DEFAULT 'without';
--> statement-breakpoint
ALTER TABLE "fund_programs" ADD COLUMN "release_on" date;
--> statement-breakpoint
ALTER TABLE "fund_programs" ADD CONSTRAINT "fund_programs_restriction_check"
  CHECK ("restriction" IN ('without', 'purpose', 'time', 'perpetual'));
--> statement-breakpoint
ALTER TABLE "fund_programs" ADD CONSTRAINT "fund_programs_release_on_check"
  CHECK (("restriction" = 'time') = ("release_on" IS NOT NULL));
--> statement-breakpoint
-- Issue 24 point 2: the accounts an interfund loan or transfer completes an entry with, created per company when
-- first needed: 'due_from' (asset) and 'due_to' (liability) other funds, netting to zero on the company's own
-- statements; 'transfers_in' / 'transfers_out' (net assets). The statements find them by this role.
ALTER TABLE "accounts" ADD COLUMN "interfund_role" text;
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_interfund_role_check"
  CHECK ("interfund_role" IN ('due_from', 'due_to', 'transfers_in', 'transfers_out'));
--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_company_interfund_role_unique" ON "accounts" ("company_id", "interfund_role")
  WHERE "interfund_role" IS NOT NULL;
