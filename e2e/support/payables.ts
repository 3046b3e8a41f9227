import { apiCall, apiToken, uniq } from './app';
import { addBill, addVendor, booksOf, day, fundBank, ok } from './books';
import { acceptInvitation, createCompanyWithUsers, POSITION, testEmail } from './company';

export { day };
export const PASSWORD = 'Everyday-pass-1';

/**
 * A company with a Treasurer and an Auditor (both with passwords set from their invitations) and, made by
 * the Treasurer through the real API: a fund program, a vendor, a funded bank, an open bill, a paid bill
 * with its payment on a check, and a draft purchase order.
 */
export async function companyWithRecords() {
  const treasurer = testEmail('ev.treasurer');
  const auditor = testEmail('ev.auditor');
  const company = await createCompanyWithUsers([
    { email: treasurer, first_name: 'Tara', position: POSITION.Treasurer },
    { email: auditor, first_name: 'Aldo', position: POSITION.Auditor },
  ]);
  await acceptInvitation(treasurer, PASSWORD);
  await acceptInvitation(auditor, PASSWORD);
  const api = await apiToken(treasurer, PASSWORD);

  const books = await booksOf(api);
  const vendor = await addVendor(api, company.id, uniq('Hope Printing'), { email: 'billing@hope.test' });
  const { payable, bank } = books;
  await fundBank(api, books, '5000.00');
  const stamp = Date.now().toString(36).slice(-6);
  const openBill = await addBill(api, books, { ref: `O${stamp}`, amount: '310.25', vendorId: vendor.id });
  const paidBill = await addBill(api, books, { ref: `P${stamp}`, amount: '120.00', vendorId: vendor.id });
  const payment = ok(
    await apiCall('POST', '/createBillPayment', api, {
      company_id: company.id,
      account_payable_id: payable,
      account_id: bank,
      bill_amount_info: [{ bill_id: paidBill.id, amount_due: '120.00', discount: '0' }],
      button_status: 'save',
      date: day(),
    }),
  ).data as Array<{ id: number }>;
  const check = ok(
    await apiCall('POST', '/createChecks', api, {
      company_id: company.id,
      check_type: 'voucher',
      check_number: '',
      memo: 'Monthly run',
      bank_account_id: bank,
      check_list: payment.map((p) => ({ bill_payment_id: p.id })),
    }),
  ).data as Array<{ id: number; check_number: number }>;
  const order = ok(
    await apiCall('POST', '/createPurchaseOrder', api, {
      company_id: company.id,
      vendor_id: vendor.id,
      status_name: 'Draft',
      sales_tax: '0',
      items: [{ description: 'Copier paper', quantity: '10', unit_price: '4.25' }],
    }),
  );
  return {
    ...company,
    treasurer,
    auditor,
    api,
    fund: books.fund,
    fundId: books.fundId,
    expenseId: books.expenseId,
    vendor,
    payable,
    bank,
    coa: books.byNumber('5200'),
    openBill,
    paidBill,
    paymentId: payment[0].id,
    check: check[0],
    orderId: (order.data?.id ?? order.lastInsertedId) as number,
  };
}
