import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { DbOrTx } from '../db/client.js';
import { LEDGER_FOLD_EVERY_MS, ledgerFoldTimer } from './fold-timer.js';

// The timer alone (the fold itself: totals-stripes.test.ts): it CALLs ledger_totals_fold() every period once
// started, never after stop, and logs a failed fold instead of throwing.

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A database that records what it is asked to run, failing when told. */
function fakeDb(fail = false) {
  const calls: string[] = [];
  const db = {
    execute: async (q: { queryChunks?: Array<{ value?: string[] }> }) => {
      calls.push((q.queryChunks ?? []).flatMap((c) => c.value ?? []).join(''));
      if (fail) throw new Error('fold refused');
      return { rows: [] };
    },
  } as unknown as DbOrTx;
  return { db, calls };
}

it('folds every period once started, and never after it is stopped', async () => {
  const { db, calls } = fakeDb();
  const timer = ledgerFoldTimer(db, { warn: () => {} });
  await vi.advanceTimersByTimeAsync(LEDGER_FOLD_EVERY_MS);
  expect(calls).toEqual([]);
  timer.start();
  await vi.advanceTimersByTimeAsync(2 * LEDGER_FOLD_EVERY_MS);
  expect(calls).toEqual(['call ledger_totals_fold()', 'call ledger_totals_fold()']);
  timer.stop();
  await vi.advanceTimersByTimeAsync(3 * LEDGER_FOLD_EVERY_MS);
  expect(calls).toHaveLength(2);
});

it('logs a failed fold and tries again the next period', async () => {
  const { db, calls } = fakeDb(true);
  const warned: string[] = [];
  const timer = ledgerFoldTimer(db, { warn: (_obj, msg) => warned.push(msg) });
  timer.start();
  await vi.advanceTimersByTimeAsync(2 * LEDGER_FOLD_EVERY_MS);
  timer.stop();
  expect(calls).toHaveLength(2);
  expect(warned).toEqual(['ledger totals fold failed', 'ledger totals fold failed']);
});
