import { BILL_LINES_MAX, type Form1099Box, formatUsd, toCents } from '@app/contract';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import type { BillChoices } from './BillFields';
import { BillLineRow } from './BillLineRow';
import { type BillFormValues, emptyLine, linesTotalCents } from './form';

/**
 * The lines of a split bill (issue 28.1): each with its COA, fund program, functional expense, 1099 box (28.7;
 * none chosen = the vendor's default, `vendorBox`, named in the select), memo and amount, "Add line" below, and
 * the running total against the bill's amount (red while they differ). The form is one line until the user
 * presses "Split"; the first line is the specification's single set of fields.
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
        <BillLineRow
          key={f.id}
          control={control}
          choices={choices}
          index={i}
          disabled={disabled}
          vendorBox={vendorBox}
          onRemove={fields.length > 1 ? () => remove(i) : undefined}
        />
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
