import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { composeVoidCascade } from './documents/registry.js';
import type { VoidCascade } from './documents/void-cascade.js';
import { ledgerFoldTimer } from './ledger/fold-timer.js';
import { type MailSink, type OutboxWorker, outboxWorker } from './mail/outbox.js';
import { featureRoutes } from './modules/index.js';
import { openApiOptions } from './openapi/document.js';
import { registerAccessGate } from './plugins/access.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { registerSecurityHeaders, SECURITY_HEADERS } from './plugins/security-headers.js';
import { registerTextGuard } from './plugins/text-guard.js';
import { webAppStatic } from './plugins/web-app-static.js';

export interface AppDeps {
  db: Db;
  /** reports (trial balance, account ledger) read here: their own pool on PostgreSQL */
  reportDb: Db;
  config: Config;
  clock: () => Date;
  mail: OutboxWorker;
  /** the void cascade of the money documents, composed once (documents/registry.ts) */
  voids: VoidCascade;
}

export type AppInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildOptions {
  db: Db;
  /** a pool of its own for reports; default db */
  reportDb?: Db;
  /** Database.onRequestClose: a report whose client went away stops its query */
  onRequestClose?: (app: FastifyInstance) => void;
  config: Config;
  mailSink: MailSink;
  clock?: () => Date;
  logger?: boolean | object;
  /** ms between outbox deliveries; 0 (tests) delivers only on flush() */
  mailIntervalMs?: number;
  /** back-off after a failed delivery (the n-th retry waits n x this); default one minute */
  mailRetryMs?: number;
}

export async function buildApp(opts: BuildOptions): Promise<AppInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 3 * 1024 * 1024, // a company logo of 1 MB as a data URL, with room for the rest
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY (none by default).
    trustProxy: opts.config.trustProxy.length ? opts.config.trustProxy : false,
    // Router refusals (a path parameter past maxParamLength, a malformed URL) in the same envelope as every error.
    frameworkErrors: (error, _req, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400;
      void (reply as unknown as { status(s: number): { send(b: unknown): void } })
        .status(status)
        .send({ status, message: status === 414 ? 'The address is too long' : 'Bad request' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const clock = opts.clock ?? (() => new Date());
  const mail = outboxWorker(opts.db, opts.mailSink, app.log, { intervalMs: opts.mailIntervalMs ?? 0, retryMs: opts.mailRetryMs });
  app.decorate('deps', { db: opts.db, reportDb: opts.reportDb ?? opts.db, config: opts.config, clock, mail, voids: composeVoidCascade() });
  app.addHook('onReady', async () => mail.start());
  app.addHook('onClose', async () => mail.stop());
  // Ledger upkeep: every node folds ledger_totals' stripes hourly (migration 0044).
  const ledgerFold = ledgerFoldTimer(opts.db, app.log);
  app.addHook('onReady', async () => ledgerFold.start());
  app.addHook('onClose', async () => ledgerFold.stop());

  registerSecurityHeaders(app, SECURITY_HEADERS);
  registerErrorHandler(app);
  opts.onRequestClose?.(app);
  registerAccessGate(app, opts.db, clock, opts.reportDb);
  registerIdempotency(app, opts.db, clock);
  registerTextGuard(app);

  await app.register(swagger, openApiOptions);
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Every state-changing GET of the contract and every API answer: never cached.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });

  await app.register(
    async (api) => {
      for (const routes of featureRoutes) await routes(api as AppInstance);
    },
    { prefix: '/api/v1' },
  );

  const dist = opts.config.webDist;
  const spa = !!dist && fs.existsSync(path.join(dist, 'index.html'));
  if (spa) await app.register(fastifyStatic, webAppStatic(dist));
  app.setNotFoundHandler((req, reply) => {
    // The web app's own routes (/login, /app/...) all load index.html; the browser router takes over.
    if (spa && (req.method === 'GET' || req.method === 'HEAD') && !req.url.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(req.url.split('?')[0])) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ status: 404, message: `No route ${req.method} ${req.url.split('?')[0]}` });
  });
  return app as AppInstance;
}
