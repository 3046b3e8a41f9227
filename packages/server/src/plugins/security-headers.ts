import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The app's helmet options: a strict same-origin policy the web app runs under. */
export const SECURITY_HEADERS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      upgradeInsecureRequests: null, // served over plain http on a LAN too
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      styleSrc: ["'self'", "'unsafe-inline'"], // MUI injects its styles at run time
      fontSrc: ["'self'", 'data:'],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
};

/**
 * helmet's headers, worked out once at start. @fastify/helmet calls helmet(options) on every request, which
 * parses the Content-Security-Policy's directives again each time: ~9 % of the app's CPU under a public call
 * (stop 38's profile). Our options hold no per-request value (no nonce, no function), so the headers are the
 * same for every answer: helmet writes them once into a recorder, and each request copies them. A route that
 * sets its own header (an attachment's stricter CSP) still overrides it, as before.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): ReadonlyArray<readonly [string, string]> {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (directives.some((d) => typeof d === 'function' || (Array.isArray(d) && d.some((v) => typeof v === 'function')))) {
    throw new Error('A directive computed per request (a nonce) cannot be worked out once: keep @fastify/helmet for it');
  }
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      if (typeof value !== 'string') throw new Error(`helmet set ${name} to a value that is not text`);
      headers.set(name, value);
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let failed: unknown;
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return [...headers];
}

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
