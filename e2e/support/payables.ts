import { expect } from '@playwright/test';
import { apiCall, apiToken, uniq, uniqEin } from './app';
import { acceptInvitation, createCompanyWithUsers, POSITION, testEmail } from './company';

export const PASSWORD = 'Everyday-pass-1';

/** Today (or offset days) in the browser's calendar, as the forms send it. */
export const day = (offset = 0) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const ok = (res: { status: number; body: any }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

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

  const fund = uniq('Missions');
  ok(await apiCall('POST', '/createFundProgram', api, { name: fund, status: 1 }));
  const fundId = (ok(await apiCall('GET', '/getFundProgram/0', api)).fund_program as Array<{ id: number; name: string }>).find((f) => f.name === fund)!.id;
  const expenseId = (ok(await apiCall('GET', '/getFunctionalEnpenses/0', api)).functionaExpenses as Array<{ value: number }>)[0].value;
  const vendorName = uniq('Hope Printing');
  const ein = uniqEin();
  const vendor = ok(
    await apiCall('POST', '/vendor/add', api, {
      company_id: company.id,
      name: vendorName,
      ein,
      contact_number: '5550100000',
      email: 'billing@hope.test',
      billing_address_line_1: '1 Supply Rd',
      billing_city: 'Dallas',
      billing_state: 'TX',
      billing_country: 'US',
      billing_zip_code: '75001',
    }),
  ).data as { id: number; name: string; vendor_number: number };
  const accounts = ok(await apiCall('GET', '/getAccountBehalfofcompanyId/0', api)).data;
  const byNumber = (n: string) => accounts.assest_data.find((a: { account_number: string }) => a.account_number === n).id as number;
  const payable = accounts.account_payable[0].id as number;
  const bank = ok(await apiCall('GET', '/getBankAccountByCompanyId/0', api)).data.bank_account.find(
    (a: { account_number: string }) => a.account_number === '1000',
  ).id as number;
  ok(
    await apiCall('POST', '/journals', api, {
      entry_date: day(),
      memo: 'Opening balance',
      lines: [
        { account_id: bank, debit: '5000.00', credit: '' },
        { account_id: byNumber('3000'), debit: '', credit: '5000.00' },
      ],
    }),
  );
  const stamp = Date.now().toString(36).slice(-6);
  const bill = async (ref: string, amount: string) =>
    ok(
      await apiCall('POST', '/createPayBills', api, {
        refrence: ref,
        bill_due: day(10),
        vendor_id: vendor.id,
        amount_due: amount,
        account_payable_id: payable,
        account_id: byNumber('5200'),
        fund_program_id: fundId,
        funtional_expenses_id: expenseId,
        date: day(),
      }),
    ).data as { id: number; bill_number: number; refrence: string };
  const openBill = await bill(`O${stamp}`, '310.25');
  const paidBill = await bill(`P${stamp}`, '120.00');
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
    fund,
    fundId,
    expenseId,
    vendor: { ...vendor, ein },
    payable,
    bank,
    coa: byNumber('5200'),
    openBill,
    paidBill,
    paymentId: payment[0].id,
    check: check[0],
    orderId: (order.data?.id ?? order.lastInsertedId) as number,
  };
}
