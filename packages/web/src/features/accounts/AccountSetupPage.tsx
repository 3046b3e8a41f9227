import { ACCOUNT_STATUSES, type AccountInput, accountInput, BANK_ACCOUNT_TYPES, M } from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Grid, MenuItem, Paper, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { CompanySelect } from '../../components/CompanySelect';
import { useDialogs } from '../../components/DialogProvider';
import { FormSelect } from '../../components/FormSelect';
import { FormText } from '../../components/FormText';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyFieldset } from '../../components/ReadOnlyFieldset';
import { accountNumberTaken, saveAccount, useAccount, useAccountLookups, useRefreshAccounts } from './api';
import { printSetupPath } from './print-setup-api';
import { ledgerPath } from './routes';

type Form = AccountInput;
const half = { xs: 12, md: 6 };
const empty: Form = { company_id: null, account_number: '', account_name: '', master_ac_type_id: '', description: '', level: '', status: 'Active' };

/**
 * Checks the number while typing (after a pause); in edit mode only once it differs from the saved one.
 * companyId: the company to check in (0: the caller's own), null while Super-Admin has not chosen one.
 */
function useNumberCheck(number: string, companyId: number | null, id: number | null, saved: string | undefined) {
  const [taken, setTaken] = useState(false);
  useEffect(() => {
    const text = number.trim();
    if (!text || (id && text === saved) || companyId === null) {
      setTaken(false);
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      accountNumberTaken(text, companyId, id, ctrl.signal).then(setTaken, () => setTaken(false));
    }, 300);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [number, companyId, id, saved]);
  return taken;
}

/**
 * Create COA and edit: /app/financial-setup[/{id}] (admin) and /app/user-financial-setup[/{id}] (company
 * users, whose access level is their company's and read-only). Cancel returns to the route's own list.
 */
export default function AccountSetupPage() {
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const validId = id === null || (Number.isInteger(id) && id > 0);
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const refresh = useRefreshAccounts();
  const lookups = useAccountLookups();
  const account = useAccount(validId ? id : null);
  const list = location.pathname.startsWith('/app/user-financial-setup') ? '/app/user-financial-accounts' : '/app/financial-accounts';

  const { control, handleSubmit, reset, setValue, setError, formState } = useForm<Form, unknown, ReturnType<typeof accountInput.parse>>({
    resolver: zodResolver(accountInput),
    defaultValues: empty,
  });
  const [number, companyValue, status] = useWatch({ control, name: ['account_number', 'company_id', 'status'] });
  const ownCompany = auth.isSuperAdmin ? undefined : lookups.data?.getCompanyName[0];
  const companyId = auth.isSuperAdmin ? Number(companyValue) || null : 0;
  const taken = useNumberCheck(String(number ?? ''), companyId, id, account.data?.account_number);

  useEffect(() => {
    if (!account.data) return;
    const a = account.data;
    reset({
      company_id: a.company_id,
      account_number: a.account_number,
      account_name: a.account_name,
      master_ac_type_id: a.master_ac_type_id,
      description: a.description,
      level: a.level ?? '',
      status: a.status,
    });
  }, [account.data, reset]);

  // A company user's account sits at their company's level: set, not chosen.
  useEffect(() => {
    if (!id && ownCompany) {
      setValue('company_id', ownCompany.id);
      if (ownCompany.access_level_id) setValue('level', ownCompany.access_level_id);
    }
  }, [id, ownCompany, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await saveAccount(id, { ...values, created_on: new Date().toISOString().slice(0, 10) });
      refresh();
      await dialogs.success(res.message);
      navigate(list);
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [field, messages] of Object.entries(err.errors)) {
          if (field in empty) setError(field as keyof Form, { message: messages[0] });
        }
        await dialogs.warning(err.message);
      } else {
        await dialogs.warning(M.serverError);
      }
    }
  });

  if (!validId) return <Navigate to="/404" replace />;
  if (lookups.isLoading || (id && account.isLoading)) return <LoadingOverlay />;
  // A reader of the chart (ChartofAccounts_View without _Edit) opens the same page as a view.
  const readOnly = !!id && !auth.can('ChartofAccounts_Edit');
  const title = readOnly ? 'Account' : id ? 'Edit Account' : 'Create COA';
  if (id && account.error) {
    return (
      <>
        <PageHeader title={title} />
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={list}>
              Back to accounts
            </Button>
          }
        >
          {account.error.message}
        </Alert>
      </>
    );
  }

  const levels = lookups.data?.accessLevel ?? [];
  return (
    <form noValidate onSubmit={onSubmit}>
      <PageHeader title={title}>
        {readOnly && id && (
          <Button component={RouterLink} to={ledgerPath(id)} variant="outlined">
            Account Ledger
          </Button>
        )}
        {id && account.data && BANK_ACCOUNT_TYPES.has(Number(account.data.master_ac_type_id)) && (
          <Button component={RouterLink} to={printSetupPath(id)} variant="outlined">
            {M.printSetupOpen}
          </Button>
        )}
      </PageHeader>
      <ReadOnlyFieldset readOnly={readOnly} what="account">
        <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }}>
          <Grid container spacing={2}>
            <Grid size={half}>
              {auth.isSuperAdmin ? (
                <Controller
                  control={control}
                  name="company_id"
                  render={({ field, fieldState }) => (
                    // Searched on the server, like every Super-Admin company chooser (a denomination has thousands).
                    <CompanySelect
                      label="Company"
                      required
                      fullWidth
                      disabled={!!id}
                      value={Number(field.value) || 0}
                      onChange={(companyId, chosen) => {
                        field.onChange(companyId || null);
                        if (chosen?.access_level) setValue('level', chosen.access_level);
                      }}
                      error={fieldState.error?.message}
                      helperText={id ? 'An account stays with the company it was created for.' : undefined}
                    />
                  )}
                />
              ) : (
                <TextField
                  id="company_name"
                  label="Company"
                  value={ownCompany?.legal_name ?? auth.user?.companyName ?? ''}
                  fullWidth
                  slotProps={{ input: { readOnly: true } }}
                />
              )}
            </Grid>
            <Grid size={half}>
              <Controller
                control={control}
                name="level"
                render={({ field, fieldState }) =>
                  auth.isSuperAdmin ? (
                    <TextField
                      select
                      id="level"
                      label="Access Level"
                      required
                      fullWidth
                      {...field}
                      value={field.value ?? ''}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message}
                    >
                      {levels.map((l) => (
                        <MenuItem key={l.id} value={l.id}>
                          {l.name}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    <TextField
                      id="level"
                      label="Access Level"
                      fullWidth
                      value={levels.find((l) => l.id === Number(field.value))?.name ?? ''}
                      error={!!fieldState.error}
                      helperText={fieldState.error?.message ?? "Your company's level"}
                      slotProps={{ input: { readOnly: true } }}
                    />
                  )
                }
              />
            </Grid>
            <Grid size={half}>
              <Controller
                control={control}
                name="account_number"
                render={({ field, fieldState }) => (
                  <TextField
                    {...field}
                    value={field.value ?? ''}
                    id="account_number"
                    label="Account Number"
                    required
                    fullWidth
                    autoFocus={!id}
                    error={!!fieldState.error || taken}
                    helperText={taken ? M.accountNumberExists : fieldState.error?.message}
                    slotProps={{ htmlInput: { maxLength: 50 } }}
                  />
                )}
              />
            </Grid>
            <Grid size={half}>
              <FormText control={control} name="account_name" label="Account Name" required fullWidth slotProps={{ htmlInput: { maxLength: 255 } }} />
            </Grid>
            <Grid size={half}>
              <FormSelect
                control={control}
                name="master_ac_type_id"
                label="Account Type"
                required
                options={(lookups.data?.accountDetails ?? []).map((t) => ({ value: t.id, label: t.name }))}
              />
            </Grid>
            <Grid size={half}>
              <FormSelect
                control={control}
                name="status"
                label="Status"
                required
                helperText={status === 'InActive' ? 'An InActive account cannot be chosen for new postings.' : undefined}
                options={ACCOUNT_STATUSES.map((st) => ({ value: st, label: st }))}
              />
            </Grid>
            <Grid size={12}>
              <FormText
                control={control}
                name="description"
                label="Description"
                required
                fullWidth
                multiline
                minRows={2}
                slotProps={{ htmlInput: { maxLength: 1000 } }}
              />
            </Grid>
          </Grid>
        </Paper>
      </ReadOnlyFieldset>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mb: 4 }}>
        <Button component={RouterLink} to={list} color="inherit" variant="outlined">
          {readOnly ? 'Back to accounts' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button type="submit" variant="contained" disabled={formState.isSubmitting || taken}>
            Save
          </Button>
        )}
      </Box>
    </form>
  );
}
