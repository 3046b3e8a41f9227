-- Issue 14: duplicates that lead to paying twice.
-- A company has at most one live vendor per EIN. The EIN is compared without punctuation or spaces and
-- case-insensitively ('12-3456789' = '123456789'). Deleted vendors and blank EINs do not count.
-- An existing database with duplicates stops here with the vendors to merge or delete named, rather than
-- building a partial guard.
DO $$
DECLARE
  dup text;
BEGIN
  SELECT string_agg(format('company %s: vendors %s', company_id, ids), '; ')
    INTO dup
    FROM (
      SELECT company_id, string_agg(id::text, ', ' ORDER BY id) AS ids
        FROM vendors
       WHERE deleted_at IS NULL AND btrim(ein) <> ''
       GROUP BY company_id, upper(regexp_replace(ein, '[^0-9A-Za-z]', '', 'g'))
      HAVING count(*) > 1
    ) d;
  IF dup IS NOT NULL THEN
    RAISE EXCEPTION 'Live vendors share an EIN (%). Delete or correct the duplicates, then start again.', dup;
  END IF;
END $$;
--> statement-breakpoint
CREATE UNIQUE INDEX vendors_company_ein_live_unique ON vendors (company_id, upper(regexp_replace(ein, '[^0-9A-Za-z]', '', 'g')))
  WHERE deleted_at IS NULL AND btrim(ein) <> '';
--> statement-breakpoint
-- A vendor's live bills by reference (trimmed, case-insensitive): the "same vendor and reference" question.
CREATE INDEX bills_vendor_reference_live_idx ON bills (vendor_id, lower(btrim(reference))) WHERE status <> 1;
