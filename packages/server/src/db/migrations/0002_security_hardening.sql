-- Sign-in and mail limits: one counter per scope, key and window, shared by every app node on this database.
CREATE TABLE "rate_limits" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_pk" PRIMARY KEY ("scope", "key", "window_start")
);
--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" ("window_start");
--> statement-breakpoint
-- Who changed whose position, approver flag or email, and when: read by Super-Admin.
CREATE TABLE "user_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"company_id" integer REFERENCES "companies"("id"),
	"changed_by" integer NOT NULL REFERENCES "users"("id"),
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "user_changes_company_idx" ON "user_changes" ("company_id", "id");
--> statement-breakpoint
-- An entry must have lines: checked at commit, like the balance of its lines.
CREATE FUNCTION journal_check_has_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM journal_lines WHERE entry_id = NEW.id) THEN
    RAISE EXCEPTION 'journal entry % has no lines', NEW.id USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_have_lines AFTER INSERT ON journal_entries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_check_has_lines();
