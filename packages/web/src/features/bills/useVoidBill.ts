import { M } from '@app/contract';
import { ApiError } from '../../api/client';
import { useDialogs } from '../../components/DialogProvider';
import { useRefreshBills, voidBill } from './api';

/** 'Change status of bill?' then the void; true when the bill was voided. */
export function useVoidBill() {
  const dialogs = useDialogs();
  const refresh = useRefreshBills();
  return async (bill: { id: number; bill_number: number }) => {
    if (!(await dialogs.confirm(M.changeBillStatus, `Bill #${bill.bill_number} will be voided and its posting reversed today.`))) return false;
    try {
      await voidBill(bill.id);
      await refresh();
      await dialogs.success(M.statusUpdated);
      return true;
    } catch (err) {
      await refresh();
      await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
      return false;
    }
  };
}
