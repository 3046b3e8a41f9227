import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, isNull, lte, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import { nodemailer, SMTPTransport } from '../lib/heavy-packages.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Where mail goes once it leaves the outbox: SMTP, .eml files, or memory (tests). */
export interface MailSink {
  deliver(mail: Mail): Promise<void>;
}

/** Queue a mail in the same transaction as the change that causes it: no mail for a rolled-back change. */
export async function enqueueMail(tx: DbOrTx, mail: Omit<Mail, 'id'>) {
  // Attachments are stored with the row (base64 in jsonb), so a mail queued before a restart still carries them.
  const attachments = mail.attachments?.length
    ? mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, base64: a.content.toString('base64') }))
    : null;
  await tx.insert(outbox).values({ toAddress: mail.to, subject: mail.subject, textBody: mail.text, attachments });
}

/** nodemailer's form of a mail's attachments. */
const forNodemailer = (m: Mail) => m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content }));

/**
 * Through the SMTP server of SMTP_URL (smtp://user:pass@host:587, smtps://... for TLS on connect). A server
 * that refuses a message (4xx/5xx) or cannot be reached makes deliver() throw: the outbox keeps the mail and
 * tries again. Timeouts are short so a server that stops answering holds the outbox for seconds, not minutes.
 */
export function smtpSink(url: string, from: string): MailSink {
  const transport = once(() =>
    nodemailer().createTransport(new (SMTPTransport())({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 })),
  );
  return { deliver: async (m) => void (await transport().sendMail({ from, to: m.to, subject: m.subject, text: m.text, attachments: forNodemailer(m) })) };
}

/** A transport made on the first mail (nodemailer loads then, not at start). */
const once = <T>(make: () => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

/** Without SMTP: the message is logged and written as an .eml file, so codes and links are readable. */
export function fileSink(dir: string, from: string, print: (text: string) => void): MailSink {
  const transport = once(() => nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async deliver(m) {
      const info = await transport().sendMail({ from, to: m.to, subject: m.subject, text: m.text, attachments: forNodemailer(m) });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${String(m.id).padStart(6, '0')}-${m.to.replace(/[^a-zA-Z0-9@._-]/g, '_')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      print(`Mail to ${m.to} (no SMTP_URL set; saved as ${file}):\nSubject: ${m.subject}\n${m.text}\n`);
    },
  };
}

export function memorySink(): MailSink & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { sent, deliver: async (m) => void sent.push(m) };
}

export interface OutboxOptions {
  /** ms between delivery passes; 0 (tests) delivers only on flush() */
  intervalMs: number;
  /** back-off after a failed delivery: the n-th retry waits n x this (default one minute) */
  retryMs?: number;
}

/**
 * Delivers the outbox with retries (back-off retryMs x attempts). A row is marked sent in the transaction
 * that delivered it, and a failure records attempts and the error on the row: nothing is lost, and a
 * delivered mail is not sent again. Safe with several app nodes (SKIP LOCKED).
 */
export function outboxWorker(db: Db, sink: MailSink, log: FastifyBaseLogger, { intervalMs, retryMs = 60_000 }: OutboxOptions) {
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const runOnce = async () => {
    await db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(outbox)
        .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, new Date())))
        .orderBy(asc(outbox.id))
        .limit(20)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        try {
          const attachments = row.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.base64, 'base64') }));
          await sink.deliver({ id: row.id, to: row.toAddress, subject: row.subject, text: row.textBody, attachments });
          await tx
            .update(outbox)
            .set({ sentAt: new Date(), attempts: row.attempts + 1 })
            .where(eq(outbox.id, row.id));
        } catch (err) {
          log.warn({ err, to: row.toAddress }, 'mail delivery failed; will retry');
          await tx
            .update(outbox)
            .set({ attempts: row.attempts + 1, lastError: String(err), nextAttemptAt: sql`now() + interval '1 millisecond' * ${retryMs * (row.attempts + 1)}` })
            .where(eq(outbox.id, row.id));
        }
      }
    });
  };
  const flush = async () => {
    while (running) await running;
    running = runOnce().finally(() => {
      running = null;
    });
    await running;
  };
  return {
    flush,
    /** deliver soon without waiting (after a commit that queued mail) */
    kick() {
      flush().catch((err) => log.error({ err }, 'outbox flush failed'));
    },
    start() {
      if (intervalMs > 0) timer = setInterval(() => this.kick(), intervalMs);
    },
    async stop() {
      if (timer) clearInterval(timer);
      while (running) await running;
    },
  };
}
export type OutboxWorker = ReturnType<typeof outboxWorker>;
