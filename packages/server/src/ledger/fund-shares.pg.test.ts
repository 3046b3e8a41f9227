import { FUND_TEXT } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { testWorld, type WorldCompany } from '../../test/world/server.js';
import { deposit, setFundShareGuard } from './fund-shares.fixtures.js';
import { ledgerProblems } from './invariants.js';

// On the PostgreSQL server the payments really run at once: the bank lock the payment takes makes each one
// see the share the ones before it left.
let t: TestContext;
let b: WorldCompany;
let fund: number;

beforeAll(async () => {
  t = await createTestContext();
  b = await testWorld(t).company();
  fund = await b.fundProgram('Benevolence');
  await b.fund('10000.00'); // plenty of untagged money: only the fund's share can stop a payment
  await setFundShareGuard(t, b, true);
  await deposit(b, '1050.00', fund);
});
afterAll(() => t.close());

describe("parallel payments against one fund's share", () => {
  it('20 at once: never below zero, exactly what fits is paid, the rest refused naming the fund', async () => {
    const bills = [];
    for (let i = 0; i < 20; i++) bills.push(await b.bill('100.00', { fund_program_id: fund }));
    const books = await b.books();
    const results = await Promise.all(
      bills.map((bill) =>
        b.api.post('/createBillPayment', {
          company_id: b.id,
          account_payable_id: books.payable,
          account_id: books.bank,
          bill_amount_info: [{ bill_id: bill.id, discount: '0' }],
          button_status: 'save',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.every((r) => r.status === 422 && r.body.message === FUND_TEXT.fundShareOverdrawn('Benevolence', '1000 Operating Checking', '$50.00'))).toBe(true);
    const [share] = (
      await t.db.execute(sql`select sum(debit_cents - credit_cents)::int as net from journal_lines where account_id = ${books.bank} and fund_program_id = ${fund}`)
    ).rows as Array<{ net: number }>;
    expect(share.net).toBe(5000);
    expect(await ledgerProblems(t.db)).toEqual([]);
  }, 120_000);
});
