import { ACCOUNT_TEXT, LEDGER_TEXT, M } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld, userWith, WorldCompany, companyWithChart as worldCompanyWithChart } from '../../../test/world/server.js';
import { accounts } from '../../db/schema/index.js';
import { post } from '../../ledger/index.js';
import { ledgerProblems } from '../../ledger/invariants.js';
import { companyWithChart } from './accounts.fixtures.js';
import { STANDARD_CHART } from './standard-chart.js';

let t: TestContext;
let admin: ReturnType<typeof api>;
let treasurer: ReturnType<typeof api>;
let auditor: ReturnType<typeof api>;
let bookkeeper: ReturnType<typeof api>;
let company: Awaited<ReturnType<typeof companyWithChart>>;
let other: Awaited<ReturnType<typeof worldCompanyWithChart>>;
let treasurerId: number;
let own: WorldCompany;

const form = (over: Record<string, unknown> = {}) => ({
  account_number: '6100',
  account_name: 'Vacation Bible School',
  master_ac_type_id: 11,
  description: 'Summer program supplies',
  level: 1,
  status: 'Active',
  created_on: '2026-05-01',
  ...over,
});

beforeAll(async () => {
  t = await createTestContext();
  // Inserted: through the API the Super-Admin who creates a company is its chart's creator, and a test below
  // asserts a seeded account with none. Its users are added through the company edit all the same.
  company = await companyWithChart(t.db, { locationId: await testWorld(t).location(), country: 'US', state: 'TX' });
  own = new WorldCompany(testWorld(t), company.company.id, company.company.legalName);
  // Another company (National level), through the world builder: nobody signs into it.
  other = await worldCompanyWithChart(t, { level: 3, signIn: false });
  const tr = await own.user('Treasurer', { firstName: 'Terry', lastName: 'Lane' });
  treasurerId = tr.id;
  treasurer = api(t.app, tr.token);
  auditor = api(t.app, (await own.user('Auditor')).token);
  bookkeeper = api(t.app, (await own.user('Bookkeeper')).token);
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  // An opening balance, so the list shows ledger figures.
  await post(t.db, {
    companyId: company.company.id,
    date: '2026-01-01',
    sourceType: 'manual',
    createdBy: treasurerId,
    lines: [
      { accountId: company.byNumber['1000'], debitCents: 1_250_000, creditCents: 0 },
      { accountId: company.byNumber['3000'], debitCents: 0, creditCents: 1_250_000 },
    ],
  });
  await post(t.db, {
    companyId: company.company.id,
    date: '2026-01-15',
    sourceType: 'manual',
    createdBy: treasurerId,
    lines: [
      { accountId: company.byNumber['5110'], debitCents: 30_025, creditCents: 0 },
      { accountId: company.byNumber['1000'], debitCents: 0, creditCents: 30_025 },
    ],
  });
});
afterAll(async () => {
  // Whatever the tests did, the books must still be sound.
  expect(await ledgerProblems(t.db)).toEqual([]);
  await t.close();
});

describe('the standard chart', () => {
  it('gives a new company the church accounts a treasurer needs', () => {
    const byType = (id: number) => STANDARD_CHART.filter((a) => a.accountTypeId === id).map((a) => a.accountName);
    expect(byType(13)).toContain('Operating Checking');
    expect(byType(1)).toContain('Petty Cash');
    expect(byType(6)).toContain('Accounts Payable');
    expect(byType(9)).toEqual(['Net Assets Without Donor Restrictions', 'Net Assets With Donor Restrictions']);
    expect(byType(10)).toEqual(expect.arrayContaining(['Tithes', 'General Offerings']));
    expect(byType(11).length).toBeGreaterThan(10);
    expect(new Set(STANDARD_CHART.map((a) => a.accountNumber)).size).toBe(STANDARD_CHART.length);
  });
});

describe('GET /getWholeMasterAccountData', () => {
  it("lists only the caller's company, 10 a page, with ledger Debit, Credit and Balance", async () => {
    const res = await treasurer.get('/getWholeMasterAccountData');
    expect(res.status).toBe(200);
    const page = res.body.data;
    expect(page).toMatchObject({ current_page: 1, per_page: 10, total: STANDARD_CHART.length, last_page: Math.ceil(STANDARD_CHART.length / 10) });
    expect(page.data).toHaveLength(10);
    expect(page.data.every((r: { company_id: number }) => r.company_id === company.company.id)).toBe(true);
    const checking = page.data.find((r: { account_number: string }) => r.account_number === '1000');
    expect(checking).toMatchObject({
      account_name: 'Operating Checking',
      master_ac_type_id: 13,
      account_type: 'Bank',
      level: 1,
      acess_level_name: 'Local Assembly',
      status: 'Active',
      debit: '12500.00',
      credit: '300.25',
      balance: '12199.75',
    });
    const netAssets = page.data.find((r: { account_number: string }) => r.account_number === '3000');
    expect(netAssets).toMatchObject({ debit: '0.00', credit: '12500.00', balance: '12500.00' });
  });

  it('pages on the server and Super-Admin sees every company', async () => {
    const p4 = await treasurer.get('/getWholeMasterAccountData?page=4&per_page=10');
    expect(p4.body.data.data).toHaveLength(STANDARD_CHART.length - 30);
    const all = await admin.get('/getWholeMasterAccountData?per_page=100');
    const companiesSeen = new Set(all.body.data.data.map((r: { company_id: number }) => r.company_id));
    expect(companiesSeen.has(company.company.id) && companiesSeen.has(other.company.id)).toBe(true);
    expect((await treasurer.get('/getWholeMasterAccountData?per_page=1000')).status).toBe(422);
  });

  it('carries each page its own totals, in number order, past an offset too', async () => {
    const rows: Array<{ account_number: string; debit: string; credit: string; balance: string }> = [];
    for (let page = 1; page <= Math.ceil(STANDARD_CHART.length / 10); page++)
      rows.push(...(await treasurer.get(`/getWholeMasterAccountData?page=${page}`)).body.data.data);
    expect(rows.map((r) => r.account_number)).toEqual(STANDARD_CHART.map((a) => a.accountNumber).sort());
    const expense = rows.findIndex((r) => r.account_number === '5110');
    expect(expense).toBeGreaterThanOrEqual(10); // on a later page than the first
    expect(rows[expense]).toMatchObject({ debit: '300.25', credit: '0.00', balance: '300.25' });
    expect(rows.find((r) => r.account_number === '1000')).toMatchObject({ debit: '12500.00', credit: '300.25' });
  });

  it('needs ChartofAccounts_View', async () => {
    const nobody = api(t.app, (await userWith(t, own, ['Vendor_View'])).token);
    expect((await nobody.get('/getWholeMasterAccountData')).status).toBe(403);
    expect((await nobody.get(`/getCompanyData/${company.company.id}`)).status).toBe(403);
    expect((await nobody.get(`/editMasterAccount/${company.byNumber['1000']}`)).status).toBe(403);
    expect((await nobody.get(`/getAccountLedger/${company.byNumber['1000']}`)).status).toBe(403);
  });

  it("opens an account's ledger to a reader of the reports (a statement's figure drills down to its lines), and only that", async () => {
    const reader = api(t.app, (await userWith(t, own, ['Reports_View'])).token);
    expect((await reader.get(`/getAccountLedger/${company.byNumber['1000']}`)).status).toBe(200);
    expect((await reader.get(`/getAccountLedger/${other.byNumber['1000']}`)).status).toBe(404);
    expect((await reader.get('/getWholeMasterAccountData')).status).toBe(403);
  });
});

describe('GET /getCompanyData/{companyId} and /getCompanyLevelData/{companyId}/{level}', () => {
  it("gives a company's accounts and its access level", async () => {
    const res = await admin.get(`/getCompanyData/${other.company.id}`);
    expect(res.status).toBe(200);
    expect(res.body.companyLevel).toEqual({ id: 3, name: 'Regional' });
    expect(res.body.data.total).toBe(STANDARD_CHART.length);
    expect(res.body.data.data.every((r: { company_id: number }) => r.company_id === other.company.id)).toBe(true);
    const all = await admin.get('/getCompanyData/0');
    expect(all.body.companyLevel).toBeNull();
    expect(all.body.data.total).toBeGreaterThanOrEqual(2 * STANDARD_CHART.length);
  });

  it("answers 404 for another company's data and for an unknown company", async () => {
    expect((await treasurer.get(`/getCompanyData/${other.company.id}`)).status).toBe(404);
    expect((await treasurer.get(`/getCompanyLevelData/${other.company.id}/3`)).status).toBe(404);
    expect((await admin.get('/getCompanyData/999999')).status).toBe(404);
    expect((await admin.get('/getCompanyData/abc')).status).toBe(422);
  });

  it('filters by level, across companies for "All Company"', async () => {
    const regional = await admin.get('/getCompanyLevelData/0/3?per_page=100');
    expect(regional.body.data.data.length).toBeGreaterThan(0);
    expect(regional.body.data.data.every((r: { level: number }) => r.level === 3)).toBe(true);
    const none = await admin.get(`/getCompanyLevelData/${company.company.id}/3`);
    expect(none.body.data.total).toBe(0);
    const own = await treasurer.get('/getCompanyLevelData/0/1?per_page=100');
    expect(own.body.data.total).toBeGreaterThanOrEqual(STANDARD_CHART.length);
    expect(own.body.data.data.every((r: { company_id: number }) => r.company_id === company.company.id)).toBe(true);
  });
});

describe('GET /getAccountType', () => {
  it('gives the account types, access levels and the companies the caller may write for', async () => {
    const res = await treasurer.get('/getAccountType');
    expect(res.status).toBe(200);
    expect(res.body.accountDetails).toHaveLength(13);
    expect(res.body.accountDetails[12]).toEqual({ id: 13, name: 'Bank' });
    expect(res.body.accessLevel.map((l: { name: string }) => l.name)).toContain('Seminary');
    expect(res.body.getCompanyName).toEqual([{ id: company.company.id, legal_name: company.company.legalName, access_level_id: 1 }]);
    const forAdmin = await admin.get('/getAccountType');
    expect(forAdmin.body.getCompanyName.length).toBeGreaterThanOrEqual(2);
  });
});

describe('POST /saveAccount', () => {
  it('creates an account in the caller company at its access level', async () => {
    const res = await treasurer.post('/saveAccount', form({ level: 5 }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_TEXT.added);
    expect(res.body.lastInsertedId).toBe(res.body.data.id);
    expect(res.body.data).toMatchObject({
      company_id: company.company.id,
      account_number: '6100',
      level: 1,
      users: 'Terry Lane',
      created_by: treasurerId,
      debit: '0.00',
      balance: '0.00',
    });
  });

  it("answers 'Required' for every missing field and changes nothing", async () => {
    const before = (await t.db.select().from(accounts)).length;
    const res = await treasurer.post('/saveAccount', {});
    expect(res.status).toBe(422);
    for (const f of ['account_number', 'account_name', 'master_ac_type_id', 'description', 'level', 'status']) {
      expect(res.body.errors[f], f).toEqual([M.required]);
    }
    const blanks = await treasurer.post('/saveAccount', form({ account_number: '  ', account_name: '', description: ' ', status: '' }));
    expect(Object.keys(blanks.body.errors).sort()).toEqual(['account_name', 'account_number', 'description', 'status']);
    expect((await treasurer.post('/saveAccount', form({ master_ac_type_id: 99 }))).body.errors.master_ac_type_id).toEqual([ACCOUNT_TEXT.chooseType]);
    expect((await treasurer.post('/saveAccount', form({ level: 9 }))).body.errors.level).toEqual([ACCOUNT_TEXT.chooseLevel]);
    expect((await treasurer.post('/saveAccount', form({ status: 'Closed' }))).body.errors.status).toEqual([M.required]);
    expect((await t.db.select().from(accounts)).length).toBe(before);
  });

  it("refuses a number in use in the company with 'Account Number alredy exists'", async () => {
    const res = await treasurer.post('/saveAccount', form({ account_number: '1000' }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 409, message: M.accountNumberExists, errors: { account_number: [M.accountNumberExists] } });
    // The same number in another company is fine.
    const elsewhere = await admin.post('/saveAccount', form({ company_id: other.company.id, account_number: '6100', level: 3 }));
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.data).toMatchObject({ company_id: other.company.id, level: 3 });
  });

  it('two saves of one number at once: exactly one goes through', async () => {
    const answers = await Promise.all([
      treasurer.post('/saveAccount', form({ account_number: '6500' })),
      treasurer.post('/saveAccount', form({ account_number: '6500' })),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.message).toBe(M.accountNumberExists);
  });

  it('makes Super-Admin choose the company, and keeps company users to theirs', async () => {
    const res = await admin.post('/saveAccount', form({ account_number: '6200' }));
    expect(res.status).toBe(422);
    expect(res.body.errors.company_id).toEqual([M.selectCompany]);
    expect((await treasurer.post('/saveAccount', form({ account_number: '6201', company_id: other.company.id }))).status).toBe(404);
    expect((await admin.post('/saveAccount', form({ account_number: '6202', company_id: 999999 }))).status).toBe(404);
  });

  it('answers 4xx, never 500, to hostile input', async () => {
    expect((await treasurer.post('/saveAccount', form({ account_number: '7\u00001', account_name: 'x\u0000' }))).status).toBe(422);
    expect((await treasurer.post('/saveAccount', form({ account_number: '7001', company_id: 99999999999 }))).status).toBe(422);
    expect((await treasurer.post('/saveAccount', form({ account_number: 'x'.repeat(51) }))).status).toBe(422);
    expect((await treasurer.post('/saveAccount', 'not json', { 'content-type': 'application/json' })).status).toBe(400);
    expect((await treasurer.get('/checkAccountNumber?account_number=%00')).status).toBe(422);
    expect((await treasurer.get('/getWholeMasterAccountData?page=99999999999')).status).toBe(422);
    expect((await treasurer.get('/getCompanyLevelData/0/99999999999')).status).toBe(422);
    expect((await treasurer.get(`/getAccountLedger/${company.byNumber['1000']}?page=0`)).status).toBe(422);
  });

  it('needs ChartofAccounts_Create', async () => {
    expect((await auditor.post('/saveAccount', form({ account_number: '6300' }))).status).toBe(403);
    expect((await bookkeeper.post('/saveAccount', form({ account_number: '6300' }))).status).toBe(200);
  });
});

describe('POST /updateMasterAccount/{id} and GET /editMasterAccount/{id}', () => {
  it('edits an account and shows it as data[0]', async () => {
    const id = company.byNumber['5200'];
    const res = await bookkeeper.post(`/updateMasterAccount/${id}`, form({ account_number: '5200', account_name: 'Office and Church Supplies' }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_TEXT.updated);
    const shown = await auditor.get(`/editMasterAccount/${id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toHaveLength(1);
    expect(shown.body.data[0]).toMatchObject({
      id,
      account_number: '5200',
      account_name: 'Office and Church Supplies',
      master_ac_type_id: 11,
      level: 1,
      status: 'Active',
      created_by: null,
      users: null,
    });
    expect(shown.body.data[0].create_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(shown.body.data[0].updateddate_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('refuses to change the type of an account that has postings, and changes nothing; its other fields may change', async () => {
    const id = company.byNumber['1000']; // holds the opening balance
    const [before] = await t.db.select().from(accounts).where(eq(accounts.id, id));
    const changed = await treasurer.post(
      `/updateMasterAccount/${id}`,
      form({ account_number: '1000', master_ac_type_id: before.accountTypeId === 11 ? 10 : 11 }),
    );
    expect(changed.status).toBe(409);
    expect(changed.body.message).toBe(ACCOUNT_TEXT.typeFixed);
    expect(changed.body.errors.master_ac_type_id).toEqual([ACCOUNT_TEXT.typeFixed]);
    const [after] = await t.db.select().from(accounts).where(eq(accounts.id, id));
    expect(after).toEqual(before);
    const renamed = await treasurer.post(
      `/updateMasterAccount/${id}`,
      form({ account_number: '1000', account_name: 'Operating Checking (First Bank)', master_ac_type_id: before.accountTypeId }),
    );
    expect(renamed.status).toBe(200);
    // An account without postings may still change its type.
    const unused = company.byNumber['5210'];
    expect((await treasurer.post(`/updateMasterAccount/${unused}`, form({ account_number: '5210', master_ac_type_id: 11 }))).status).toBe(200);
  });

  it('refuses a changed number that is in use, and another company', async () => {
    const id = company.byNumber['5210'];
    const dup = await treasurer.post(`/updateMasterAccount/${id}`, form({ account_number: '5220' }));
    expect(dup.status).toBe(409);
    expect(dup.body.errors.account_number).toEqual([M.accountNumberExists]);
    const moved = await admin.post(`/updateMasterAccount/${id}`, form({ account_number: '5210', company_id: other.company.id }));
    expect(moved.status).toBe(409);
    expect(moved.body.message).toBe(ACCOUNT_TEXT.companyFixed);
    expect((await treasurer.post(`/updateMasterAccount/${other.byNumber['1000']}`, form({ account_number: '1000' }))).status).toBe(404);
    expect((await treasurer.get(`/editMasterAccount/${other.byNumber['1000']}`)).status).toBe(404);
    expect((await treasurer.get('/editMasterAccount/999999')).status).toBe(404);
    expect((await treasurer.get('/editMasterAccount/99999999999')).status).toBe(422);
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, id));
    expect(row.accountNumber).toBe('5210');
  });

  it('needs ChartofAccounts_Edit', async () => {
    expect((await auditor.post(`/updateMasterAccount/${company.byNumber['5210']}`, form({ account_number: '5210' }))).status).toBe(403);
  });

  it('an InActive account leaves the posting pickers and is refused by the ledger', async () => {
    const id = company.byNumber['5900'];
    const res = await treasurer.post(`/updateMasterAccount/${id}`, form({ account_number: '5900', account_name: 'Miscellaneous Expense', status: 'InActive' }));
    expect(res.body.data.status).toBe('InActive');
    const options = await treasurer.get(`/getJournalAccounts/${company.company.id}`);
    expect(options.body.data.map((o: { id: number }) => o.id)).not.toContain(id);
    const posting = await treasurer.post('/journals', {
      entry_date: '2026-02-01',
      memo: 'misc',
      lines: [
        { account_id: id, debit: '5.00' },
        { account_id: company.byNumber['1000'], credit: '5.00' },
      ],
    });
    expect(posting.status).toBe(422);
    expect(posting.body.message).toBe(LEDGER_TEXT.accountInactive('Miscellaneous Expense'));
  });
});

describe('GET /checkAccountNumber', () => {
  it('says whether a number is taken in the company, ignoring the account being edited', async () => {
    const taken = await treasurer.get('/checkAccountNumber?account_number=1000');
    expect(taken.body).toEqual({ status: 200, message: M.accountNumberExists, data: { exists: true } });
    expect((await treasurer.get('/checkAccountNumber?account_number=7777')).body.data.exists).toBe(false);
    expect((await treasurer.get(`/checkAccountNumber?account_number=1000&id=${company.byNumber['1000']}`)).body.data.exists).toBe(false);
    expect((await treasurer.get(`/checkAccountNumber?account_number=1000&id=${company.byNumber['1050']}`)).body.data.exists).toBe(true);
    expect((await admin.get(`/checkAccountNumber?account_number=1000&company_id=${other.company.id}`)).body.data.exists).toBe(true);
    expect((await admin.get('/checkAccountNumber?account_number=1000')).body.data.exists).toBe(false);
    expect((await treasurer.get(`/checkAccountNumber?account_number=1000&company_id=${other.company.id}`)).status).toBe(404);
    expect((await auditor.get('/checkAccountNumber?account_number=1000')).status).toBe(403);
  });
});

describe('GET /getAccountLedger/{id}', () => {
  it("shows an account's lines with the running balance", async () => {
    const res = await auditor.get(`/getAccountLedger/${company.byNumber['1000']}`);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.account).toMatchObject({ account_number: '1000', balance: '12199.75' });
    expect(d.opening_balance).toBe('0.00');
    expect(d.lines.data.map((l: { debit: string; credit: string; balance: string }) => [l.debit, l.credit, l.balance])).toEqual([
      ['12500.00', '0.00', '12500.00'],
      ['0.00', '300.25', '12199.75'],
    ]);
    const ranged = await auditor.get(`/getAccountLedger/${company.byNumber['1000']}?from=2026-01-10&to=2026-01-31`);
    expect(ranged.body.data.opening_balance).toBe('12500.00');
    expect(ranged.body.data.lines.total).toBe(1);
    expect((await auditor.get(`/getAccountLedger/${company.byNumber['1000']}?from=2026-13-01`)).status).toBe(422);
  });

  it("answers 404 for another company's account", async () => {
    expect((await treasurer.get(`/getAccountLedger/${other.byNumber['1000']}`)).status).toBe(404);
    expect((await admin.get(`/getAccountLedger/${other.byNumber['1000']}`)).status).toBe(200);
  });
});
