import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld, type World, type WorldCompany } from '../../../test/world/server.js';
import { accounts, vendors } from '../../db/schema/index.js';

/*
 * The worked tree of issue 27 built as the treasurers would, the remittances run by the district (not marked by
 * hand): the assessment revenue and expense between companies of the set are eliminated from the
 * `remittances` rows that link each pair of entries. Year 2026, computed by hand:
 *   North District (D) has Grace Church (G) and Hope Church (H); South District has Faith Church (outside).
 *   D's rule: 10 % of revenue without donor restrictions.
 *   G 01-15 deposit: 4010 offerings 1,000.00 and a mission offering 200.00 on 2200 Funds held for others
 *   H 01-15 deposit: 4010 offerings 500.00
 *   G 02-10 deposit: 4010 offerings 2,000.00
 *   D runs January: G owes 100.00 (assessment) + 200.00 (trust, passed on at 100 %), H 50.00;
 *     runs February: G owes 200.00, H nothing (no revenue).
 *   H pays its 50.00 (an ordinary bill and payment to the district's vendor record); D deposits the receipt on
 *     its Due from Hope Church. G pays nothing: G is behind by 500.00.
 *   D books by hand 25.00 more of G (Dr Due from Grace Church, Cr Assessment Revenue, 02-28): no remittance
 *     links it, so it is not eliminated: it shows as an unmatched difference of 25.00.
 * Own books at 12-31: G bank 3,200, due to D 500, net assets 2,700 (revenue 3,000, assessments 300);
 *   H bank 450, net assets 450 (500 - 50); D bank 50, due from G 525, 2200 held for others 200, net assets 375
 *   (assessment revenue 100 + 200 + 50 + 25).
 * Roll-up of D's subtree. Combined: assets 3,700 bank + 525 = 4,225; liabilities 500 + 200 = 700; net 3,525.
 *   Eliminated: due from G 525 against G's due to 500: both out, 25 put back (unmatched): assets 500,
 *   liabilities 500. Consolidated: bank 3,700 + unmatched 25 = 3,725; liabilities 200 (held for others);
 *   net assets 3,525.
 *   Activities: combined revenue 3,000 + 500 + 375 = 3,875, expenses 300 + 50 = 350. Eliminated: the linked
 *   assessment revenue 350 (G 300, H 50) and the churches' assessments 350. Consolidated: offerings 3,500 +
 *   the unlinked 25 = 3,525 revenue, no expenses, change 3,525.
 *   Mismatch: D claims 525 of G, which books 500 (balance, 25); no remittance pair disagrees.
 */
let t: TestContext;
let world: World;
let D: WorldCompany;
let G: WorldCompany;
let H: WorldCompany;
let F: WorldCompany;

async function deposit(c: WorldCompany, date: string, lines: Array<[number, string]>) {
  const books = await c.books();
  const res = await c.api.post('/deposits', {
    bank_account_id: books.bank,
    deposit_date: date,
    counted_by: ['Ruth Usher', 'Amos Deacon'],
    lines: lines.map(([account_id, amount]) => ({ account_id, fund_program_id: books.fundProgramId, amount, method: 'cash', payer: null })),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
const accountNamed = async (companyId: number, name: string) =>
  (
    await t.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.companyId, companyId), eq(accounts.accountName, name)))
  )[0].id;

beforeAll(async () => {
  t = await createTestContext();
  world = testWorld(t);
  D = await world.company({ name: 'North District', level: 4 });
  const south = await world.company({ name: 'South District', level: 4 });
  G = await world.company({ name: 'Grace Church', parentCompanyId: D.id });
  H = await world.company({ name: 'Hope Church', parentCompanyId: D.id });
  F = await world.company({ name: 'Faith Church', parentCompanyId: south.id });
  const g = (await G.books()).byNumber;
  await deposit(G, '2026-01-15', [
    [g['4010'], '1000.00'],
    [g['2200'], '200.00'],
  ]);
  await deposit(H, '2026-01-15', [[(await H.books()).byNumber['4010'], '500.00']]);
  await deposit(G, '2026-02-10', [[g['4010'], '2000.00']]);
  await deposit(F, '2026-01-15', [[(await F.books()).byNumber['4010'], '777.00']]);
  const rule = await D.api.post('/remittance-rules', { parent_company_id: D.id, name: 'Tithe of tithes', basis: 'unrestricted_revenue', percent: '10' });
  expect(rule.status, JSON.stringify(rule.body)).toBe(200);
  for (const month of ['2026-01', '2026-02']) {
    const res = await D.api.post('/remittances/run', { parent_company_id: D.id, month });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const hopeDue = await accountNamed(H.id, 'Due to North District');
  // The run made Hope's vendor record of the district: an ordinary bill and payment clear the due to.
  const [vendor] = await t.db
    .select()
    .from(vendors)
    .where(and(eq(vendors.companyId, H.id), eq(vendors.remittanceCompanyId, D.id)));
  await H.pay([await H.bill('50.00', { vendor_id: vendor.id, account_id: hopeDue })]);
  await deposit(D, '2026-03-02', [[await accountNamed(D.id, 'Due from Hope Church'), '50.00']]);
  const admin = await world.asAdmin();
  const hand = await admin.post('/journals', {
    company_id: D.id,
    entry_date: '2026-02-28',
    memo: 'Grace: a correction the church never booked',
    lines: [
      { account_id: await accountNamed(D.id, 'Due from Grace Church'), debit: '25.00' },
      { account_id: await accountNamed(D.id, 'Assessment Revenue'), credit: '25.00' },
    ],
  });
  expect(hand.status, JSON.stringify(hand.body)).toBe(200);
});
afterAll(() => t.close());

const YEAR = 'from=2026-01-01&to=2026-12-31';
const ok = async (who: WorldCompany, path: string) => {
  const res = await who.api.get(path);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};
const subtree = () => `company_id=${D.id}&scope=subtree`;
type Row = { account_name?: string; name?: string; amount?: string; total?: string };
const byName = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.account_name ?? r.name, r.amount ?? r.total]));
const cents = (s: string) => Math.round(Number(s) * 100);

const UNMATCHED_BALANCE = (d: WorldCompany, g: WorldCompany) => ({
  company_id: d.id,
  company_name: 'North District',
  counterparty_company_id: g.id,
  counterparty_company_name: 'Grace Church',
  kind: 'balance',
  company_amount: '525.00',
  counterparty_amount: '500.00',
  difference: '25.00',
});

describe('the worked tree with its remittances run, to the cent', () => {
  it('financial position: the due to / due from pairs out, the unlinked 25.00 shown', async () => {
    const { data } = await ok(D, `/reports/financial-position?as_of=2026-12-31&${subtree()}`);
    expect(byName(data.assets)).toEqual({ 'Operating Checking': '3700.00', 'Unmatched intercompany difference': '25.00' });
    expect(byName(data.liabilities)).toEqual({ 'Funds held for others': '200.00' });
    expect(data).toMatchObject({ total_assets: '3725.00', total_liabilities: '200.00', net_assets: { without: '3525.00', with: '0.00', total: '3525.00' } });
    const e = data.eliminations;
    expect(byName(e.assets)).toEqual({
      'Unmapped: 1400 Due from Grace Church (North District)': '525.00',
      'Unmatched intercompany difference': '-25.00',
    });
    expect(byName(e.liabilities)).toEqual({ 'Unmapped: 2400 Due to North District (Grace Church)': '500.00' });
    expect(e).toMatchObject({ total_assets: '500.00', total_liabilities: '500.00', net_assets: { total: '0.00' } });
    expect(data.unmatched).toEqual([UNMATCHED_BALANCE(D, G)]);
  });

  it('statement of activities: the linked assessment revenue and expense eliminated in their own column', async () => {
    const { data } = await ok(D, `/reports/statement-of-activities?${YEAR}&${subtree()}`);
    expect(byName(data.revenue)).toEqual({ 'General Offerings': '3500.00', 'Unmapped: 4500 Assessment Revenue (North District)': '25.00' });
    expect(data.expenses).toEqual([]);
    expect(data).toMatchObject({
      total_revenue: { total: '3525.00' },
      total_expenses: { total: '0.00' },
      change_in_net_assets: { without: '3525.00', total: '3525.00' },
      net_assets_end: { without: '3525.00', with: '0.00', total: '3525.00' },
    });
    const e = data.eliminations;
    expect(byName(e.revenue)).toEqual({ 'Unmapped: 4500 Assessment Revenue (North District)': '350.00' });
    expect(e.expenses.map((r: Row) => [r.name, r.total])).toEqual([['Unassigned', '350.00']]);
    expect(e).toMatchObject({ total_revenue: { total: '350.00' }, total_expenses: { total: '350.00' }, change_in_net_assets: { total: '0.00' } });
    // The linked pairs agree (300.00 and 50.00 on both sides): only the balance difference is reported.
    expect(data.unmatched).toEqual([UNMATCHED_BALANCE(D, G)]);
  });

  it('functional expenses and fund balances', async () => {
    const fe = (await ok(D, `/reports/functional-expenses?${YEAR}&${subtree()}`)).data;
    expect([fe.rows, fe.total]).toEqual([[], '0.00']);
    expect(fe.eliminations.rows.map((r: { account_name: string; total: string }) => [r.account_name, r.total])).toEqual([
      ['Denominational Assessments', '350.00'],
    ]);
    expect(fe.eliminations.total).toBe('350.00');
    const funds = await ok(D, `/reports/fund-balances?${YEAR}&${subtree()}`);
    type F = { fund_program_id: number | null; revenue: string; expenses: string; ending: string };
    const rows = (x: F[]) => x.map((r) => [r.fund_program_id === null ? 'untagged' : r.fund_program_id, r.revenue, r.expenses, r.ending]);
    const [g, h, d] = await Promise.all([G.books(), H.books(), D.books()]);
    expect(rows(funds.data)).toEqual([
      ['untagged', '25.00', '0.00', '-175.00'],
      [g.fundProgramId, '3000.00', '0.00', '3200.00'],
      [h.fundProgramId, '500.00', '0.00', '450.00'],
      [d.fundProgramId, '0.00', '0.00', '50.00'],
    ]);
    expect(funds.data.reduce((s: number, r: F) => s + cents(r.ending), 0)).toBe(352_500);
    expect(rows(funds.eliminations)).toEqual([
      ['untagged', '350.00', '350.00', '200.00'],
      [g.fundProgramId, '0.00', '0.00', '-200.00'],
      [h.fundProgramId, '0.00', '0.00', '50.00'],
      [d.fundProgramId, '0.00', '0.00', '-50.00'],
    ]);
    expect(funds.unmatched).toEqual([UNMATCHED_BALANCE(D, G)]);
  });

  it('equals the sum of the companies own statements to the cent (consolidated + eliminations)', async () => {
    const own = await Promise.all([D, G, H].map((co) => ok(co, `/reports/statement-of-activities?${YEAR}`)));
    expect(own.map((o) => o.data.total_revenue.total)).toEqual(['375.00', '3000.00', '500.00']);
    expect(own.map((o) => o.data.total_expenses.total)).toEqual(['0.00', '300.00', '50.00']);
    const roll = (await ok(D, `/reports/statement-of-activities?${YEAR}&${subtree()}`)).data;
    for (const k of ['total_revenue', 'total_expenses', 'change_in_net_assets', 'net_assets_end'] as const)
      expect(cents(roll[k].total) + cents(roll.eliminations[k].total), k).toBe(own.reduce((s, o) => s + cents(o.data[k].total), 0));
    const pos = await Promise.all([D, G, H].map((co) => ok(co, `/reports/financial-position?as_of=2026-12-31`)));
    expect(pos.map((o) => [o.data.total_assets, o.data.total_liabilities, o.data.net_assets.total])).toEqual([
      ['575.00', '200.00', '375.00'],
      ['3200.00', '500.00', '2700.00'],
      ['450.00', '0.00', '450.00'],
    ]);
  });

  it('a set without the district eliminates no assessment: the churches alone keep their expense', async () => {
    const { data } = await ok(D, `/reports/statement-of-activities?${YEAR}&company_ids=${G.id},${H.id}`);
    expect(data.total_expenses.total).toBe('350.00');
    expect(data.eliminations.total_revenue.total).toBe('0.00');
    expect(data.eliminations.total_expenses.total).toBe('0.00');
  });

  it('the remittance status: Hope current, Grace behind by 500.00', async () => {
    const status = async (month: string) => (await ok(D, `/remittances?parent_company_id=${D.id}&month=${month}`)).data.rows;
    expect(
      (await status('2026-02')).map((r: { company_name: string; owed: string; current: boolean; balance: string }) => [
        r.company_name,
        r.owed,
        r.current,
        r.balance,
      ]),
    ).toEqual([
      ['Grace Church', '200.00', false, '500.00'],
      ['Hope Church', '0.00', true, '0.00'],
    ]);
  });
});
