import net from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A message the test SMTP server accepted: what the client said in the envelope, and the parsed mail. */
export interface Received {
  user: string | undefined;
  mailFrom: string;
  rcptTo: string[];
  mail: ParsedMail;
}

/** How the server refuses, when it does: at RCPT TO (e.g. 550 no such mailbox) or after DATA (e.g. 451). */
export interface Refusal {
  at: 'rcpt' | 'data';
  code: number;
  message: string;
}

const refusal = (r: Refusal) => Object.assign(new Error(r.message), { responseCode: r.code });

/** A port nothing listens on (yet): for "the server is down", then for starting it there. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1:port for the mail tests: it asks for the login
 * USER/PASS (plain text, no STARTTLS, as a relay on the same host), keeps every message it accepts, and can
 * be told to refuse messages, stopped (connection refused) and started again on the same port.
 */
export function testSmtpServer(port: number, login = { user: 'mailer', pass: 'mail-secret' }) {
  const received: Received[] = [];
  let refuse: Refusal | null = null;
  let server: SMTPServer | null = null;

  const make = () =>
    new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth(auth, _session, cb) {
        if (auth.username === login.user && auth.password === login.pass) return cb(null, { user: auth.username });
        cb(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      },
      onRcptTo(_address, _session, cb) {
        cb(refuse?.at === 'rcpt' ? refusal(refuse) : undefined);
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (refuse?.at === 'data') return cb(refusal(refuse));
          simpleParser(Buffer.concat(chunks)).then(
            (mail) => {
              const address = (a: SMTPServerAddress | false) => (a ? a.address : '');
              received.push({ user: session.user as string | undefined, mailFrom: address(session.envelope.mailFrom), rcptTo: session.envelope.rcptTo.map(address), mail });
              cb();
            },
            (err) => cb(err),
          );
        });
      },
    });

  return {
    received,
    url: `smtp://${login.user}:${login.pass}@127.0.0.1:${port}`,
    /** refuse every message from now on in this way; null accepts again */
    refuse(r: Refusal | null) {
      refuse = r;
    },
    async start() {
      const s = make();
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(port, '127.0.0.1', () => resolve());
      });
      server = s;
    },
    async stop() {
      const s = server;
      server = null;
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
