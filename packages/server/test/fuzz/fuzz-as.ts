import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs } from '../api.js';
import { ADMIN, createTestContext, type TestContext } from '../harness.js';
import { operationsOf } from '../openapi.js';
import { testWorld } from '../world/server.js';
import { casesOf, NEVER_STORED_JSON, NEVER_STORED_TEXT } from './cases.js';

/**
 * Every route of the OpenAPI document, with hostile values in every path parameter, query parameter and
 * body field (one at a time, the rest plausible), as one caller: a 500 is a bug, and every refusal is the
 * { status, message } envelope. Generated from the document, so routes added later are covered without new
 * test code. Run as Super-Admin and as a company user by two test files (fuzz-*.test.ts), so the two test
 * workers share the thousands of calls.
 */
export function fuzzAs(who: 'Super-Admin' | 'company user') {
  let t: TestContext;
  const tokens: Array<[string, string]> = [];
  beforeAll(async () => {
    t = await createTestContext();
    if (who === 'Super-Admin') tokens.push(['Super-Admin', await loginAs(t.app, ADMIN.email, ADMIN.password)]);
    else {
      tokens.push(['company user', (await testWorld(t).company()).treasurer.token]);
    }
  });
  afterAll(() => t.close());

  const operations = () => operationsOf(t.app);
  // Calls that end the caller's own session are fuzzed last-free: they would only turn the rest into 401s.
  const skip = new Set(['POST /api/v1/logout']);

  it(`no route answers 500 to hostile path, query or body values, as ${who}`, async () => {
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
    expect(calls).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 900_000);

  it(`no route accepts a NUL or a lone surrogate in any path, query or body text, as ${who}: 4xx, never stored (issue 21.5)`, async () => {
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
    expect(calls).toBeGreaterThan(250);
    expect(failures).toEqual([]);
  }, 900_000);
}
