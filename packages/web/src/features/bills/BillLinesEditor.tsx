import { BILL_LINES_MAX, type Form1099Box, formatUsd, toCents } from '@app/contract';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { Fragment } from 'react';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { BudgetLeftHint } from '../budgets/BudgetLeftHint';
import type { BillChoices } from './BillFields';
import { BillLineRow } from './BillLineRow';
import { type BillFormValues, emptyLine, linesTotalCents } from './form';

/** What the lines of line i's account and fund come to: the budget left is compared with all of them. */
function sameBudgetCents(lines: BillFormValues['lines'] | undefined, i: number) {
  const me = lines?.[i];
  if (!me) return 0;
  const same = (lines ?? []).filter((l) => String(l.account_id) === String(me.account_id) && String(l.fund_program_id) === String(me.fund_program_id));
  return linesTotalCents(same);
}

/**
 * The lines of a split bill (issue 28.1): each with its COA, fund program, functional expense, 1099 box (28.7;
 * none chosen = the vendor's default, `vendorBox`, named in the select), memo and amount, and its budget left
 * (issue 29), "Add line" below, and the running total against the bill's amount (red while they differ). The
 * form is one line until the user presses "Split"; the first line is the specification's single set of fields.
 */
export function BillLinesEditor({
  control,
  choices,
  disabled,
  vendorBox,
}: {
  control: Control<BillFormValues>;
  choices: BillChoices;
  disabled?: boolean;
  vendorBox?: Form1099Box;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' });
  const amount = useWatch({ control, name: 'amount_due' });
  const total = linesTotalCents(lines);
  const due = toCents(String(amount ?? '').replace(/[$,\s]/g, '')) ?? 0;
  const off = total !== due;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Bill lines">
      <Typography variant="subtitle1" sx={{ mb: 1 }}>
        Lines
      </Typography>
      {fields.map((f, i) => (
        <Fragment key={f.id}>
          <BillLineRow
            control={control}
            choices={choices}
            index={i}
            disabled={disabled}
            vendorBox={vendorBox}
            onRemove={fields.length > 1 ? () => remove(i) : undefined}
          />
          {!disabled && <BudgetLeftHint control={control} dateField="date" prefix={`lines.${i}.`} amountCents={sameBudgetCents(lines, i)} inGrid={false} />}
        </Fragment>
      ))}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {!disabled && (
          <Button variant="outlined" onClick={() => append(emptyLine())} disabled={fields.length >= BILL_LINES_MAX}>
            Add line
          </Button>
        )}
        <Typography aria-live="polite" color={off ? 'error' : 'text.secondary'}>
          {`Lines total ${formatUsd(total)} of ${formatUsd(due)}`}
        </Typography>
      </Box>
      {off && !disabled && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {`The lines must add up to the bill's amount: ${formatUsd(Math.abs(due - total))} ${total < due ? 'left to split' : 'too much'}.`}
        </Alert>
      )}
    </Paper>
  );
}
