import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { helmetHeaders, registerSecurityHeaders, SECURITY_HEADERS } from './security-headers.js';

/** The headers a bare app answers with, helmet's way or ours. */
async function answerHeaders(register: (app: ReturnType<typeof Fastify>) => unknown) {
  const app = Fastify();
  await register(app);
  app.get('/x', async () => ({ ok: true }));
  app.get('/own', async (_req, reply) => reply.header('content-security-policy', "default-src 'none'").send({ ok: true }));
  await app.ready();
  const [x, own, missing] = await Promise.all([app.inject('/x'), app.inject('/own'), app.inject('/nowhere')]);
  await app.close();
  const strip = (h: Record<string, unknown>) => {
    const { date: _d, 'content-length': _l, connection: _c, ...rest } = h;
    return rest;
  };
  return { x: strip(x.headers), own: strip(own.headers), missing: strip(missing.headers) };
}

it('answers exactly the headers @fastify/helmet answered with the same options, on a route, a 404 and a route of its own CSP', async () => {
  const theirs = await answerHeaders((app) => app.register(fastifyHelmet, SECURITY_HEADERS));
  const ours = await answerHeaders((app) => registerSecurityHeaders(app, SECURITY_HEADERS));
  expect(ours).toEqual(theirs);
  expect(String(ours.x['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(ours.own['content-security-policy']).toBe("default-src 'none'");
});

it('refuses a directive computed per request (a nonce) rather than freezing its first value', () => {
  const nonce = { contentSecurityPolicy: { directives: { scriptSrc: ["'self'", () => "'nonce-x'"] } } };
  expect(() => helmetHeaders(nonce)).toThrow(/per request/);
  expect(helmetHeaders({}).map(([n]) => n.toLowerCase())).toContain('strict-transport-security');
});
