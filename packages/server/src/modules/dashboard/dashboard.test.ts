import { fromCents, toCents } from '@app/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { userWith } from '../../../test/world/server.js';
import { bills as billsTable, fundPrograms } from '../../db/schema/index.js';
import { isoDay } from '@app/contract';
import { expenseTotalsBy } from '../../ledger/index.js';
import { addDays } from '../bills/bills.due.js';
import { checkingCompany } from '../checks/checks.fixtures.js';
import { everyCompany, scopeFor } from '../../../test/scopes.js';
import { foldOpenBillDeltas, yearSpending } from './dashboard.denomination.js';

let t: TestContext;
let admin: ReturnType<typeof api>;
let a: Awaited<ReturnType<typeof checkingCompany>>;
let b: Awaited<ReturnType<typeof checkingCompany>>;

const TODAY = isoDay(new Date());
const THEN = TODAY;
const summary = async (who: ReturnType<typeof api>, query = '') => {
  const res = await who.get(`/dashboard/summary${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const billIds = async (who: ReturnType<typeof api>, query: string) => {
  const res = await who.get(`/getAllPayBillsInfo?per_page=100&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.data as Array<{ id: number }>).map((r) => r.id).sort((x, y) => x - y);
};

const bills: Record<string, number> = {};
let checkId = 0;

beforeAll(async () => {
  t = await createTestContext();
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  a = await checkingCompany(t);
  b = await checkingCompany(t);
  await a.fund('5000.00');
  await b.fund('700.00');
  // Company a: one bill a day overdue, one due today, one on the 14th day, one a day past it. A new bill
  // cannot be due in the past (the form refuses it): the overdue ones are moved back in the table.
  bills.overdue = (await a.bill('10.00')).id;
  bills.dueThatDay = (await a.bill('20.00', { bill_due: THEN })).id;
  bills.day14 = (await a.bill('40.00', { bill_due: addDays(THEN, 14) })).id;
  bills.day15 = (await a.bill('80.00', { bill_due: addDays(THEN, 15) })).id;
  // Paid, not on a check: 5.00 and 7.00; paid and put on a voucher check: 3.00.
  await a.paid(['5.00', '7.00']);
  const onCheck = await a.paid(['3.00']);
  const check = await a.treasurer.post('/createChecks', a.voucher(onCheck));
  expect(check.status, JSON.stringify(check.body)).toBe(200);
  checkId = check.body.checkId[0];
  // Company b: its own bills and an unchecked payment, which a must never count.
  const bOverdue = (await b.bill('1000.00')).id;
  await t.db
    .update(billsTable)
    .set({ billDue: addDays(TODAY, -1) })
    .where(inArray(billsTable.id, [bills.overdue, bOverdue]));
  await b.bill('2000.00', { bill_due: THEN });
  await b.paid(['9.00']);
});
afterAll(() => t.close());

describe('GET /dashboard/summary, company user', () => {
  it('counts and totals open bills overdue and due today .. today + 14 (boundaries included), own company only', async () => {
    {
      const d = await summary(a.treasurer);
      expect(d.today).toBe(THEN);
      expect(d.company_id).toBe(a.companyId);
      expect(d.bills).toEqual({ overdue: { count: 1, total: '10.00' }, due_soon: { count: 2, total: '60.00' } });
      expect(d.companies).toBeNull();
    }
  });

  it("the bill list's due filter shows exactly the bills the dashboard counted", async () => {
    expect(await billIds(a.treasurer, 'due=overdue')).toEqual([bills.overdue]);
    expect(await billIds(a.treasurer, 'due=next14')).toEqual([bills.dueThatDay, bills.day14]);
    expect(await billIds(a.treasurer, 'due=next14&status=1')).toEqual([]);
    expect((await a.treasurer.get('/getAllPayBillsInfo?due=soon')).status).toBe(422);
  });

  it("follows the caller's day (today=), and refuses a day not in force anywhere", async () => {
    // The day in UTC-12 (yesterday in UTC until noon): the bill due yesterday is not overdue there.
    const behind = isoDay(new Date(Date.now() - 12 * 3_600_000));
    const dues = [
      [addDays(TODAY, -1), 1000],
      [TODAY, 2000],
      [addDays(TODAY, 14), 4000],
      [addDays(TODAY, 15), 8000],
    ] as const;
    const pick = (keep: (due: string) => boolean) => {
      const chosen = dues.filter(([due]) => keep(due));
      return { count: chosen.length, total: (chosen.reduce((sum, [, cents]) => sum + cents, 0) / 100).toFixed(2) };
    };
    const d = await summary(a.treasurer, `?today=${behind}`);
    expect(d.today).toBe(behind);
    expect(d.bills).toEqual({ overdue: pick((due) => due < behind), due_soon: pick((due) => due >= behind && due <= addDays(behind, 14)) });
    expect((await billIds(a.treasurer, `due=overdue&today=${behind}`)).length).toBe(pick((due) => due < behind).count);
    const far = await a.treasurer.get(`/dashboard/summary?today=${addDays(TODAY, 3)}`);
    expect(far.status).toBe(422);
    expect(far.body.message).toMatch(/today/);
    expect((await a.treasurer.get('/dashboard/summary?today=2026-02-30')).status).toBe(422);
  });

  it('payments not on a check: Paid ones only, with their total; a check takes its payments out', async () => {
    const d = await summary(a.treasurer);
    expect(d.unchecked_payments).toEqual({ count: 2, total: '12.00' });
  });

  it('bank balances equal the chart of accounts and the ledger', async () => {
    const d = await summary(a.treasurer);
    const operating = d.bank_accounts.find((x: { id: number }) => x.id === a.bank);
    expect(operating.balance).toBe(await a.balance());
    expect(operating.balance).toBe('4985.00'); // 5000 - 5 - 7 - 3
    expect(d.bank_accounts.map((x: { account_number: string }) => x.account_number)).toEqual(['1000', '1010', '1050']);
    expect(d.bank_accounts.every((x: { company_id: number }) => x.company_id === a.companyId)).toBe(true);
    const chart = await a.treasurer.get(`/getCompanyData/${a.companyId}?per_page=100`);
    const row = chart.body.data.data.find((r: { id: number }) => r.id === a.bank);
    expect(row.balance).toBe(operating.balance);
  });

  it('the last checks written, newest first, with number, date, vendor and amount', async () => {
    const d = await summary(a.treasurer);
    expect(d.recent_checks).toHaveLength(1);
    expect(d.recent_checks[0]).toMatchObject({ id: checkId, vendor_name: a.vendor.name, amount: '3.00', check_date: TODAY });
  });

  it("the fiscal year's spending by functional expense and fund program (net debits on Expenses accounts)", async () => {
    const d = await summary(a.treasurer);
    expect(d.fiscal_year).toEqual({ from: `${TODAY.slice(0, 4)}-01-01`, to: TODAY });
    // Bills 10 + 20 + 40 + 80 + the three paid 5 + 7 + 3, all on 5200 Office Supplies.
    expect(d.spending.total).toBe('165.00');
    expect(d.spending.by_fund_program).toEqual([{ id: a.program.id, name: a.program.name, amount: '165.00' }]);
    expect(d.spending.by_functional_expense).toEqual([{ id: a.expense.id, name: a.expense.name, amount: '165.00' }]);
  });

  it("over every company, a Super-Admin reads one line per program name (each company's own 'General Fund' summed)", async () => {
    // b's program takes a's name: over every company the two are one line carrying both companies' spending.
    await t.db.update(fundPrograms).set({ name: a.program.name }).where(eq(fundPrograms.id, b.program.id));
    const one = async (companyId: number) =>
      (await summary(admin, `?company_id=${companyId}`)).spending.by_fund_program.find((x: { name: string }) => x.name === a.program.name).amount;
    const [inA, inB] = [await one(a.companyId), await one(b.companyId)];
    const all = (await summary(admin)).spending.by_fund_program.filter((x: { name: string }) => x.name === a.program.name);
    expect(all).toHaveLength(1);
    expect(all[0].amount).toBe(fromCents((toCents(inA) ?? 0) + (toCents(inB) ?? 0)));
  });

  it('spending as of yesterday leaves out the lines dated today (month totals minus the later lines)', async () => {
    const yesterday = addDays(TODAY, -1);
    const opts = { scope: scopeFor(a.companyId), from: `${yesterday.slice(0, 4)}-01-01` };
    const before = await expenseTotalsBy(t.db, 'fund_program_id', { ...opts, asOf: yesterday });
    expect([...before.values()].every((v) => v === 0n)).toBe(true);
    const now = await expenseTotalsBy(t.db, 'fund_program_id', { ...opts, from: `${TODAY.slice(0, 4)}-01-01`, asOf: TODAY });
    expect(now.get(a.program.id)).toBe(16500n);
    // Every company: a's and b's together.
    const all = await expenseTotalsBy(t.db, 'functional_expense_id', { scope: everyCompany(), from: `${TODAY.slice(0, 4)}-01-01`, asOf: TODAY });
    expect(all.get(a.expense.id)).toBeGreaterThanOrEqual(16500n + 300900n);
  });

  it("another company's id is 404 for a company user", async () => {
    expect((await a.treasurer.get(`/dashboard/summary?company_id=${b.companyId}`)).status).toBe(404);
    expect((await a.treasurer.get(`/dashboard/summary?company_id=${a.companyId}`)).status).toBe(200);
  });

  it('each part shows only with the permission of its list', async () => {
    const who = (await userWith(t, a.world, ['Bills_View'])).api;
    const d = await summary(who);
    expect(d.bills).not.toBeNull();
    expect(d.bank_accounts).toBeNull();
    expect(d.unchecked_payments).toBeNull();
    expect(d.recent_checks).toBeNull();
    expect(d.spending).toBeNull();
    expect((await api(t.app).get('/dashboard/summary')).status).toBe(401);
  });
});

describe('GET /dashboard/summary, Super-Admin', () => {
  it('every company: a row per company with its own figures', async () => {
    {
      const d = await summary(admin);
      expect(d.company_id).toBeNull();
      const rowOf = (id: number) => d.companies.find((c: { company_id: number }) => c.company_id === id);
      expect(rowOf(a.companyId)).toMatchObject({
        bank_balance: '4985.00',
        overdue: { count: 1, total: '10.00' },
        due_soon: { count: 2, total: '60.00' },
        unchecked_payments: { count: 2, total: '12.00' },
      });
      expect(rowOf(b.companyId)).toMatchObject({
        bank_balance: '691.00',
        overdue: { count: 1, total: '1000.00' },
        due_soon: { count: 1, total: '2000.00' },
        unchecked_payments: { count: 1, total: '9.00' },
      });
      // The totals are the sums of the rows.
      const sum = (pick: (c: { overdue: { total: string } }) => string) =>
        d.companies.reduce((s: number, c: { overdue: { total: string } }) => s + Math.round(Number(pick(c)) * 100), 0);
      expect(Math.round(Number(d.bills.overdue.total) * 100)).toBe(sum((c) => c.overdue.total));
    }
  });

  it("every company: the rows come a page at a time by name, the bank accounts follow the page, bank_total is every company's money", async () => {
    const first = await summary(admin, '?per_page=1');
    const total: number = first.companies_total;
    expect(first.companies).toHaveLength(1);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(total).toBeLessThan(50);
    const rows: Array<{ company_id: number; company_name: string; bank_balance: string }> = [];
    for (let p = 1; p <= total; p++) {
      const d = await summary(admin, `?per_page=1&page=${p}`);
      expect(d.companies_total).toBe(total);
      expect(d.bank_total).toBe(first.bank_total);
      rows.push(...d.companies);
      // The Bank Balances card lists the accounts of the page's company only.
      expect(d.bank_accounts.every((x: { company_id: number }) => x.company_id === d.companies[0].company_id)).toBe(true);
    }
    expect((await summary(admin, `?per_page=1&page=${total + 1}`)).companies).toEqual([]);
    expect(rows.map((r) => r.company_id)).toEqual(expect.arrayContaining([a.companyId, b.companyId]));
    expect(new Set(rows.map((r) => r.company_id)).size).toBe(total);
    // The denomination's bank money (one grouped read of the kept balances) is the sum of every company's row.
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(first.bank_total)).toBe(rows.reduce((s, r) => s + cents(r.bank_balance), 0));
  });

  it("every company: the denomination's totals from the kept totals equal the sums of every company's own figures", async () => {
    const d = await summary(admin, '?per_page=100');
    const own = await Promise.all(d.companies.map((c: { company_id: number }) => summary(admin, `?company_id=${c.company_id}`)));
    const cents = (v: string) => Math.round(Number(v) * 100);
    const total = (pick: (x: typeof d) => { count: number; total: string }) => ({
      count: own.reduce((n, x) => n + pick(x).count, 0),
      cents: own.reduce((n, x) => n + cents(pick(x).total), 0),
    });
    for (const pick of [(x: typeof d) => x.bills.overdue, (x: typeof d) => x.bills.due_soon, (x: typeof d) => x.unchecked_payments]) {
      expect({ count: pick(d).count, cents: cents(pick(d).total) }).toEqual(total(pick));
    }
    expect(cents(d.spending.total)).toBe(own.reduce((n, x) => n + cents(x.spending.total), 0));
    expect(d.spending.total).not.toBe('0.00');
  });

  it("every company: the year's spending from the kept year totals equals the months' (as of today and as of yesterday)", async () => {
    for (const asOf of [TODAY, addDays(TODAY, -1), `${TODAY.slice(0, 4)}-01-01`]) {
      const from = `${asOf.slice(0, 4)}-01-01`;
      const rows = await yearSpending(t.db, asOf);
      for (const [by, key] of [
        ['functional_expense_id', 'expense'],
        ['fund_program_id', 'fund'],
      ] as const) {
        const kept = new Map<number, bigint>();
        for (const r of rows) if (r[key] !== null) kept.set(r[key] as number, (kept.get(r[key] as number) ?? 0n) + r.cents);
        const months = await expenseTotalsBy(t.db, by, { scope: everyCompany(), from, asOf });
        const nonZero = (m: Map<number, bigint>) => [...m].filter(([, v]) => v !== 0n).sort(([x], [y]) => x - y);
        expect(nonZero(kept)).toEqual(nonZero(months));
      }
    }
  });

  it("every company: folding the open bills' deltas (hourly) leaves one row per due day and the same bills due", async () => {
    const before = (await summary(admin)).bills;
    expect(await foldOpenBillDeltas(t.db)).toBeGreaterThan(0);
    const res = await t.db.execute(sql`select count(*)::int as rows, count(distinct bill_due)::int as days from open_bill_deltas`);
    const [{ rows, days }] = res.rows as Array<{ rows: number; days: number }>;
    expect(rows).toBe(days);
    expect((await summary(admin)).bills).toEqual(before);
    // A bill made after the fold is counted from its own delta row.
    await a.bill('7.00');
    const after = (await summary(admin)).bills;
    expect(after.due_soon.count + after.overdue.count).toBe(before.due_soon.count + before.overdue.count + 1);
  });

  it('one company: only its figures, no per-company rows', async () => {
    const d = await summary(admin, `?company_id=${b.companyId}`);
    expect(d.company_id).toBe(b.companyId);
    expect(d.companies).toBeNull();
    expect(d.companies_total).toBeNull();
    expect(d.bank_total).toBe('691.00');
    expect(d.unchecked_payments).toEqual({ count: 1, total: '9.00' });
    expect(d.bank_accounts.every((x: { company_id: number }) => x.company_id === b.companyId)).toBe(true);
    expect(d.spending.total).toBe('3009.00');
  });
});
