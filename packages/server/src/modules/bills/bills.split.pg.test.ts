import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { billPayments, journalEntries, journalLines } from '../../db/schema/index.js';
import { ledgerProblems } from '../../ledger/index.js';
import { payingCompany, TODAY } from '../bill-payments/bill-payments.fixtures.js';

// Issue 28.1 on the PostgreSQL server (TEST_DATABASE_URL): a split bill paid by two payments sent at once is
// paid exactly once, and the one payment posts per fund with every fund balanced.
let t: TestContext;
let a: Awaited<ReturnType<typeof payingCompany>>;
let building: number;

beforeAll(async () => {
  t = await createTestContext();
  a = await payingCompany(t);
  building = await a.world.fundProgram(`Building ${a.companyId}`);
  await a.fund('1000.00');
});
afterAll(() => t.close());

describe('a split bill paid twice at once', () => {
  it('one payment goes through (the other 409), posted per fund, every fund balanced, the ledger sound', async () => {
    for (let round = 0; round < 5; round++) {
      const res = await a.treasurer.post('/createPayBills', {
        company_id: a.companyId,
        refrence: `P${round}${Date.now() % 1e6}`,
        bill_due: TODAY,
        vendor_id: a.vendor.id,
        amount_due: '90.01',
        account_payable_id: a.payable,
        account_id: a.expenseAccount,
        fund_program_id: a.program.id,
        funtional_expenses_id: a.expense.id,
        date: TODAY,
        lines: [
          { account_id: a.expenseAccount, fund_program_id: a.program.id, funtional_expenses_id: a.expense.id, amount: '60.00' },
          { account_id: a.expenseAccount, fund_program_id: building, funtional_expenses_id: a.expense.id, amount: '30.01' },
        ],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const billId = res.body.data.id as number;
      const [x, y] = await Promise.all([
        a.treasurer.post('/createBillPayment', a.payBody([{ id: billId, discount: '0.01' }])),
        a.treasurer.post('/createBillPayment', a.payBody([{ id: billId, discount: '0.01' }])),
      ]);
      expect([x.status, y.status].sort()).toEqual([200, 409]);
      const live = await t.db
        .select()
        .from(billPayments)
        .where(and(eq(billPayments.billId, billId), ne(billPayments.status, 1)));
      expect(live).toHaveLength(1);
      const lines = await t.db
        .select({ fund: journalLines.fundProgramId, dr: journalLines.debitCents, cr: journalLines.creditCents, account: journalLines.accountId })
        .from(journalLines)
        .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
        .where(and(eq(journalEntries.sourceType, 'bill_payment'), eq(journalEntries.sourceId, live[0].id)));
      const net = (fund: number) => lines.filter((l) => l.fund === fund).reduce((s, l) => s + Number(l.dr) - Number(l.cr), 0);
      expect(net(a.program.id)).toBe(0);
      expect(net(building)).toBe(0);
      // 90.00 paid over 60.00 / 30.01: 59.993.. and 30.006.. -> 59.99 and 30.01 (largest remainder)
      expect(lines.filter((l) => l.account === a.bank).map((l) => [l.fund, Number(l.cr)])).toEqual([
        [a.program.id, 5999],
        [building, 3001],
      ]);
    }
    expect(await a.balance()).toBe((1000 - 5 * 90).toFixed(2));
    expect(await ledgerProblems(t.db)).toEqual([]);
  }, 120_000);
});
