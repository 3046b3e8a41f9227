-- Issue 25: deposits by fund (with returned checks), transfers between bank accounts, their permissions, and
-- the standard chart's 'Funds held for others' liability for pass-through money.
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bank_account_id" integer NOT NULL,
	"deposit_date" date NOT NULL,
	"memo" text,
	"counted_by_1" text NOT NULL,
	"counted_by_2" text NOT NULL,
	"cash_cents" bigint NOT NULL,
	"check_cents" bigint NOT NULL,
	"electronic_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"status" smallint DEFAULT 2 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	CONSTRAINT "deposits_status_check" CHECK ("status" IN (1, 2)),
	CONSTRAINT "deposits_total_check" CHECK ("total_cents" = "cash_cents" + "check_cents" + "electronic_cents" AND "total_cents" > 0),
	CONSTRAINT "deposits_counters_check" CHECK (lower("counted_by_1") <> lower("counted_by_2"))
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "deposits_company_id_idx" ON "deposits" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "deposits_status_id_idx" ON "deposits" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "deposits_company_status_id_idx" ON "deposits" USING btree ("company_id","status","id");
--> statement-breakpoint
CREATE INDEX "deposits_company_date_idx" ON "deposits" USING btree ("company_id","deposit_date","id");
--> statement-breakpoint
CREATE TABLE "deposit_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"deposit_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"account_id" integer NOT NULL,
	"fund_program_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"method" text NOT NULL,
	"check_number" text,
	"payer" text,
	"memo" text,
	"returned_on" date,
	"returned_at" timestamp with time zone,
	"returned_by" integer,
	"return_fee_cents" bigint,
	"return_fee_account_id" integer,
	CONSTRAINT "deposit_lines_amount_check" CHECK ("amount_cents" > 0),
	CONSTRAINT "deposit_lines_method_check" CHECK ("method" IN ('cash', 'check', 'electronic')),
	CONSTRAINT "deposit_lines_return_check" CHECK ("returned_on" IS NULL OR ("method" = 'check' AND "return_fee_cents" >= 0))
);
--> statement-breakpoint
ALTER TABLE "deposit_lines" ADD CONSTRAINT "deposit_lines_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposit_lines" ADD CONSTRAINT "deposit_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposit_lines" ADD CONSTRAINT "deposit_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposit_lines" ADD CONSTRAINT "deposit_lines_fund_program_id_fund_programs_id_fk" FOREIGN KEY ("fund_program_id") REFERENCES "public"."fund_programs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposit_lines" ADD CONSTRAINT "deposit_lines_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "deposit_lines" ADD CONSTRAINT "deposit_lines_return_fee_account_id_accounts_id_fk" FOREIGN KEY ("return_fee_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_lines_deposit_line_unique" ON "deposit_lines" USING btree ("deposit_id","line_no");
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"from_bank_account_id" integer NOT NULL,
	"to_bank_account_id" integer NOT NULL,
	"transfer_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"fund_program_id" integer NOT NULL,
	"to_fund_program_id" integer,
	"memo" text,
	"status" smallint DEFAULT 2 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" integer,
	CONSTRAINT "transfers_status_check" CHECK ("status" IN (1, 2)),
	CONSTRAINT "transfers_amount_check" CHECK ("amount_cents" > 0),
	CONSTRAINT "transfers_accounts_check" CHECK ("from_bank_account_id" <> "to_bank_account_id")
);
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_bank_account_id_accounts_id_fk" FOREIGN KEY ("from_bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_bank_account_id_accounts_id_fk" FOREIGN KEY ("to_bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_fund_program_id_fund_programs_id_fk" FOREIGN KEY ("fund_program_id") REFERENCES "public"."fund_programs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_fund_program_id_fund_programs_id_fk" FOREIGN KEY ("to_fund_program_id") REFERENCES "public"."fund_programs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "transfers_company_id_idx" ON "transfers" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "transfers_status_id_idx" ON "transfers" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "transfers_company_status_id_idx" ON "transfers" USING btree ("company_id","status","id");
--> statement-breakpoint
-- The Deposit and Transfer permission groups, numbered after whatever the catalogue holds (other branches add
-- groups too), granted by position name in every access level: Treasurer all four, Bookkeeper all but Delete,
-- Auditor View, and Super-Admin. Roles are shared by every company, so new companies get them as well.
INSERT INTO "permissions" ("name", "group_name", "action", "sort")
SELECT g || '_' || a, g, a, (SELECT coalesce(max("sort"), 0) FROM "permissions") + row_number() OVER (ORDER BY gi, ai)
FROM (VALUES ('Deposit', 1), ('Transfer', 2)) AS groups(g, gi)
CROSS JOIN (VALUES ('Create', 1), ('Edit', 2), ('View', 3), ('Delete', 4)) AS actions(a, ai)
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
SELECT setval('permissions_id_seq', (SELECT max("id") FROM "permissions"));
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r JOIN "permissions" p ON p."group_name" IN ('Deposit', 'Transfer')
WHERE r."id" = 1 -- Super-Admin holds every permission (0001)
   OR (r."name" = 'Treasurer')
   OR (r."name" = 'Bookkeeper' AND p."action" <> 'Delete')
   OR (r."name" = 'Auditor' AND p."action" = 'View')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Pass-through money (a mission offering passed on, a denominational trust fund) is a liability, not revenue:
-- every company's chart gains the standard chart's 2200 (a company that already numbered an account 2200 keeps it).
INSERT INTO "accounts" ("company_id", "account_number", "account_name", "account_type_id", "description", "level", "status")
SELECT c."id", '2200', 'Funds held for others', 7, 'Gifts and trust funds received to pass on to others', c."access_level_id", 'Active'
FROM "companies" c
ON CONFLICT ("company_id", "account_number") DO NOTHING;
