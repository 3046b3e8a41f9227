import { copyFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download } from '../../../test/download.js';
import { readPdf } from '../../../test/pdf-text.js';
import { post } from '../../ledger/index.js';
import {
  admin,
  adminToken,
  amounts,
  book,
  get,
  ids,
  L,
  other,
  setUpWorkedExample,
  t,
  tearDownWorkedExample,
  YEAR,
} from './worked-example.world.js';

// Every statement of the worked example (Grace Chapel's 2026, computed by hand in worked-example.world.ts) to
// the cent, and the unassigned column a treasurer must fix.
beforeAll(setUpWorkedExample);
afterAll(tearDownWorkedExample);

describe('the worked example, to the cent', () => {
  it('statement of financial position, at both year ends', async () => {
    const end = (await get('/reports/financial-position?as_of=2026-12-31')).data;
    expect(amounts(end.assets)).toEqual({ 'Operating Checking': '17400.00', Savings: '5000.00', 'Furniture and Equipment': '3000.00' });
    expect(end.assets.find((r: { account_name: string }) => r.account_name === 'Furniture and Equipment').group).toBe('non_current');
    expect(end).toMatchObject({
      total_current_assets: '22400.00',
      total_non_current_assets: '3000.00',
      total_assets: '25400.00',
      total_current_liabilities: '250.00',
      total_liabilities: '250.00',
      net_assets: { without: '16650.00', with: '8500.00', total: '25150.00' },
      total_liabilities_and_net_assets: '25400.00',
    });
    expect(amounts(end.liabilities)).toEqual({ 'Accounts Payable': '250.00' });
    expect(end.assets[0].drill).toEqual({
      account_id: book.byNumber['1000'],
      from: null,
      to: '2026-12-31',
      fund_program_id: null,
      functional_expense_id: null,
    });
    const start = (await get('/reports/financial-position?as_of=2025-12-31')).data;
    expect(start).toMatchObject({
      total_assets: '12400.00',
      total_liabilities: '0.00',
      net_assets: { without: '10000.00', with: '2400.00', total: '12400.00' },
    });
  });

  it('a time restriction ends on its release_on day', async () => {
    const dayBefore = (await get('/reports/financial-position?as_of=2026-06-29')).data;
    const onTheDay = (await get('/reports/financial-position?as_of=2026-06-30')).data;
    // Jun 29: Building 8,000 - 1,500 - 3,000 = 3,500 + Youth 2,400 + Endowment 5,000 restricted.
    expect(dayBefore.net_assets.with).toBe('10900.00');
    expect(onTheDay.net_assets.with).toBe('8500.00');
    expect(onTheDay.net_assets.total).toBe(dayBefore.net_assets.total);
  });

  it('statement of activities', async () => {
    const d = (await get(`/reports/statement-of-activities?${YEAR}`)).data;
    const rev = Object.fromEntries(
      d.revenue.map((r: { name: string; without: string; with: string; total: string }) => [r.name, [r.without, r.with, r.total]]),
    );
    expect(rev).toEqual({
      Tithes: ['2000.00', '0.00', '2000.00'],
      'General Offerings': ['3000.00', '0.00', '3000.00'],
      'Designated Offerings': ['0.00', '5000.00', '5000.00'],
      'Building Fund Contributions': ['0.00', '8000.00', '8000.00'],
    });
    expect(d.released).toEqual({ without: '6900.00', with: '-6900.00', total: '0.00' });
    expect(d.total_revenue).toEqual({ without: '11900.00', with: '6100.00', total: '18000.00' });
    expect(d.expenses).toEqual([
      { functional_expense_id: ids.mgmt, name: 'Management and general', without: '850.00', with: '0.00', total: '850.00' },
      { functional_expense_id: ids.program, name: 'Program services', without: '4400.00', with: '0.00', total: '4400.00' },
    ]);
    expect(d.total_expenses).toEqual({ without: '5250.00', with: '0.00', total: '5250.00' });
    expect(d.other_changes).toEqual([]);
    expect(d.change_in_net_assets).toEqual({ without: '6650.00', with: '6100.00', total: '12750.00' });
    expect(d.net_assets_beginning).toEqual({ without: '10000.00', with: '2400.00', total: '12400.00' });
    expect(d.net_assets_end).toEqual({ without: '16650.00', with: '8500.00', total: '25150.00' });
  });

  it('statement of functional expenses', async () => {
    const d = (await get(`/reports/functional-expenses?${YEAR}`)).data;
    expect(d.columns).toEqual([
      { functional_expense_id: ids.mgmt, name: 'Management and general' },
      { functional_expense_id: ids.program, name: 'Program services' },
    ]);
    const P = String(ids.program);
    const MG = String(ids.mgmt);
    const grid = Object.fromEntries(
      d.rows.map((r: { account_number: string; amounts: Record<string, string>; total: string }) => [r.account_number, [r.amounts[P], r.amounts[MG], r.total]]),
    );
    expect(grid).toEqual({
      '5000': ['2000.00', '0.00', '2000.00'],
      '5110': ['0.00', '600.00', '600.00'],
      '5120': ['1500.00', '0.00', '1500.00'],
      '5200': ['0.00', '250.00', '250.00'],
      '5310': ['900.00', '0.00', '900.00'],
    });
    expect(d.totals).toEqual({ [P]: '4400.00', [MG]: '850.00' });
    expect(d.unassigned).toBe('0.00');
    expect(d.total).toBe('5250.00');
  });

  it('fund balances', async () => {
    const rows = (await get(`/reports/fund-balances?${YEAR}`)).data;
    const view = rows.map((r: Record<string, unknown> & { bank_shares: Array<{ account_name: string; amount: string }> }) => [
      r.name,
      r.fund_program_id,
      r.restriction,
      r.beginning,
      r.revenue,
      r.expenses,
      r.transfers,
      r.ending,
      r.released,
      r.bank_shares.map((s) => `${s.account_name} ${s.amount}`),
    ]);
    expect(view).toEqual([
      ['General (undesignated)', null, 'without', '10000.00', '5000.00', '2850.00', '0.00', '12150.00', '0.00', ['Operating Checking 12400.00']],
      ['Building Fund', ids.building, 'purpose', '0.00', '8000.00', '1500.00', '0.00', '6500.00', '4500.00', ['Operating Checking 3500.00']],
      ['Endowment', ids.endowment, 'perpetual', '0.00', '5000.00', '0.00', '0.00', '5000.00', '0.00', ['Savings 5000.00']],
      ['Youth Trip', ids.youth, 'time', '2400.00', '0.00', '900.00', '0.00', '1500.00', '2400.00', ['Operating Checking 1500.00']],
    ]);
    expect(rows[1].bank_shares[0].drill).toEqual({
      account_id: book.byNumber['1000'],
      from: null,
      to: '2026-12-31',
      fund_program_id: ids.building,
      functional_expense_id: null,
    });
    expect(rows[0].bank_shares[0].drill.fund_program_id).toBe('none');
  });

  it('statement of cash flows', async () => {
    const d = (await get(`/reports/cash-flows?${YEAR}`)).data;
    const lines = (s: { rows: Array<{ label: string; amount: string }> }) => s.rows.map((r) => [r.label, r.amount]);
    expect(lines(d.operating)).toEqual([
      ['Change in net assets', '12750.00'],
      ['Contributions restricted to long-term purposes', '-5000.00'],
      ['Increase (decrease) in Accounts Payable', '250.00'],
    ]);
    expect(d.operating.total).toBe('8000.00');
    expect(lines(d.investing)).toEqual([['Purchases of fixed assets: Furniture and Equipment', '-3000.00']]);
    expect(d.investing.total).toBe('-3000.00');
    expect(lines(d.financing)).toEqual([['Contributions restricted to long-term purposes', '5000.00']]);
    expect(d.financing.total).toBe('5000.00');
    expect(d).toMatchObject({ net_change: '10000.00', cash_beginning: '12400.00', cash_end: '22400.00' });
  });

  it('compare=prior_year adds the same dates a year earlier', async () => {
    const body = await get(`/reports/statement-of-activities?${YEAR}&compare=prior_year`);
    expect(body.meta).toMatchObject({
      company_name: 'Grace Chapel',
      from: '2026-01-01',
      to: '2026-12-31',
      compare_from: '2025-01-01',
      compare_to: '2025-12-31',
    });
    // 2025: the opening balance (a net-asset posting) and the Youth Trip gift.
    expect(body.comparison.other_changes.map((r: { name: string; without: string }) => [r.name, r.without])).toEqual([
      ['Net Assets Without Donor Restrictions', '10000.00'],
    ]);
    expect(body.comparison.change_in_net_assets).toEqual({ without: '10000.00', with: '2400.00', total: '12400.00' });
    expect(body.comparison.net_assets_end).toEqual(body.data.net_assets_beginning);
    const pos = await get('/reports/financial-position?as_of=2026-12-31&compare=prior_year');
    expect(pos.comparison.total_assets).toBe('12400.00');
    expect(pos.meta).toMatchObject({ from: null, to: '2026-12-31', compare_from: null, compare_to: '2025-12-31' });
    expect((await get(`/reports/cash-flows?${YEAR}`)).comparison).toBeNull();
  });
});

describe('what a treasurer must fix before the auditors come', () => {
  it('expenses without a functional expense: the unassigned column, in red on the PDF', async () => {
    const n = other.byNumber;
    await post(t.db, {
      companyId: other.company.id,
      date: '2026-03-03',
      sourceType: 'manual',
      createdBy: null,
      lines: [L(n['5110'], 150, 0), L(n['1000'], 0, 150)],
    });
    const q = `company_id=${other.company.id}&from=2026-01-01&to=2026-12-31`;
    const d = (await admin.get(`/reports/functional-expenses?${q}`)).body.data;
    expect(d.unassigned).toBe('1.50');
    expect(d.total).toBe('1.50');
    expect(d.rows[0]).toMatchObject({ account_number: '5110', unassigned: '1.50', total: '1.50' });
    const act = (await admin.get(`/reports/statement-of-activities?${q}`)).body.data;
    expect(act.expenses).toEqual([{ functional_expense_id: null, name: 'Unassigned', without: '1.50', with: '0.00', total: '1.50' }]);
    const res = await download(t.app, adminToken, `/reports/functional-expenses?${q}&format=pdf`);
    expect(res.status).toBe(200);
    const pdf = readPdf(res.bytes, 'unassigned');
    expect(pdf.text(1)).toContain('Unassigned');
    expect(pdf.text(1)).toContain('assign them before handing this statement to the auditors');
    if (process.env.STATEMENT_PDF_DIR) copyFileSync(pdf.file, `${process.env.STATEMENT_PDF_DIR}/unassigned.pdf`);
  });
});
