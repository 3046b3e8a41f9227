import { M } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { bills, checks, journalEntries } from '../../db/schema/index.js';
import { checkingCompany } from '../checks/checks.fixtures.js';

/** Issue 20: a bill's (and a standard check's) COA is an expense, asset or liability account, never income or net assets. */
let t: TestContext;
let a: Awaited<ReturnType<typeof checkingCompany>>;

const count = async (table: typeof bills | typeof checks | typeof journalEntries) =>
  (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(table))[0].n;
const counts = async () => [await count(bills), await count(checks), await count(journalEntries)];

beforeAll(async () => {
  t = await createTestContext();
  a = await checkingCompany(t);
  await a.fund('5000.00');
});
afterAll(() => t.close());

describe('the COA of a bill and a standard check', () => {
  it('getAccountBehalfofcompanyId offers expenses first, then assets and liabilities, with their type; no income or net assets', async () => {
    const res = await a.treasurer.get(`/getAccountBehalfofcompanyId/${a.companyId}`);
    expect(res.status).toBe(200);
    const coa = res.body.data.assest_data as Array<{ account_number: string; account_type_id: number }>;
    const numbers = coa.map((x) => x.account_number);
    // The standard chart: 50xx-59xx expenses, then 1500 equipment (fixed asset), then 2100 payroll liabilities and
    // 2200 funds held for others (issue 25: the bill that passes a mission offering on clears it).
    expect(numbers.slice(-3)).toEqual(['1500', '2100', '2200']);
    expect(numbers[0]).toBe('5000');
    expect(coa.map((x) => x.account_type_id)).toEqual([...coa.filter((x) => x.account_type_id === 11).map(() => 11), 4, 7, 7]);
    for (const hidden of ['3000', '3100', '4000', '4900', '1000', '1050', '2000']) expect(numbers, hidden).not.toContain(hidden);
  });

  it('createPayBills and updateBill refuse an income or net-asset account with 422 and change nothing', async () => {
    const before = await counts();
    for (const number of ['4000', '3000']) {
      const res = await a.treasurer.post('/createPayBills', {
        company_id: a.companyId,
        refrence: `T${number}`,
        bill_due: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        vendor_id: a.vendor.id,
        amount_due: '40.00',
        account_payable_id: a.payable,
        account_id: a.byNumber[number],
        fund_program_id: a.program.id,
        funtional_expenses_id: a.expense.id,
      });
      expect(res.status, number).toBe(422);
      expect(res.body.errors.account_id, number).toEqual([M.coaIncomeOrNetAssets]);
    }
    expect(await counts()).toEqual(before);

    const bill = await a.bill('40.00');
    const edit = await a.treasurer.get(`/getPayBillById/${bill.id}`);
    const d = edit.body.data;
    const update = await a.treasurer.post(`/updateBill/${bill.id}`, {
      company_id: d.company_id,
      refrence: d.refrence,
      bill_due: d.bill_due,
      vendor_id: d.vendor_id,
      amount_due: d.amount_due,
      account_payable_id: d.account_payable_id,
      account_id: a.byNumber['4010'],
      fund_program_id: d.fund_program_id,
      funtional_expenses_id: d.funtional_expenses_id,
    });
    expect(update.status).toBe(422);
    expect(update.body.errors.account_id).toEqual([M.coaIncomeOrNetAssets]);
    expect((await a.treasurer.get(`/getPayBillById/${bill.id}`)).body.data.account_id).toBe(a.expenseAccount);
  });

  it('a bill may go to a liability (paying one down) or an asset account', async () => {
    for (const number of ['2100', '1500']) {
      const res = await a.treasurer.post('/createPayBills', {
        company_id: a.companyId,
        refrence: `OK${number}`,
        bill_due: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
        vendor_id: a.vendor.id,
        amount_due: '10.00',
        account_payable_id: a.payable,
        account_id: a.byNumber[number],
        fund_program_id: a.program.id,
        funtional_expenses_id: a.expense.id,
      });
      expect(res.status, number).toBe(200);
    }
  });

  it('createChecks (standard) refuses an income or net-asset COA with 422 and writes no check, bill or posting', async () => {
    const before = await counts();
    for (const number of ['4000', '3100']) {
      const res = await a.treasurer.post('/createChecks', a.standard({ account_id: a.byNumber[number] }));
      expect(res.status, number).toBe(422);
      expect(res.body.errors.account_id, number).toEqual([M.coaIncomeOrNetAssets]);
    }
    expect(await counts()).toEqual(before);
    expect((await a.treasurer.post('/createChecks', a.standard({ account_id: a.byNumber['2100'] }))).status).toBe(200);
  });
});
