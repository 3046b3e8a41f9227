import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { companyWithChart } from '../../../test/world/server.js';
import { accounts } from '../../db/schema/index.js';

let t: TestContext;
type Co = Awaited<ReturnType<typeof companyWithChart>>;
let district: Co;
let church: Co;
let stranger: Co;
let treasurer: ReturnType<typeof api>;
let admin: ReturnType<typeof api>;
let youth = 0;

beforeAll(async () => {
  t = await createTestContext();
  district = await companyWithChart(t, { name: 'Mapping District', signIn: false });
  church = await companyWithChart(t, { name: 'Mapping Church', parentCompanyId: district.company.id });
  stranger = await companyWithChart(t, { name: 'Mapping Stranger', signIn: false });
  youth = (
    await t.db.insert(accounts).values({ companyId: church.company.id, accountNumber: '6123', accountName: 'Youth trips', accountTypeId: 11 }).returning()
  )[0].id;
  treasurer = church.company.api;
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
});
afterAll(async () => t.close());

const row = async (id: number) => (await t.db.select().from(accounts).where(eq(accounts.id, id)))[0];

describe('account mappings (issue 27 point 5)', () => {
  it('a new chart starts mapped by number; an added account is unmapped', async () => {
    const res = await treasurer.get('/account-mappings');
    expect(res.status).toBe(200);
    const byNumber = Object.fromEntries(
      res.body.data.accounts.map((a: { account_number: string; standard_account_number: string | null }) => [a.account_number, a.standard_account_number]),
    );
    expect(byNumber['5400']).toBe('5400');
    expect(byNumber['6123']).toBeNull();
    expect(res.body.data.standard_accounts.length).toBeGreaterThan(30);
  });

  it('maps an account and marks an intercompany one with its parent', async () => {
    expect((await treasurer.post(`/account-mappings/${youth}`, { standard_account_number: '5310' })).status).toBe(200);
    expect((await row(youth)).standardAccountId).not.toBeNull();
    const due = church.byNumber['2100'];
    const res = await treasurer.post(`/account-mappings/${due}`, {
      standard_account_number: '2100',
      intercompany_role: 'due_to',
      counterparty_company_id: district.company.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await row(due)).toMatchObject({ intercompanyRole: 'due_to', counterpartyCompanyId: district.company.id });
    // The roll-up reads the mapped account as its standard one.
    const roll = await admin.get(`/reports/functional-expenses?company_ids=${church.company.id}`);
    expect(roll.status).toBe(200);
  });

  it('refuses bad mappings with 422 and nothing saved, another company account with 404', async () => {
    const before = await row(youth);
    const bad = async (body: Record<string, unknown>, status = 422) => expect((await treasurer.post(`/account-mappings/${youth}`, body)).status).toBe(status);
    await bad({ standard_account_number: '9999' });
    await bad({ intercompany_role: 'due_to' });
    await bad({ counterparty_company_id: district.company.id });
    await bad({ intercompany_role: 'due_to', counterparty_company_id: church.company.id });
    await bad({ intercompany_role: 'due_to', counterparty_company_id: stranger.company.id });
    await bad({ intercompany_role: 'owed', counterparty_company_id: district.company.id });
    expect(await row(youth)).toEqual(before);
    expect((await treasurer.post(`/account-mappings/${stranger.byNumber['1000']}`, { standard_account_number: '1000' })).status).toBe(404);
    expect((await treasurer.get(`/account-mappings?company_id=${stranger.company.id}`)).status).toBe(404);
    expect((await admin.get('/account-mappings')).status).toBe(422);
  });
});
