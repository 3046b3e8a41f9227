import { formatUsd, fromCents } from '@app/contract';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, IconButton, Paper, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { type Control, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormSelect, type SelectOption } from '../../components/FormSelect';
import { groupedAmount } from '../../components/money';
import { FormMoney } from '../../components/MoneyField';
import { ReadOnlyField } from '../../components/ReadOnlyField';
import { type BudgetFormValues, emptyBudgetLine, monthsTotalCents, SHORT_MONTHS, SPREAD_LABELS, spreadEvenly, typed } from './lines';

export interface LineChoices {
  accounts: SelectOption[];
  funds: SelectOption[];
}
const SPREADS: SelectOption[] = Object.entries(SPREAD_LABELS).map(([value, label]) => ({ value, label }));

/**
 * One budget line: account, fund, spread, and the annual amount or (month by month) twelve months whose
 * total is shown as the annual amount. Switching to month by month fills the months from the annual amount
 * (spread evenly, so they sum to it); switching back keeps their total as the annual amount.
 */
function LineRow({
  i,
  control,
  choices,
  onRemove,
  removable,
}: {
  i: number;
  control: Control<BudgetFormValues>;
  choices: LineChoices;
  onRemove(): void;
  removable: boolean;
}) {
  const { setValue, getValues, formState } = useFormContext<BudgetFormValues>();
  const spread = useWatch({ control, name: `lines.${i}.spread` });
  const months = useWatch({ control, name: `lines.${i}.months` });
  const was = useRef(spread);
  useEffect(() => {
    if (was.current === spread) return;
    const line = getValues(`lines.${i}`);
    if (spread === 'manual' && line.months.every((m) => m.trim() === '')) setValue(`lines.${i}.months`, spreadEvenly(typed(line.annual) ?? 0));
    if (was.current === 'manual' && line.annual.trim() === '') setValue(`lines.${i}.annual`, groupedAmount(fromCents(monthsTotalCents(line.months))));
    was.current = spread;
  }, [spread, i, getValues, setValue]);
  const lineErrors = formState.errors.lines?.[i];
  const monthsMessage = lineErrors?.months?.message ?? lineErrors?.months?.root?.message;
  return (
    <Paper variant="outlined" role="group" aria-label={`Budget line ${i + 1}`} sx={{ p: 1.5, mb: 1.5 }}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '2.2fr 1.6fr 1.3fr 1.3fr auto' }, alignItems: 'start' }}>
        <FormSelect control={control} name={`lines.${i}.account_id`} label="Account" required options={choices.accounts} emptyLabel="Choose an account" />
        <FormSelect control={control} name={`lines.${i}.fund_program_id`} label="Fund/Program" options={choices.funds} emptyLabel="All funds" />
        <FormSelect control={control} name={`lines.${i}.spread`} label="Spread" options={SPREADS} />
        {spread === 'manual' ? (
          <ReadOnlyField label="Annual total" value={formatUsd(monthsTotalCents(months))} />
        ) : (
          <FormMoney control={control} name={`lines.${i}.annual`} label="Annual amount" required fullWidth dollarSign />
        )}
        <IconButton aria-label={`Remove budget line ${i + 1}`} onClick={onRemove} disabled={!removable} sx={{ mt: 1, justifySelf: 'end' }}>
          <DeleteOutline />
        </IconButton>
      </Box>
      {spread === 'manual' && (
        <Box
          role="group"
          aria-label={`Months of budget line ${i + 1}`}
          sx={{
            display: 'grid',
            gap: 1,
            mt: 1,
            gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
          }}
        >
          {SHORT_MONTHS.map((m, k) => (
            <FormMoney key={m} control={control} name={`lines.${i}.months.${k}`} label={m} fullWidth size="small" id={`lines.${i}.months.${k}`} />
          ))}
        </Box>
      )}
      {monthsMessage && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {monthsMessage}
        </Alert>
      )}
    </Paper>
  );
}

/** A budget's lines as typed (new budget, draft edit, revision), with "Add line" and the income and expense totals. */
export function BudgetLinesEditor({ choices, kinds }: { choices: LineChoices; kinds: Map<number, 'income' | 'expense'> }) {
  const { control } = useFormContext<BudgetFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lines = useWatch({ control, name: 'lines' }) ?? [];
  const total = (kind: 'income' | 'expense') =>
    lines.reduce(
      (sum, l) => (kinds.get(Number(l.account_id)) === kind ? sum + (l.spread === 'manual' ? monthsTotalCents(l.months) : (typed(l.annual) ?? 0)) : sum),
      0,
    );
  const income = total('income');
  const expenses = total('expense');
  return (
    <Box component="section" aria-label="Budget lines" sx={{ mb: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Lines
      </Typography>
      {fields.map((f, i) => (
        <LineRow key={f.id} i={i} control={control} choices={choices} onRemove={() => remove(i)} removable={fields.length > 1} />
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => append(emptyBudgetLine())} disabled={fields.length >= 2000}>
          Add line
        </Button>
        <Typography aria-live="polite" color="text.secondary">
          {`Income ${formatUsd(income)} · Expenses ${formatUsd(expenses)} · Net ${formatUsd(income - expenses)}`}
        </Typography>
      </Box>
    </Box>
  );
}
