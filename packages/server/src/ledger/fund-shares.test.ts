import { FUND_TEXT } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { testWorld, type WorldCompany } from '../../test/world/server.js';
import { ledgerProblems } from './invariants.js';
import { sharesTaken } from './fund-shares.js';
import { deposit, setFundShareGuard } from './fund-shares.fixtures.js';

// Issue 24: "Refuse payments that overdraw a fund's share of a bank account" (companies.refuse_fund_overdraft).
let t: TestContext;
let b: WorldCompany;
let roof: number;
/** the bill whose payment the setting refused: still open afterwards */
let refusedBill: { id: number };
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestContext();
  b = await testWorld(t).company();
  roof = await b.fundProgram('Roof Fund');
  await b.fund('5000.00'); // untagged money: the general share
});
afterAll(async () => {
  expect(await ledgerProblems(t.db)).toEqual([]);
  await t.close();
});

describe('sharesTaken (pure)', () => {
  it("keeps only the bank shares an entry takes from, net of what it puts back", () => {
    const lines = [
      { accountId: 1, debitCents: 0, creditCents: 500, fundProgramId: 7 },
      { accountId: 1, debitCents: 200, creditCents: 0, fundProgramId: null },
      { accountId: 9, debitCents: 300, creditCents: 0, fundProgramId: 7 },
    ];
    expect([...sharesTaken(lines, (id) => id === 1).values()]).toEqual([{ accountId: 1, fund: 7, netCents: -500 }]);
  });
});

describe("a fund's share of a bank account", () => {
  it('is not checked while the setting is off (the default): a fund may spend the general money', async () => {
    expect((await (await testWorld(t).asAdmin()).get(`/company/${b.id}`)).body.data.refuse_fund_overdraft).toBe(false);
    const bill = await b.bill('10.00', { fund_program_id: roof });
    await b.pay([bill]);
  });

  it('with the setting on, refuses a payment, a standard check and a manual entry past the share, naming the fund and what it has', async () => {
    await setFundShareGuard(t, b, true);
    await deposit(b, '110.00', roof); // the roof's share: 110.00 - 10.00 paid above = 100.00
    const bank = `1000 Operating Checking`;
    const first = await b.bill('60.00', { fund_program_id: roof });
    await b.pay([first]);
    const second = await b.bill('50.00', { fund_program_id: roof });
    const refused = await b.api.post('/createBillPayment', {
      company_id: b.id,
      account_payable_id: (await b.books()).payable,
      account_id: (await b.books()).bank,
      bill_amount_info: [{ bill_id: second.id, discount: '0' }],
      button_status: 'save',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(FUND_TEXT.fundShareOverdrawn('Roof Fund', bank, '$40.00'));
    refusedBill = second;

    const check = await b.api.post('/createChecks', {
      company_id: b.id,
      check_type: 'standard',
      refrence: String(Date.now() % 1e9),
      bill_due: today(),
      vendor_id: (await b.firstVendor()).id,
      memo: 'Roof repair',
      amount_due: '40.01',
      account_payable_id: (await b.books()).payable,
      account_id: (await b.books()).expense,
      fund_program_id: roof,
      funtional_expenses_id: (await b.books()).functionalExpenseId,
      bank_account_id: (await b.books()).bank,
      check_number: '',
    });
    expect(check.status).toBe(422);
    expect(check.body.message).toBe(FUND_TEXT.fundShareOverdrawn('Roof Fund', bank, '$40.00'));

    const books = await b.books();
    const spend = (amount: string, fund: number | null) =>
      b.api.post('/journals', {
        entry_date: today(),
        memo: 'Roofer',
        confirm_below_zero: true,
        lines: [
          { account_id: books.expense, debit: amount, credit: '', fund_program_id: fund },
          { account_id: books.bank, debit: '', credit: amount, fund_program_id: fund },
        ],
      });
    const entry = await spend('40.01', roof);
    expect(entry.status).toBe(422);
    expect(entry.body.message).toBe(FUND_TEXT.fundShareOverdrawn('Roof Fund', bank, '$40.00'));
    // Exactly the share is fine, and the untagged money is a share of its own.
    expect((await spend('40.00', roof)).status).toBe(200);
    const general = await spend('5000.01', null);
    expect(general.status).toBe(422);
    expect(general.body.message).toBe(FUND_TEXT.fundShareOverdrawn(FUND_TEXT.noFund, bank, '$5,000.00'));
  });

  it('turned off again, the payment goes through', async () => {
    await setFundShareGuard(t, b, false);
    // The refused payment changed nothing: its bill is still open and can be paid now.
    await b.pay([refusedBill]);
  });
});
