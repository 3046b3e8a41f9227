import { copyFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { download, readXlsx } from '../../../test/download.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { readPdf } from '../../../test/pdf-text.js';
import { companyWithChart, userWith } from '../../../test/world/server.js';
import { functionalExpenses, permissions } from '../../db/schema/index.js';
import { ledgerProblems } from '../../ledger/index.js';
import { ROLLUP_VIEW } from './company-set.js';

/*
 * A worked tree computed by hand, year 2026 (every line untagged, every expense "Program services").
 * District North (D) has two churches, Church A and Church B; District South (S) has Church C (a sibling).
 * Intercompany accounts carry the marker (rollup's remittance runs make them; here they are made by hand):
 *   D 1300 Due from Church A (due_from, A), 1301 Due from Church B (due_from, B),
 *     4500 Assessments - Church A (remittance_revenue, A), 4501 Assessments - Church B (remittance_revenue, B)
 *   A 2300 Due to District (due_to, D), A's 5400 Denominational Assessments (remittance_expense, D); B likewise.
 * A 6123 Youth trips is unmapped (no standard account).
 *
 *   A  01-15 offerings        Dr 1000 10,000            Cr 4010 General Offerings 10,000
 *   A  01-31 assessment Jan   Dr 5400 1,000             Cr 2300 1,000
 *   A  02-28 assessment Feb   Dr 5400 1,000             Cr 2300 1,000      (A books 1,000; D books 1,500)
 *   A  03-08 mission offering Dr 1000 300               Cr 2200 Funds held for others 300
 *   A  03-31 passed on        Dr 2200 300               Cr 2300 300        (100 %, never revenue or expense)
 *   A  04-05 pays the mission Dr 2300 300               Cr 1000 300        (the assessments stay unpaid: A is behind)
 *   A  05-01 youth trip       Dr 6123 400               Cr 1000 400
 *   B  01-15 tithes           Dr 1000 5,000             Cr 4000 Tithes 5,000
 *   B  01-31 assessment       Dr 5400 500               Cr 2300 500
 *   B  02-10 pays it          Dr 2300 500               Cr 1000 500        (B is current)
 *   D  01-31 assessments      Dr 1300 1,000, 1301 500   Cr 4500 1,000, 4501 500
 *   D  02-28 assessment A     Dr 1300 1,500             Cr 4500 1,500
 *   D  02-10 B's payment      Dr 1000 500               Cr 1301 500
 *   D  03-31 A's mission      Dr 1300 300               Cr 2200 300        (held in trust, passed on again)
 *   D  04-05 A's payment      Dr 1000 300               Cr 1300 300
 *   D  04-20 to the mission   Dr 2200 300               Cr 1000 300
 *   D  06-01 office supplies  Dr 5200 200               Cr 1000 200
 *   C  01-15 offerings        Dr 1000 777               Cr 4010 777        (outside D's subtree)
 *
 * Own statements at 2026-12-31: A checking 9,600, due to D 2,000, net assets 7,600 (revenue 10,000, expenses
 * 2,400); B checking 4,500, net assets 4,500 (5,000 - 500); D checking 300, due from A 2,500, net assets 2,800
 * (3,000 - 200).
 *
 * Roll-up of D's subtree. Combined: checking 14,400 + due from A 2,500 = 16,900 assets; due to D 2,000;
 * net assets 14,900. Eliminations: the pair D/A disagrees (2,500 against 2,000): both taken out, the 500 put
 * back as "Unmatched intercompany difference" (asset), so assets eliminated 2,500 - 500 = 2,000 and liabilities
 * 2,000; the pair D/B is 0 against 0. Consolidated: checking 14,400 + unmatched 500 = 14,900 assets, no
 * liabilities, net assets 14,900 (without restrictions).
 * Activities: combined revenue 5,000 + 10,000 + 2,500 + 500 = 18,000, expenses 2,000 + 400 + 500 + 200 = 3,100.
 * Eliminated: remittance revenue 3,000 less the unmatched 500 put back = 2,500; remittance expense 2,500.
 * Consolidated: Tithes 5,000, General Offerings 10,000, Unmatched intercompany remittance difference 500 =
 * 15,500; expenses 600 (6123 400 unmapped, 5200 200); change 14,900 = net assets end; beginning 0.
 * Functional expenses: consolidated rows 5200 200 and "Unmapped: 6123 Youth trips (Church A)" 400, total 600;
 * 5400 (2,500) wholly eliminated. Fund balances: one row, General, revenue 15,500, expenses 600, ending 14,900.
 * Mismatch: District North claims 2,500 of Church A, which books 2,000: difference 500, as a balance and as
 * remittance (2,500 against 2,000 over the year).
 */

let t: TestContext;
type Co = Awaited<ReturnType<typeof companyWithChart>>;
let D: Co;
let A: Co;
let B: Co;
let S: Co;
let C: Co;
let admin: ReturnType<typeof api>;
let adminToken: string;
let rollupUser: ReturnType<typeof api>;
let plainUser: ReturnType<typeof api>;
const acc = { d1300: 0, d1301: 0, d4500: 0, d4501: 0, a2300: 0, a6123: 0, b2300: 0 };

/** Super-Admin's marker of an intercompany account (unmapped: no standard account), through the mappings API. */
async function mark(id: number, marker: [string, number], standard: string | null = null) {
  const res = await admin.post(`/account-mappings/${id}`, {
    standard_account_number: standard,
    intercompany_role: marker[0],
    counterparty_company_id: marker[1],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** An account of the company, added by Super-Admin through the chart of accounts (no standard account). */
async function account(co: Co, number: string, name: string, typeId: number, marker?: [string, number]) {
  const body = { company_id: co.company.id, account_number: number, account_name: name, master_ac_type_id: typeId, level: co.company.level, status: 'Active' };
  const res = await admin.post('/saveAccount', { ...body, description: name, created_on: '2026-01-01' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.data.id as number;
  if (marker) await mark(id, marker);
  return id;
}

const line = (account_id: number, debit: string | null, credit: string | null, fe?: number) => ({
  account_id,
  ...(debit ? { debit } : { credit }),
  funtional_expenses_id: fe,
});

beforeAll(async () => {
  t = await createTestContext();
  adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
  admin = api(t.app, adminToken);
  // Nobody signs into the churches: the journals are Super-Admin's, the readers are D's own users below.
  const tree = (name: string, parentCompanyId?: number) => companyWithChart(t, { name, parentCompanyId, signIn: false });
  [D, S] = await Promise.all([tree('District North'), tree('District South')]);
  [A, B, C] = await Promise.all([tree('Church A', D.company.id), tree('Church B', D.company.id), tree('Church C', S.company.id)]);
  const [a, b, d] = [A.company.id, B.company.id, D.company.id];
  acc.d1300 = await account(D, '1300', 'Due from Church A', 3, ['due_from', a]);
  acc.d1301 = await account(D, '1301', 'Due from Church B', 3, ['due_from', b]);
  acc.d4500 = await account(D, '4500', 'Assessments - Church A', 10, ['remittance_revenue', a]);
  acc.d4501 = await account(D, '4501', 'Assessments - Church B', 10, ['remittance_revenue', b]);
  acc.a2300 = await account(A, '2300', 'Due to District', 7, ['due_to', d]);
  acc.b2300 = await account(B, '2300', 'Due to District', 7, ['due_to', d]);
  acc.a6123 = await account(A, '6123', 'Youth trips', 11);
  for (const co of [A, B]) await mark(co.byNumber['5400'], ['remittance_expense', d], '5400');
  // One "Program services" per company: the roll-up shows one column for the name. Inserted: the API refuses
  // a company-own functional expense named as one of Form 990's shared ones.
  const fe: Record<number, number> = {};
  for (const co of [A, B, D, C])
    fe[co.company.id] = (await t.db.insert(functionalExpenses).values({ companyId: co.company.id, name: 'Program services' }).returning())[0].id;

  const journal = async (co: Co, date: string, lines: ReturnType<typeof line>[]) => {
    const res = await admin.post('/journals', { company_id: co.company.id, entry_date: date, memo: `worked tree ${date}`, lines });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const n = (co: Co) => co.byNumber;
  const pA = fe[a];
  await journal(A, '2026-01-15', [line(n(A)['1000'], '10000.00', null), line(n(A)['4010'], null, '10000.00')]);
  await journal(A, '2026-01-31', [line(n(A)['5400'], '1000.00', null, pA), line(acc.a2300, null, '1000.00')]);
  await journal(A, '2026-02-28', [line(n(A)['5400'], '1000.00', null, pA), line(acc.a2300, null, '1000.00')]);
  await journal(A, '2026-03-08', [line(n(A)['1000'], '300.00', null), line(n(A)['2200'], null, '300.00')]);
  await journal(A, '2026-03-31', [line(n(A)['2200'], '300.00', null), line(acc.a2300, null, '300.00')]);
  await journal(A, '2026-04-05', [line(acc.a2300, '300.00', null), line(n(A)['1000'], null, '300.00')]);
  await journal(A, '2026-05-01', [line(acc.a6123, '400.00', null, pA), line(n(A)['1000'], null, '400.00')]);
  await journal(B, '2026-01-15', [line(n(B)['1000'], '5000.00', null), line(n(B)['4000'], null, '5000.00')]);
  await journal(B, '2026-01-31', [line(n(B)['5400'], '500.00', null, fe[b]), line(acc.b2300, null, '500.00')]);
  await journal(B, '2026-02-10', [line(acc.b2300, '500.00', null), line(n(B)['1000'], null, '500.00')]);
  await journal(D, '2026-01-31', [
    line(acc.d1300, '1000.00', null),
    line(acc.d1301, '500.00', null),
    line(acc.d4500, null, '1000.00'),
    line(acc.d4501, null, '500.00'),
  ]);
  await journal(D, '2026-02-28', [line(acc.d1300, '1500.00', null), line(acc.d4500, null, '1500.00')]);
  await journal(D, '2026-02-10', [line(n(D)['1000'], '500.00', null), line(acc.d1301, null, '500.00')]);
  await journal(D, '2026-03-31', [line(acc.d1300, '300.00', null), line(n(D)['2200'], null, '300.00')]);
  await journal(D, '2026-04-05', [line(n(D)['1000'], '300.00', null), line(acc.d1300, null, '300.00')]);
  await journal(D, '2026-04-20', [line(n(D)['2200'], '300.00', null), line(n(D)['1000'], null, '300.00')]);
  await journal(D, '2026-06-01', [line(n(D)['5200'], '200.00', null, fe[d]), line(n(D)['1000'], null, '200.00')]);
  await journal(C, '2026-01-15', [line(n(C)['1000'], '777.00', null), line(n(C)['4010'], null, '777.00')]);

  // Rollup_View comes from rollup's branch (issue 27 point 2); made here when this database lacks it.
  const [held] = await t.db.select().from(permissions).where(eq(permissions.name, ROLLUP_VIEW));
  if (!held) await t.db.insert(permissions).values({ name: ROLLUP_VIEW, groupName: 'Rollup', action: 'View', sort: 9000 });
  rollupUser = api(t.app, (await userWith(t, D.company, ['Reports_View', ROLLUP_VIEW])).token);
  plainUser = api(t.app, (await userWith(t, D.company, ['Reports_View'])).token);
});
afterAll(async () => {
  expect(await ledgerProblems(t.db)).toEqual([]);
  await t.close();
});

const YEAR = 'from=2026-01-01&to=2026-12-31';
const ok = async (who: ReturnType<typeof api>, path: string) => {
  const res = await who.get(path);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};
const subtree = () => `company_id=${D.company.id}&scope=subtree`;
type Row = { account_name?: string; name?: string; amount?: string; total?: string };
const byName = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.account_name ?? r.name, r.amount ?? r.total]));
const cents = (s: string) => Math.round(Number(s) * 100);

describe('the worked tree, to the cent', () => {
  it('financial position: combined, eliminated and consolidated', async () => {
    const { data, meta } = await ok(rollupUser, `/reports/financial-position?as_of=2026-12-31&${subtree()}`);
    expect(meta).toMatchObject({ company_id: D.company.id, company_name: 'District North with its subtree (3 companies)' });
    expect(byName(data.assets)).toEqual({ 'Operating Checking': '14400.00', 'Unmatched intercompany difference': '500.00' });
    expect(data.liabilities).toEqual([]);
    // Rows of standard accounts: no one company's ledger behind them, so no drill-down.
    expect(data.assets.map((r: { drill: unknown }) => r.drill)).toEqual([null, null]);
    expect(data).toMatchObject({ total_assets: '14900.00', total_liabilities: '0.00', net_assets: { without: '14900.00', with: '0.00', total: '14900.00' } });
    const e = data.eliminations;
    expect(byName(e.assets)).toEqual({
      'Unmapped: 1300 Due from Church A (District North)': '2500.00',
      'Unmatched intercompany difference': '-500.00',
    });
    expect(byName(e.liabilities)).toEqual({ 'Unmapped: 2300 Due to District (Church A)': '2000.00' });
    expect(e).toMatchObject({ total_assets: '2000.00', total_liabilities: '2000.00', net_assets: { total: '0.00' } });
    expect(data.unmatched).toEqual([
      {
        company_id: D.company.id,
        company_name: 'District North',
        counterparty_company_id: A.company.id,
        counterparty_company_name: 'Church A',
        kind: 'balance',
        company_amount: '2500.00',
        counterparty_amount: '2000.00',
        difference: '500.00',
      },
    ]);
  });

  it('statement of activities: the remittances eliminated, the 500 shown', async () => {
    const { data } = await ok(admin, `/reports/statement-of-activities?${YEAR}&${subtree()}`);
    expect(byName(data.revenue)).toEqual({
      Tithes: '5000.00',
      'General Offerings': '10000.00',
      'Unmatched intercompany remittance difference': '500.00',
    });
    expect(data.total_revenue.total).toBe('15500.00');
    expect(data.expenses.map((r: Row) => [r.name, r.total])).toEqual([['Program services', '600.00']]);
    expect(data).toMatchObject({
      change_in_net_assets: { without: '14900.00', total: '14900.00' },
      net_assets_beginning: { total: '0.00' },
      net_assets_end: { without: '14900.00', with: '0.00', total: '14900.00' },
    });
    const e = data.eliminations;
    expect(byName(e.revenue)).toEqual({
      'Unmapped: 4500 Assessments - Church A (District North)': '2500.00',
      'Unmapped: 4501 Assessments - Church B (District North)': '500.00',
      'Unmatched intercompany remittance difference': '-500.00',
    });
    expect(e.total_revenue.total).toBe('2500.00');
    expect(e.total_expenses.total).toBe('2500.00');
    expect(e.change_in_net_assets.total).toBe('0.00');
    expect(
      data.unmatched.map((u: { kind: string; difference: string; company_amount: string; counterparty_amount: string }) => [
        u.kind,
        u.company_amount,
        u.counterparty_amount,
        u.difference,
      ]),
    ).toEqual([
      ['balance', '2500.00', '2000.00', '500.00'],
      ['remittance', '2500.00', '2000.00', '500.00'],
    ]);
  });

  it('functional expenses and fund balances', async () => {
    const fe = (await ok(admin, `/reports/functional-expenses?${YEAR}&${subtree()}`)).data;
    expect(fe.columns.map((c: { name: string }) => c.name)).toEqual(['Program services']);
    expect(fe.rows.map((r: { account_name: string; total: string }) => [r.account_name, r.total])).toEqual([
      ['Office Supplies', '200.00'],
      ['Unmapped: 6123 Youth trips (Church A)', '400.00'],
    ]);
    expect(fe.total).toBe('600.00');
    expect(fe.eliminations.rows.map((r: { account_name: string; total: string }) => [r.account_name, r.total])).toEqual([
      ['Denominational Assessments', '2500.00'],
    ]);
    const funds = await ok(admin, `/reports/fund-balances?${YEAR}&${subtree()}`);
    expect(funds.data.map((r: { name: string; revenue: string; expenses: string; ending: string }) => [r.name, r.revenue, r.expenses, r.ending])).toEqual([
      ['General (undesignated)', '15500.00', '600.00', '14900.00'],
    ]);
    expect(funds.eliminations.map((r: { revenue: string; expenses: string; ending: string }) => [r.revenue, r.expenses, r.ending])).toEqual([
      ['2500.00', '2500.00', '0.00'],
    ]);
    expect(funds.unmatched).toHaveLength(2);
  });

  it('equals the sum of the companies own statements to the cent (consolidated + eliminations)', async () => {
    const own = await Promise.all([A, B, D].map((co) => ok(admin, `/reports/statement-of-activities?${YEAR}&company_id=${co.company.id}`)));
    const roll = (await ok(admin, `/reports/statement-of-activities?${YEAR}&company_ids=${D.company.id},${A.company.id},${B.company.id}`)).data;
    for (const k of ['total_revenue', 'total_expenses', 'change_in_net_assets', 'net_assets_end'] as const) {
      const sum = own.reduce((s, o) => s + cents(o.data[k].total), 0);
      expect(cents(roll[k].total) + cents(roll.eliminations[k].total), k).toBe(sum);
    }
    const pos = await Promise.all([A, B, D].map((co) => ok(admin, `/reports/financial-position?as_of=2026-12-31&company_id=${co.company.id}`)));
    const rp = (await ok(admin, `/reports/financial-position?as_of=2026-12-31&${subtree()}`)).data;
    for (const k of ['total_assets', 'total_liabilities'] as const)
      expect(cents(rp[k]) + cents(rp.eliminations[k]), k).toBe(pos.reduce((s, o) => s + cents(o.data[k]), 0));
    expect(pos.map((o) => o.data.net_assets.total)).toEqual(['7600.00', '4500.00', '2800.00']);
  });

  it('a chosen set without the district eliminates nothing between the churches', async () => {
    const { data } = await ok(admin, `/reports/financial-position?as_of=2026-12-31&company_ids=${A.company.id},${B.company.id}`);
    expect(byName(data.liabilities)).toEqual({ 'Unmapped: 2300 Due to District (Church A)': '2000.00' });
    expect(data.eliminations.total_assets).toBe('0.00');
    expect(data.unmatched).toEqual([]);
  });

  it('prints the roll-up with its eliminations in their own column (PDF and Excel)', async () => {
    const res = await download(t.app, adminToken, `/reports/statement-of-activities?${YEAR}&${subtree()}&format=pdf`);
    expect(res.status).toBe(200);
    const pdf = readPdf(res.bytes, 'rollup-activities');
    if (process.env.STATEMENT_PDF_DIR) copyFileSync(pdf.file, `${process.env.STATEMENT_PDF_DIR}/rollup-activities.pdf`);
    const text = pdf.text(1).replace(/\s+/g, ' ');
    expect(text).toContain('District North with its subtree (3 companies)');
    expect(text).toContain('Companies Eliminations Consolidated combined');
    expect(text).toContain('Total revenue and other support $18,000.00 $2,500.00 $15,500.00');
    expect(text).toContain('Unmapped: 4500 Assessments - Church A (District North) $2,500.00 $2,500.00 $0.00');
    expect(text).toContain('General Offerings $10,000.00 $0.00 $10,000.00 Unmatched intercompany remittance difference $0.00 -$500.00 $500.00');
    expect(text).toContain('Unmatched intercompany difference: District North books $2,500.00, Church A books $2,000.00');
    const x = await readXlsx((await download(t.app, adminToken, `/reports/financial-position?as_of=2026-12-31&${subtree()}&format=xlsx`)).bytes);
    const total = x.rows.find((r) => String(r.getCell(1).value ?? '').trim() === 'Total assets')!;
    expect([total.getCell(2).value, total.getCell(3).value, total.getCell(4).value]).toEqual([16900, 2000, 14900]);
  });
});

describe('who may roll up what', () => {
  it('Rollup_View reads its own subtree, never a sibling district or its church (404)', async () => {
    await ok(rollupUser, `/reports/statement-of-activities?${YEAR}&scope=subtree`);
    await ok(rollupUser, `/reports/fund-balances?${YEAR}&company_ids=${A.company.id},${B.company.id}`);
    expect((await rollupUser.get(`/reports/statement-of-activities?${YEAR}&company_ids=${D.company.id},${C.company.id}`)).status).toBe(404);
    expect((await rollupUser.get(`/reports/financial-position?company_id=${S.company.id}&scope=subtree`)).status).toBe(404);
  });

  it('without Rollup_View a company user rolls up only their own company', async () => {
    expect((await plainUser.get(`/reports/financial-position?${subtree()}`)).status).toBe(404);
    expect((await plainUser.get(`/reports/financial-position?company_ids=${A.company.id}`)).status).toBe(404);
    const own = await ok(plainUser, `/reports/financial-position?as_of=2026-12-31&company_ids=${D.company.id}`);
    expect(own.data.total_assets).toBe('2800.00');
  });

  it('bad sets answer 4xx: a malformed list (422), an unknown company (404), Super-Admin without a company (422)', async () => {
    expect((await admin.get('/reports/financial-position?company_ids=1,x')).status).toBe(422);
    expect((await admin.get('/reports/financial-position?company_ids=999999')).status).toBe(404);
    expect((await admin.get('/reports/financial-position?scope=subtree')).status).toBe(422);
    expect((await admin.get('/reports/financial-position?scope=everything')).status).toBe(422);
    const deleted = await companyWithChart(t, { name: 'Closed Church', parentCompanyId: D.company.id, signIn: false });
    expect((await admin.del(`/company/${deleted.company.id}`)).status).toBe(200);
    const rows = (await ok(admin, `/reports/financial-position?as_of=2026-12-31&${subtree()}`)).meta;
    expect(rows.company_name).toContain('(3 companies)');
  });
});
