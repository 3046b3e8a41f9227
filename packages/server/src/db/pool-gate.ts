import type pg from 'pg';

/**
 * A request refused because the database pool's wait queue is full: answered 503 with Retry-After
 * (src/plugins/error-handler.ts), so an overloaded node sheds load quickly instead of queueing without end.
 */
export class PoolBusyError extends Error {
  readonly retryAfterSeconds = 1;
  constructor() {
    super('The server is busy. Please try again in a moment.');
  }
}

/**
 * Bounds a pg pool's wait queue (node-postgres's own queue is unbounded): when every connection is in use
 * and `queueMax` callers already wait, connect() (which pool.query and transactions go through) fails at
 * once with PoolBusyError instead of waiting.
 */
export function boundQueue(pool: pg.Pool, queueMax: number): void {
  const connect = pool.connect.bind(pool) as (cb?: (...args: unknown[]) => void) => unknown;
  const gated = (cb?: (...args: unknown[]) => void) => {
    if (pool.waitingCount >= queueMax && pool.idleCount === 0 && pool.totalCount >= (pool.options.max ?? 10)) {
      const err = new PoolBusyError();
      if (cb) {
        process.nextTick(() => cb(err));
        return undefined;
      }
      return Promise.reject(err);
    }
    return connect(cb);
  };
  (pool as unknown as { connect: typeof gated }).connect = gated;
}

/** The PoolBusyError behind an error, however a driver wrapped it (drizzle wraps query errors in `cause`). */
export function poolBusy(err: unknown): PoolBusyError | null {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof PoolBusyError) return e;
  }
  return null;
}
