import { BANK_ACCOUNT_TYPES, formatDate, M, TRANSFER_STATUS, TRANSFER_TEXT, type TransferDetail } from '@app/contract';
import { Alert, Button, Chip, Grid, Paper, Stack } from '@mui/material';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError, newIdempotencyKey } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { FormCompany, useFormCompany } from '../../components/CompanySelect';
import { useDialogs } from '../../components/DialogProvider';
import { FormSelect } from '../../components/FormSelect';
import { FormText } from '../../components/FormText';
import { LedgerEntries } from '../../components/LedgerEntries';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { MoneyField } from '../../components/MoneyField';
import { usd } from '../../components/money';
import { PageHeader } from '../../components/PageHeader';
import { VoidReasonNote } from '../bills/VoidReasonNote';
import { ReadOnlyField } from '../../components/ReadOnlyField';
import { localToday } from '../../components/today';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';
import { useFundPrograms, useJournalAccounts } from '../journals/api';
import { createTransfer, LIST, useTransfer, viewPath } from './api';
import { useVoidTransfer } from './useVoidTransfer';

const half = { xs: 12, md: 6 };

/** /app/new-transfer (the form) and /app/transfer/view/{id}. */
export default function TransferPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const { data, isLoading, error } = useTransfer(valid ? id : null);
  if (!valid) return <Navigate to="/404" replace />;
  if (id === null)
    return (
      <>
        <PageHeader title="New Transfer" />
        <TransferForm />
      </>
    );
  if (isLoading) return <LoadingOverlay />;
  if (error || !data)
    return (
      <>
        <PageHeader title="Transfer" />
        <Alert severity="warning">{error?.message}</Alert>
      </>
    );
  return <TransferView detail={data} />;
}

interface Values {
  company_id: number | '';
  from_bank_account_id: number | '';
  to_bank_account_id: number | '';
  transfer_date: string;
  amount: string;
  fund_program_id: number | '';
  to_fund_program_id: number | '';
  memo: string;
}

function TransferForm() {
  const auth = useAuth();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const refresh = useRefreshAfterPosting('transfer');
  const idempotencyKey = useRef(newIdempotencyKey());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { control, handleSubmit, setValue } = useForm<Values>({
    defaultValues: {
      company_id: '',
      from_bank_account_id: '',
      to_bank_account_id: '',
      transfer_date: localToday(),
      amount: '',
      fund_program_id: '',
      to_fund_program_id: '',
      memo: '',
    },
  });
  const chosen = useWatch({ control, name: 'company_id' });
  const company = useFormCompany(chosen, { lookUp: !auth.isSuperAdmin });
  const live = !auth.isSuperAdmin || company.companyId > 0;
  const accounts = useJournalAccounts(company.companyId, live);
  const funds = useFundPrograms(company.companyId, live);
  const banks = (accounts.data ?? [])
    .filter((a) => BANK_ACCOUNT_TYPES.has(a.master_ac_type_id))
    .map((a) => ({ value: a.id, label: `${a.account_number} · ${a.account_name}` }));
  const fundOptions = (funds.data ?? []).map((f) => ({ value: f.id, label: f.name }));

  const onSubmit = handleSubmit(async (v) => {
    setErrors({});
    try {
      const res = await createTransfer(
        { ...v, company_id: v.company_id || null, amount: v.amount.replace(/,/g, ''), to_fund_program_id: v.to_fund_program_id || null },
        idempotencyKey.current,
      );
      await refresh();
      await dialogs.success(TRANSFER_TEXT.created);
      navigate(viewPath(res.data.id));
    } catch (e) {
      idempotencyKey.current = newIdempotencyKey();
      if (!(e instanceof ApiError)) return dialogs.warning(M.serverError);
      setErrors(Object.fromEntries(Object.entries(e.errors).map(([k, val]) => [k, val[0]])));
      await dialogs.warning(e.message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }} component="section" aria-label="Transfer">
        <Grid container spacing={2}>
          <Grid size={half}>
            <FormCompany
              control={control}
              choose={auth.isSuperAdmin}
              name={company.name ?? ''}
              onChosen={() => {
                setValue('from_bank_account_id', '');
                setValue('to_bank_account_id', '');
              }}
            />
          </Grid>
          <Grid size={half}>
            <FormText
              control={control}
              name="transfer_date"
              type="date"
              label="Transfer Date"
              required
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
              helperText={errors.transfer_date}
              error={!!errors.transfer_date}
            />
          </Grid>
          <Grid size={half}>
            <FormSelect control={control} name="from_bank_account_id" label="From Account" required options={banks} helperText={errors.from_bank_account_id} />
          </Grid>
          <Grid size={half}>
            <FormSelect control={control} name="to_bank_account_id" label="To Account" required options={banks} helperText={errors.to_bank_account_id} />
          </Grid>
          <Grid size={half}>
            <FormSelect control={control} name="fund_program_id" label="Fund Program" required options={fundOptions} helperText={errors.fund_program_id} />
          </Grid>
          <Grid size={half}>
            <FormSelect
              control={control}
              name="to_fund_program_id"
              label="To Fund Program (between funds)"
              emptyLabel="Same fund"
              options={fundOptions}
              helperText={errors.to_fund_program_id ?? 'Only for an interfund transfer'}
            />
          </Grid>
          <Grid size={half}>
            <Controller
              control={control}
              name="amount"
              render={({ field }) => (
                <MoneyField
                  label="Amount"
                  required
                  fullWidth
                  dollarSign
                  value={field.value}
                  onChange={field.onChange}
                  error={!!errors.amount}
                  helperText={errors.amount}
                />
              )}
            />
          </Grid>
          <Grid size={half}>
            <FormText control={control} name="memo" label="Memo" fullWidth />
          </Grid>
        </Grid>
      </Paper>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained">
          Transfer
        </Button>
      </Stack>
    </form>
  );
}

function TransferView({ detail }: { detail: TransferDetail }) {
  const auth = useAuth();
  const navigate = useNavigate();
  const voidTransfer = useVoidTransfer();
  const t = detail.data;
  const live = t.status !== TRANSFER_STATUS.Void;
  return (
    <>
      <PageHeader
        title={`Transfer #${t.id}`}
        actions={
          live &&
          auth.can('Transfer_Delete') && (
            <Button variant="contained" color="error" onClick={async () => (await voidTransfer(t)) && navigate(LIST)}>
              Void
            </Button>
          )
        }
      >
        <Chip variant="outlined" label={t.status_name} color={live ? 'success' : 'default'} />
      </PageHeader>
      <VoidReasonNote reason={detail.void_reason} />
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }} component="section" aria-label="Transfer">
        <Grid container spacing={2}>
          <Grid size={half}>
            <ReadOnlyField label="Company" value={t.companyName} />
          </Grid>
          <Grid size={half}>
            <ReadOnlyField label="Transfer Date" value={formatDate(t.transfer_date)} />
          </Grid>
          <Grid size={half}>
            <ReadOnlyField label="From Account" value={t.from_bank_account_name} />
          </Grid>
          <Grid size={half}>
            <ReadOnlyField label="To Account" value={t.to_bank_account_name} />
          </Grid>
          <Grid size={half}>
            <ReadOnlyField label="Fund Program" value={t.to_fund_program_name ? `${t.fund_program_name} → ${t.to_fund_program_name}` : t.fund_program_name} />
          </Grid>
          <Grid size={half}>
            <ReadOnlyField label="Amount" value={usd(t.amount)} />
          </Grid>
          {t.memo && (
            <Grid size={12}>
              <ReadOnlyField label="Memo" value={t.memo} />
            </Grid>
          )}
        </Grid>
      </Paper>
      <LedgerEntries
        entries={detail.journalEntries.map((e) => ({ ...e, memo: e.memo ?? '' }))}
        note="A transfer posts Dr the account the money goes to / Cr the account it leaves (between funds, each fund's interfund transfer line too). A void posts the reversal."
        postedKind={() => 'Transfer'}
      />
    </>
  );
}
