import type { TestContext } from '../../../test/harness.js';
import { utcDay as inDays, TODAY } from '../../../test/world/reads.js';
import { testWorld } from '../../../test/world/server.js';

export { TODAY };

/**
 * Test-only: a company with its chart, a treasurer, a vendor, tags, and helpers to bill it and fund its bank,
 * made by the shared world builder through the API (test/world).
 */
export async function payingCompany(t: TestContext) {
  const world = await testWorld(t).company();
  const companyId = world.id;
  const treasurer = world.api;
  const vendor = await world.vendor({ name: `Supplier ${companyId}` });
  const books = await world.books({ fundProgramName: `General ${companyId}` });
  const program = { id: books.fundProgramId, name: books.fundProgramName };
  const expense = { id: books.functionalExpenseId, name: 'Program services' };
  const { bank, payable, byNumber } = books;
  const expenseAccount = books.expense;

  /** A Created bill through the API (posts Dr 5200 / Cr 2000). */
  const bill = (amount: string, over: Record<string, unknown> = {}) =>
    world.bill(amount, { vendor_id: vendor.id, bill_due: inDays(10), date: TODAY, ...over }) as Promise<{
      id: number;
      bill_number: number;
      amount_due: string;
    }>;

  /** An opening balance on a bank account: Dr bank / Cr net assets, through the journal API; the entry's id. */
  const fund = (amount: string, account = bank) => world.fund(amount, account, TODAY);
  const balance = async (account = bank) => (await treasurer.get(`/getBalanceByBankAcc/${account}`)).body.finalAmount as string;

  /** The body of the payment screen's Save. */
  const payBody = (rows: Array<{ id: number; amount_due?: string; discount?: string }>, over: Record<string, unknown> = {}) => ({
    company_id: companyId,
    account_payable_id: payable,
    account_id: bank,
    bill_amount_info: rows.map((r) => ({ bill_id: r.id, amount_due: r.amount_due, discount: r.discount ?? '0' })),
    button_status: 'save',
    ...over,
  });

  return {
    company: { id: companyId, legalName: world.legalName },
    byNumber,
    world,
    companyId,
    treasurer,
    vendor,
    program,
    expense,
    bank,
    payable,
    expenseAccount,
    bill,
    fund,
    balance,
    payBody,
  };
}
