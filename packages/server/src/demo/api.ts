import { randomBytes } from 'node:crypto';
import type { AppInstance } from '../app.js';
import type { Db } from '../db/client.js';
import { sessions } from '../db/schema/index.js';
import { hashToken, SESSION_ABSOLUTE_MS } from '../plugins/access.js';

/** A caller of the real API routes (app.inject): the demo goes through the same checks as the screens. */
export interface DemoApi {
  get(url: string): Promise<any>;
  post(url: string, body: unknown): Promise<any>;
  /** a multipart upload of one file (field `file`), as the attachments panel sends it */
  upload(url: string, fileName: string, content: Buffer): Promise<any>;
}

export function demoApi(app: AppInstance, token: string): DemoApi {
  const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method, url: `/api/v1${url}`, payload: payload as never, headers: { authorization: `Bearer ${token}`, ...headers } });
    if (res.statusCode !== 200) throw new Error(`demo: ${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 500)}`);
    return res.json();
  };
  const upload = (url: string, fileName: string, content: Buffer) => {
    const boundary = `demo${randomBytes(8).toString('hex')}`;
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return call('POST', url, body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
  };
  return { get: (url) => call('GET', url), post: (url, body) => call('POST', url, body), upload };
}

/**
 * A signed-in session for one demo user at the simulated time. The demo acts as each user without their
 * password (the Super-Admin of an existing data dir keeps theirs; two-factor codes would need a mailbox),
 * so it opens the session the way a completed sign-in does; every request then runs the real access checks.
 */
export async function sessionAs(db: Db, userId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    purpose: 'full',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    ip: '127.0.0.1',
    userAgent: 'npm run demo',
  });
  return token;
}
