import type { Page } from './DataTable';
import { useDialogs } from './DialogProvider';
import type { ListParams } from './useListParams';

/** How long after a delete the list is read again (the specification's sections 4 and 9: 500 ms). */
const DELETE_REFRESH_MS = 500;

/**
 * A list row's Delete: asks (`confirm`: title and text), deletes, says `done`; a moment later the list is
 * read again, first stepping back from a later page whose last row went. A failure goes to `failed`.
 */
export function useDeleteRow(list: ListParams<string>, shown: Page<unknown> | undefined, refresh: () => void) {
  const dialogs = useDialogs();
  return async (d: { confirm: [title: string, text: string]; del(): Promise<unknown>; done: string; failed(err: unknown): unknown }) => {
    if (!(await dialogs.confirm(...d.confirm))) return;
    try {
      await d.del();
      setTimeout(() => {
        // The last row of a later page gone: step back to a page that still exists.
        if (shown && shown.data.length === 1 && list.page > 1) list.setPage(list.page - 1);
        refresh();
      }, DELETE_REFRESH_MS);
      await dialogs.success(d.done);
    } catch (err) {
      await d.failed(err);
    }
  };
}
