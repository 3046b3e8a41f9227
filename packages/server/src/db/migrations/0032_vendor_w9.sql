-- Issue 28 point 7: a vendor's W-9 facts, for the 1099-NEC. The TIN stays the vendor's `ein` column (it holds
-- an SSN for an individual); tin_type says which. default_1099_box is where its payments usually go.
ALTER TABLE "vendors" ADD COLUMN "tax_classification" text;
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_tax_classification_check" CHECK ("tax_classification" IS NULL OR "tax_classification" IN ('individual', 'c_corporation', 's_corporation', 'partnership', 'trust_estate', 'llc_c', 'llc_s', 'llc_p', 'exempt'));
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "tin_type" text;
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_tin_type_check" CHECK ("tin_type" IS NULL OR "tin_type" IN ('SSN', 'EIN'));
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "legal_services" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "w9_received_on" date;
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "default_1099_box" text DEFAULT 'none' NOT NULL;
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_default_1099_box_check" CHECK ("default_1099_box" IN ('nec', 'misc_rent', 'none'));
