import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, loginAs } from './api.js';
import { makeCompany, makeUser } from './factories.js';
import { ADMIN, createTestContext, PASSWORD, type TestContext } from './harness.js';

let t: TestContext;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  const company = await makeCompany(t.db);
  const u = await makeUser(t.db, company.id);
  user = await loginAs(t.app, u.email, PASSWORD);
});
afterAll(() => t.close());

const PARAMS = ['abc', '-1', '0', '99999999999999999999', '1.5', '%00'];
const BODIES: unknown[] = [
  {},
  { name: '\u0000', email: 'x', id: 'abc', company_id: -1, amount: 'lots', status: 99 },
  { name: 'x'.repeat(5000), company_id: 1e20, page: -3, lines: 'none', users: [{}] },
  [],
  'just text',
];

/** Bad input is a 4xx with a message and never a 500 (a 500 is a bug), for every route of the API. */
it('no route answers 500 to malformed ids, bodies or queries', async () => {
  const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/v1') && r.method !== 'HEAD' && !/logout|password\/reset/.test(r.url));
  expect(routes.length).toBeGreaterThan(30);
  const failures: string[] = [];
  for (const token of [admin, user]) {
    for (const r of routes) {
      for (const p of PARAMS) {
        const url = `${r.url.replace(/:[a-zA-Z_]+/g, p)}?page=${p}&per_page=${p}&company_id=${p}&status=${p}`;
        const bodies = r.method === 'GET' || r.method === 'DELETE' ? [undefined] : BODIES;
        for (const body of bodies) {
          const res = await api(t.app, token)[r.method === 'GET' ? 'get' : r.method === 'DELETE' ? 'del' : 'post'](url, body as never);
          const badFailure = res.status >= 400 && (typeof res.body?.message !== 'string' || res.body.status !== res.status);
          if (res.status >= 500 || badFailure || res.body?.status !== res.status) {
            failures.push(`${r.method} ${url} ${JSON.stringify(body)?.slice(0, 60)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
          }
        }
      }
    }
  }
  expect(failures).toEqual([]);
}, 240_000);
