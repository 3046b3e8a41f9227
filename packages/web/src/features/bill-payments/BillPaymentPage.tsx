import { VoidReasonNote } from '../bills/VoidReasonNote';
import { BILL_PAYMENT_STATUS } from '@app/contract';
import { Alert, Button, Chip } from '@mui/material';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useAuth } from '../../app/auth-store';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { LIST, usePayment } from './api';
import { BillPaymentForm } from './BillPaymentForm';
import { PAYMENT_STATUS_COLOR } from './labels';
import { AttachmentsPanel } from '../attachments/AttachmentsPanel';
import { PaymentEntries } from './PaymentEntries';
import { useVoidPayment } from './useVoidPayment';

/** /app/create-bill-payment, and /app/bill-payment/view/{id}: the same screen with everything locked. */
export default function BillPaymentPage() {
  const params = useParams();
  const auth = useAuth();
  const navigate = useNavigate();
  const voidPayment = useVoidPayment();
  const id = params.id ? Number(params.id) : null;
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const { data: detail, isLoading, error } = usePayment(valid ? id : null);

  if (!valid) return <Navigate to="/404" replace />;
  if (id === null) {
    return (
      <>
        <PageHeader title="Create Bill Payment" />
        <BillPaymentForm />
      </>
    );
  }
  if (isLoading) return <LoadingOverlay />;
  if (error || !detail) {
    return (
      <>
        <PageHeader title="Bill Payment" />
        <Alert severity="warning">{error?.message}</Alert>
      </>
    );
  }
  const p = detail.data;
  return (
    <>
      <PageHeader
        title={`Bill Payment of Bill #${p.bill_number}`}
        actions={
          p.status !== BILL_PAYMENT_STATUS.Void &&
          auth.can('BillPayment_Delete') && (
            <Button variant="contained" color="error" onClick={async () => (await voidPayment(p)) && navigate(LIST)}>
              Void
            </Button>
          )
        }
      >
        <Chip variant="outlined" label={p.status_name} color={PAYMENT_STATUS_COLOR[p.status] ?? 'default'} />
      </PageHeader>
      <VoidReasonNote reason={detail.void_reason} />
      <BillPaymentForm key={`${p.id}-${p.status}`} detail={detail} />
      <AttachmentsPanel owner="bill_payment" ownerId={p.id} />
      <PaymentEntries entries={detail.journalEntries} />
    </>
  );
}
