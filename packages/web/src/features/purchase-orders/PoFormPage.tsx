import { formatUsd, M, PO_STATUS, PO_TEXT, poRequest, toCents, type VendorOption } from '@app/contract';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { type Path, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { useAuth } from '../../app/auth-store';
import { useDialogs } from '../../components/DialogProvider';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { useClearErrorsOnChange } from '../../components/useClearErrorsOnChange';
import { VendorDialog } from '../../components/VendorDialog';
import { useVendorOptions } from '../vendors/api';
import {
  changePoStatus,
  downloadPdf,
  hasSupervisor,
  listPathFor,
  savePurchaseOrder,
  sendToVendor,
  usePurchaseOrder,
  useRefreshOrders,
  vendorTerms,
} from './api';
import { emptyPoForm, fromOrder, liveTotals, type PoForm, toRequest } from './form';
import { ItemsEditor } from './ItemsEditor';
import { OrderBills } from './OrderBills';
import { PoHeaderFields } from './PoHeaderFields';
import { StatusChip } from './StatusChip';
import { StatusHistory } from './StatusHistory';
import { TotalsSummary } from './TotalsSummary';
import { localToday } from '../../components/today';
import { useOwnCompany } from '../../components/CompanySelect';

type StatusAction = 'Approval' | 'Decline' | 'Completed' | 'Void' | 'Delete';
const CONFIRM: Record<StatusAction, string> = {
  Approval: 'Approve this purchase order?',
  Decline: 'Decline this purchase order?',
  Completed: 'Mark this purchase order Completed?',
  Void: 'Void this purchase order?',
  Delete: 'Delete this purchase order?',
};

/**
 * /app/purchase-order[/{id}] (Super-Admin) and /app/user-purchase-order[/{id}] (company users): the order form
 * with its items, live totals, the status actions of section 4, the PDF and the status history.
 */
export default function PoFormPage() {
  const params = useParams();
  const id = params.id === undefined ? null : Number(params.id);
  const auth = useAuth();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const refresh = useRefreshOrders();
  const own = useOwnCompany(!auth.isSuperAdmin);
  const order = usePurchaseOrder(id && Number.isInteger(id) && id > 0 ? id : null);
  const [vendorDialog, setVendorDialog] = useState(false);
  const [busy, setBusy] = useState(false);
  const list = listPathFor(auth.isSuperAdmin);

  const form = useForm<PoForm>({ defaultValues: emptyPoForm() });
  const { control, handleSubmit, reset, setValue, setError, clearErrors, getValues, formState } = form;
  // No resolver re-checks this form: a field's message goes when the field changes.
  useClearErrorsOnChange(form);
  useEffect(() => {
    if (order.data) reset(fromOrder(order.data));
  }, [order.data, reset]);
  useEffect(() => {
    if (id === null && own.data) setValue('company_id', own.data.id);
  }, [id, own.data, setValue]);

  const companyId = useWatch({ control, name: 'company_id' });
  const watched = useWatch({ control, name: ['items', 'freight', 'sales_tax'] });
  const totals = useMemo(() => liveTotals({ items: watched[0], freight: watched[1], sales_tax: watched[2] }).totals, [watched]);
  const vendorOptions = useVendorOptions(companyId, !!companyId);
  const vendors: VendorOption[] = useMemo(() => {
    const opts = vendorOptions.data ?? [];
    const v = order.data?.vendorData; // a vendor deleted since keeps showing on its orders
    return v && !opts.some((o) => o.id === v.id) ? [...opts, { id: v.id, name: v.name, vendor_number: v.vendor_number, company_id: v.company_id }] : opts;
  }, [vendorOptions.data, order.data]);

  const status = order.data?.data.status_id ?? 0; // 0: a new order
  const isNewOrDraft = status === 0 || status === PO_STATUS.Draft;
  const canWrite = status === 0 ? auth.can('BillPurchaseOrders_Create') : auth.can('BillPurchaseOrders_Edit');
  const linesEditable = canWrite && isNewOrDraft;
  const pricesEditable = canWrite && (isNewOrDraft || status === PO_STATUS.Approved || status === PO_STATUS.PendingVendor);
  // Approved / Pending from vendor: Save comes back once a unit price was edited (section 4).
  const showSave = linesEditable || (pricesEditable && formState.isDirty);

  const fillFromVendor = (terms: { shipping_method: string | null; sales_tax: string; freight: string }) => {
    setValue('shipping_method', terms.shipping_method ?? '', { shouldDirty: true });
    setValue('sales_tax', terms.sales_tax, { shouldDirty: true });
    setValue('freight', terms.freight, { shouldDirty: true });
  };
  const onVendorChange = async (vendorId: number) => {
    setValue('vendor_id', vendorId, { shouldDirty: true });
    clearErrors('vendor_id');
    try {
      fillFromVendor(await vendorTerms(vendorId));
    } catch (err) {
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    }
  };

  const fail = async (err: unknown) => {
    if (err instanceof ApiError) {
      for (const [field, messages] of Object.entries(err.errors)) setError(field as Path<PoForm>, { message: messages[0] });
      await dialogs.warning(err.message);
    } else {
      await dialogs.warning(M.serverError);
    }
  };

  // The checks are the contract's (run below); errors of an earlier try must not block this one.
  const save = (statusName: 'Draft' | 'Pending For Approval') => {
    clearErrors();
    return handleSubmit(async (values) => {
      if (auth.isSuperAdmin && !values.company_id) {
        setError('company_id', { message: M.selectCompany });
        return dialogs.warning(M.selectCompany);
      }
      const body = toRequest(values, statusName);
      const checked = poRequest.safeParse(body);
      if (!checked.success) {
        for (const issue of checked.error.issues) setError((issue.path.join('.') || 'items') as Path<PoForm>, { message: issue.message });
        return dialogs.warning(checked.error.issues[0].message);
      }
      const date = checked.data.required_by_date;
      if (date && date < localToday() && date !== order.data?.data.required_by_date) {
        setError('required_by_date', { message: PO_TEXT.dateInPast });
        return dialogs.warning(PO_TEXT.dateInPast);
      }
      setBusy(true);
      try {
        if (statusName === 'Pending For Approval' && !(await hasSupervisor(values.company_id, id ?? 0))) {
          return await dialogs.warning(M.noSupervisor);
        }
        const res = await savePurchaseOrder(id, body);
        if (res.lastInsertedId) localStorage.setItem('lastInsertedId', String(res.lastInsertedId));
        refresh();
        // A raised price of an approved order sent it back for approval: say so, it cannot go to the vendor yet.
        if (res.back_for_approval) await dialogs.success(res.message, M.poBackForApproval);
        else await dialogs.success(statusName === 'Pending For Approval' ? `${res.message}. ${PO_TEXT.sentForApproval}.` : res.message);
        navigate(list);
      } catch (err) {
        await fail(err);
      } finally {
        setBusy(false);
      }
    })();
  };

  const act = async (action: StatusAction) => {
    if (!id || !(await dialogs.confirm(CONFIRM[action], `Purchase Order ${order.data?.data.po_number}`))) return;
    setBusy(true);
    try {
      await changePoStatus(id, action);
      refresh();
      await dialogs.success(M.statusUpdated);
      navigate(list);
    } catch (err) {
      refresh();
      await fail(err);
    } finally {
      setBusy(false);
    }
  };

  const sendVendor = async () => {
    const v = order.data?.vendorData;
    if (!id || !v) return;
    if (!v.email) return dialogs.warning(PO_TEXT.vendorNoEmail);
    if (!(await dialogs.confirm('Send to vendor?', `Purchase Order ${order.data?.data.po_number} is mailed to ${v.email} as a PDF.`))) return;
    setBusy(true);
    try {
      const res = await sendToVendor(id);
      refresh();
      await dialogs.success(res.message);
      navigate(list);
    } catch (err) {
      refresh();
      await fail(err);
    } finally {
      setBusy(false);
    }
  };

  if (order.isLoading || (!auth.isSuperAdmin && own.isLoading)) return <LoadingOverlay />;
  if (order.error) return <Alert severity="error">{order.error instanceof ApiError ? order.error.message : M.serverError}</Alert>;
  const data = order.data?.data;
  const canEdit = auth.can('BillPurchaseOrders_Edit');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (showSave) save('Draft');
      }}
    >
      <PageHeader title={data ? `Purchase Order #${data.po_number}` : 'Purchase Order'}>
        {data && <StatusChip id={data.status_id} name={data.status_name} />}
      </PageHeader>
      {data && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Created by {data.created_by_name || 'unknown'} on{' '}
          {new Date(data.created_at).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' })}
          {status === PO_STATUS.PendingApproval && !data.can_approve && ' · waiting for a supervisor of the company to approve'}
        </Alert>
      )}
      <PoHeaderFields
        control={control}
        isSuperAdmin={auth.isSuperAdmin}
        ownCompanyName={own.data?.legal_name}
        companyError={formState.errors.company_id?.message}
        vendors={vendors}
        editable={linesEditable}
        companyLocked={!!data}
        canAddVendor={auth.can('Vendor_Create')}
        onCompanyChange={(cid) => {
          setValue('company_id', cid, { shouldDirty: true });
          setValue('vendor_id', '');
          clearErrors('company_id');
        }}
        onVendorChange={onVendorChange}
        companyId={companyId}
        onAddVendor={() => setVendorDialog(true)}
        onNoCompany={() => setError('company_id', { message: M.selectCompany })}
      />
      <ItemsEditor
        control={control}
        errors={formState.errors}
        linesEditable={linesEditable}
        pricesEditable={pricesEditable}
        onAdded={() => clearErrors('items')}
      />
      {data?.approved_total && formState.isDirty && totals.grandTotalCents > (toCents(data.approved_total) ?? 0) && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The new total is above the approved {formatUsd(toCents(data.approved_total) ?? 0)}: saving sends the order back for approval.
        </Alert>
      )}
      <TotalsSummary totals={totals} taxPercent={getValues('sales_tax')} />
      <Stack direction="row" spacing={1} sx={{ mb: 3, flexWrap: 'wrap', rowGap: 1 }}>
        {showSave && (
          <Button type="submit" variant="contained" disabled={busy}>
            Save
          </Button>
        )}
        {linesEditable && (
          <Button variant="contained" color="secondary" disabled={busy} onClick={() => save('Pending For Approval')}>
            Send For Approval
          </Button>
        )}
        {data?.can_approve && (
          <>
            <Button variant="contained" color="success" disabled={busy} onClick={() => act('Approval')}>
              Approve
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => act('Decline')}>
              Decline
            </Button>
          </>
        )}
        {status === PO_STATUS.Approved && canEdit && (
          <Button variant="contained" disabled={busy || formState.isDirty} onClick={sendVendor}>
            Send to vendor
          </Button>
        )}
        {status === PO_STATUS.PendingVendor && canEdit && (
          <>
            <Button variant="contained" color="success" disabled={busy || formState.isDirty} onClick={() => act('Completed')}>
              Completed
            </Button>
            <Button variant="outlined" color="error" disabled={busy} onClick={() => act('Void')}>
              Void
            </Button>
          </>
        )}
        {status === PO_STATUS.Draft && auth.can('BillPurchaseOrders_Delete') && (
          <Button variant="outlined" color="error" disabled={busy} onClick={() => act('Delete')}>
            Delete
          </Button>
        )}
        {data && (
          <Button variant="outlined" startIcon={<PictureAsPdf />} onClick={() => downloadPdf(data.id, data.po_number).catch(fail)}>
            Download PDF
          </Button>
        )}
        <Button component={RouterLink} to={list} color="inherit">
          Cancel
        </Button>
      </Stack>
      {order.data && <OrderBills bills={order.data.bills} />}
      {order.data && <StatusHistory entries={order.data.statusHistory} />}
      <VendorDialog
        open={vendorDialog}
        companyId={companyId}
        companyName={auth.isSuperAdmin ? undefined : own.data?.legal_name}
        onClose={() => setVendorDialog(false)}
        onCreated={(v) => {
          setValue('vendor_id', v.id, { shouldDirty: true });
          clearErrors('vendor_id');
          fillFromVendor(v);
        }}
      />
    </Box>
  );
}
