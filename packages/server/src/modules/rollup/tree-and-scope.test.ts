import { M } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { day, type World, type WorldBill, testWorld, userWith, type WorldCompany, type WorldUser } from '../../../test/world/server.js';
import { bills, journalEntries } from '../../db/schema/index.js';

/**
 * Issue 27 points 1 and 2: the tree (parent_company_id, Super-Admin only, no cycle, the list's subtree filter)
 * and reading from above (a district's Rollup_View holder reads its churches' books, never writes them; a sibling
 * district's church answers 404).
 *
 *   Region
 *   ├── North District ── Grace Church (a bill, a deposit)
 *   └── South District ── Hope Church (a bill)
 */
let t: TestContext;
let world: World;
let region: WorldCompany;
let north: WorldCompany;
let south: WorldCompany;
let grace: WorldCompany;
let hope: WorldCompany;
let graceBill: WorldBill;
let hopeBill: WorldBill;
let graceDeposit: number;
let northAuditor: WorldUser;
let northBookkeeper: WorldUser;

const ids = (rows: Array<{ id: number }>) => rows.map((r) => r.id).sort((x, y) => x - y);
const entryCount = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(journalEntries))[0].n;

beforeAll(async () => {
  t = await createTestContext();
  world = testWorld(t);
  region = await world.company({ name: 'Gulf Region', level: 3 });
  north = await world.company({ name: 'North District', level: 4, parentCompanyId: region.id });
  south = await world.company({ name: 'South District', level: 4, parentCompanyId: region.id });
  grace = await world.company({ name: 'Grace Church', parentCompanyId: north.id });
  hope = await world.company({ name: 'Hope Church', parentCompanyId: south.id });
  await grace.fund('1000.00');
  graceBill = await grace.bill('120.00');
  hopeBill = await hope.bill('80.00');
  const books = await grace.books();
  const dep = await grace.api.post('/deposits', {
    company_id: grace.id,
    bank_account_id: books.bank,
    deposit_date: day(),
    memo: 'Sunday offering',
    counted_by: ['Ruth Usher', 'Amos Deacon'],
    lines: [{ account_id: books.byNumber['4010'], fund_program_id: books.fundProgramId, amount: '250.00', method: 'cash', payer: null }],
  });
  expect(dep.status, JSON.stringify(dep.body)).toBe(200);
  graceDeposit = dep.body.data.id;
  northAuditor = await north.user('Auditor');
  northBookkeeper = await north.user('Bookkeeper');
});
afterAll(() => t.close());

describe('the tree (point 1)', () => {
  it('shows the parent on the company and filters the list by a subtree', async () => {
    const admin = await world.asAdmin();
    const c = (await admin.get(`/company/${grace.id}`)).body.data;
    expect([c.parent_company_id, c.parent_company_name]).toEqual([north.id, 'North District']);
    const list = await admin.get(`/company?subtree_of=${region.id}&per_page=100`);
    expect(ids(list.body.data.data)).toEqual([region.id, north.id, south.id, grace.id, hope.id].sort((x, y) => x - y));
    const northList = (await admin.get(`/company?subtree_of=${north.id}&per_page=100`)).body.data.data;
    expect(northList.map((r: { legal_name: string; parent_company_name: string | null }) => [r.legal_name, r.parent_company_name])).toEqual([
      ['Grace Church', 'North District'],
      ['North District', 'Gulf Region'],
    ]);
  });

  it('refuses a cycle with 422 and changes nothing', async () => {
    const admin = await world.asAdmin();
    const regionBody = (await admin.get(`/company/${region.id}`)).body.data;
    for (const parent of [grace.id, north.id, region.id]) {
      const res = await admin.post(`/company/${region.id}`, { ...regionBody, parent_company_id: parent });
      expect(res.status).toBe(422);
      expect(res.body.errors.parent_company_id).toEqual([M.parentCompanyCycle]);
    }
    expect((await admin.get(`/company/${region.id}`)).body.data.parent_company_id).toBeNull();
  });

  it('lets only Super-Admin change the parent', async () => {
    // A church user who may edit their company's information (a role made for the test).
    const client = (await userWith(t, grace, ['CompanyInformation_View', 'CompanyInformation_Edit'])).api;
    // Without `users` the update leaves the user list as it is.
    const body = { ...(await client.get(`/company/${grace.id}`)).body.data, users: undefined };
    const res = await client.post(`/company/${grace.id}`, { ...body, parent_company_id: south.id });
    expect([res.status, res.body.message]).toEqual([403, M.parentCompanyAdminOnly]);
    expect((await client.post(`/company/${grace.id}`, { ...body, parent_company_id: null })).status).toBe(403);
    // The same parent sent back (the form posts the whole company) is no change: allowed.
    expect((await client.post(`/company/${grace.id}`, body)).status).toBe(200);
    expect((await client.get(`/company/${grace.id}`)).body.data.parent_company_id).toBe(north.id);
    const admin = await world.asAdmin();
    const moved = await admin.post(`/company/${hope.id}`, { ...(await admin.get(`/company/${hope.id}`)).body.data, parent_company_id: north.id });
    expect(moved.status).toBe(200);
    const back = await admin.post(`/company/${hope.id}`, { ...(await admin.get(`/company/${hope.id}`)).body.data, parent_company_id: south.id });
    expect(back.status).toBe(200);
    const unknown = await admin.post(`/company/${hope.id}`, { ...(await admin.get(`/company/${hope.id}`)).body.data, parent_company_id: 999999 });
    expect(unknown.status).toBe(422);
  });
});

describe('reading from above (point 2)', () => {
  it('grants Rollup to district Treasurers and Auditors, not to a church or a bookkeeper', async () => {
    const held = async (u: WorldUser) =>
      ((await world.port.client().post('/login', { email: u.email, password: u.password })).body.data.permissions as string[]).filter((p) =>
        p.startsWith('Rollup_'),
      );
    expect((await held(north.treasurer)).sort()).toEqual(['Rollup_Create', 'Rollup_View']);
    expect(await held(northAuditor)).toEqual(['Rollup_View']);
    expect(await held(northBookkeeper)).toEqual([]);
    expect(await held(grace.treasurer)).toEqual([]);
  });

  it("lets a district read its church's bills, deposits, statements and company", async () => {
    for (const u of [north.treasurer, northAuditor]) {
      const list = await u.api.get(`/getAllPayBillsInfo?company_id=${grace.id}`);
      expect(list.status).toBe(200);
      expect(list.body.data.data.map((b: { id: number }) => b.id)).toEqual([graceBill.id]);
      const bill = await u.api.get(`/getPayBillById/${graceBill.id}`);
      expect(bill.status).toBe(200);
      const deposits = await u.api.get(`/deposits?company_id=${grace.id}`);
      expect(deposits.status).toBe(200);
      expect(deposits.body.data.data.map((d: { id: number }) => d.id)).toEqual([graceDeposit]);
      expect((await u.api.get(`/deposits/${graceDeposit}`)).status).toBe(200);
      const activities = await u.api.get(`/reports/statement-of-activities?company_id=${grace.id}&from=${day().slice(0, 4)}-01-01&to=${day()}`);
      expect(activities.status, JSON.stringify(activities.body)).toBe(200);
    }
    // The chooser offers the district and its church, nothing else.
    const options = (await north.api.get('/getWholeCompanyData')).body.data;
    expect(ids(options)).toEqual([north.id, grace.id].sort((x, y) => x - y));
    // The default list, and the chart its forms offer, are still the district's own.
    expect((await north.api.get('/getAllPayBillsInfo')).body.data.data).toEqual([]);
    const chart = (await north.api.get('/getJournalAccounts/0')).body.data as Array<{ company_id?: number; id: number }>;
    const graceChart = new Set(Object.values((await grace.books()).byNumber));
    expect(chart.length).toBeGreaterThan(0);
    expect(chart.filter((a) => graceChart.has(a.id))).toEqual([]);
  });

  it("answers 404 for a sibling district's church, for the parent above, and to a bookkeeper", async () => {
    expect((await north.api.get(`/getAllPayBillsInfo?company_id=${hope.id}`)).status).toBe(404);
    expect((await north.api.get(`/getPayBillById/${hopeBill.id}`)).status).toBe(404);
    expect((await north.api.get(`/deposits?company_id=${hope.id}`)).status).toBe(404);
    expect((await north.api.get(`/reports/statement-of-activities?company_id=${hope.id}`)).status).toBe(404);
    expect((await north.api.get(`/reports/statement-of-activities?company_id=${region.id}`)).status).toBe(404);
    expect((await grace.api.get(`/getAllPayBillsInfo?company_id=${north.id}`)).status).toBe(404);
    expect((await northBookkeeper.api.get(`/getPayBillById/${graceBill.id}`)).status).toBe(404);
    expect((await northBookkeeper.api.get(`/deposits?company_id=${grace.id}`)).status).toBe(404);
  });

  it('refuses every write from above and changes nothing', async () => {
    const books = await grace.books();
    const before = await entryCount();
    const [billBefore] = await t.db.select().from(bills).where(eq(bills.id, graceBill.id));
    const depositBefore = (await grace.api.get(`/deposits/${graceDeposit}`)).body.data;
    const writes = [
      north.api.post('/createPayBills', {
        company_id: grace.id,
        refrence: 'FROM-ABOVE',
        bill_due: day(10),
        vendor_id: billBefore.vendorId,
        amount_due: '5.00',
        account_payable_id: books.payable,
        account_id: books.expense,
        fund_program_id: books.fundProgramId,
        funtional_expenses_id: books.functionalExpenseId,
        date: day(),
      }),
      north.api.post(`/changeStatusOfBillIntoVoid/${graceBill.id}`, {}),
      north.api.post(`/deposits/${graceDeposit}/void`, {}),
      north.api.post('/deposits', {
        company_id: grace.id,
        bank_account_id: books.bank,
        deposit_date: day(),
        counted_by: ['Ruth Usher', 'Amos Deacon'],
        lines: [{ account_id: books.byNumber['4010'], fund_program_id: books.fundProgramId, amount: '9.00', method: 'cash', payer: null }],
      }),
      north.api.post('/journals', {
        company_id: grace.id,
        entry_date: day(),
        memo: 'From above',
        lines: [
          { account_id: books.bank, debit: '7.00', credit: '' },
          { account_id: books.byNumber['3000'], debit: '', credit: '7.00' },
        ],
      }),
    ];
    for (const res of await Promise.all(writes)) expect([403, 404], JSON.stringify(res.body)).toContain(res.status);
    expect(await entryCount()).toBe(before);
    const [billAfter] = await t.db.select().from(bills).where(eq(bills.id, graceBill.id));
    expect(billAfter).toEqual(billBefore);
    expect((await grace.api.get(`/deposits/${graceDeposit}`)).body.data).toEqual(depositBefore);
  });
});
