import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';
import { api } from './api.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

it('every API route declares its access: public, signed-in, Super-Admin or a permission', () => {
  const apiRoutes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/v1'));
  expect(apiRoutes.length).toBeGreaterThan(5);
  const undeclared = apiRoutes.filter((r) => !r.access);
  expect(undeclared).toEqual([]);
  // Routes outside the API are only the documentation pages (read-only).
  const others = t.app.routeAccess.filter((r) => !r.url.startsWith('/api/v1'));
  for (const r of others) {
    expect(r.url.startsWith('/api/docs')).toBe(true);
    expect(['GET', 'HEAD']).toContain(r.method);
  }
});

it('every non-public API route refuses a call without a token', async () => {
  const routes = t.app.routeAccess.filter((r) => r.url.startsWith('/api/v1') && r.access !== 'public' && r.method !== 'HEAD');
  for (const r of routes) {
    const url = r.url.replace(/:[a-zA-Z_]+/g, '1');
    const res = await t.app.inject({ method: r.method as 'GET', url, payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
    expect([401], `${r.method} ${r.url}`).toContain(res.statusCode);
  }
});

it('serves the OpenAPI docs and security headers', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  expect(res.json().paths['/api/v1/login']).toBeDefined();
  const info = await api(t.app).get('/app-info');
  expect(info.headers['x-content-type-options']).toBe('nosniff');
  expect(String(info.headers['content-security-policy'])).toContain("default-src 'self'");
});
