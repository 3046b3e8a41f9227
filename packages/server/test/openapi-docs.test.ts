import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
type Operation = { summary?: string; description?: string };

it('every /api/v1 operation carries a summary and a description for integrators', () => {
  const spec = t.app.swagger() as { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };
  const operations = Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => ({ name: `${m.toUpperCase()} ${path}`, op: item[m] as Operation })));
  expect(operations.length).toBeGreaterThan(100);
  const undocumented = operations.filter(({ op }) => !op.summary?.trim() || !op.description?.trim()).map(({ name }) => name);
  expect(undocumented).toEqual([]);
});
