import { isStorableText, NUL_MESSAGE } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** The first string under `value` that breaks the shared text rule, as its field path ('items.0.memo'). */
function badTextAt(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || 'body';
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (!isStorableText(key)) return path || 'body';
    const found = badTextAt(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Issue 21.5: every text field of every request (body, query, path) meets one rule before any route's
 * schema sees it (contract `isStorableText`: no NUL, no lone surrogate), so no schema can forget it and no
 * such byte reaches the database (a 500) or is stored changed. Runs after the access gate: strangers get 401.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    const field = badTextAt(req.body, '') ?? badTextAt(req.query, '') ?? badTextAt(req.params, '');
    if (field) throw new AppError(422, NUL_MESSAGE, { [field]: [NUL_MESSAGE] });
  });
}
