import { M } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api.js';
import { userWith } from '../../../test/world/server.js';
import { admin, auditor, book, other, setUpWorkedExample, t, tearDownWorkedExample } from './worked-example.world.js';

// Who may read the statements of the worked example (worked-example.world.ts), and the periods refused.
beforeAll(setUpWorkedExample);
afterAll(tearDownWorkedExample);

describe('access', () => {
  const paths = ['financial-position', 'statement-of-activities', 'functional-expenses', 'fund-balances', 'cash-flows'];
  it('needs Reports_View', async () => {
    const nobody = api(t.app, (await userWith(t, book.company, ['ChartofAccounts_View'])).token);
    for (const p of paths) expect((await nobody.get(`/reports/${p}`)).status, p).toBe(403);
  });
  it("another company's id is 404; Super-Admin must choose one", async () => {
    for (const p of paths) {
      expect((await auditor.get(`/reports/${p}?company_id=${other.company.id}`)).status, p).toBe(404);
      const none = await admin.get(`/reports/${p}`);
      expect(none.status, p).toBe(422);
      expect(none.body.errors.company_id).toEqual([M.selectCompany]);
      expect((await admin.get(`/reports/${p}?company_id=${other.company.id}&to=2026-12-31&as_of=2026-12-31`)).status, p).toBe(200);
    }
    const theirs = (await admin.get(`/reports/financial-position?company_id=${other.company.id}&as_of=2026-12-31`)).body.data;
    expect(theirs.total_assets).toBe('7.77');
  });
  it('refuses a period that ends before it starts, and bad dates', async () => {
    const res = await auditor.get('/reports/cash-flows?from=2026-05-01&to=2026-04-30');
    expect(res.status).toBe(422);
    expect(res.body.errors.from).toBeDefined();
    expect((await auditor.get('/reports/fund-balances?to=2026-02-30')).status).toBe(422);
    expect((await auditor.get('/reports/financial-position?format=doc')).status).toBe(422);
  });
});
