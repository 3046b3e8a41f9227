import { M } from '@app/contract';
import { ApiError } from '../api/client';
import { api } from '../api/typed';
import { useDialogs } from './DialogProvider';

/** GET <kind>/{id}/void-preview: what the void of that record would take with it (nothing is changed). */
export const voidPreview = (kind: 'bill' | 'bill-payment' | 'check', id: number) => api.get(`/${kind}/{id}/void-preview`, { path: { id } }).then((r) => r.data);

/**
 * The void of a record from its list or screen: confirm (title, text), void, refresh, then "Status updated".
 * `describe` reads the void's preview first and words the confirmation with everything the void cascades
 * to (issue 20); if the preview fails (already void, gone) that reason is shown and nothing is asked.
 * A failed void is shown (the specification only logs it; a treasurer must know it did not happen) and the
 * lists are refreshed either way. Resolves true when the record was voided.
 */
export function useVoidAction(
  title: string,
  voidIt: (id: number, reason?: string) => Promise<unknown>,
  refresh: () => Promise<unknown>,
  /** the void records a reason (issue 28.5): the confirmation asks for one, optional */
  opts: { askReason?: boolean } = {},
) {
  const dialogs = useDialogs();
  const failed = async (err: unknown) => {
    await refresh();
    await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    return false;
  };
  return async (id: number, describe: string | (() => Promise<string>)) => {
    let text: string;
    try {
      text = typeof describe === 'string' ? describe : await describe();
    } catch (err) {
      return failed(err);
    }
    const reason = opts.askReason ? await dialogs.confirmWithReason(title, text) : (await dialogs.confirm(title, text)) ? '' : null;
    if (reason === null) return false;
    try {
      await voidIt(id, reason || undefined);
      await refresh();
      await dialogs.success(M.statusUpdated);
      return true;
    } catch (err) {
      return failed(err);
    }
  };
}
