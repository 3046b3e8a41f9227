-- Issue 20: checks a bank will take. A print set-up per bank account (the bank's own name, address, routing
-- and account number; the stock; what the stock already carries; offsets; where the checkbook starts), and
-- the amount in words fixed on each check when it is made (a reprint prints what was printed before).
CREATE TABLE check_print_setups (
  bank_account_id integer PRIMARY KEY REFERENCES accounts (id),
  company_id integer NOT NULL REFERENCES companies (id),
  bank_name text NOT NULL DEFAULT '',
  bank_address_line_1 text NOT NULL DEFAULT '',
  bank_address_line_2 text NOT NULL DEFAULT '',
  routing_number text NOT NULL DEFAULT '',
  account_number text NOT NULL DEFAULT '',
  stock text NOT NULL DEFAULT 'voucher',
  preprinted text[] NOT NULL DEFAULT '{}',
  offset_x smallint NOT NULL DEFAULT 0,
  offset_y smallint NOT NULL DEFAULT 0,
  first_check_number bigint,
  updated_by integer REFERENCES users (id),
  updated_at timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT check_print_setups_stock_check CHECK (stock IN ('voucher', 'standard_3up')),
  CONSTRAINT check_print_setups_offsets_check CHECK (offset_x BETWEEN -100 AND 100 AND offset_y BETWEEN -100 AND 100),
  CONSTRAINT check_print_setups_first_number_check CHECK (first_check_number IS NULL OR first_check_number > 0)
);
--> statement-breakpoint
CREATE INDEX check_print_setups_company_idx ON check_print_setups (company_id);
--> statement-breakpoint
-- Checks written before this migration have none: they print in the company's grouping of the day.
ALTER TABLE checks ADD COLUMN amount_words text;
