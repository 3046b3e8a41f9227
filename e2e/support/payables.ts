import { uniq } from './app';
import { day } from './books';
import { testEmail } from './company';
import { world } from './world';

export { day };
export const PASSWORD = 'Everyday-pass-1';

/**
 * A company with a Treasurer and an Auditor (both with passwords set from their invitations) and, made by
 * the Treasurer through the real API (the world builder): a fund program, a vendor, a funded bank, an open
 * bill, a paid bill with its payment on a check, and a draft purchase order.
 */
export async function companyWithRecords() {
  const company = await world.company({
    name: uniq('Grace Assembly'),
    treasurer: { email: testEmail('ev.treasurer'), firstName: 'Tara', password: PASSWORD },
  });
  const auditor = await company.user('Auditor', { email: testEmail('ev.auditor'), firstName: 'Aldo', password: PASSWORD });
  const books = await company.books();
  const vendor = await company.vendor({ name: uniq('Hope Printing'), email: 'billing@hope.test' });
  await company.fund('5000.00');
  const stamp = Date.now().toString(36).slice(-6);
  const openBill = await company.bill('310.25', { refrence: `O${stamp}`, vendor_id: vendor.id });
  const paidBill = await company.bill('120.00', { refrence: `P${stamp}`, vendor_id: vendor.id });
  const [payment] = await company.pay([{ id: paidBill.id, amount_due: '120.00' }], { date: day() });
  const [check] = await company.voucherCheck([payment.id]);
  // The order as the journeys have always had it: no shipping method, terms or required-by date.
  const orderId = await company.order({ vendor_id: vendor.id, shipping_method: undefined, payment_terms: undefined, required_by_date: undefined });
  return {
    id: company.id,
    legalName: company.legalName,
    treasurer: company.treasurer.email,
    auditor: auditor.email,
    api: company.treasurer.token,
    fund: books.fundProgramName,
    fundId: books.fundProgramId,
    expenseId: books.functionalExpenseId,
    vendor,
    payable: books.payable,
    bank: books.bank,
    coa: books.expense,
    openBill,
    paidBill,
    paymentId: payment.id,
    check,
    orderId,
  };
}
