-- A recurring bill template's lines in domain keys (issue 22 point 3): the jsonb kept a bill line's wire keys
-- (account_id, fund_program_id, funtional_expenses_id, memo, amount_cents); the code now reads and writes
-- accountId, fundProgramId, functionalExpenseId, memo, amountCents. Each old line is rebuilt in its order;
-- rows already in the new keys are left alone, so running it again changes nothing.
UPDATE "recurring_bills" SET "lines" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object(
      'accountId', e.line -> 'account_id',
      'fundProgramId', e.line -> 'fund_program_id',
      'functionalExpenseId', e.line -> 'funtional_expenses_id',
      'memo', e.line -> 'memo',
      'amountCents', e.line -> 'amount_cents'
    ) ORDER BY e.n), '[]'::jsonb)
  FROM jsonb_array_elements("recurring_bills"."lines") WITH ORDINALITY AS e(line, n)
)
WHERE jsonb_path_exists("lines", '$[*].account_id');
