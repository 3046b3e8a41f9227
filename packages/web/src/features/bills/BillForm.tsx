import { type BillDetail, dueFromTerms, formatDate, M, PAYMENT_TERMS_NAMES, type PaymentTerms } from '@app/contract';
import { Box, Button, Grid, Paper, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { BudgetLeftHint } from '../budgets/BudgetLeftHint';
import { Link as RouterLink } from 'react-router';
import { ApiError, newIdempotencyKey } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { FormCompany, useFormCompany } from '../../components/CompanySelect';
import { useDialogs } from '../../components/DialogProvider';
import { FormText } from '../../components/FormText';
import { ReadOnlyField } from '../../components/ReadOnlyField';
import { VendorDialog } from '../../components/VendorDialog';
import { useVendorOptions } from '../vendors/api';
import { createBill, LIST, updateBill } from './api';
import { type BillFormValues, billToForm, emptyBill, formProblem, splitLines, toWire } from './form';
import { BillLinesEditor } from './BillLinesEditor';
import { Form1099BoxSelect } from './BillLineRow';
import { PoNumberField, usePoFill } from './PoNumberField';
import { localToday } from '../../components/today';
import { useRefreshAfterPosting } from '../../components/useRefreshAfterPosting';
import { BillAmount, BillDue, BillReference, BillSelect, BillVendor, useBillChoices } from './BillFields';

export type BillMode = 'create' | 'edit' | 'view';

interface Props {
  mode: BillMode;
  /** the bill being edited or viewed, with its lists */
  detail?: BillDetail;
  /** after a save: 'new' reloads an empty form, 'close' goes to the list */
  onSaved(next: 'new' | 'close'): void;
}

const third = { xs: 12, md: 4 };
const half = { xs: 12, md: 6 };

/** The Create/Edit Bill form (specification 001, section 2); in view mode every input is disabled. */
export function BillForm({ mode, detail, onSaved }: Props) {
  const auth = useAuth();
  const dialogs = useDialogs();
  const refresh = useRefreshAfterPosting('bill');
  const view = mode === 'view';
  const bill = detail?.data;
  const idempotencyKey = useRef(newIdempotencyKey());
  const button = useRef<'new' | 'close' | 'update'>('new');
  const [vendorDialog, setVendorDialog] = useState(false);

  const { control, handleSubmit, setValue, getValues, formState } = useForm<BillFormValues>({
    defaultValues: bill ? billToForm(bill, detail?.lines) : emptyBill(''),
  });
  const split = useWatch({ control, name: 'split' });
  const vendorId = useWatch({ control, name: 'vendor_id' });
  const invoiceDate = useWatch({ control, name: 'invoice_date' });
  const chosenCompany = useWatch({ control, name: 'company_id' });
  const company = useFormCompany(chosenCompany);
  // Lists are read for the bill's company, the chosen one (Super-Admin), or the caller's own (0).
  const companyId = bill ? bill.company_id : company.companyId;
  const live = !view && (!auth.isSuperAdmin || companyId > 0);
  const vendors = useVendorOptions(companyId, live);
  const po = usePoFill({ getValues, setValue, companyId });

  // The bill's own lists keep a choice no longer offered.
  const choices = useBillChoices(companyId, live, vendors.data, {
    vendors: detail?.getVendor,
    payables: detail?.payAbleAccount,
    coa: detail?.assestAccount,
    programs: detail?.getFndProgram,
    expenses: detail?.getFunctionalExpenses.map((f) => ({ id: f.value, name: f.label })),
  });
  // Issue 28.2: the vendor's terms fill the due date from the invoice date (the user may still change it).
  const vendor = vendors.data?.find((v) => v.id === vendorId);
  const terms = vendor?.payment_terms ?? null;
  const byTerms = !view && terms && invoiceDate ? dueFromTerms(invoiceDate, terms, localToday()) : null;
  const lastFill = useRef('');
  useEffect(() => {
    if (!byTerms) return;
    const key = `${vendorId}|${invoiceDate}|${terms}`;
    if (lastFill.current === key) return;
    // Not on first load of an edit: the saved due date stays until vendor or invoice date change.
    if (bill && lastFill.current === '' && vendorId === bill.vendor_id && invoiceDate === (bill.invoice_date ?? '')) {
      lastFill.current = key;
      return;
    }
    lastFill.current = key;
    setValue('bill_due', byTerms.due, { shouldDirty: true });
  }, [byTerms, vendorId, invoiceDate, terms, bill, setValue]);
  const companyName = bill?.company_name ?? company.name;
  const dialogCompanyId = bill?.company_id ?? company.id;

  const onSubmit = handleSubmit(async () => {
    // A PO number typed but not yet looked up (Enter straight from the field) is looked up first: it fills vendor and amount.
    const poProblem = await po.ensure();
    if (poProblem) return dialogs.warning(poProblem);
    const values = getValues();
    const problem = formProblem(values, { needsCompany: auth.isSuperAdmin && !bill, originalDue: bill?.bill_due });
    if (problem) return dialogs.warning(problem);
    const body = toWire(values, button.current === 'update' ? 'update' : button.current === 'new' ? 'save_and_new' : 'save_and_close');
    const save = async (confirmDuplicate: boolean) => {
      const sent = confirmDuplicate ? { ...body, confirm_duplicate: true } : body;
      if (bill) await updateBill(bill.id, sent);
      else await createBill(sent, idempotencyKey.current);
    };
    try {
      try {
        await save(false);
      } catch (err) {
        // The vendor already has a live bill with this reference: the server names it; saved only if confirmed.
        const duplicate = err instanceof ApiError && err.status === 409 ? err.first('confirm_duplicate') : undefined;
        if (!duplicate) throw err;
        if (!(await dialogs.confirm(M.billDuplicateTitle, duplicate))) return;
        await save(true);
      }
      await refresh();
      await dialogs.success(bill ? M.billUpdated : M.billAdded);
      onSaved(bill || button.current === 'close' ? 'close' : 'new');
    } catch (err) {
      if (!(err instanceof ApiError)) return dialogs.warning(M.serverError);
      // Section 8: the first reference error, otherwise the generic bill text (with the server's reason beneath).
      const reference = err.first('refrence');
      if (reference) return dialogs.warning(reference);
      return err.status === 422 ? dialogs.warning(M.billFailure, err.message) : dialogs.warning(err.message);
    }
  });

  const dueMin = bill && bill.bill_due < localToday() ? bill.bill_due : localToday();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        button.current = (submitter?.value as typeof button.current) || (bill ? 'update' : 'new');
        onSubmit(e);
      }}
    >
      <Paper variant="outlined" sx={{ p: 2.5, mb: 2 }} component="section" aria-label="Bill">
        <Grid container spacing={2}>
          <Grid size={third}>
            <FormCompany
              control={control}
              choose={auth.isSuperAdmin && !bill}
              name={companyName}
              disabled={view}
              onChosen={() => {
                // Vendors, accounts and company fund programs belong to one company.
                for (const f of [
                  'vendor_id',
                  'account_payable_id',
                  'account_id',
                  'fund_program_id',
                  'funtional_expenses_id',
                  'po_number',
                  'purchase_order_id',
                ] as const)
                  setValue(f, '');
                po.clear();
              }}
            />
          </Grid>
          <Grid size={third}>
            <ReadOnlyField label="Date" value={formatDate(getValues('date'))} disabled={view} />
          </Grid>
          <Grid size={third}>
            <BillReference control={control} disabled={view} autoFocus />
          </Grid>
          <Grid size={third} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Controller
              control={control}
              name="po_number"
              render={({ field }) => (
                <PoNumberField
                  po={po}
                  value={field.value}
                  disabled={view}
                  linked={view && bill?.purchase_order_id ? { id: bill.purchase_order_id, isSuperAdmin: auth.isSuperAdmin } : null}
                  onChange={(text) => {
                    field.onChange(text);
                    // A changed number no longer names the looked-up order.
                    setValue('purchase_order_id', '');
                    po.clear();
                  }}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <BillVendor
              control={control}
              disabled={view}
              choices={choices}
              addVendor={!view && auth.can('Vendor_Create') ? { companyId: dialogCompanyId, open: () => setVendorDialog(true) } : undefined}
            />
          </Grid>
          <Grid size={third}>
            <FormText
              control={control}
              name="invoice_date"
              label="Invoice Date"
              type="date"
              fullWidth
              disabled={view}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: localToday() } }}
            />
          </Grid>
          <Grid size={third}>
            <BillDue control={control} disabled={view} label="Bill Due Date" min={dueMin} />
            {byTerms && (
              <Typography variant="caption" color={byTerms.passed ? 'warning.main' : 'text.secondary'} role="status">
                {byTerms.passed
                  ? `${PAYMENT_TERMS_NAMES[terms as PaymentTerms]} from the invoice date was ${formatDate(byTerms.byTerms)}, which has passed: today is proposed.`
                  : `${PAYMENT_TERMS_NAMES[terms as PaymentTerms]} from the invoice date.`}
              </Typography>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <FormText control={control} name="memo" label="Memo" fullWidth disabled={view} slotProps={{ htmlInput: { maxLength: 500 } }} />
          </Grid>
          <Grid size={third} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <BillAmount control={control} disabled={view} label="Amount" />
            {!view && !split && (
              <Button
                variant="outlined"
                sx={{ mt: 1, flexShrink: 0 }}
                onClick={() => {
                  setValue('lines', splitLines(getValues()));
                  setValue('split', true);
                }}
              >
                Split
              </Button>
            )}
          </Grid>
          <Grid size={third}>
            <BillSelect control={control} disabled={view} name="account_payable_id" choices={choices} />
          </Grid>
          {!split && (
            <Grid size={third}>
              <BillSelect control={control} disabled={view} name="account_id" choices={choices} />
            </Grid>
          )}
          {!split && (
            <Grid size={12}>
              <FormText
                control={control}
                name="description"
                label="Memo/Description"
                fullWidth
                multiline
                minRows={2}
                disabled={view}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
            </Grid>
          )}
          {!split && (
            <Grid size={half}>
              <BillSelect control={control} disabled={view} name="fund_program_id" choices={choices} />
            </Grid>
          )}
          {!split && (
            <Grid size={half}>
              <BillSelect control={control} disabled={view} name="funtional_expenses_id" choices={choices} />
            </Grid>
          )}
          {!split && (
            <Grid size={half}>
              <Form1099BoxSelect control={control} name="form_1099_box" disabled={view} vendorBox={vendor?.default_1099_box} />
            </Grid>
          )}
          {!view && !split && <BudgetLeftHint control={control} dateField="date" />}
        </Grid>
      </Paper>
      {split && <BillLinesEditor control={control} choices={choices} disabled={view} vendorBox={vendor?.default_1099_box} />}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mb: 3 }}>
        {mode === 'create' && (
          <>
            <Button type="submit" value="new" variant="contained" disabled={formState.isSubmitting}>
              Save & New
            </Button>
            <Button type="submit" value="close" variant="contained" color="secondary" disabled={formState.isSubmitting}>
              Save & Close
            </Button>
          </>
        )}
        {mode === 'edit' && (
          <Button type="submit" value="update" variant="contained" disabled={formState.isSubmitting}>
            Update
          </Button>
        )}
        <Button component={RouterLink} to={LIST} variant="outlined" color="inherit">
          {view ? 'Back to Pay-Bills' : 'Cancel'}
        </Button>
      </Box>
      <VendorDialog
        open={vendorDialog}
        companyId={dialogCompanyId}
        companyName={companyName}
        onClose={() => setVendorDialog(false)}
        onCreated={(v) => setValue('vendor_id', v.id, { shouldDirty: true })}
      />
    </form>
  );
}
