import { Grid } from '@mui/material';
import type { Control } from 'react-hook-form';
import { localToday } from '../../components/today';
import { BillAmount, type BillChoices, BillDue, BillReference, BillSelect, BillVendor } from '../bills/BillFields';
import { BudgetLeftHint } from '../budgets/BudgetLeftHint';
import type { CheckFormValues } from './form';

interface Props {
  control: Control<CheckFormValues>;
  choices: BillChoices;
  /** the vendor dialog's company and opener; absent when the user may not add vendors */
  addVendor?: { companyId: number; open(): void };
}

const third = { xs: 12, md: 4 };

/** The standard check's bill fields (section 2): reference, due date, vendor, amount due, A/P, COA, fund/program, functional expenses. */
export function StandardFields({ control, choices, addVendor }: Props) {
  return (
    <Grid container spacing={2}>
      <Grid size={third}>
        <BillReference control={control} numericKeyboard />
      </Grid>
      <Grid size={third}>
        <BillDue control={control} label="Due Date" min={localToday()} />
      </Grid>
      <Grid size={third}>
        <BillAmount control={control} label="Amount Due" />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <BillVendor control={control} choices={choices} addVendor={addVendor} />
      </Grid>
      <Grid size={third}>
        <BillSelect control={control} name="account_payable_id" choices={choices} />
      </Grid>
      <Grid size={third}>
        <BillSelect control={control} name="account_id" choices={choices} />
      </Grid>
      <Grid size={third}>
        <BillSelect control={control} name="fund_program_id" choices={choices} />
      </Grid>
      <Grid size={third}>
        <BillSelect control={control} name="funtional_expenses_id" choices={choices} />
      </Grid>
      <BudgetLeftHint control={control} />
    </Grid>
  );
}
