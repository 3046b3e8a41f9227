import { createHash } from 'node:crypto';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError, conflict } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** money-moving POST: honours the Idempotency-Key header (DESIGN.md section 3) */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency?: IdempotencyClaim;
  }
}

/** A key lives this long: a retry within it replays the first answer; after it the key is free again. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** How often a node deletes expired keys. */
const SWEEP_EVERY_MS = 3_600_000;

/** The key a request brought, not yet found among the answers of the last 24 hours. */
export interface IdempotencyClaim {
  userId: number;
  key: string;
  requestHash: string;
  now: Date;
  /** set when the answer was written in the money's transaction */
  recorded?: boolean;
}

const DIFFERENT_REQUEST = 'This Idempotency-Key was already used for a different request.';
const cutoff = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
const whereKey = (c: IdempotencyClaim) => and(eq(idempotencyKeys.userId, c.userId), eq(idempotencyKeys.key, c.key));

/** The committed answer of a live (under 24 hours old) key, if any. */
async function answerOf(db: DbOrTx, c: IdempotencyClaim) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(whereKey(c), gte(idempotencyKeys.createdAt, cutoff(c.now))));
  return row;
}

/**
 * Issue 21 point 4: the key's answer commits with the money it records, so a crash leaves either both (a
 * retry replays the answer) or neither (a retry runs anew); never a key stuck "still being processed".
 * A retry with the same key and body replays the first answer; the same key with another body answers 422.
 * A failed call writes no key (it changed nothing, so it may be corrected and retried).
 */
export function registerIdempotency(app: FastifyInstance, db: Db, clock: () => Date) {
  app.addHook('preHandler', async (req, reply) => {
    const header = req.headers['idempotency-key'];
    if (!req.routeOptions.config?.idempotent || typeof header !== 'string' || !req.auth) return;
    const key = header.trim();
    if (!key || key.length > 200) throw new AppError(400, 'Idempotency-Key must be 1 to 200 characters.');
    const requestHash = createHash('sha256')
      .update(`${req.method} ${req.url}\n${JSON.stringify(req.body ?? null)}`)
      .digest('hex');
    const claim: IdempotencyClaim = { userId: req.auth.userId, key, requestHash, now: clock() };
    const done = await answerOf(db, claim);
    if (!done) {
      req.idempotency = claim;
      return;
    }
    return replay(reply, claim, done);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    // A route marked idempotent must write its answer through idempotently(); say so loudly if one does not.
    if (req.idempotency && !req.idempotency.recorded && reply.statusCode === 200)
      req.log.error({ url: req.url }, 'idempotent route answered without recording its key');
    return payload;
  });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void sweepIdempotencyKeys(db, clock()).catch((err) => app.log.warn({ err }, 'idempotency key sweep failed')), SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

function replay(reply: FastifyReply, claim: IdempotencyClaim, done: typeof idempotencyKeys.$inferSelect) {
  if (done.requestHash !== claim.requestHash) throw new AppError(422, DIFFERENT_REQUEST);
  reply.header('Idempotent-Replay', 'true');
  return reply.status(done.responseStatus).send(done.responseBody);
}

/** Deletes the keys older than 24 hours (every node runs it hourly); answers how many went. */
export async function sweepIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, cutoff(now)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/** A twin request with the same key committed first: its answer is replayed. */
class KeyTaken extends Error {}

/**
 * The Db of a keyed request: its transaction() takes the key as its first statement (a twin sent at the same
 * time waits there for this one's commit, then replays it) and writes the answer made from the transaction's
 * result just before the commit. Taking an expired key renews it.
 */
function keyedDb<T>(db: Db, claim: IdempotencyClaim, answer: (result: T) => object): Db {
  const keyed = Object.create(db) as Db;
  keyed.transaction = ((work: (tx: DbOrTx) => Promise<T>) =>
    db.transaction(async (tx) => {
      const [taken] = await tx
        .insert(idempotencyKeys)
        .values({ userId: claim.userId, key: claim.key, requestHash: claim.requestHash, responseStatus: 0, responseBody: {}, createdAt: claim.now })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: { requestHash: claim.requestHash, responseStatus: 0, responseBody: {}, createdAt: claim.now },
          setWhere: lt(idempotencyKeys.createdAt, cutoff(claim.now)),
        })
        .returning({ key: idempotencyKeys.key });
      if (!taken) throw new KeyTaken();
      const result = await work(tx);
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: 200, responseBody: answer(result) })
        .where(whereKey(claim));
      claim.recorded = true;
      return result;
    })) as Db['transaction'];
  return keyed;
}

/** Whether this Db records an Idempotency-Key: a one-statement write then needs a transaction to carry it. */
export const isKeyed = (db: Db) => Object.hasOwn(db, 'transaction');

/**
 * A money-moving route's handler: `run` gets deps whose db records the key's answer (`answer(result)`) in
 * the transaction that moves the money; without a key it runs as is. The service's transaction must return
 * what the answer is made of. A twin that committed first is replayed.
 */
export async function idempotently<D extends { db: Db }, T, A extends object>(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: D,
  run: (deps: D) => Promise<T>,
  answer: (result: T) => A,
): Promise<A> {
  const claim = req.idempotency;
  if (!claim) return answer(await run(deps));
  try {
    return answer(await run({ ...deps, db: keyedDb(deps.db, claim, answer) }));
  } catch (err) {
    if (!(err instanceof KeyTaken)) throw err;
    const done = await answerOf(deps.db, claim);
    if (!done) throw conflict('The same request is still being processed.');
    claim.recorded = true;
    return replay(reply, claim, done) as unknown as A;
  }
}
