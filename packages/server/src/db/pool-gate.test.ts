
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { buildApp } from '../app.js';
import { memorySink } from '../mail/outbox.js';
import { PoolBusyError } from './pool-gate.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

it('a refusal of the pool, however wrapped, answers 503 with Retry-After and the busy message', async () => {
  const app = await buildApp({ db: t.db, config: t.app.deps.config, mailSink: memorySink() });
  app.get('/busy', { config: { access: 'public' } }, async () => {
    throw Object.assign(new Error('Failed query: select 1'), { cause: new PoolBusyError() });
  });
  await app.ready();
  const res = await app.inject({ method: 'GET', url: '/busy' });
  expect(res.statusCode).toBe(503);
  expect(res.headers['retry-after']).toBe('1');
  expect(res.json()).toEqual({ status: 503, message: 'The server is busy. Please try again in a moment.' });
  await app.close();
});
