import { eq } from 'drizzle-orm';
import { api, loginAs } from '../../../test/api.js';
import { makeUser, makeVendor } from '../../../test/factories.js';
import { PASSWORD, type TestContext } from '../../../test/harness.js';
import { functionalExpenses, fundPrograms } from '../../db/schema/index.js';
import { companyWithChart } from '../accounts/accounts.fixtures.js';

export const TODAY = new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Test-only: a company with its chart, a treasurer, a vendor, tags, and helpers to bill it and fund its bank. */
export async function payingCompany(t: TestContext) {
  const chart = await companyWithChart(t.db);
  const companyId = chart.company.id;
  const user = await makeUser(t.db, companyId, { position: 'Treasurer' });
  const treasurer = api(t.app, await loginAs(t.app, user.email, PASSWORD));
  const vendor = await makeVendor(t.db, companyId, { name: `Supplier ${companyId}` });
  const [program] = await t.db
    .insert(fundPrograms)
    .values({ companyId, name: `General ${companyId}` })
    .returning();
  const [expense] = await t.db.select().from(functionalExpenses).where(eq(functionalExpenses.name, 'Program services'));
  const bank = chart.byNumber['1000'];
  const payable = chart.byNumber['2000'];
  const expenseAccount = chart.byNumber['5200'];

  /** A Created bill through the API (posts Dr 5200 / Cr 2000). */
  const bill = async (amount: string, over: Record<string, unknown> = {}) => {
    const res = await treasurer.post('/createPayBills', {
      company_id: companyId,
      refrence: `R${Math.floor(Math.random() * 1e8)}`,
      bill_due: inDays(10),
      vendor_id: vendor.id,
      amount_due: amount,
      account_payable_id: payable,
      account_id: expenseAccount,
      fund_program_id: program.id,
      funtional_expenses_id: expense.id,
      date: TODAY,
      ...over,
    });
    if (res.status !== 200) throw new Error(`bill: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { id: number; bill_number: number; amount_due: string };
  };

  /** An opening balance on a bank account: Dr bank / Cr net assets, through the journal API. */
  const fund = async (amount: string, account = bank) => {
    const res = await treasurer.post('/journals', {
      entry_date: TODAY,
      memo: 'Opening balance',
      lines: [
        { account_id: account, debit: amount, credit: '' },
        { account_id: chart.byNumber['3000'], debit: '', credit: amount },
      ],
    });
    if (res.status !== 200) throw new Error(`fund: ${res.status} ${JSON.stringify(res.body)}`);
  };

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

  return { ...chart, companyId, treasurer, vendor, program, expense, bank, payable, expenseAccount, bill, fund, balance, payBody };
}
