import { BILL_REFERENCE_MAX } from '@app/contract';
import { Grid, } from '@mui/material';
import type { Control, } from 'react-hook-form';
import { AddVendorButton } from '../../components/AddVendorButton';
import { CountedText } from '../../components/CountedText';
import { FormSelect, type SelectOption } from '../../components/FormSelect';
import { FormText } from '../../components/FormText';
import type { CheckFormValues } from './form';
import { localToday } from '../../components/today';
import { FormMoney } from '../../components/MoneyField';

interface Props {
  control: Control<CheckFormValues>;
  vendors: SelectOption[];
  payables: SelectOption[];
  coa: SelectOption[];
  programs: SelectOption[];
  expenses: SelectOption[];
  /** the vendor dialog's company and opener; absent when the user may not add vendors */
  addVendor?: { companyId: number; open(): void };
}

const third = { xs: 12, md: 4 };

/** The standard check's bill fields (section 2): reference, due date, vendor, amount due, A/P, COA, fund/program, functional expenses. */
export function StandardFields({ control, vendors, payables, coa, programs, expenses, addVendor }: Props) {
  return (
    <Grid container spacing={2}>
      <Grid size={third}>
        <CountedText
          control={control}
          name="refrence"
          label="Reference #"
          required
          fullWidth
          max={BILL_REFERENCE_MAX}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={third}>
        <FormText
          control={control}
          name="bill_due"
          label="Due Date"
          type="date"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: localToday() } }}
        />
      </Grid>
      <Grid size={third}>
        <FormMoney control={control} name="amount_due" label="Amount Due" required fullWidth dollarSign maxLength={22} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <FormSelect control={control} name="vendor_id" label="Vendor" required options={vendors} emptyLabel="Choose Vendor" />
        {addVendor && <AddVendorButton companyId={addVendor.companyId} onOpen={addVendor.open} />}
      </Grid>
      <Grid size={third}>
        <FormSelect control={control} name="account_payable_id" label="Account Payable" required options={payables} emptyLabel="Choose Account Payable" />
      </Grid>
      <Grid size={third}>
        <FormSelect control={control} name="account_id" label="COA" required options={coa} emptyLabel="Choose Chart Of Account" />
      </Grid>
      <Grid size={third}>
        <FormSelect control={control} name="fund_program_id" label="Fund/Program" required options={programs} emptyLabel="Choose Fund/Program" />
      </Grid>
      <Grid size={third}>
        <FormSelect
          control={control}
          name="funtional_expenses_id"
          label="Functional Expenses"
          required
          options={expenses}
          emptyLabel="Choose Functional Expenses"
        />
      </Grid>
    </Grid>
  );
}
