import { count, isNull } from 'drizzle-orm';
import type { AppInstance } from '../app.js';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import type { Mail } from '../mail/outbox.js';
import type { Client, Res, WorldPort } from '../world/world.js';

/** A caller of the app (app.inject) as the world builder's `Client`: any answer comes back, the builder judges it. */
export function injectClient(app: AppInstance, token?: string): Client {
  const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}): Promise<Res> => {
    const res = await app.inject({
      method,
      url: `/api/v1${url}`,
      payload: payload as never,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    return { status: res.statusCode, body: parsed(res.body), headers: res.headers };
  };
  return {
    get: (url, headers) => call('GET', url, undefined, headers),
    post: (url, body, headers) => call('POST', url, body, headers),
    del: (url) => call('DELETE', url),
  };
}

const parsed = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Delivers every queued mail to the demo's own sink (invitations, orders to vendors): none is left for the server to print. */
export async function deliverAll(app: AppInstance, db: Db) {
  for (;;) {
    const [{ n }] = await db.select({ n: count() }).from(outbox).where(isNull(outbox.sentAt));
    if (n === 0) return;
    await app.deps.mail.flush();
  }
}

/**
 * The world builder's port over the demo's app (src/world): its calls through app.inject on the demo's clock,
 * the Super-Admin's session opened by the demo (`adminToken`), and each new user opening the invitation link
 * from the demo's mail sink and choosing their password (POST /password/reset, as on the screen).
 */
export function demoPort(app: AppInstance, db: Db, sent: Mail[], adminToken: () => Promise<string>): WorldPort {
  return {
    client: (token) => injectClient(app, token),
    adminToken,
    async acceptInvitation(email, password) {
      await deliverAll(app, db);
      const text = sent.findLast((m) => m.to === email)?.text ?? '';
      const token = /[?&]token=([^&\s]+)/.exec(text)?.[1];
      if (!token) throw new Error(`demo: no invitation mail to ${email}`);
      const res = await injectClient(app).post('/password/reset', { email, token: decodeURIComponent(token), password, password_confirmation: password });
      if (res.status !== 200) throw new Error(`demo: password of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    },
  };
}
