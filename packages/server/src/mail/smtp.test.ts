import { asc, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api.js';
import { freePort, testSmtpServer } from '../../test/smtp-server.js';
import { outbox } from '../db/schema/index.js';
import { createOrder, orderBody, type PoWorld, poWorld } from '../modules/purchase-orders/po-fixtures.js';
import { smtpSink } from './outbox.js';

// The SMTP path as production runs it (SMTP_URL set): the real outbox and smtpSink (nodemailer) talking to a
// real SMTP server started here. A failed delivery is retried after RETRY_MS x attempts.
const RETRY_MS = 2000;
const FROM = 'Church Accounting <no-reply@church.test>';

let w: PoWorld;
let smtp: ReturnType<typeof testSmtpServer>;
const flush = () => w.t.app.deps.mail.flush();
const rows = (ids: number[]) => w.t.db.select().from(outbox).where(inArray(outbox.id, ids)).orderBy(asc(outbox.id));
const lastId = async () => (await w.t.db.select({ id: outbox.id }).from(outbox).orderBy(asc(outbox.id))).at(-1)?.id ?? 0;
/** The outbox rows written by `cause` (the mails it queued). */
async function queuedBy(cause: () => Promise<unknown>): Promise<number[]> {
  const before = await lastId();
  await cause();
  const added = (await w.t.db.select({ id: outbox.id }).from(outbox).orderBy(asc(outbox.id))).filter((r) => r.id > before).map((r) => r.id);
  expect(added.length).toBeGreaterThan(0);
  return added;
}
/** Waits until every given row is due again (its back-off has passed). */
async function untilDue(ids: number[]) {
  const latest = Math.max(...(await rows(ids)).map((r) => r.nextAttemptAt.getTime()));
  await new Promise((r) => setTimeout(r, Math.max(0, latest - Date.now()) + 50));
}
const vendorRow = async (ids: number[]) => {
  const found = (await rows(ids)).filter((r) => r.toAddress === w.vendorA.email);
  expect(found).toHaveLength(1);
  return found[0];
};
const receivedBy = (to: string) => smtp.received.filter((m) => m.rcptTo.includes(to));
/**
 * A user of company A through the world builder (invited and accepted, through the SMTP server too), and how
 * many mails they have received so far (their invitation): the tests count the mails received after it.
 */
async function member(opts: { firstName?: string } = {}) {
  const user = await w.worldA.member('Treasurer', opts);
  return { ...user, before: receivedBy(user.email).length };
}

async function askReset(email: string) {
  const res = await api(w.t.app).post('/password/email', { email });
  expect(res.status).toBe(200);
}
/** An approved order of company A sent to its vendor: the mail carries the order as a PDF (sending it for
 * approval also mails the supervisor). */
async function sendOrderToVendor(): Promise<number> {
  const id = await createOrder(w.creatorA, { ...orderBody(w.companyA, w.vendorA.id), status_name: 'Pending For Approval' });
  expect((await w.supervisorA.get(`/updateStatusOfPurchaseOrder/${id}/Approval`)).status).toBe(200);
  expect((await w.creatorA.get(`/sendMailPendingFromVendor/${id}`)).status).toBe(200);
  return id;
}

beforeAll(async () => {
  smtp = testSmtpServer(await freePort());
  await smtp.start();
  // The world's invitations go through the SMTP server too: read them there.
  w = await poWorld({ mailSink: smtpSink(smtp.url, FROM), mailRetryMs: RETRY_MS }, (email) => receivedBy(email).at(-1)?.mail.text);
});
afterAll(async () => {
  await w?.t.close();
  await smtp?.stop();
});

describe('mail through a real SMTP server (SMTP_URL)', () => {
  it('delivers a password-reset mail: signed in, right sender, recipient, subject and a link that works', async () => {
    const user = await member({ firstName: 'Ruth' });
    const [id] = await queuedBy(() => askReset(user.email));
    await flush();

    const got = receivedBy(user.email).at(-1)!;
    expect(receivedBy(user.email)).toHaveLength(user.before + 1);
    expect(got.user).toBe('mailer');
    expect(got.mailFrom).toBe('no-reply@church.test');
    expect(got.rcptTo).toEqual([user.email]);
    expect(got.mail.from?.text).toBe('"Church Accounting" <no-reply@church.test>');
    expect(got.mail.to && !Array.isArray(got.mail.to) ? got.mail.to.text : '').toBe(user.email);
    expect(got.mail.subject).toBe('Reset your password');
    expect(got.mail.text).toContain('Hello Ruth,');
    expect(got.mail.text).toContain('Test Church US');
    const [row] = await rows([id]);
    expect(row).toMatchObject({ attempts: 1, lastError: null });
    expect(row.sentAt).not.toBeNull();

    // The link as the user reads it in the delivered mail sets the new password.
    const link = new URL(/http:\/\/app\.test\/reset-password\S+/.exec(got.mail.text ?? '')?.[0] ?? 'http://none');
    expect(link.searchParams.get('email')).toBe(user.email);
    const reset = await api(w.t.app).post('/password/reset', {
      email: user.email,
      token: link.searchParams.get('token'),
      password: 'Mailed-link-1',
      password_confirmation: 'Mailed-link-1',
    });
    expect(reset.status).toBe(200);
    expect((await api(w.t.app).post('/login', { email: user.email, password: 'Mailed-link-1' })).status).toBe(200);
  });

  it('delivers a purchase order to its vendor with the PDF attached, byte for byte', async () => {
    const ids = await queuedBy(sendOrderToVendor);
    await flush();
    const mails = receivedBy(w.vendorA.email!);
    expect(mails).toHaveLength(1);
    const { mail } = mails[0];
    expect(mail.subject).toMatch(/^Purchase Order \S+ from First Assembly$/);
    expect(mail.text).toContain('Hello Grace Supply,');
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    const row = await vendorRow(ids);
    expect(pdf.filename).toBe(row.attachments?.[0].filename);
    expect(pdf.filename).toMatch(/^purchase-order-\S+\.pdf$/);
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.content.equals(Buffer.from(row.attachments?.[0].base64 ?? '', 'base64'))).toBe(true);
    expect(row.sentAt).not.toBeNull();
  });

  it('keeps a mail the server refuses at RCPT (550) and delivers it once the server accepts', async () => {
    const user = await member();
    smtp.refuse({ at: 'rcpt', code: 550, message: 'Mailbox unavailable' });
    const ids = await queuedBy(() => askReset(user.email));
    await flush();
    let [row] = await rows(ids);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/550/);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(receivedBy(user.email)).toHaveLength(user.before);

    // Not due yet: another pass leaves it alone.
    await flush();
    expect((await rows(ids))[0].attempts).toBe(1);

    smtp.refuse(null);
    await untilDue(ids);
    await flush();
    await flush();
    [row] = await rows(ids);
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(2);
    expect(receivedBy(user.email)).toHaveLength(user.before + 1);
    expect(receivedBy(user.email).at(-1)?.mail.subject).toBe('Reset your password');
  });

  it('keeps a purchase order the server refuses after DATA (451) and delivers it once, attachment and all', async () => {
    smtp.refuse({ at: 'data', code: 451, message: 'Try again later' });
    const before = receivedBy(w.vendorA.email!).length;
    const ids = await queuedBy(sendOrderToVendor);
    await flush();
    let row = await vendorRow(ids);
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row.lastError).toMatch(/451/);
    expect(receivedBy(w.vendorA.email!)).toHaveLength(before);

    smtp.refuse(null);
    await untilDue(ids);
    await flush();
    await flush();
    row = await vendorRow(ids);
    expect(row.sentAt).not.toBeNull();
    expect(row.attempts).toBe(2);
    const mails = receivedBy(w.vendorA.email!);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.mail.attachments[0].content.equals(Buffer.from(row.attachments?.[0].base64 ?? '', 'base64'))).toBe(true);
  });

  it('keeps every mail while the server is down (connection refused) and delivers each exactly once when it is back', { timeout: 120_000 }, async () => {
    const users = [await member(), await member(), await member()];
    const vendorBefore = receivedBy(w.vendorA.email!).length;
    await smtp.stop();

    const ids: number[] = [];
    for (const u of users) ids.push(...(await queuedBy(() => askReset(u.email))));
    ids.push(...(await queuedBy(sendOrderToVendor)));
    await flush();
    // Each route's own delivery pass has failed at least once (on a slow machine an early row may be due again
    // before the last is queued): the attempts count from here.
    const tried = new Map<number, number>();
    for (const row of await rows(ids)) {
      expect(row.sentAt).toBeNull();
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      tried.set(row.id, row.attempts);
    }

    // Still down at the next due pass: one more attempt each, and the back-off grows with the attempts.
    await untilDue(ids);
    await flush();
    for (const row of await rows(ids)) expect(row.attempts).toBe(tried.get(row.id)! + 1);

    await smtp.start();
    await untilDue(ids);
    await flush();
    await flush();
    for (const row of await rows(ids)) {
      expect(row.sentAt).not.toBeNull();
      expect(row.attempts).toBe(tried.get(row.id)! + 2);
    }
    for (const u of users) expect(receivedBy(u.email)).toHaveLength(u.before + 1);
    expect(receivedBy(w.vendorA.email!)).toHaveLength(vendorBefore + 1);
    // Nothing is left waiting, and nothing was sent twice.
    expect(await w.t.db.select().from(outbox).where(isNull(outbox.sentAt))).toEqual([]);
    const delivered = smtp.received.map((m) => m.mail.messageId);
    expect(new Set(delivered).size).toBe(delivered.length);
  });
});
