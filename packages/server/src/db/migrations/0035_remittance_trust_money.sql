-- Issue 27 point 3: trust money passed on by a child is, in the parent, revenue if the money is the parent's
-- own, or a liability again if the parent passes it on (the default, as every run before this one posted it).
ALTER TABLE "remittance_rules" ADD COLUMN "trust_money" text DEFAULT 'pass_on' NOT NULL;
--> statement-breakpoint
ALTER TABLE "remittance_rules" ADD CONSTRAINT "remittance_rules_trust_money_check" CHECK ("trust_money" IN ('pass_on', 'own_revenue'));
