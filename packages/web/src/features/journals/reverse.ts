import { LEDGER_TEXT, M, OPENING_SOURCE } from '@app/contract';
import { ApiError } from '../../api/client';
import type { useDialogs } from '../../components/DialogProvider';
import { reverseJournal } from './api';
import { localToday } from '../../components/today';

/**
 * Asks, then reverses: the new entry is dated today (or the entry's own date when it lies ahead, since a
 * reversal cannot come before what it undoes). Resolves with the reversing entry's id, or null.
 */
export async function confirmAndReverse(dialogs: ReturnType<typeof useDialogs>, entry: { id: number; entry_date: string }, refresh: () => unknown) {
  if (!(await dialogs.confirm(`Reverse entry #${entry.id}?`, LEDGER_TEXT.reverseConfirm))) return null;
  const today = localToday();
  try {
    // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings; they compare as text
    const date = entry.entry_date > today ? entry.entry_date : today;
    let res: Awaited<ReturnType<typeof reverseJournal>>;
    try {
      res = await reverseJournal(entry.id, date);
    } catch (err) {
      // The reversal would take a bank account below zero: the server names it; ask, then confirm (issue 21.6).
      const belowZero = err instanceof ApiError && err.status === 409 ? err.first('confirm_below_zero') : undefined;
      if (!belowZero) throw err;
      if (!(await dialogs.confirm(M.bankBelowZeroTitle, belowZero))) return null;
      res = await reverseJournal(entry.id, date, true);
    }
    await refresh();
    await dialogs.success(res.message);
    return res.data.id;
  } catch (err) {
    await dialogs.warning(err instanceof ApiError ? err.message : M.serverError);
    await refresh();
    return null;
  }
}

// Opening balances are reversed like a manual entry, so they can be entered again.
export const canReverse = (e: { source_type: string; status: string }) =>
  (e.source_type === 'manual' || e.source_type === OPENING_SOURCE) && e.status === 'Posted';
