import { BUDGET_TEXT } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api.js';
import { download, readXlsx } from '../../../test/download.js';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { readPdf } from '../../../test/pdf-text.js';
import { companyWithChart } from '../../../test/world/server.js';
import { ledgerProblems, post } from '../../ledger/index.js';

/*
 * A worked example computed by hand: Hope Church.
 *
 * Actuals 2025: 4000 Tithes Jan 1,000.00, Feb 3,000.00 (4,000.00); 5110 Utilities Mar 600.00.
 * Actuals 2026: Tithes Jan 900.00, Feb 1,200.00, Mar 1,100.00; Utilities Jan 80.00, Mar 450.00; 5200 Office Feb 30.00.
 *
 * Budget 2026 (approved): Tithes even 12,000.00 (1,000.00 a month); Utilities manual 100.00 a month but
 * 400.00 in March (1,500.00); Office even 600.00 (50.00 a month).
 *
 * Report for March 2026 (variance favourable-positive: income actual - budget, expenses budget - actual):
 *   Tithes     month 1,100 vs 1,000 -> +100.00 | ytd 3,200 vs 3,000 -> +200.00 | annual 12,000 | 3,200/12,000 = 26.7 %
 *   Utilities  month   450 vs   400 ->  -50.00 | ytd   530 vs   600 ->  +70.00 | annual  1,500 |   530/1,500 = 35.3 %
 *   Office     month     0 vs    50 ->  +50.00 | ytd    30 vs   150 -> +120.00 | annual    600 |    30/600   =  5.0 %
 *   Income     1,100 / 1,000 / +100.00 | 3,200 / 3,000 / +200.00 | 12,000.00 | 26.7
 *   Expenses     450 /   450 /    0.00 |   560 /   750 / +190.00 |  2,100.00 | 560/2,100 = 26.7
 *   Net          650 /   550 / +100.00 | 2,640 / 2,250 / +390.00 |  9,900.00 | null
 */

let t: TestContext;
let book: Awaited<ReturnType<typeof companyWithChart>>;
let other: Awaited<ReturnType<typeof companyWithChart>>;
let treasurer: ReturnType<typeof api>;
let bookkeeper: ReturnType<typeof api>;
let auditor: ReturnType<typeof api>;
let stranger: ReturnType<typeof api>;
let auditorToken: string;
let treasurerToken: string;
let n: Record<string, number>;
let budgetId = 0;

const L = (accountId: number, debitCents: number, creditCents: number) => ({ accountId, debitCents, creditCents });
const $ = (dollars: number) => Math.round(dollars * 100);

beforeAll(async () => {
  t = await createTestContext();
  book = await companyWithChart(t, { name: 'Hope Church' });
  other = await companyWithChart(t, { name: 'Other Church' });
  n = book.byNumber;
  const cid = book.company.id;
  const gift = (date: string, account: string, dollars: number) =>
    post(t.db, { companyId: cid, date, sourceType: 'manual', createdBy: null, lines: [L(n['1000'], $(dollars), 0), L(n[account], 0, $(dollars))] });
  const spend = (date: string, account: string, dollars: number) =>
    post(t.db, { companyId: cid, date, sourceType: 'manual', createdBy: null, lines: [L(n[account], $(dollars), 0), L(n['1000'], 0, $(dollars))] });
  await gift('2025-01-05', '4000', 1_000);
  await gift('2025-02-09', '4000', 3_000);
  await spend('2025-03-15', '5110', 600);
  await gift('2026-01-04', '4000', 900);
  await gift('2026-02-01', '4000', 1_200);
  await gift('2026-03-08', '4000', 1_100);
  await spend('2026-01-20', '5110', 80);
  await spend('2026-03-31', '5110', 450);
  await spend('2026-02-14', '5200', 30);
  treasurerToken = book.company.treasurer.token;
  treasurer = book.company.api;
  bookkeeper = (await book.company.user('Bookkeeper')).api;
  auditorToken = (await book.company.user('Auditor')).token;
  auditor = api(t.app, auditorToken);
  stranger = other.company.api;
});
afterAll(async () => {
  expect(await ledgerProblems(t.db)).toEqual([]);
  await t.close();
});

const ok = (res: { status: number; body: any }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
/** PUT as a user (test/api.ts has no put: its client type is shared by other tests). */
const putAs = async (token: string, url: string, payload: unknown) => {
  const res = await t.app.inject({ method: 'PUT', url: `/api/v1${url}`, payload: payload as never, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
};
const manualUtilities = ['100', '100', '400', '100', '100', '100', '100', '100', '100', '100', '100', '100'];

describe('budgets', () => {
  it('a draft spreads evenly, like last year, or month by month', async () => {
    const draft = ok(
      await treasurer.post('/budgets', {
        year: 2026,
        lines: [
          { account_id: n['4000'], spread: 'last_year', annual: '8000.00' },
          { account_id: n['5200'], spread: 'even', annual: '1000.00' },
          { account_id: n['5110'], spread: 'manual', months: manualUtilities },
        ],
      }),
    );
    budgetId = draft.id;
    expect(draft).toMatchObject({ year: 2026, status: 'draft', revision: 0, income_total: '8000.00', expense_total: '2500.00', approved_by: null });
    const byAccount = Object.fromEntries(draft.lines.map((l: any) => [l.account_id, l]));
    // Last year's Tithes: 1,000 in January, 3,000 in February -> a quarter and three quarters of 8,000.
    expect(byAccount[n['4000']].months).toEqual(['2000.00', '6000.00', ...Array(10).fill('0.00')]);
    // 1,000.00 / 12 = 83.33 remainder 4 cents: January to April get 83.34.
    expect(byAccount[n['5200']].months).toEqual([...Array(4).fill('83.34'), ...Array(8).fill('83.33')]);
    expect(byAccount[n['5200']].annual).toBe('1000.00');
    expect(byAccount[n['5110']].annual).toBe('1500.00');
  });

  it('one budget per company and year; lines are checked', async () => {
    const again = await treasurer.post('/budgets', { year: 2026, lines: [{ account_id: n['4000'], spread: 'even', annual: '1' }] });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BUDGET_TEXT.exists(2026));
    const bank = await treasurer.post('/budgets', { year: 2030, lines: [{ account_id: n['1000'], spread: 'even', annual: '1' }] });
    expect(bank.status).toBe(422);
    expect(bank.body.errors['lines.0.account_id']).toEqual([BUDGET_TEXT.account]);
    const foreign = await treasurer.post('/budgets', { year: 2030, lines: [{ account_id: other.byNumber['4000'], spread: 'even', annual: '1' }] });
    expect(foreign.status).toBe(422);
    const noAnnual = await treasurer.post('/budgets', { year: 2030, lines: [{ account_id: n['4000'], spread: 'even' }] });
    expect(noAnnual.body.errors['lines.0.annual']).toEqual([BUDGET_TEXT.annualNeeded]);
    const eleven = await treasurer.post('/budgets', { year: 2030, lines: [{ account_id: n['4000'], spread: 'manual', months: Array(11).fill('1') }] });
    expect(eleven.status).toBe(422);
    const twice = await treasurer.post('/budgets', {
      year: 2030,
      lines: [
        { account_id: n['4000'], spread: 'even', annual: '1' },
        { account_id: n['4000'], spread: 'even', annual: '2' },
      ],
    });
    expect(twice.body.errors['lines.1.account_id']).toEqual([BUDGET_TEXT.duplicateLine]);
    expect(ok(await treasurer.get('/budgets')).map((b: any) => b.year)).toEqual([2026]);
  });

  it('a draft is edited; approval needs Budgets_Edit, records the approver, and happens once', async () => {
    const edited = ok(
      await putAs(treasurerToken, `/budgets/${budgetId}`, {
        lines: [
          { account_id: n['4000'], spread: 'even', annual: '12000' },
          { account_id: n['5110'], spread: 'manual', months: manualUtilities },
          { account_id: n['5200'], spread: 'even', annual: '600' },
        ],
      }),
    );
    expect(edited.income_total).toBe('12000.00');
    expect((await auditor.post(`/budgets/${budgetId}/approve`)).status).toBe(403);
    expect((await stranger.post(`/budgets/${budgetId}/approve`)).status).toBe(404);
    expect((await stranger.get(`/budgets/${budgetId}`)).status).toBe(404);
    const approved = ok(await bookkeeper.post(`/budgets/${budgetId}/approve`));
    expect(approved.status).toBe('approved');
    expect(approved.approved_by).toBeTruthy();
    expect(approved.approved_at).toBeTruthy();
    expect((await treasurer.post(`/budgets/${budgetId}/approve`)).status).toBe(409);
    const put = await putAs(treasurerToken, `/budgets/${budgetId}`, { lines: [{ account_id: n['4000'], spread: 'even', annual: '1' }] });
    expect(put.status).toBe(409);
    expect((await treasurer.del(`/budgets/${budgetId}`)).status).toBe(409);
  });

  it('budget against actual: the worked example, to the cent', async () => {
    const d = ok(await auditor.get('/reports/budget-vs-actual?year=2026&month=3'));
    expect(d.budget_status).toBe('approved');
    const row = (num: string) => d.rows.find((r: any) => r.account_number === num);
    expect(row('4000')).toMatchObject({
      kind: 'income',
      month_actual: '1100.00',
      month_budget: '1000.00',
      month_variance: '100.00',
      ytd_actual: '3200.00',
      ytd_budget: '3000.00',
      ytd_variance: '200.00',
      annual_budget: '12000.00',
      percent_used: 26.7,
      ytd_status: 'favourable',
    });
    expect(row('5110')).toMatchObject({
      kind: 'expense',
      month_actual: '450.00',
      month_budget: '400.00',
      month_variance: '-50.00',
      ytd_actual: '530.00',
      ytd_budget: '600.00',
      ytd_variance: '70.00',
      annual_budget: '1500.00',
      percent_used: 35.3,
    });
    expect(row('5200')).toMatchObject({ month_actual: '0.00', month_budget: '50.00', month_variance: '50.00', ytd_variance: '120.00', percent_used: 5 });
    expect(d.rows.map((r: any) => r.account_number)).toEqual(['4000', '5110', '5200']);
    expect(d.income).toMatchObject({
      month_actual: '1100.00',
      month_variance: '100.00',
      ytd_variance: '200.00',
      annual_budget: '12000.00',
      percent_used: 26.7,
    });
    expect(d.expenses).toMatchObject({
      month_actual: '450.00',
      month_budget: '450.00',
      month_variance: '0.00',
      ytd_actual: '560.00',
      ytd_budget: '750.00',
      ytd_variance: '190.00',
      annual_budget: '2100.00',
      percent_used: 26.7,
    });
    expect(d.net).toMatchObject({
      month_actual: '650.00',
      month_budget: '550.00',
      month_variance: '100.00',
      ytd_actual: '2640.00',
      ytd_budget: '2250.00',
      ytd_variance: '390.00',
      annual_budget: '9900.00',
      percent_used: null,
    });
    // An overspent month reads unfavourable: Utilities in January (80 vs 100 is favourable), March alone is not.
    const jan = ok(await auditor.get('/reports/budget-vs-actual?year=2026&month=1'));
    expect(jan.rows.find((r: any) => r.account_number === '5110')).toMatchObject({ month_variance: '20.00', ytd_status: 'favourable' });
    expect((await stranger.get(`/reports/budget-vs-actual?year=2026&month=3&company_id=${book.company.id}`)).status).toBe(404);
    expect((await auditor.get('/reports/budget-vs-actual?year=2026&month=13')).status).toBe(422);
  });

  it('the report as PDF and Excel', async () => {
    const pdf = await download(t.app, auditorToken, '/reports/budget-vs-actual?year=2026&month=3&format=pdf');
    expect(pdf.status).toBe(200);
    const doc = readPdf(pdf.bytes);
    const text = doc.text(1);
    expect(text).toContain('Budget against Actual');
    expect(text).toContain('March 2026');
    expect(text).toContain('26.7%');
    expect(text).toContain('$3,200.00');
    const xlsx = await download(t.app, auditorToken, '/reports/budget-vs-actual?year=2026&month=3&format=xlsx');
    const { rows } = await readXlsx(xlsx.bytes);
    const tithes = rows.find((r) => String(r.getCell(1).value).includes('Tithes'));
    expect(((tithes?.values ?? []) as unknown[]).slice(2)).toEqual([1100, 1000, 100, 3200, 3000, 200, 12000, 26.7]);
  });

  it('an approved budget changes only by a recorded revision', async () => {
    const noReason = await treasurer.post(`/budgets/${budgetId}/revise`, { lines: [{ account_id: n['4000'], spread: 'even', annual: '1' }] });
    expect(noReason.status).toBe(422);
    const revised = ok(
      await bookkeeper.post(`/budgets/${budgetId}/revise`, {
        reason: 'Board raised the utilities line on 2026-04-10',
        lines: [
          { account_id: n['4000'], spread: 'even', annual: '12000' },
          { account_id: n['5110'], spread: 'even', annual: '2400' },
          { account_id: n['5200'], spread: 'even', annual: '600' },
        ],
      }),
    );
    expect(revised).toMatchObject({ status: 'approved', revision: 1, expense_total: '3000.00' });
    expect(revised.revisions).toHaveLength(1);
    expect(revised.revisions[0]).toMatchObject({ revision: 1, reason: 'Board raised the utilities line on 2026-04-10' });
    expect(revised.revisions[0].previous).toContainEqual({ account_id: n['5110'], fund_program_id: null, annual: '1500.00' });
    // The report reads the revised lines: Utilities 200.00 a month, ytd 600.00.
    const d = ok(await auditor.get('/reports/budget-vs-actual?year=2026&month=3'));
    expect(d.rows.find((r: any) => r.account_number === '5110')).toMatchObject({
      month_budget: '200.00',
      month_variance: '-250.00',
      ytd_budget: '600.00',
      ytd_status: 'favourable',
    });
    expect((await auditor.post(`/budgets/${budgetId}/revise`, { reason: 'x', lines: [{ account_id: n['4000'], spread: 'even', annual: '1' }] })).status).toBe(
      403,
    );
  });

  it('copies last year’s actuals or budget up or down by a percentage', async () => {
    const fromActuals = ok(await treasurer.post('/budgets/copy', { from_year: 2025, to_year: 2027, source: 'actuals', percent: 3 }));
    expect(fromActuals.status).toBe('draft');
    const byNum = Object.fromEntries(fromActuals.lines.map((l: any) => [l.account_number, l]));
    // Tithes 4,000.00 + 3 % = 4,120.00 in 2025's pattern: 1,030.00 in January, 3,090.00 in February.
    expect(byNum['4000'].months.slice(0, 3)).toEqual(['1030.00', '3090.00', '0.00']);
    expect(byNum['4000'].spread).toBe('last_year');
    expect(byNum['5110'].annual).toBe('618.00');
    expect(byNum['5110'].months[2]).toBe('618.00');
    expect(Object.keys(byNum).sort()).toEqual(['4000', '5110']);
    // The 2026 budget (revised) down 10 %: Tithes 10,800.00 = 900.00 a month; Utilities 2,160.00; Office 540.00.
    const fromBudget = ok(await treasurer.post('/budgets/copy', { from_year: 2026, to_year: 2028, source: 'budget', percent: -10 }));
    expect(fromBudget).toMatchObject({ income_total: '10800.00', expense_total: '2700.00' });
    expect(fromBudget.lines.find((l: any) => l.account_number === '4000').months).toEqual(Array(12).fill('900.00'));
    expect((await treasurer.post('/budgets/copy', { from_year: 2025, to_year: 2027, source: 'actuals', percent: 3 })).status).toBe(409);
    const none = await treasurer.post('/budgets/copy', { from_year: 2019, to_year: 2031, source: 'budget', percent: 0 });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(BUDGET_TEXT.noSource(2019));
    expect((await auditor.post('/budgets/copy', { from_year: 2025, to_year: 2032, source: 'actuals', percent: 0 })).status).toBe(403);
    expect((await bookkeeper.del(`/budgets/${fromBudget.id}`)).status).toBe(403);
    expect((await treasurer.del(`/budgets/${fromBudget.id}`)).status).toBe(200);
  });

  it('the budget left for an account and fund', async () => {
    const left = ok(await treasurer.get(`/budgets/available?account_id=${n['5110']}&date=2026-05-01`));
    // Revised Utilities 2,400.00 less 530.00 posted in 2026.
    expect(left).toMatchObject({ year: 2026, basis: 'account', annual_budget: '2400.00', spent: '530.00', left: '1870.00', status: 'approved' });
    const none = ok(await treasurer.get(`/budgets/available?account_id=${n['5110']}&date=2029-05-01`));
    expect(none).toMatchObject({ budget_id: null, left: null, spent: '0.00' });
    expect((await stranger.get(`/budgets/available?account_id=${n['5110']}&date=2026-05-01&company_id=${book.company.id}`)).status).toBe(404);
    expect((await treasurer.get(`/budgets/available?account_id=${other.byNumber['5110']}&date=2026-05-01`)).status).toBe(404);
    // An own account that is neither income nor expense has no budget: nulls, not an error.
    expect(ok(await treasurer.get(`/budgets/available?account_id=${n['1000']}&date=2026-05-01`))).toMatchObject({ budget_id: null, left: null });
  });

  it('the accounts and funds a budget may name', async () => {
    const choices = ok(await auditor.get('/budgets/choices'));
    const numbers = choices.accounts.map((a: any) => a.account_number);
    expect(numbers).toEqual(expect.arrayContaining(['4000', '5110', '5200']));
    expect(numbers).not.toContain('1000');
    expect(choices.accounts.find((a: any) => a.account_number === '4000').kind).toBe('income');
    expect(Array.isArray(choices.fund_programs)).toBe(true);
    expect((await stranger.get(`/budgets/choices?company_id=${book.company.id}`)).status).toBe(404);
  });
});
