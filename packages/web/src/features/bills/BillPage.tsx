import { BILL_STATUS } from '@app/contract';
import { Alert, Button, Chip } from '@mui/material';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { PaymentsOfBill } from '../bill-payments/PaymentsOfBill';
import { editPath, LIST, useBill, viewPath } from './api';
import { BillEntries } from './BillEntries';
import { BillForm, type BillMode } from './BillForm';
import { STATUS_COLOR } from './labels';
import { useVoidBill } from './useVoidBill';
import { VoidReasonNote } from './VoidReasonNote';

/**
 * /app/pay-bills (create), /app/pay-bills/{id} (edit, Created bills only) and /app/pay-bills/view/{id}
 * (read-only, detected by the 'view' path segment, with the bill's ledger entries).
 */
export default function BillPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const voidBill = useVoidBill();
  const id = params.id ? Number(params.id) : null;
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const mode: BillMode = id === null ? 'create' : pathname.includes('/view/') ? 'view' : 'edit';
  const { data: detail, isLoading, error } = useBill(valid ? id : null);
  // Save & New reloads an empty form: a new key mounts a fresh one (with a new idempotency key).
  const [session, setSession] = useState(0);

  if (!valid) return <Navigate to="/404" replace />;
  if (id !== null && isLoading) return <LoadingOverlay />;
  if (id !== null && (error || !detail)) {
    return (
      <>
        <PageHeader title="Bill" />
        <Alert severity="warning">{error?.message}</Alert>
      </>
    );
  }
  const bill = detail?.data;
  // Voided, paid and check bills open read-only (the server refuses their edit), as does any bill without Bills_Edit.
  if (mode === 'edit' && bill && (bill.status !== BILL_STATUS.Created || !auth.can('Bills_Edit'))) return <Navigate to={viewPath(bill.id)} replace />;

  const title = mode === 'create' ? 'Create Bill' : mode === 'edit' ? `Edit Bill #${bill?.bill_number}` : `Bill #${bill?.bill_number}`;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          mode === 'view' &&
          bill && (
            <>
              {bill.status === BILL_STATUS.Created && auth.can('Bills_Edit') && (
                <Button variant="outlined" component={RouterLink} to={editPath(bill.id)}>
                  Edit
                </Button>
              )}
              {bill.status !== BILL_STATUS.Void && auth.can('Bills_Delete') && (
                <Button variant="contained" color="error" onClick={() => voidBill(bill)}>
                  Void
                </Button>
              )}
            </>
          )
        }
      >
        {bill && <Chip variant="outlined" label={bill.status_name} color={STATUS_COLOR[bill.status] ?? 'default'} />}
      </PageHeader>
      {mode === 'view' && bill && bill.status !== BILL_STATUS.Created && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {bill.status === BILL_STATUS.Void
            ? 'This bill is void: its posting was reversed (see the ledger entries below). The amount shown is the amount it was entered with; it no longer counts as due.'
            : `This bill is ${bill.status_name}: it can only be viewed, or voided together with its payment.`}
        </Alert>
      )}
      {mode === 'view' && <VoidReasonNote reason={detail?.void_reason} />}
      <BillForm
        key={`${mode}-${id ?? 'new'}-${session}`}
        mode={mode}
        detail={detail}
        onSaved={(next) => {
          if (next === 'close') navigate(LIST);
          else {
            setSession((s) => s + 1);
            window.scrollTo(0, 0);
          }
        }}
      />
      {mode !== 'create' && bill && <AttachmentsPanel owner="bill" ownerId={bill.id} />}
      {mode === 'view' && bill && <PaymentsOfBill billId={bill.id} />}
      {mode === 'view' && detail && <BillEntries entries={detail.journalEntries} />}
    </>
  );
}
