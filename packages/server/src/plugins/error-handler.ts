import { M } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { poolBusy } from '../db/pool-gate.js';
import { AppError } from '../errors.js';

/** Every failure leaves as { status, message, errors? } with status equal to the HTTP status. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, req, reply) => {
    const busy = poolBusy(error);
    if (busy) {
      // Overload: shed the request now rather than queue it without end (src/db/pool-gate.ts).
      return reply.status(503).header('Retry-After', String(busy.retryAfterSeconds)).send({ status: 503, message: busy.message });
    }
    if (error instanceof AppError) {
      if ('headers' in error) reply.headers(error.headers as Record<string, string>); // e.g. Retry-After of a 429
      return reply.status(error.status).send({ status: error.status, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const v of error.validation) {
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        errors[field] = [...(errors[field] ?? []), v.message ?? M.validationFailed];
      }
      const first = Object.values(errors)[0]?.[0] ?? M.validationFailed;
      return reply.status(422).send({ status: 422, message: first, errors });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ status: 429, message: M.rateLimited });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, ...
      return reply.status(status).send({ status, message: (error as Error).message || 'Bad request' });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: 500, message: M.serverError });
  });
}
