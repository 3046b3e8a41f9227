import { M } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../../ledger/invariants.js';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { companyWithChart, userWith } from '../../../test/world/server.js';
import { post, reverse } from '../../ledger/index.js';

let t: TestContext;
let company: Awaited<ReturnType<typeof companyWithChart>>;
let other: Awaited<ReturnType<typeof companyWithChart>>;
let auditor: ReturnType<typeof api>;
let admin: ReturnType<typeof api>;

const line = (accountId: number, debitCents: number, creditCents: number) => ({ accountId, debitCents, creditCents });

beforeAll(async () => {
  t = await createTestContext();
  company = await companyWithChart(t, { signIn: false });
  other = await companyWithChart(t, { signIn: false });
  auditor = (await company.company.user('Auditor')).api;
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  const n = company.byNumber;
  const p = (date: string, lines: ReturnType<typeof line>[]) => post(t.db, { companyId: company.company.id, date, sourceType: 'manual', createdBy: null, lines });
  await p('2026-01-01', [line(n['1000'], 500_000, 0), line(n['3000'], 0, 500_000)]);
  await p('2026-01-08', [line(n['1000'], 120_000, 0), line(n['4000'], 0, 100_000), line(n['4010'], 0, 20_000)]);
  await p('2026-01-20', [line(n['5110'], 30_000, 0), line(n['2000'], 0, 30_000)]);
  const paid = await p('2026-01-25', [line(n['2000'], 30_000, 0), line(n['1000'], 0, 30_000)]);
  await reverse(t.db, paid.entryId, { date: '2026-02-02', createdBy: null });
  await post(t.db, { companyId: other.company.id, date: '2026-01-01', sourceType: 'manual', createdBy: null, lines: [line(other.byNumber['1000'], 9_999, 0), line(other.byNumber['3000'], 0, 9_999)] });
});
afterAll(async () => {
  // Whatever the tests did, the books must still be sound.
  expect(await ledgerProblems(t.db)).toEqual([]);
  await t.close();
});

describe('GET /reports/trial-balance', () => {
  it('lists every account with postings; the Debit and Credit columns sum equal', async () => {
    const res = await auditor.get('/reports/trial-balance?as_of=2026-01-31');
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({ company_id: company.company.id, company_name: company.company.legalName, as_of: '2026-01-31' });
    const byNumber = Object.fromEntries(d.rows.map((r: { account_number: string }) => [r.account_number, r]));
    expect(Object.keys(byNumber)).toEqual(['1000', '2000', '3000', '4000', '4010', '5110']);
    expect(byNumber['1000']).toMatchObject({ account_type: 'Bank', total_debit: '6200.00', total_credit: '300.00', debit: '5900.00', credit: '0.00' });
    expect(byNumber['2000']).toMatchObject({ total_debit: '300.00', total_credit: '300.00', debit: '0.00', credit: '0.00' });
    expect(byNumber['4000']).toMatchObject({ debit: '0.00', credit: '1000.00' });
    expect(d.total_debit).toBe('6200.00');
    expect(d.total_credit).toBe('6200.00');
    expect(d.difference).toBe('0.00');
  });

  it('counts only entries up to the date (the reversal on Feb 2 brings A/P back)', async () => {
    const feb = (await auditor.get('/reports/trial-balance?as_of=2026-02-28')).body.data;
    const ap = feb.rows.find((r: { account_number: string }) => r.account_number === '2000');
    expect(ap).toMatchObject({ credit: '300.00' });
    expect(feb.total_debit).toBe(feb.total_credit);
    const early = (await auditor.get('/reports/trial-balance?as_of=2025-12-31')).body.data;
    expect(early.rows).toEqual([]);
    expect(early.difference).toBe('0.00');
  });

  it('defaults to today and rejects a bad date', async () => {
    t.setNow(new Date('2026-01-05T12:00:00Z'));
    const res = await auditor.get('/reports/trial-balance');
    t.setNow(null);
    expect(res.body.data.as_of).toBe('2026-01-05');
    expect(res.body.data.total_debit).toBe('5000.00');
    expect((await auditor.get('/reports/trial-balance?as_of=2026-02-31')).status).toBe(422);
  });

  it("makes Super-Admin choose a company; a company user cannot see another's", async () => {
    const none = await admin.get('/reports/trial-balance');
    expect(none.status).toBe(422);
    expect(none.body.errors.company_id).toEqual([M.selectCompany]);
    const theirs = await admin.get(`/reports/trial-balance?company_id=${other.company.id}&as_of=2026-12-31`);
    expect(theirs.body.data.total_debit).toBe('99.99');
    expect((await auditor.get(`/reports/trial-balance?company_id=${other.company.id}`)).status).toBe(404);
    expect((await admin.get('/reports/trial-balance?company_id=999999')).status).toBe(404);
  });

  it('needs Reports_View', async () => {
    const nobody = (await userWith(t, company.company, ['ChartofAccounts_View'])).api;
    expect((await nobody.get('/reports/trial-balance')).status).toBe(403);
  });
});
