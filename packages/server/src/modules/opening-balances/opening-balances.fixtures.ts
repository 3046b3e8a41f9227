import type { TestContext } from '../../../test/harness.js';
import { utcDay } from '../../../test/world/reads.js';
import { payingCompany } from '../bill-payments/bill-payments.fixtures.js';

export const daysAgo = (days: number) => utcDay(-days);

/** Test-only: a new company (nothing posted yet) and the body of its opening balances. */
export async function newCompany(t: TestContext) {
  const c = await payingCompany(t);
  const asOf = daysAgo(3);
  /** Bank 1000: 500.00 (200.00 of it the fund program's), one unpaid bill of 120.00; `over` replaces fields. */
  const openingBody = (over: Record<string, unknown> = {}) => ({
    as_of: asOf,
    net_assets_account_id: c.byNumber['3000'],
    banks: [
      { account_id: c.bank, amount: '500.00' },
      { account_id: c.byNumber['1010'], amount: '' },
    ],
    funds: [{ fund_program_id: c.program.id, amount: '200.00' }],
    account_payable_id: c.payable,
    bills: [
      {
        vendor_id: c.vendor.id,
        refrence: 'OB-1',
        amount_due: '120.00',
        bill_due: daysAgo(1),
        fund_program_id: c.program.id,
        funtional_expenses_id: c.expense.id,
        memo: 'Roof repair, invoiced last month',
      },
    ],
    ...over,
  });
  return { ...c, asOf, openingBody };
}
