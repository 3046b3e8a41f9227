-- Issue 27 point 2: the Rollup permission group (read the books of the companies below one's own; Create: set
-- and run remittance rules). Numbered after whatever the catalogue holds (other branches add groups too), as
-- 0022. Super-Admin holds every permission; the seeded Treasurer and Auditor positions of the District level
-- and above (District 4, Regional 3, National 2, International 5; not Local Assembly 1 nor Seminary 6, which
-- has no churches below it) get View, the Treasurer also Create.
INSERT INTO "permissions" ("name", "group_name", "action", "sort")
SELECT 'Rollup_' || a, 'Rollup', a, (SELECT coalesce(max("sort"), 0) FROM "permissions") + ai
FROM (VALUES ('Create', 1), ('View', 2)) AS actions(a, ai)
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
SELECT setval('permissions_id_seq', (SELECT max("id") FROM "permissions"));
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r JOIN "permissions" p ON p."group_name" = 'Rollup'
WHERE r."id" = 1 -- Super-Admin holds every permission (0001)
   OR (r."name" = 'Treasurer' AND r."access_level_id" IN (2, 3, 4, 5))
   OR (r."name" = 'Auditor' AND r."access_level_id" IN (2, 3, 4, 5) AND p."action" = 'View')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Issue 27 point 3: remittance rules of a parent for its children, and each month's remittance per child and
-- rule (rule_id null: the trust money passed on), linking the two single-company entries it posted.
CREATE TABLE "remittance_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_company_id" integer NOT NULL,
	"name" text NOT NULL,
	"basis" text NOT NULL,
	"percent_hundredths" integer,
	"amount_cents" bigint,
	"account_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"fund_program_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remittance_rules_basis_check" CHECK (("basis" = 'fixed' AND "amount_cents" > 0) OR ("basis" = 'unrestricted_revenue' AND "percent_hundredths" BETWEEN 1 AND 10000))
);
--> statement-breakpoint
ALTER TABLE "remittance_rules" ADD CONSTRAINT "remittance_rules_parent_company_id_companies_id_fk" FOREIGN KEY ("parent_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "remittance_rules" ADD CONSTRAINT "remittance_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "remittance_rules_parent_idx" ON "remittance_rules" USING btree ("parent_company_id", "id");
--> statement-breakpoint
CREATE TABLE "remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"rule_id" integer,
	"parent_company_id" integer NOT NULL,
	"child_company_id" integer NOT NULL,
	"month" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"child_entry_id" integer NOT NULL,
	"parent_entry_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_rule_id_remittance_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."remittance_rules"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_parent_company_id_companies_id_fk" FOREIGN KEY ("parent_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_child_company_id_companies_id_fk" FOREIGN KEY ("child_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_child_entry_id_journal_entries_id_fk" FOREIGN KEY ("child_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_parent_entry_id_journal_entries_id_fk" FOREIGN KEY ("parent_entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "remittances" ADD CONSTRAINT "remittances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Posted once per child, month and rule (the trust row counts as rule 0): a second run finds the row.
CREATE UNIQUE INDEX "remittances_once" ON "remittances" USING btree ("child_company_id", "month", coalesce("rule_id", 0));
--> statement-breakpoint
CREATE INDEX "remittances_parent_month_idx" ON "remittances" USING btree ("parent_company_id", "month");
--> statement-breakpoint
CREATE TABLE "remittance_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"role" text NOT NULL,
	"counterparty_company_id" integer NOT NULL,
	"account_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remittance_accounts" ADD CONSTRAINT "remittance_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "remittance_accounts" ADD CONSTRAINT "remittance_accounts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "remittance_accounts_unique" ON "remittance_accounts" USING btree ("company_id", "role", "counterparty_company_id");
