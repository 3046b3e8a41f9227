import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError, conflict } from '../errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** money-moving POST: honours the Idempotency-Key header (DESIGN.md section 3) */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyKey?: string;
  }
}

/**
 * A retry with the same Idempotency-Key and body replays the first successful answer; the same key with
 * another body answers 422. The key is claimed before the handler runs, so two concurrent submissions
 * cannot both act. A failed call releases its key (it changed nothing, so it may be corrected and retried).
 */
export function registerIdempotency(app: FastifyInstance, db: Db) {
  app.addHook('preHandler', async (req, reply) => {
    const header = req.headers['idempotency-key'];
    if (!req.routeOptions.config?.idempotent || typeof header !== 'string' || !req.auth) return;
    const key = header.trim();
    if (!key || key.length > 200) throw new AppError(400, 'Idempotency-Key must be 1 to 200 characters.');
    const userId = req.auth.userId;
    const requestHash = createHash('sha256').update(`${req.method} ${req.url}\n${JSON.stringify(req.body ?? null)}`).digest('hex');
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, responseStatus: 0, responseBody: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length) {
      req.idempotencyKey = key;
      return;
    }
    const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    if (!row || row.requestHash !== requestHash) throw new AppError(422, 'This Idempotency-Key was already used for a different request.');
    if (row.responseStatus === 0) throw conflict('The same request is still being processed.');
    reply.header('Idempotent-Replay', 'true');
    return reply.status(row.responseStatus).send(row.responseBody);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const key = req.idempotencyKey;
    if (!key || !req.auth) return payload;
    req.idempotencyKey = undefined;
    const where = and(eq(idempotencyKeys.userId, req.auth.userId), eq(idempotencyKeys.key, key));
    if (reply.statusCode === 200 && typeof payload === 'string') {
      await db.update(idempotencyKeys).set({ responseStatus: 200, responseBody: JSON.parse(payload) }).where(where);
    } else {
      await db.delete(idempotencyKeys).where(where);
    }
    return payload;
  });
}
