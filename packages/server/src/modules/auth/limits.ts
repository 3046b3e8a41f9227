import { createHash } from 'node:crypto';
import { M, SEC } from '@app/contract';
import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { rateLimits } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

export interface Counter {
  /** what is counted: 'login:ip', 'login:account', 'mail', ... */
  scope: string;
  key: string;
}

/**
 * Counts one hit in a fixed window and returns the hits so far. The counter lives in the database (one
 * atomic upsert), so every app node on the same database sees the same count.
 */
export async function hit(db: DbOrTx, c: Counter, windowMs: number, now: Date): Promise<{ hits: number; retryAfterS: number }> {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    // Hashed: any text (NUL, 20 kB) makes a fixed-size key, and the table holds no addresses in clear.
    .values({ scope: c.scope, key: createHash('sha256').update(c.key).digest('hex'), windowStart: new Date(start), hits: 1 })
    .onConflictDoUpdate({ target: [rateLimits.scope, rateLimits.key, rateLimits.windowStart], set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits });
  // Now and then, forget windows older than a day.
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)));
  return { hits: row.hits, retryAfterS: Math.max(1, Math.ceil((start + windowMs - now.getTime()) / 1000)) };
}

/**
 * Counts the attempt on every counter (each independently) and refuses it with 429 and Retry-After when
 * any of them is past `max` in this window.
 */
export async function limitAttempt(db: DbOrTx, counters: Counter[], max: number, now: Date, windowMs = 60_000) {
  let retryAfterS = 0;
  for (const c of counters) {
    const r = await hit(db, c, windowMs, now);
    if (r.hits > max) retryAfterS = Math.max(retryAfterS, r.retryAfterS);
  }
  if (retryAfterS) throw new RateLimited(M.rateLimited, retryAfterS);
}

/** 429 with Retry-After (the error handler copies `headers` onto the answer). */
export class RateLimited extends AppError {
  headers: Record<string, string>;
  constructor(message: string, retryAfterS: number) {
    super(429, message);
    this.headers = { 'Retry-After': String(retryAfterS) };
  }
}

export const MAIL_WINDOW_MS = 60 * 60 * 1000;

/**
 * What a mail is for. Each has its own hourly budget: reset links can be asked by anybody for any address,
 * so they must never spend the budget of the sign-in codes, which only a correct password spends (issue 21.2:
 * five anonymous forgot-password calls locked a two-factor user out for an hour).
 */
export type MailPurpose = 'reset' | 'otp';

/** One more mail of this purpose to this address this hour: false once its hourly cap is reached (not sent). */
export async function mailAllowed(
  db: DbOrTx,
  purpose: MailPurpose,
  address: string,
  maxPerHour: number,
  now: Date,
): Promise<{ ok: boolean; retryAfterS: number }> {
  const { hits, retryAfterS } = await hit(db, { scope: `mail:${purpose}`, key: address.toLowerCase() }, MAIL_WINDOW_MS, now);
  return { ok: hits <= maxPerHour, retryAfterS };
}

export const mailLimited = (retryAfterS: number) => new RateLimited(SEC.mailLimited, retryAfterS);
