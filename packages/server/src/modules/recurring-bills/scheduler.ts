import type { AppInstance } from '../../app.js';
import { makeDueBills } from './tick.js';

/** First tick soon after start: a node that was down catches up without waiting a whole interval. */
const FIRST_TICK_MS = 30_000;

/**
 * Every node ticks every RECURRING_BILLS_EVERY_MS (as each sweeps idempotency keys and delivers mail on its
 * own timer): the tick's row locks make each bill once however many nodes tick. A tick still running when
 * the next is due is not doubled on the same node.
 */
export function startRecurringBills(app: AppInstance) {
  const every = app.deps.config.recurringBillsEveryMs;
  if (!(every > 0)) return { kick() {} };
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = makeDueBills(app.deps.db, app.deps.clock(), app.log)
      .catch((err) => app.log.error({ err }, 'recurring bills tick failed'))
      .finally(() => {
        running = null;
      });
  };
  let first: NodeJS.Timeout | undefined;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = setTimeout(tick, Math.min(FIRST_TICK_MS, every));
    timer = setInterval(tick, every);
    first.unref();
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  });
  return { kick: tick };
}
