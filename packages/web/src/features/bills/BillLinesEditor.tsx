import { BILL_LINES_MAX, formatUsd, toCents } from '@app/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, IconButton, Paper, Typography } from '@mui/material';
import { Fragment } from 'react';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { FormSelect } from '../../components/FormSelect';
import { FormText } from '../../components/FormText';
import { FormMoney } from '../../components/MoneyField';
import { BudgetLeftHint } from '../budgets/BudgetLeftHint';
import type { BillChoices } from './BillFields';
import { type BillFormValues, emptyLine, linesTotalCents } from './form';

/** What the lines of line i's account and fund come to: the budget left is compared with all of them. */
function sameBudgetCents(lines: BillFormValues['lines'] | undefined, i: number) {
  const me = lines?.[i];
  if (!me) return 0;
  const same = (lines ?? []).filter((l) => String(l.account_id) === String(me.account_id) && String(l.fund_program_id) === String(me.fund_program_id));
  return linesTotalCents(same);
}

/**
 * The lines of a split bill (issue 28.1): each with its COA, fund program, functional expense, memo and amount,
 * "Add line" below, and the running total against the bill's amount (red while they differ), and
 * each line's budget left (issue 29). The form is one
 * line until the user presses "Split"; the first line is the specification's single set of fields.
 */
export function BillLinesEditor({ control, choices, disabled }: { control: Control<BillFormValues>; choices: BillChoices; disabled?: boolean }) {
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
          <Box
            role="group"
            aria-label={`Line ${i + 1}`}
            sx={{ display: 'grid', gap: 1, mb: 1.5, gridTemplateColumns: { xs: '1fr', md: '2fr 1.5fr 1.5fr 2fr 1fr auto' }, alignItems: 'start' }}
          >
            <FormSelect
              control={control}
              name={`lines.${i}.account_id`}
              label="COA"
              required
              disabled={disabled}
              options={choices.coa}
              emptyLabel="Choose Chart Of Account"
            />
            <FormSelect
              control={control}
              name={`lines.${i}.fund_program_id`}
              label="Fund/Program"
              required
              disabled={disabled}
              options={choices.programs}
              emptyLabel="Choose Fund/Program"
            />
            <FormSelect
              control={control}
              name={`lines.${i}.funtional_expenses_id`}
              label="Functional Expenses"
              required
              disabled={disabled}
              options={choices.expenses}
              emptyLabel="Choose Functional Expenses"
            />
            <FormText
              control={control}
              name={`lines.${i}.memo`}
              label="Line memo"
              fullWidth
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <FormMoney control={control} name={`lines.${i}.amount`} label="Amount" required fullWidth disabled={disabled} dollarSign maxLength={22} />
            {!disabled && (
              <IconButton aria-label={`Remove line ${i + 1}`} onClick={() => remove(i)} disabled={fields.length <= 1} sx={{ mt: 1 }}>
                <DeleteOutline />
              </IconButton>
            )}
          </Box>
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
