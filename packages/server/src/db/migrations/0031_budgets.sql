-- Issue 29: budgets per company and calendar year, their lines (per income or expense account, optionally per
-- fund program, twelve monthly amounts in cents) and the recorded revisions of an approved budget.
-- Budgets permission group (0001 catalogued it, nobody held it): Treasurer all four, Bookkeeper all but Delete,
-- Auditor View, in every access level; Super-Admin (role 1) every permission.
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r JOIN "permissions" p ON p."group_name" = 'Budgets'
WHERE r."id" = 1 -- Super-Admin holds every permission (0001)
   OR (r."name" = 'Treasurer')
   OR (r."name" = 'Bookkeeper' AND p."action" <> 'Delete')
   OR (r."name" = 'Auditor' AND p."action" = 'View')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	CONSTRAINT "budgets_status_check" CHECK ("status" IN ('draft', 'approved')),
	CONSTRAINT "budgets_year_check" CHECK ("year" BETWEEN 1900 AND 2999)
);
--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- One budget per company and year: the service answers 409 under the company lock; this backs it.
CREATE UNIQUE INDEX "budgets_company_year_unique" ON "budgets" USING btree ("company_id", "year");
--> statement-breakpoint
CREATE TABLE "budget_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"fund_program_id" integer,
	"spread" text NOT NULL,
	"months_cents" bigint[] NOT NULL,
	CONSTRAINT "budget_lines_spread_check" CHECK ("spread" IN ('even', 'last_year', 'manual')),
	CONSTRAINT "budget_lines_months_check" CHECK (cardinality("months_cents") = 12)
);
--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_fund_program_id_fund_programs_id_fk" FOREIGN KEY ("fund_program_id") REFERENCES "public"."fund_programs"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "budget_lines_budget_idx" ON "budget_lines" USING btree ("budget_id", "id");
--> statement-breakpoint
-- An approved budget changes only by a revision: the lines it replaced (jsonb snapshot), who, when and why.
CREATE TABLE "budget_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"budget_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"reason" text NOT NULL,
	"previous_lines" jsonb NOT NULL,
	"revised_by" integer NOT NULL,
	"revised_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "budget_revisions" ADD CONSTRAINT "budget_revisions_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "budget_revisions" ADD CONSTRAINT "budget_revisions_revised_by_users_id_fk" FOREIGN KEY ("revised_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "budget_revisions_budget_revision_unique" ON "budget_revisions" USING btree ("budget_id", "revision");
