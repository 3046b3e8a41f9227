import { CHECK_MEMO_MAX, CHECK_TEXT, type CheckRow, type CheckType, checkProblems, formatDate, fromCents, M, toCents } from '@app/contract';
import { Alert, Box, Button, FormControlLabel, Grid, Paper, Radio, RadioGroup, TextField } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ApiError, newIdempotencyKey } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { FormCompany, useFormCompany } from '../../components/CompanySelect';
import { CountedText } from '../../components/CountedText';
import { useDialogs } from '../../components/DialogProvider';
import { FormSelect } from '../../components/FormSelect';
import { ReadOnlyField } from '../../components/ReadOnlyField';
import { VendorDialog } from '../../components/VendorDialog';
import { usd } from '../../components/money';
import { createChecks, LIST, useBanksAndVendors, useNextCheckNumber, usePaymentsForCheck } from './api';
import { type CheckFormValues, emptyCheck, selectedTotal, toWire } from './form';
import { PaymentsTable } from './PaymentsTable';
import { StandardFields } from './StandardFields';
import { localToday } from '../../components/today';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';
import { useBillChoices } from '../bills/BillFields';

const third = { xs: 12, md: 4 };
const accountLabel = (a: { account_number: string; account_name: string }) => `${a.account_number} · ${a.account_name}`;
const options = <T extends { id: number }>(rows: T[] | undefined, label: (x: T) => string) => (rows ?? []).map((r) => ({ value: r.id, label: label(r) }));

/** /app/create-cheque (section 2): Voucher Check or Standard Check; Save, then Print. */
export function CheckForm({ onSaved }: { onSaved(checks: CheckRow[]): void }) {
  const auth = useAuth();
  const dialogs = useDialogs();
  const refresh = useRefreshAfterPosting('check');
  const idempotencyKey = useRef(newIdempotencyKey());
  const [type, setType] = useState<CheckType>('voucher');
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [vendorDialog, setVendorDialog] = useState(false);
  const { control, handleSubmit, setValue, reset, formState } = useForm<CheckFormValues>({ defaultValues: emptyCheck });
  const [chosenCompany, bankId, amountDue] = useWatch({ control, name: ['company_id', 'bank_account_id', 'amount_due'] });

  const company = useFormCompany(chosenCompany);
  const { companyId, ready: live } = company;
  const banks = useBanksAndVendors(companyId, live);
  const choices = useBillChoices(companyId, live && type === 'standard', banks.data?.vendor);
  const payments = usePaymentsForCheck(Number(bankId) || 0, companyId);
  const next = useNextCheckNumber(Number(bankId) || 0);
  const companyName = company.name;
  const dialogCompanyId = company.id;

  const rows = payments.data?.bill ?? [];
  const total = type === 'voucher' ? selectedTotal(rows, selected) : (toCents(amountDue || '') ?? 0);
  // One check per vendor (the server groups by vendor id): the names shown, the count of checks to be made.
  const payees = useMemo(() => {
    const byVendor = new Map(rows.filter((r) => selected.has(r.bill_payment_id)).map((r) => [r.vendor_id, r.vendor_name]));
    return [...byVendor.values()];
  }, [rows, selected]);

  // Another bank account: its own numbers and payments.
  useEffect(() => {
    if (bankId !== undefined) setValue('check_number', '');
    setSelected(new Set());
  }, [bankId, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    const number = values.check_number || (next.data ? String(next.data) : '');
    const wire = toWire(type, { ...values, check_number: number }, [...selected], total, localToday());
    const problem = checkProblems(wire, { needsCompany: auth.isSuperAdmin, side: 'client' })[0];
    if (problem) return dialogs.warning(problem.message);
    if (next.data && Number(number) < next.data) return dialogs.warning(M.checkNumberTaken);
    const balance = toCents(payments.data?.bank_acc_balance ?? '');
    if (type === 'standard' && balance !== null && total > balance) return dialogs.warning(M.insufficientFunds);
    try {
      let res: Awaited<ReturnType<typeof createChecks>>;
      try {
        res = await createChecks(wire, idempotencyKey.current);
      } catch (err) {
        // As the bill form: the vendor already has a live bill with this reference; made only if confirmed.
        const duplicate = err instanceof ApiError && err.status === 409 ? err.first('confirm_duplicate') : undefined;
        if (!duplicate) throw err;
        if (!(await dialogs.confirm(M.billDuplicateTitle, duplicate))) return;
        idempotencyKey.current = newIdempotencyKey(); // another body: another submission
        res = await createChecks({ ...wire, confirm_duplicate: true }, idempotencyKey.current);
      }
      idempotencyKey.current = newIdempotencyKey();
      await refresh();
      await dialogs.success(M.checkGenerated);
      reset(emptyCheck);
      setSelected(new Set());
      onSaved(res.data);
    } catch (err) {
      await refresh();
      // Section 8: a failed check shows the server's message.
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <RadioGroup row value={type} onChange={(e) => setType(e.target.value as CheckType)} aria-label="Check type" sx={{ mb: 1 }}>
        <FormControlLabel value="voucher" control={<Radio />} label="Voucher Check" />
        <FormControlLabel value="standard" control={<Radio />} label="Standard Check" />
      </RadioGroup>
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }} component="section" aria-label="Check">
        <Grid container spacing={2}>
          <Grid size={third}>
            <FormCompany
              control={control}
              choose={auth.isSuperAdmin}
              name={companyName}
              onChosen={(id) => {
                reset({ ...emptyCheck, company_id: id });
                setSelected(new Set());
              }}
            />
          </Grid>
          <Grid size={third}>
            <FormSelect
              control={control}
              name="bank_account_id"
              label="Bank Account"
              required
              options={options(banks.data?.bank_account, accountLabel)}
              emptyLabel="Choose Bank Account"
            />
          </Grid>
          <Grid size={third}>
            <ReadOnlyField label="Date" value={formatDate(localToday())} />
          </Grid>
          <Grid size={third}>
            <Controller
              control={control}
              name="check_number"
              render={({ field }) => (
                <TextField
                  {...field}
                  id="check_number"
                  label="Check #"
                  fullWidth
                  value={field.value || (next.data ? String(next.data) : '')}
                  placeholder={bankId ? '' : 'Choose a bank account'}
                  helperText={next.data ? `Next number: ${next.data}` : ' '}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
                />
              )}
            />
          </Grid>
          <Grid size={third}>
            <ReadOnlyField
              label="Bank Balance"
              value={payments.data ? usd(payments.data.bank_acc_balance) : ''}
              placeholder={bankId ? 'Loading…' : 'Choose a bank account'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={third}>
            <ReadOnlyField label="Amount" value={usd(fromCents(total))} />
          </Grid>
          {type === 'voucher' && (
            <Grid size={12}>
              <ReadOnlyField
                label="Payee"
                value={payees.join(', ')}
                placeholder="The vendors of the selected payments"
                helperText={payees.length ? M.vouchersToMake(payees.length) : 'Select the payments to put on checks.'}
                slotProps={{ inputLabel: { shrink: true }, formHelperText: { id: 'voucher-count', role: 'status' } }}
              />
            </Grid>
          )}
          <Grid size={12}>
            <CountedText control={control} name="memo" label="Memo" fullWidth multiline minRows={1} max={CHECK_MEMO_MAX} />
          </Grid>
        </Grid>
      </Paper>
      {type === 'standard' ? (
        <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }} component="section" aria-label="Standard check bill">
          <StandardFields
            control={control}
            choices={choices}
            addVendor={auth.can('Vendor_Create') ? { companyId: dialogCompanyId, open: () => setVendorDialog(true) } : undefined}
          />
        </Paper>
      ) : (
        <>
          {!bankId && (
            <Alert severity="info" sx={{ mb: 1 }}>
              Choose a bank account to see its paid bill payments.
            </Alert>
          )}
          <PaymentsTable
            rows={rows}
            selected={selected}
            onChange={setSelected}
            loading={payments.isFetching}
            emptyText={bankId ? CHECK_TEXT.noPayments : 'No bank account chosen.'}
          />
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', my: 3 }}>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          Save
        </Button>
        <Button component={RouterLink} to={LIST} variant="outlined" color="inherit">
          Cancel
        </Button>
      </Box>
      <VendorDialog
        open={vendorDialog}
        companyId={dialogCompanyId}
        companyName={companyName ?? ''}
        onClose={() => setVendorDialog(false)}
        onCreated={(v) => {
          setValue('vendor_id', v.id, { shouldDirty: true });
          banks.refetch();
        }}
      />
    </form>
  );
}
