import { expect } from '@playwright/test';
import { apiCall, uniq, uniqEin } from './app';
import { testEmail } from './company';
import { world } from './world';

/**
 * The records a journey starts from, made through the real API as the company's own user would make them:
 * a Treasurer with a password, vendors, the accounts the forms offer, a funded bank and Created bills.
 */

/** Today (or offset days) in the browser's calendar, as the forms send it. */
export const day = (offset = 0) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The body of a 200 answer; any other answer fails the test, quoting it. */
export const ok = (res: { status: number; body: any }) => {
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** A new company with one Treasurer who has set `password` from the invitation mail, and their API token. */
export async function treasurerCompany(who: string, firstName: string, password: string) {
  const company = await world.company({ name: uniq('Grace Assembly'), treasurer: { email: testEmail(who), firstName, password } });
  return { id: company.id, legalName: company.legalName, email: company.treasurer.email, api: company.treasurer.token };
}

/** A vendor of the company with a unique EIN and every field the form requires; `more` adds or overrides fields. */
export async function addVendor(token: string, companyId: number, name: string, more: Record<string, unknown> = {}) {
  const ein = uniqEin();
  const body = ok(
    await apiCall('POST', '/vendor/add', token, {
      company_id: companyId,
      name,
      ein,
      contact_number: '5550100000',
      email: 'billing@vendor.test',
      billing_address_line_1: '1 Supply Rd',
      billing_city: 'Dallas',
      billing_state: 'TX',
      billing_country: 'US',
      billing_zip_code: '75001',
      ...more,
    }),
  );
  return { id: (body.data?.id ?? body.lastInsertedId) as number, name, ein, vendor_number: body.data?.vendor_number as number };
}

/**
 * What the bill forms offer a company user, read through the pickers' API: a new fund program (`fund`), the
 * first functional expense, Accounts Payable, the operating bank (1000) and any account by its number.
 */
export async function booksOf(api: string, fund = uniq('Missions')) {
  ok(await apiCall('POST', '/createFundProgram', api, { name: fund, status: 1 }));
  const funds = ok(await apiCall('GET', '/getFundProgram/0', api)).fund_program as Array<{ id: number; name: string }>;
  const expenses = ok(await apiCall('GET', '/getFunctionalEnpenses/0', api)).functionaExpenses as Array<{ value: number }>;
  const accounts = ok(await apiCall('GET', '/getAccountBehalfofcompanyId/0', api)).data;
  const banks = ok(await apiCall('GET', '/getBankAccountByCompanyId/0', api)).data.bank_account as Array<{ id: number; account_number: string }>;
  // Every account of the chart (the bill's COA list leaves out income and net assets, e.g. 3000 for fundBank).
  const chart = ok(await apiCall('GET', '/getJournalAccounts/0', api)).data as Array<{ id: number; account_number: string }>;
  const byNumber = (n: string) => chart.find((a) => a.account_number === n)!.id;
  return {
    fund,
    fundId: funds.find((f) => f.name === fund)!.id,
    expenseId: expenses[0].value,
    payable: accounts.account_payable[0].id as number,
    bank: banks.find((a) => a.account_number === '1000')!.id,
    byNumber,
  };
}
export type Books = Awaited<ReturnType<typeof booksOf>>;

/** Puts money in the operating bank from opening equity (3000) by a journal entry. */
export async function fundBank(api: string, books: Books, amount: string, date = day()) {
  ok(
    await apiCall('POST', '/journals', api, {
      entry_date: date,
      memo: 'Opening balance',
      lines: [
        { account_id: books.bank, debit: amount, credit: '' },
        { account_id: books.byNumber('3000'), debit: '', credit: amount },
      ],
    }),
  );
}

/** A Created bill on expense account 5200 with the books' fund program and functional expense. */
export async function addBill(api: string, books: Books, bill: { ref: string; amount: string; vendorId: number; due?: string; date?: string }) {
  return ok(
    await apiCall('POST', '/createPayBills', api, {
      refrence: bill.ref,
      bill_due: bill.due ?? day(10),
      vendor_id: bill.vendorId,
      amount_due: bill.amount,
      account_payable_id: books.payable,
      account_id: books.byNumber('5200'),
      fund_program_id: books.fundId,
      funtional_expenses_id: books.expenseId,
      date: bill.date ?? day(),
    }),
  ).data as { id: number; bill_number: number; refrence: string };
}
