CREATE TABLE "bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"bill_number" integer NOT NULL,
	"reference" text NOT NULL,
	"bill_due" date NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"vendor_id" integer NOT NULL,
	"amount_due_cents" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"account_payable_id" integer NOT NULL,
	"fund_program_id" integer NOT NULL,
	"functional_expense_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"bill_date" date NOT NULL,
	"purchase_order_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_company_number_unique" UNIQUE("company_id","bill_number"),
	CONSTRAINT "bills_status_check" CHECK ("status" IN (0, 1, 2, 3)),
	CONSTRAINT "bills_amount_positive" CHECK ("amount_due_cents" > 0),
	CONSTRAINT "bills_reference_length" CHECK (char_length("reference") BETWEEN 1 AND 10)
);
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_account_payable_id_accounts_id_fk" FOREIGN KEY ("account_payable_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bills_company_id_idx" ON "bills" USING btree ("company_id","id");
--> statement-breakpoint
CREATE INDEX "bills_status_id_idx" ON "bills" USING btree ("status","id");
--> statement-breakpoint
CREATE INDEX "bills_company_status_id_idx" ON "bills" USING btree ("company_id","status","id");
--> statement-breakpoint
CREATE INDEX "bills_company_payable_status_idx" ON "bills" USING btree ("company_id","account_payable_id","status");
--> statement-breakpoint
CREATE INDEX "bills_vendor_idx" ON "bills" USING btree ("vendor_id");
--> statement-breakpoint
CREATE INDEX "bills_purchase_order_idx" ON "bills" USING btree ("purchase_order_id") WHERE "bills"."purchase_order_id" is not null;
