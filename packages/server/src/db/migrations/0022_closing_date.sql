-- Issue 26 points 6 and 7: the BankReconciliation permission group, and closing the month.
-- The group is numbered after whatever the catalogue holds (other branches add groups too) and granted by
-- position name in every access level: Treasurer all four, Bookkeeper all but Delete, Auditor View. Roles are
-- shared by every company, so new companies get them as well.
INSERT INTO "permissions" ("name", "group_name", "action", "sort")
SELECT 'BankReconciliation_' || a, 'BankReconciliation', a, (SELECT coalesce(max("sort"), 0) FROM "permissions") + ai
FROM (VALUES ('Create', 1), ('Edit', 2), ('View', 3), ('Delete', 4)) AS actions(a, ai)
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
SELECT setval('permissions_id_seq', (SELECT max("id") FROM "permissions"));
--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id" FROM "roles" r JOIN "permissions" p ON p."group_name" = 'BankReconciliation'
WHERE r."id" = 1 -- Super-Admin holds every permission (0001)
   OR (r."name" = 'Treasurer')
   OR (r."name" = 'Bookkeeper' AND p."action" <> 'Delete')
   OR (r."name" = 'Auditor' AND p."action" = 'View')
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The books are closed through this day (null: not closed): no journal entry may be dated on or before it.
ALTER TABLE "companies" ADD COLUMN "closing_date" date;
--> statement-breakpoint
-- Every change of it: who, when, from, to, and why (a reason is required to move it back).
CREATE TABLE "closing_date_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"from_date" date,
	"to_date" date,
	"reason" text,
	"changed_by" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closing_date_changes" ADD CONSTRAINT "closing_date_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "closing_date_changes" ADD CONSTRAINT "closing_date_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "closing_date_changes_company_idx" ON "closing_date_changes" USING btree ("company_id", "id");
--> statement-breakpoint
-- The guard, in the statement that writes the entry, so no path (a post outside a transaction, a reversal, a
-- future module) can date an entry into closed books. FOR KEY SHARE is the lock the entry's foreign key takes
-- on the company row anyway (so no new lock order); the setter's SELECT ... FOR UPDATE conflicts with it, so
-- a closing date being set makes the entry wait and then read the new date (READ COMMITTED re-reads a locked row).
CREATE OR REPLACE FUNCTION journal_entry_closing_date_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	closed date;
BEGIN
	SELECT c.closing_date INTO closed FROM companies c WHERE c.id = NEW.company_id FOR KEY SHARE;
	IF closed IS NOT NULL AND NEW.entry_date <= closed THEN
		RAISE EXCEPTION 'books closed through %', to_char(closed, 'YYYY-MM-DD') USING ERRCODE = 'CD001';
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "journal_entries_closing_date_guard" BEFORE INSERT ON "journal_entries"
FOR EACH ROW EXECUTE FUNCTION journal_entry_closing_date_guard();
