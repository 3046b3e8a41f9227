/**
 * Round trips per write (issue 23 point 2): wraps pg.Client's query in the bench's app process and tallies,
 * per transaction (BEGIN .. COMMIT/ROLLBACK on one connection), how many statements the app sent and how many
 * of them ran while it held a row lock (from its first `FOR UPDATE`, or call of a locking function of the
 * ledger's such as ledger_lock_banks, or of ledger_post, whose totals upsert locks rows, through the COMMIT,
 * which releases it). A locking statement outside a transaction (post()'s one write) holds its lock for that
 * statement alone: counted apart, so a journal's row reads "no transaction, N statements, lock in 1".
 * The bench runs one write row at a time, so it resets the tallies before a row (DELETE) and reads them after
 * (GET) over a small HTTP port of their own. Loaded by the bench's app and bare servers, never by the app.
 */
import http from 'node:http';
import pg from 'pg';

interface Tally {
  transactions: number;
  statements: number;
  underLock: number;
  /** the statements of the last transaction, as sent (first 80 characters), for the README's explanation */
  last: string[];
  /** locking statements sent outside any transaction (autocommit: the lock lasts that one statement) */
  lockedAlone: number;
  /** every statement sent outside a transaction (session check, reads before the lock, the locking write) */
  alone: number;
}
const empty = (): Tally => ({ transactions: 0, statements: 0, underLock: 0, last: [], lockedAlone: 0, alone: 0 });
let tally: Tally = empty();
const LOCKING = /\bfor (no key )?update\b|pg_advisory_xact_lock|\bledger_lock_\w+\(|\bledger_post\(/i;

interface Open {
  statements: number;
  underLock: number;
  locked: boolean;
  texts: string[];
}
const open = new WeakMap<object, Open>();

const textOf = (config: unknown): string =>
  typeof config === 'string' ? config : typeof config === 'object' && config && 'text' in config ? String((config as { text: unknown }).text) : '';

const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function patched(this: object, ...args: unknown[]) {
  const text = textOf(args[0]).trim();
  const head = text.slice(0, 12).toLowerCase();
  if (head.startsWith('begin')) open.set(this, { statements: 1, underLock: 0, locked: false, texts: ['begin'] });
  else {
    const t = open.get(this);
    if (t) {
      t.statements++;
      t.texts.push(text.replace(/\s+/g, ' ').slice(0, 80));
      if (!t.locked && LOCKING.test(text)) t.locked = true;
      if (t.locked) t.underLock++;
      if (head.startsWith('commit') || head.startsWith('rollback')) {
        open.delete(this);
        tally.transactions++;
        tally.statements += t.statements;
        tally.underLock += t.underLock;
        tally.last = t.texts;
      }
    } else {
      tally.alone++;
      if (LOCKING.test(text)) {
        tally.lockedAlone++;
        tally.last = [text.replace(/\s+/g, ' ').slice(0, 80)];
      }
    }
  }
  return original.apply(this, args);
} as typeof pg.Client.prototype.query;

export interface RoundTrips {
  transactions: number;
  /** statements per transaction, BEGIN and COMMIT included */
  perWrite: number;
  /** of which from the first lock through the COMMIT */
  underLock: number;
  last: string[];
  lockedAlone: number;
  /** statements outside a transaction per locking one: a write without a transaction, its session check included */
  alonePerLock: number;
}

/** Serves the tally on `port`: GET answers RoundTrips, DELETE resets it. */
export function serveTallies(port: number) {
  const server = http.createServer((req, res) => {
    if (req.method === 'DELETE') tally = empty();
    const n = tally.transactions || 1;
    const body: RoundTrips = {
      transactions: tally.transactions,
      perWrite: tally.statements / n,
      underLock: tally.underLock / n,
      last: tally.last,
      lockedAlone: tally.lockedAlone,
      alonePerLock: tally.alone / (tally.lockedAlone || 1),
    };
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  });
  server.listen(port, '127.0.0.1');
  return server;
}

// No transaction: post() outside one (POST /journals: a reference check, then its one write, which takes the
// banks' locks itself when the entry takes money out of a bank: "lock in 1 statement"), with the statements
// sent outside a transaction per locking one (the session check and the reads before the lock included).
// A background transaction (the mail outbox) may land in a row's tally: the writes' own locking statements win.
export const tripsText = (t: RoundTrips) =>
  t.lockedAlone > t.transactions
    ? `no transaction, ${t.alonePerLock.toFixed(1)} statements, lock in 1`
    : t.transactions
      ? `${t.perWrite.toFixed(1)} (${t.underLock.toFixed(1)})`
      : 'no transaction';
