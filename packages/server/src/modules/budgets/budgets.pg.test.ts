import { BUDGET_TEXT } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { api } from '../../../test/api.js';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { companyWithChart } from '../../../test/world/server.js';

// On the PostgreSQL server, requests really overlap: the company lock makes a year's second budget a 409
// (never a 500 from the unique index), and the budget row lock lets one approval in.
let t: TestContext;
let treasurer: ReturnType<typeof api>;
let bookkeeper: ReturnType<typeof api>;
let n: Record<string, number>;

beforeAll(async () => {
  t = await createTestContext();
  const book = await companyWithChart(t);
  n = book.byNumber;
  treasurer = book.company.api;
  bookkeeper = (await book.company.user('Bookkeeper')).api;
});
afterAll(() => t.close());

describe('budgets under parallel requests', () => {
  it('eight creates of the same year: one budget, seven 409s', async () => {
    const body = { year: 2026, lines: [{ account_id: n['4000'], spread: 'even', annual: '1200' }] };
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? treasurer : bookkeeper).post('/budgets', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.message).toBe(BUDGET_TEXT.exists(2026));
    expect((await treasurer.get('/budgets')).body.data).toHaveLength(1);
  }, 60_000);

  it('approvals and revisions at once: one approval, each revision numbered once', async () => {
    const id = (await treasurer.get('/budgets')).body.data[0].id;
    const approvals = await Promise.all(Array.from({ length: 4 }, (_, i) => (i % 2 ? treasurer : bookkeeper).post(`/budgets/${id}/approve`)));
    expect(approvals.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const revise = (annual: string) =>
      treasurer.post(`/budgets/${id}/revise`, { reason: `to ${annual}`, lines: [{ account_id: n['4000'], spread: 'even', annual }] });
    const revisions = await Promise.all(['1300', '1400', '1500', '1600'].map(revise));
    expect(revisions.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const detail = (await treasurer.get(`/budgets/${id}`)).body.data;
    expect(detail.revision).toBe(4);
    expect(detail.revisions.map((r: { revision: number }) => r.revision)).toEqual([4, 3, 2, 1]);
    // Each revision kept the lines it replaced: the first replaced 1,200.00, and the four annuals chain.
    const replaced = detail.revisions.map((r: { previous: { annual: string }[] }) => r.previous[0].annual).sort();
    expect(replaced).toContain('1200.00');
    expect(new Set(replaced).size).toBe(4);
  }, 60_000);
});
