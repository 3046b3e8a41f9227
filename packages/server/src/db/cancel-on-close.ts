import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

/** The report-pool connections a request holds right now. */
interface Held {
  clients: Set<pg.PoolClient>;
}
const current = new AsyncLocalStorage<Held>();

/**
 * Lets a request whose client went away stop its query: connections taken from `pool` inside a request are
 * remembered until released, and when the request's socket closes before the answer, each one still held
 * gets pg_cancel_backend (over a connection of its own, so a full pool cannot block it). Used for the report
 * pool, whose statements are long and read-only: a cancel racing a release can only ever end another report.
 */
export function cancelOnClose(pool: pg.Pool, url: string) {
  const owner = new WeakMap<pg.PoolClient, Held>();
  const connect = pool.connect.bind(pool) as (cb?: (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = (cb) => {
    const held = current.getStore();
    if (!held) return connect(cb);
    const remember = (client?: pg.PoolClient) => {
      if (client) {
        held.clients.add(client);
        owner.set(client, held);
      }
    };
    if (cb) {
      return connect((err, client, done) => {
        remember(client);
        cb(err, client, done);
      });
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      remember(client);
      return client;
    });
  };
  pool.on('release', (_err: Error | undefined, client: pg.PoolClient) => owner.get(client)?.clients.delete(client));
  const canceller = new pg.Pool({ connectionString: url, max: 1 });
  canceller.on('error', () => {});

  return {
    /** Fastify hooks: each request runs in its own store; a socket closed before the answer cancels. */
    register(app: FastifyInstance) {
      app.addHook('onRequest', (req, reply, done) => {
        const held: Held = { clients: new Set() };
        req.raw.once('close', () => {
          if (reply.raw.writableFinished) return;
          for (const client of held.clients) {
            const pid = (client as unknown as { processID?: number }).processID;
            if (pid) canceller.query('select pg_cancel_backend($1)', [pid]).catch(() => {});
          }
        });
        current.run(held, done);
      });
      app.addHook('onClose', async () => canceller.end());
    },
  };
}
