import type { DbOrTx } from '../db/client.js';
import { foldLedgerTotals } from './totals.js';

/** How often every node folds ledger_totals' stripes (migration 0044) back into stripe 0. */
export const LEDGER_FOLD_EVERY_MS = 3_600_000;

/** Where a failed fold is reported (the app's logger). */
export interface FoldLog {
  warn(obj: object, msg: string): void;
}

/**
 * The hourly ledger_totals_fold() of every node: ledger upkeep, so the ledger owns it and app.ts starts it when
 * the app is ready and stops it when the app closes. A failed fold is logged; the next hour's tries again.
 * The timer is unref'd: it never keeps a process alive on its own.
 */
export function ledgerFoldTimer(db: DbOrTx, log: FoldLog, everyMs = LEDGER_FOLD_EVERY_MS) {
  let timer: NodeJS.Timeout | undefined;
  return {
    start() {
      clearInterval(timer);
      timer = setInterval(() => {
        void foldLedgerTotals(db).catch((err) => log.warn({ err }, 'ledger totals fold failed'));
      }, everyMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
