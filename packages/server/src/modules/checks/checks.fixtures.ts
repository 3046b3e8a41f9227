import type { TestContext } from '../../../test/harness.js';
import { payingCompany } from '../bill-payments/bill-payments.fixtures.js';

let reference = 12_344;

/** Test-only: a paying company with a second vendor and helpers to pay bills and make checks. */
export async function checkingCompany(t: TestContext) {
  const c = await payingCompany(t);
  const vendor2 = await c.world.vendor({ name: `Printer ${c.companyId}` });

  /** Pays each amount as its own bill (of `vendorId`) from the bank account; returns the payment ids. */
  const paid = async (amounts: string[], vendorId = c.vendor.id, bank = c.bank) => {
    const bills = [];
    for (const a of amounts) bills.push(await c.bill(a, { vendor_id: vendorId }));
    const res = await c.treasurer.post('/createBillPayment', c.payBody(bills, { account_id: bank }));
    if (res.status !== 200) throw new Error(`pay: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body.data as Array<{ id: number }>).map((p) => p.id);
  };

  /** The body of the voucher screen's Save. */
  const voucher = (paymentIds: number[], over: Record<string, unknown> = {}) => ({
    company_id: c.companyId,
    check_type: 'voucher',
    check_number: '',
    memo: 'Monthly run',
    bank_account_id: c.bank,
    check_list: paymentIds.map((id) => ({ bill_payment_id: id })),
    ...over,
  });

  /** The body of the standard screen's Save. */
  const standard = (over: Record<string, unknown> = {}) => ({
    company_id: c.companyId,
    check_type: 'standard',
    refrence: String(++reference), // each its own invoice: the same vendor + reference asks first
    bill_due: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
    vendor_id: c.vendor.id,
    memo: 'Roof repair',
    amount_due: '250.00',
    account_payable_id: c.payable,
    account_id: c.expenseAccount,
    fund_program_id: c.program.id,
    funtional_expenses_id: c.expense.id,
    bank_account_id: c.bank,
    check_number: '',
    ...over,
  });

  return { ...c, vendor2, paid, voucher, standard };
}
