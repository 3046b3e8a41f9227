import { BILL_PAYMENT_TEXT, type BillPaymentDetail, formatDate, fromCents, M, toCents } from '@app/contract';
import { Alert, Box, Button, Grid, Paper, TextField, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError, newIdempotencyKey } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { FormCompany, useFormCompany } from '../../components/CompanySelect';
import { useDialogs } from '../../components/DialogProvider';
import { ReadOnlyField } from '../../components/ReadOnlyField';
import { FormSelect } from '../../components/FormSelect';
import { usd } from '../../components/money';
import { createPayment, LIST, useBankBalance, usePaymentAccounts, useUnpaidBills } from './api';
import { BillsToPayTable } from './BillsToPayTable';
import { type PayRow, paymentProblem, selectDueBy, totalCents } from './form';
import { localToday } from '../../components/today';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';

interface Values {
  company_id: number | '';
  account_payable_id: number | '';
  account_id: number | '';
}

const third = { xs: 12, md: 4 };
const accountLabel = (a: { account_number: string; account_name: string }) => `${a.account_number} · ${a.account_name}`;

/** Create Bill Payment (section 2); with `detail` the payment's screen, every input locked. */
export function BillPaymentForm({ detail }: { detail?: BillPaymentDetail }) {
  const auth = useAuth();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const refresh = useRefreshAfterPosting('bill_payment');
  const paid = detail?.data;
  const view = !!paid;
  const idempotencyKey = useRef(newIdempotencyKey());
  const [selected, setSelected] = useState<Record<number, string>>(paid ? { [paid.bill_id]: paid.discount } : {});

  const { control, handleSubmit, setValue, formState } = useForm<Values>({
    defaultValues: { company_id: paid?.company_id ?? '', account_payable_id: paid?.account_payable_id ?? '', account_id: paid?.bank_account_id ?? '' },
  });
  const [chosenCompany, payableId, bankId] = useWatch({ control, name: ['company_id', 'account_payable_id', 'account_id'] });
  // Lists are read for the chosen company (Super-Admin) or the caller's own (0); a Super-Admin picks it in a select.
  const company = useFormCompany(chosenCompany, { lookUp: !view && !auth.isSuperAdmin });
  const { companyId } = company;
  const live = !view && (!auth.isSuperAdmin || companyId > 0);
  const accounts = usePaymentAccounts(companyId, live);
  const balance = useBankBalance(Number(bankId) || 0);
  const unpaid = useUnpaidBills(view ? 0 : Number(payableId) || 0, companyId);

  const rows: PayRow[] = paid ? [{ ...paid, id: paid.bill_id, amount_due: paid.amount }] : (unpaid.data?.data ?? []).map((b) => ({ ...b, id: b.bill_id }));
  const total = totalCents(rows, selected);
  const [dueBy, setDueBy] = useState(localToday());
  const balanceCents = balance.data !== undefined ? toCents(balance.data) : null;
  const payableOptions = (view ? detail.payAbleAccount : (accounts.data?.account_payable ?? [])).map((a) => ({ value: a.id, label: accountLabel(a) }));
  const bankOptions = (view ? detail.bankAccount : (accounts.data?.bank_account ?? [])).map((a) => ({ value: a.id, label: accountLabel(a) }));
  const companyName = paid?.companyName ?? company.name ?? '';

  const onSubmit = handleSubmit(async (values) => {
    const problem = paymentProblem(values, rows, selected, { needsCompany: auth.isSuperAdmin, balanceCents });
    if (problem) return dialogs.warning(problem);
    const chosen = rows.filter((r) => r.id in selected);
    try {
      await createPayment(
        {
          company_id: values.company_id || null,
          account_payable_id: values.account_payable_id,
          account_id: values.account_id,
          amount_due: fromCents(chosen.reduce((s, r) => s + (toCents(r.amount_due) ?? 0), 0)),
          bank_acc_balance: balance.data,
          bill_amount_info: chosen.map((r) => {
            const discount = toCents(selected[r.id] || '0') ?? 0;
            return { bill_id: r.id, amount_due: r.amount_due, discount: fromCents(discount), payment: fromCents((toCents(r.amount_due) ?? 0) - discount) };
          }),
          date: localToday(),
          button_status: 'save',
        },
        idempotencyKey.current,
      );
      await refresh();
      await dialogs.success(M.billPaymentAdded);
      navigate(LIST);
    } catch (err) {
      await refresh();
      if (!(err instanceof ApiError)) return dialogs.warning(M.serverError);
      // Funds and state refusals name themselves; other 422s get section 8's text with the server's reason beneath.
      if (err.message === M.insufficientFunds || err.status !== 422) return dialogs.warning(err.message);
      return dialogs.warning(M.billPaymentFailure, err.message);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }} component="section" aria-label="Bill Payment">
        <Grid container spacing={2}>
          <Grid size={third}>
            <FormCompany
              control={control}
              choose={auth.isSuperAdmin && !view}
              name={companyName}
              disabled={view}
              onChosen={() => {
                setValue('account_payable_id', '');
                setValue('account_id', '');
                setSelected({});
              }}
            />
          </Grid>
          <Grid size={third}>
            <ReadOnlyField label="Date" value={formatDate(paid?.payment_date ?? localToday())} disabled={view} />
          </Grid>
          <Grid size={third}>
            <ReadOnlyField label={BILL_PAYMENT_TEXT.totalLabel} value={usd(fromCents(view ? (toCents(paid.final_payment) ?? 0) : total))} disabled={view} />
          </Grid>
          <Grid size={third}>
            <FormSelect
              control={control}
              name="account_payable_id"
              label="Account Payable"
              required
              disabled={view}
              options={payableOptions}
              emptyLabel="Choose Account Payable"
            />
          </Grid>
          <Grid size={third}>
            <FormSelect
              control={control}
              name="account_id"
              label="Bank Account"
              required
              disabled={view}
              options={bankOptions}
              emptyLabel="Choose Bank Account"
            />
          </Grid>
          <Grid size={third}>
            <ReadOnlyField
              label={view ? `${BILL_PAYMENT_TEXT.balanceLabel} (today)` : BILL_PAYMENT_TEXT.balanceLabel}
              value={balance.data !== undefined ? usd(balance.data) : ''}
              placeholder={bankId ? 'Loading…' : 'Choose a bank account'}
              disabled={view}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
        </Grid>
      </Paper>
      {!view && unpaid.data && unpaid.data.total > unpaid.data.data.length && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {BILL_PAYMENT_TEXT.tooManyShown(unpaid.data.data.length, unpaid.data.total)}
        </Alert>
      )}
      {!view && rows.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <TextField
            size="small"
            type="date"
            label="Due by"
            value={dueBy}
            onChange={(e) => setDueBy(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" disabled={!dueBy} onClick={() => setSelected(selectDueBy(rows, selected, dueBy))}>
            Select all due by this date
          </Button>
          <Typography aria-live="polite" color="text.secondary">
            {`${Object.keys(selected).length} selected · total ${usd(fromCents(total))}`}
          </Typography>
        </Box>
      )}
      <BillsToPayTable
        rows={rows}
        selected={selected}
        onChange={setSelected}
        locked={view}
        loading={unpaid.isFetching}
        emptyText={payableId ? BILL_PAYMENT_TEXT.noBills : 'Choose an Account Payable to see its unpaid bills.'}
      />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', my: 3 }}>
        {!view && (
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            Save
          </Button>
        )}
        <Button component={RouterLink} to={LIST} variant="outlined" color="inherit">
          {view ? 'Back to Bill Payments' : 'Cancel'}
        </Button>
      </Box>
    </form>
  );
}
