-- Issue 27 point 3: trust money passed on by a child is, in the parent, revenue if the money is the parent's
-- own, or a liability again if the parent passes it on (the default, as every run before this one posted it).
ALTER TABLE "remittance_rules" ADD COLUMN "trust_money" text DEFAULT 'pass_on' NOT NULL;
--> statement-breakpoint
ALTER TABLE "remittance_rules" ADD CONSTRAINT "remittance_rules_trust_money_check" CHECK ("trust_money" IN ('pass_on', 'own_revenue'));
--> statement-breakpoint
-- Issue 27 point 3: the vendor record of the parent a remittance run makes in the child's books (once), so the
-- child pays its remittance with an ordinary payment or check.
ALTER TABLE "vendors" ADD COLUMN "remittance_company_id" integer;
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_remittance_company_id_companies_id_fk" FOREIGN KEY ("remittance_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_remittance_company_live_unique" ON "vendors" USING btree ("company_id", "remittance_company_id") WHERE remittance_company_id is not null and deleted_at is null;
