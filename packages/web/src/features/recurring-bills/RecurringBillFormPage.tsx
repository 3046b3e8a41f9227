import { zodResolver } from '@hookform/resolvers/zod';
import { localToday, RECURRING_LINES_MAX, RECURRING_REFERENCE_MAX, recurringBillRequest, renderReference, toCents, formatUsd } from '@app/contract';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import { Box, Button, Grid, IconButton, Paper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { FormCompany, useFormCompany } from '../../components/CompanySelect';
import { useDialogs } from '../../components/DialogProvider';
import { FormSelect } from '../../components/FormSelect';
import { FormText } from '../../components/FormText';
import { FormMoney } from '../../components/MoneyField';
import { PageHeader } from '../../components/PageHeader';
import { useBillChoices } from '../bills/BillFields';
import { useVendorOptions } from '../vendors/api';
import { createTemplate, LIST, recurringKey } from './api';

interface LineValues {
  account_id: number | '';
  fund_program_id: number | '';
  funtional_expenses_id: number | '';
  memo: string;
  amount: string;
}
interface FormValues {
  company_id: number | '';
  vendor_id: number | '';
  account_payable_id: number | '';
  reference_pattern: string;
  memo: string;
  day_of_month: string;
  due_days: string;
  first_date: string;
  last_date: string;
  lines: LineValues[];
}
const emptyLine = (): LineValues => ({ account_id: '', fund_program_id: '', funtional_expenses_id: '', memo: '', amount: '' });
const half = { xs: 12, md: 6 };
const third = { xs: 12, sm: 6, md: 4 };

/** /app/recurring-bills/new: a template (vendor, lines, reference pattern, day, first and last date). */
export default function RecurringBillFormPage() {
  const auth = useAuth();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setValue, setError, getValues, formState } = useForm<FormValues>({
    // The contract's own rules and messages; the raw values are what is sent (the schema's output is in cents).
    resolver: zodResolver(recurringBillRequest) as never,
    defaultValues: {
      company_id: '',
      vendor_id: '',
      account_payable_id: '',
      reference_pattern: '',
      memo: '',
      day_of_month: '1',
      due_days: '10',
      first_date: localToday(),
      last_date: '',
      lines: [emptyLine()],
    },
  });
  const lines = useFieldArray({ control, name: 'lines' });
  const company = useFormCompany(useWatch({ control, name: 'company_id' }));
  const live = company.ready;
  const vendors = useVendorOptions(company.companyId, live);
  const choices = useBillChoices(company.companyId, live, vendors.data);
  const pattern = useWatch({ control, name: 'reference_pattern' });
  const amounts = useWatch({ control, name: 'lines' });
  const total = amounts.reduce((s, l) => s + (toCents(l.amount || '0') ?? 0), 0);
  const sample = pattern ? renderReference(pattern, localToday().slice(0, 7)) : '';

  const onSubmit = handleSubmit(async () => {
    const v = getValues();
    try {
      await createTemplate({ ...v, company_id: v.company_id === '' ? undefined : v.company_id, last_date: v.last_date || null } as never);
      await queryClient.invalidateQueries({ queryKey: recurringKey });
      await dialogs.success('The recurring bill has been saved');
      navigate(LIST);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.errors).length) {
        for (const [field, messages] of Object.entries(err.errors)) setError(field as Path<FormValues>, { message: messages[0] });
      }
      await dialogs.warning((err as Error).message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <PageHeader title="New Recurring Bill" />
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }} component="section" aria-label="Template">
        <Grid container spacing={2}>
          <Grid size={third}>
            <FormCompany
              control={control}
              choose={auth.isSuperAdmin}
              name={company.name}
              onChosen={() => {
                for (const f of ['vendor_id', 'account_payable_id'] as const) setValue(f, '');
                setValue('lines', [emptyLine()]);
              }}
            />
          </Grid>
          <Grid size={third}>
            <FormSelect control={control} name="vendor_id" label="Vendor" required options={choices.vendors} emptyLabel="Choose Vendor" />
          </Grid>
          <Grid size={third}>
            <FormSelect
              control={control}
              name="account_payable_id"
              label="Account Payable"
              required
              options={choices.payables}
              emptyLabel="Choose Account Payable"
            />
          </Grid>
          <Grid size={third}>
            <FormText
              control={control}
              name="reference_pattern"
              label="Reference pattern"
              required
              fullWidth
              helperText={
                sample ? `This month: ${sample} (${sample.length}/${RECURRING_REFERENCE_MAX})` : '{YYYY} {YY} {MM} {MON} are replaced, e.g. ELEC{YYYY}{MM}'
              }
            />
          </Grid>
          <Grid size={third}>
            <FormText
              control={control}
              name="day_of_month"
              label="Day of the month"
              required
              fullWidth
              type="number"
              slotProps={{ htmlInput: { min: 1, max: 31 } }}
              helperText="31 = the last day of each month"
            />
          </Grid>
          <Grid size={third}>
            <FormText control={control} name="due_days" label="Due after (days)" fullWidth type="number" slotProps={{ htmlInput: { min: 0, max: 365 } }} />
          </Grid>
          <Grid size={third}>
            <FormText control={control} name="first_date" label="First date" required fullWidth type="date" slotProps={{ inputLabel: { shrink: true } }} />
          </Grid>
          <Grid size={third}>
            <FormText
              control={control}
              name="last_date"
              label="Last date"
              fullWidth
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
              helperText="Leave empty to go on until ended"
            />
          </Grid>
          <Grid size={third}>
            <FormText control={control} name="memo" label="Memo" fullWidth />
          </Grid>
        </Grid>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }} component="section" aria-label="Lines">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Lines
          </Typography>
          <Typography aria-live="polite">Total {formatUsd(total)}</Typography>
          <Button startIcon={<Add />} variant="outlined" disabled={lines.fields.length >= RECURRING_LINES_MAX} onClick={() => lines.append(emptyLine())}>
            Add line
          </Button>
        </Box>
        {lines.fields.map((f, i) => (
          <Grid container spacing={2} key={f.id} sx={{ mb: 2 }} role="group" aria-label={`Line ${i + 1}`}>
            <Grid size={half}>
              <FormSelect
                control={control}
                name={`lines.${i}.account_id`}
                label={`COA of line ${i + 1}`}
                required
                options={choices.coa}
                emptyLabel="Choose Chart Of Account"
                id={`lines-${i}-account`}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <FormSelect
                control={control}
                name={`lines.${i}.fund_program_id`}
                label={`Fund/Program of line ${i + 1}`}
                required
                options={choices.programs}
                emptyLabel="Choose Fund/Program"
                id={`lines-${i}-fund`}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 3 }}>
              <FormSelect
                control={control}
                name={`lines.${i}.funtional_expenses_id`}
                label={`Functional Expenses of line ${i + 1}`}
                required
                options={choices.expenses}
                emptyLabel="Choose Functional Expenses"
                id={`lines-${i}-expense`}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <FormText control={control} name={`lines.${i}.memo`} label={`Memo of line ${i + 1}`} fullWidth id={`lines-${i}-memo`} />
            </Grid>
            <Grid size={{ xs: 10, md: 4 }}>
              <FormMoney control={control} name={`lines.${i}.amount`} label={`Amount of line ${i + 1}`} required fullWidth id={`lines-${i}-amount`} />
            </Grid>
            <Grid size={{ xs: 2, md: 1 }} sx={{ display: 'flex', alignItems: 'center' }}>
              {lines.fields.length > 1 && (
                <IconButton color="error" aria-label={`Remove line ${i + 1}`} onClick={() => lines.remove(i)}>
                  <Delete />
                </IconButton>
              )}
            </Grid>
          </Grid>
        ))}
      </Paper>

      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mb: 4 }}>
        <Button component={RouterLink} to={LIST} color="inherit" variant="outlined">
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Save Recurring Bill
        </Button>
      </Box>
    </form>
  );
}
