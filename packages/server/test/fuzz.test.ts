import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs } from './api.js';
import { makeCompany, makeUser } from './factories.js';
import { ADMIN, createTestContext, PASSWORD, type TestContext } from './harness.js';
import { objectProps, type Operation, operationsOf, sample } from './openapi.js';

/**
 * Every route of the OpenAPI document, with hostile values in every path parameter, query parameter and
 * body field (one at a time, the rest plausible), as Super-Admin and as a company user: a 500 is a bug,
 * and every refusal is the { status, message } envelope. Generated from the document, so routes added
 * later are covered without new test code.
 */
let t: TestContext;
const tokens: Array<[string, string]> = [];
beforeAll(async () => {
  t = await createTestContext();
  tokens.push(['Super-Admin', await loginAs(t.app, ADMIN.email, ADMIN.password)]);
  const company = await makeCompany(t.db);
  const user = await makeUser(t.db, company.id);
  tokens.push(['company user', await loginAs(t.app, user.email, PASSWORD)]);
});
afterAll(() => t.close());

const LONG = 'x'.repeat(20_000);
/** JSON values for body fields. */
const HOSTILE_JSON: unknown[] = [
  2_147_483_648,
  1e20,
  '99999999999999999999',
  -1,
  '-0',
  '-1',
  true,
  false,
  1.5,
  '2024-02-30',
  '0001-01-01',
  '29999-01-01',
  1.001,
  '1.001',
  '1,0,0,0',
  '1e3',
  'a\u0000b',
  'line\nbreak',
  '\r\n',
  LONG,
  '',
  ' ',
  null,
  [],
  [1, 2],
  {},
  { a: { b: 1 } },
  1e308,
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  // issue 21.5: a lone surrogate, control and text-direction characters, fullwidth digits, spaces alone
  'x\uD800y',
  '\uDC00',
  'Grace\u202EChapel',
  'bell\u0007',
  '\uFF11\uFF12-\uFF13\uFF14\uFF15\uFF16\uFF17\uFF18\uFF19',
  '   ',
];
/** Values no text field of any request may hold (the shared text rule): always refused, never stored. */
const NEVER_STORED_JSON = ['a\u0000b', 'x\uD800y'];
const NEVER_STORED_TEXT = ['%00'];
/** Text values for path and query parameters. */
const HOSTILE_TEXT = [
  '2147483648',
  '99999999999999999999',
  '-0',
  '-1',
  'true',
  '1.5',
  '1e3',
  '0x10',
  '2024-02-30',
  '0001-01-01',
  '1.001',
  '1,0,0,0',
  '%00',
  '%0A',
  'x'.repeat(3000),
  '',
  'null',
  '%7B%7D',
];

interface Case {
  method: string;
  url: string;
  payload?: unknown;
  what: string;
}

/** Every call to make for one operation: each parameter and each body field (and nested list item field) hostile in turn. */
function casesOf(method: string, path: string, op: Operation, hostileJson = HOSTILE_JSON, hostileText = HOSTILE_TEXT): Case[] {
  const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const base = bodySchema ? sample(bodySchema, '') : undefined;
  const url = (pathValues: Record<string, string>, q = '') => `${path.replace(/\{(\w+)\}/g, (_, n) => pathValues[n] ?? '1')}${q ? `?${q}` : ''}`;
  const cases: Case[] = [{ method, url: url({}), payload: base, what: 'plausible' }];
  for (const n of pathNames) for (const v of hostileText) cases.push({ method, url: url({ [n]: v }), payload: base, what: `path ${n}=${v.slice(0, 20)}` });
  for (const p of query) {
    for (const v of hostileText) cases.push({ method, url: url({}, `${p.name}=${v}`), payload: base, what: `query ${p.name}=${v.slice(0, 20)}` });
    cases.push({ method, url: url({}, `${p.name}=1&${p.name}=2`), payload: base, what: `query ${p.name} twice` });
    cases.push({ method, url: url({}, `${p.name}[a]=1`), payload: base, what: `query ${p.name}[a]` });
  }
  if (bodySchema) {
    for (const raw of [[], 'text', 42, null]) cases.push({ method, url: url({}), payload: raw, what: `body ${JSON.stringify(raw)}` });
    const props = objectProps(bodySchema);
    for (const [field, fs] of Object.entries(props)) {
      for (const v of hostileJson)
        cases.push({ method, url: url({}), payload: { ...(base as object), [field]: v }, what: `body ${field}=${JSON.stringify(v)?.slice(0, 20)}` });
      const item = fs.items ?? (fs.anyOf ?? []).find((a) => a.items)?.items;
      const itemProps = objectProps(item);
      for (const [sub] of Object.entries(itemProps)) {
        for (const v of hostileJson) {
          const good = sample(item, field);
          cases.push({
            method,
            url: url({}),
            payload: { ...(base as object), [field]: [{ ...(good as object), [sub]: v }, sample(item, field)] },
            what: `body ${field}[0].${sub}=${JSON.stringify(v)?.slice(0, 20)}`,
          });
        }
      }
    }
  }
  return cases;
}

const operations = () => operationsOf(t.app);
// Calls that end the caller's own session are fuzzed last-free: they would only turn the rest into 401s.
const skip = new Set(['POST /api/v1/logout']);

it('no route answers 500 to hostile path, query or body values, as Super-Admin or as a company user', async () => {
  const ops = operations();
  expect(ops.length).toBeGreaterThan(40);
  const failures: string[] = [];
  let calls = 0;
  for (const [who, token] of tokens) {
    for (const { method, path, op } of ops) {
      if (skip.has(`${method} ${path}`)) continue;
      for (const c of casesOf(method, path, op)) {
        const res = await t.app.inject({
          method: c.method as 'GET',
          url: c.url,
          headers: { authorization: `Bearer ${token}`, ...(c.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
          payload: c.payload === undefined ? undefined : JSON.stringify(c.payload),
        });
        calls++;
        let body: { status?: number; message?: unknown } | undefined;
        try {
          body = res.json();
        } catch {}
        const badEnvelope = res.statusCode >= 400 && (body?.status !== res.statusCode || typeof body?.message !== 'string');
        if (res.statusCode >= 500 || badEnvelope) failures.push(`${who}: ${method} ${path} ${c.what} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
  }
  expect(calls).toBeGreaterThan(1000);
  expect(failures).toEqual([]);
}, 900_000);

it('no route accepts a NUL or a lone surrogate in any path, query or body text: 4xx, never stored (issue 21.5)', async () => {
  const failures: string[] = [];
  let calls = 0;
  for (const [who, token] of tokens) {
    for (const { method, path, op } of operations()) {
      if (skip.has(`${method} ${path}`)) continue;
      for (const c of casesOf(method, path, op, NEVER_STORED_JSON, NEVER_STORED_TEXT)) {
        if (!/%00|\\u0000|\\ud800/.test(c.what)) continue; // only the cases carrying one of these values
        const res = await t.app.inject({
          method: c.method as 'GET',
          url: c.url,
          headers: { authorization: `Bearer ${token}`, ...(c.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
          payload: c.payload === undefined ? undefined : JSON.stringify(c.payload),
        });
        calls++;
        if (res.statusCode < 400 || res.statusCode >= 500) failures.push(`${who}: ${method} ${path} ${c.what} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
  }
  expect(calls).toBeGreaterThan(500);
  expect(failures).toEqual([]);
}, 900_000);
