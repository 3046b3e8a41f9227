import { formatDate, formatUsd, M, type OpeningBalanceInput, type OpeningBalanceState, openingBalanceInput } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, Grid, IconButton, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { type Control, Controller, type FieldPath, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError, newIdempotencyKey } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import { useDialogs } from '../../components/DialogProvider';
import { FormText } from '../../components/FormText';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { useClearErrorsOnChange } from '../../components/useClearErrorsOnChange';
import { useFunctionalExpenses, useFundPrograms } from '../journals/api';
import { useVendorOptions } from '../vendors/api';
import { postOpening, useOpeningState } from './api';
import { typedCents } from '../../components/money';
import { localToday } from '../../components/today';
import { FormMoney } from '../../components/MoneyField';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';

type Form = OpeningBalanceInput;
type Option = { id: number; name: string };
const accountLabel = (a: { account_number: string; account_name: string }) => `${a.account_number} · ${a.account_name}`;
const blankBill = (): NonNullable<Form['bills']>[number] => ({
  vendor_id: '',
  refrence: '',
  amount_due: '',
  bill_due: localToday(),
  fund_program_id: '',
  funtional_expenses_id: '',
  memo: '',
});

/** A select of ids bound to the form (vendor, fund program, functional expense, account). */
function IdSelect({ control, name, label, options }: { control: Control<Form>; name: FieldPath<Form>; label: string; options: Option[] }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          size="small"
          fullWidth
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | number | null) ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          error={!!fieldState.error}
          helperText={fieldState.error?.message}
        >
          {options.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/**
 * /app/opening-balances: a new company's bank balances, fund balances and unpaid vendor bills as of the day its
 * books start, posted at once (POST /opening-balances). Once posted, the screen names the entry instead.
 */
export default function OpeningBalancesPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const [companyId, setCompanyId] = useState(auth.isSuperAdmin ? Number(params.get('company_id')) || 0 : 0);
  const ready = !auth.isSuperAdmin || companyId > 0;
  const state = useOpeningState(companyId, ready);
  return (
    <>
      <PageHeader title={M.openingTitle} />
      <Typography sx={{ mb: 2, maxWidth: 900 }}>{M.openingIntro}</Typography>
      {auth.isSuperAdmin && (
        <Box sx={{ mb: 2, maxWidth: 360 }}>
          <CompanySelect label="Company" value={companyId} onChange={setCompanyId} />
        </Box>
      )}
      {!ready && <Alert severity="info">Choose the company first.</Alert>}
      {ready && state.isLoading && <LoadingOverlay />}
      {state.error && <Alert severity="warning">{state.error.message}</Alert>}
      {state.data?.opening && (
        <Alert severity="info">
          {M.openingDoneInfo(formatDate(state.data.opening.as_of), state.data.opening.entry_id)}{' '}
          <Link component={RouterLink} to={`/app/journal-entry/${state.data.opening.entry_id}`}>
            View the entry
          </Link>
        </Alert>
      )}
      {state.data && !state.data.opening && <OpeningForm key={state.data.company_id} state={state.data} companyId={companyId} />}
    </>
  );
}

function OpeningForm({ state, companyId }: { state: OpeningBalanceState; companyId: number }) {
  const auth = useAuth();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const refresh = useRefreshAfterPosting('opening_balance');
  const idempotencyKey = useRef(newIdempotencyKey());
  const [rootError, setRootError] = useState<string | null>(null);
  const form = useForm<Form, unknown, ReturnType<typeof openingBalanceInput.parse>>({
    resolver: zodResolver(openingBalanceInput),
    defaultValues: {
      company_id: auth.isSuperAdmin ? companyId : null,
      as_of: localToday(),
      net_assets_account_id: state.net_assets[0]?.id ?? '',
      banks: state.banks.map((b) => ({ account_id: b.id, amount: '' })),
      funds: [],
      account_payable_id: state.payables[0]?.id ?? '',
      bills: [],
    },
  });
  const { control, handleSubmit, getValues, setError, formState } = form;
  useClearErrorsOnChange(form, () => setRootError(null));
  const funds = useFieldArray({ control, name: 'funds' });
  const bills = useFieldArray({ control, name: 'bills' });
  const [banks, billRows] = useWatch({ control, name: ['banks', 'bills'] });
  const programs = useFundPrograms(companyId, true);
  const expenses = useFunctionalExpenses(companyId, true);
  const vendors = useVendorOptions(companyId);
  const bankTotal = (banks ?? []).reduce((s, b) => s + typedCents(b.amount), 0);
  const billTotal = (billRows ?? []).reduce((s, b) => s + typedCents(b.amount_due), 0);
  const schemaRoot = formState.errors.banks?.message ?? formState.errors.funds?.message ?? formState.errors.banks?.root?.message;

  const onSubmit = handleSubmit(async () => {
    const values = getValues();
    if (!(await dialogs.confirm(M.openingSave, M.openingConfirm(formatUsd(bankTotal), values.bills?.length ?? 0)))) return;
    try {
      const res = await postOpening(values, idempotencyKey.current);
      await refresh();
      await dialogs.success(res.message);
      navigate('/app/dashboard');
    } catch (err) {
      if (!(err instanceof ApiError)) return dialogs.warning(M.serverError);
      for (const [field, messages] of Object.entries(err.errors)) {
        if (field === 'banks' || field === 'funds') setRootError(messages[0]);
        else setError(field as FieldPath<Form>, { message: messages[0] });
      }
      // A refusal that changed nothing may be corrected and sent again under a new key.
      idempotencyKey.current = newIdempotencyKey();
      await dialogs.warning(err.message);
    }
  });

  const accountOptions = (list: OpeningBalanceState['net_assets']) => list.map((a) => ({ id: a.id, name: accountLabel(a) }));
  const vendorOptions = (vendors.data ?? []).map((v) => ({ id: v.id, name: v.name }));
  return (
    <form noValidate onSubmit={onSubmit}>
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 3 }}>
            <FormText control={control} name="as_of" label={M.openingAsOf} type="date" required fullWidth slotProps={{ inputLabel: { shrink: true } }} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <IdSelect control={control} name="net_assets_account_id" label={M.openingNetAssets} options={accountOptions(state.net_assets)} />
          </Grid>
        </Grid>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="opening-banks" sx={{ p: 2.5, mb: 2 }}>
        <Typography variant="h6" component="h2" id="opening-banks" sx={{ mb: 1.5 }}>
          {M.openingBanks}
        </Typography>
        <Stack spacing={1.5}>
          {state.banks.map((b, i) => (
            <Grid container spacing={2} key={b.id} alignItems="center">
              <Grid size={{ xs: 12, sm: 7 }}>
                <Typography>{accountLabel(b)}</Typography>
              </Grid>
              <Grid size={{ xs: 12, sm: 5 }}>
                <FormMoney control={control} name={`banks.${i}.amount`} label={`Balance of ${accountLabel(b)}`} size="small" fullWidth blur="keep" />
              </Grid>
            </Grid>
          ))}
          <Typography sx={{ textAlign: 'right', fontWeight: 700 }} aria-live="polite">
            Total {formatUsd(bankTotal)}
          </Typography>
        </Stack>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="opening-funds" sx={{ p: 2.5, mb: 2 }}>
        <Typography variant="h6" component="h2" id="opening-funds">
          {M.openingFunds}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {M.openingFundsHelp}
        </Typography>
        <Stack spacing={1.5}>
          {funds.fields.map((f, i) => (
            <Grid container spacing={2} key={f.id} alignItems="flex-start">
              <Grid size={{ xs: 12, sm: 6 }}>
                <IdSelect control={control} name={`funds.${i}.fund_program_id`} label={`Fund program ${i + 1}`} options={programs.data ?? []} />
              </Grid>
              <Grid size={{ xs: 10, sm: 5 }}>
                <FormMoney control={control} name={`funds.${i}.amount`} label={`Fund balance ${i + 1}`} size="small" fullWidth blur="keep" />
              </Grid>
              <Grid size={{ xs: 2, sm: 1 }}>
                <IconButton aria-label={`Remove fund balance ${i + 1}`} onClick={() => funds.remove(i)}>
                  <DeleteOutline />
                </IconButton>
              </Grid>
            </Grid>
          ))}
        </Stack>
        <Button startIcon={<AddIcon />} onClick={() => funds.append({ fund_program_id: '', amount: '' })} sx={{ mt: 1 }}>
          {M.openingAddFund}
        </Button>
      </Paper>

      <Paper variant="outlined" component="section" aria-labelledby="opening-bills" sx={{ p: 2.5, mb: 2 }}>
        <Typography variant="h6" component="h2" id="opening-bills" sx={{ mb: 1.5 }}>
          {M.openingBills}
        </Typography>
        {bills.fields.length > 0 && (
          <Box sx={{ maxWidth: 420, mb: 2 }}>
            <IdSelect control={control} name="account_payable_id" label="Accounts Payable" options={accountOptions(state.payables)} />
          </Box>
        )}
        <Stack spacing={2}>
          {bills.fields.map((f, i) => (
            <Box key={f.id} role="group" aria-label={`Unpaid bill ${i + 1}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, md: 4 }}>
                  <IdSelect control={control} name={`bills.${i}.vendor_id`} label={`Vendor of bill ${i + 1}`} options={vendorOptions} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 2 }}>
                  <FormText
                    control={control}
                    name={`bills.${i}.refrence`}
                    label="Reference #"
                    size="small"
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: 10 } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <FormMoney control={control} name={`bills.${i}.amount_due`} label="Amount due" size="small" fullWidth blur="keep" />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <FormText
                    control={control}
                    name={`bills.${i}.bill_due`}
                    label="Due date"
                    type="date"
                    size="small"
                    fullWidth
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                  <IdSelect control={control} name={`bills.${i}.fund_program_id`} label="Fund program" options={programs.data ?? []} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                  <IdSelect control={control} name={`bills.${i}.funtional_expenses_id`} label="Functional expense" options={expenses.data ?? []} />
                </Grid>
                <Grid size={{ xs: 10, sm: 5, md: 3 }}>
                  <FormText control={control} name={`bills.${i}.memo`} label="Memo" size="small" fullWidth slotProps={{ htmlInput: { maxLength: 500 } }} />
                </Grid>
                <Grid size={{ xs: 2, sm: 1 }}>
                  <IconButton aria-label={`Remove unpaid bill ${i + 1}`} onClick={() => bills.remove(i)}>
                    <DeleteOutline />
                  </IconButton>
                </Grid>
              </Grid>
            </Box>
          ))}
        </Stack>
        <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Button startIcon={<AddIcon />} onClick={() => bills.append(blankBill())}>
            {M.openingAddBill}
          </Button>
          {billTotal > 0 && <Typography sx={{ fontWeight: 700 }}>Unpaid {formatUsd(billTotal)}</Typography>}
        </Stack>
      </Paper>

      {(rootError ?? schemaRoot) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {rootError ?? schemaRoot}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap', mb: 4 }}>
        <Button component={RouterLink} to="/app/dashboard" color="inherit" variant="outlined">
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {M.openingSave}
        </Button>
      </Box>
    </form>
  );
}
