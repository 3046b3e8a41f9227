import { apiCall, apiToken, readMail, shot, signIn, signInAsAdmin, uniq, uniqEin } from '../support/app';
import { createCompanyWithUsers, POSITION, testEmail } from '../support/company';
import { expect, type Page, test } from '../support/test';

const PASSWORD = 'Treasurer-pass-1';
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A company whose Treasurer has set a password, with a vendor, a fund program and three Created bills (made through the API). */
async function companyWithBills() {
  const email = testEmail('pay.treasurer');
  const company = await createCompanyWithUsers([{ email, first_name: 'Pat', position: POSITION.Treasurer }]);
  const mail = await readMail(email);
  const token = decodeURIComponent(/token=([^&\s]+)/.exec(mail.text)?.[1] ?? '');
  const reset = await apiCall('POST', '/password/reset', undefined, { email, token, password: PASSWORD, password_confirmation: PASSWORD });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  const api = await apiToken(email, PASSWORD);
  const ok = (res: { status: number; body: any }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const fund = ok(await apiCall('POST', '/createFundProgram', api, { name: uniq('Missions'), status: 1 }));
  const fundId = fund.data?.id ?? (await apiCall('GET', '/getFundProgram/0', api)).body.fund_program[0].id;
  const expenses = ok(await apiCall('GET', '/getFunctionalEnpenses/0', api)).functionaExpenses as Array<{ value: number }>;
  const vendor = ok(
    await apiCall('POST', '/vendor/add', api, {
      company_id: company.id,
      name: uniq('Hope Printing'),
      ein: uniqEin(),
      contact_number: '5550100000',
      email: 'billing@hope.test',
      billing_address_line_1: '1 Supply Rd',
      billing_city: 'Dallas',
      billing_state: 'TX',
      billing_country: 'US',
      billing_zip_code: '75001',
    }),
  );
  const vendorId = vendor.data?.id ?? vendor.lastInsertedId;
  const accounts = ok(await apiCall('GET', '/getAccountBehalfofcompanyId/0', api)).data;
  const coa = accounts.assest_data.find((a: { account_number: string }) => a.account_number === '5200').id;
  const bill = async (ref: string, amount: string) =>
    ok(
      await apiCall('POST', '/createPayBills', api, {
        refrence: ref,
        bill_due: day(10),
        vendor_id: vendorId,
        amount_due: amount,
        account_payable_id: accounts.account_payable[0].id,
        account_id: coa,
        fund_program_id: fundId,
        funtional_expenses_id: expenses[0].value,
        date: day(0),
      }),
    ).data as { id: number; bill_number: number };
  const stamp = Date.now().toString(36).slice(-5);
  const bills = { a: await bill(`PA${stamp}`, '300.00'), b: await bill(`PB${stamp}`, '150.00'), c: await bill(`PC${stamp}`, '100.00') };
  return { ...company, email, bills, stamp };
}

async function look(page: Page, name: string) {
  await page.waitForTimeout(400);
  await shot(page, `bill-payments-${name}`);
}

async function closePopup(page: Page, text: string) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const form = (page: Page) => page.getByRole('region', { name: 'Bill Payment' });
const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

async function choose(page: Page, label: string, option: string | RegExp) {
  await form(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.use({ viewport: { width: 1366, height: 900 } });

test('a company user funds the bank, pays two bills (one discounted), is refused an overdraft, and voids a payment', async ({ page }) => {
  test.setTimeout(120_000);
  const own = await companyWithBills();
  const { a, b, c } = own.bills;
  await signIn(page, own.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // The opening bank balance, on the journal entry screen.
  await menu(page).getByText('Journal Entries', { exact: true }).click();
  await page.getByRole('link', { name: '+ New Journal Entry' }).click();
  await page.getByLabel('Date').fill(day(0));
  await page.getByLabel(/^Memo/).fill('Opening balance');
  await page.getByRole('combobox', { name: 'Line 1 account' }).fill('1000');
  await page.getByRole('option', { name: /1000 · Operating Checking/ }).click();
  await page.getByRole('textbox', { name: 'Line 1 debit' }).fill('500.00');
  await page.getByRole('combobox', { name: 'Line 2 account' }).fill('Without Donor');
  await page.getByRole('option', { name: /3000 · Net Assets Without Donor Restrictions/ }).click();
  await page.getByRole('textbox', { name: 'Line 2 credit' }).fill('500');
  await page.getByRole('button', { name: 'Post Entry' }).click();
  await closePopup(page, 'Journal entry has been posted successfully');

  // The empty list, then the create screen.
  await menu(page).getByText('Bill Payments', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/bill-payment-list$/);
  await expect(page.getByText('No bill payments yet')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Choose Company' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Company Name' })).toHaveCount(0);
  await page.getByRole('link', { name: '+ Create Bill Payment' }).click();
  await expect(page).toHaveURL(/\/app\/create-bill-payment$/);
  await expect(form(page).getByRole('textbox', { name: 'Company' })).toHaveValue(own.legalName);

  // The checks of section 5 in order.
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Please Select account payable');
  await choose(page, 'Account Payable', /Accounts Payable/);
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Please select bank account');
  await choose(page, 'Bank Account', /1000 · Operating Checking/);
  await expect(form(page).getByRole('textbox', { name: 'Bank Balance' })).toHaveValue('$500.00');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Please select at least one bill');

  // Pay A in full and B with a 20.00 discount: the total follows.
  await expect(row(page, `PA${own.stamp}`)).toContainText('$300.00');
  await row(page, `PA${own.stamp}`).getByRole('checkbox').check();
  await row(page, `PB${own.stamp}`).getByRole('checkbox').check();
  await row(page, `PB${own.stamp}`)
    .getByRole('textbox', { name: /Discount for bill/ })
    .fill('20');
  await expect(row(page, `PB${own.stamp}`)).toContainText('$130.00');
  await expect(form(page).getByRole('textbox', { name: 'Total Amount' })).toHaveValue('$430.00');
  await look(page, 'create-filled');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Bill Payment has been added successfully');
  await expect(page).toHaveURL(/\/app\/bill-payment-list$/);
  await expect(row(page, `${a.bill_number}`).first()).toBeVisible();
  const rowOf = (bill: { bill_number: number }) =>
    page.locator('tbody tr').filter({ has: page.getByRole('link', { name: String(bill.bill_number), exact: true }) });
  await expect(rowOf(a)).toContainText('Paid');
  await expect(rowOf(b)).toContainText('$20.00');
  await expect(rowOf(b)).toContainText('$130.00');
  await look(page, 'list');

  // The bill list shows them Paid.
  await menu(page).getByText('Pay Bills', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/pay-bills-list$/);
  await expect(page.getByRole('heading', { name: 'Pay-Bills' })).toBeVisible();
  await expect(row(page, `PA${own.stamp}`)).toContainText('Paid');
  await expect(row(page, `PB${own.stamp}`)).toContainText('Paid');
  await expect(row(page, `PC${own.stamp}`)).toContainText('Created');

  // The bank fell by 430.00; C (100.00) is more than what is left.
  await page.goto('/app/create-bill-payment');
  await choose(page, 'Account Payable', /Accounts Payable/);
  await choose(page, 'Bank Account', /1000 · Operating Checking/);
  await expect(form(page).getByRole('textbox', { name: 'Bank Balance' })).toHaveValue('$70.00');
  await expect(row(page, `PA${own.stamp}`)).toHaveCount(0);
  await row(page, `PC${own.stamp}`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Insufficient funds in your account!!' })).toBeVisible();
  await look(page, 'insufficient');
  await closePopup(page, 'Insufficient funds in your account!!');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/app\/bill-payment-list$/);

  // Void A's payment: confirmation, success, the row is Void paying 0.00 with View only.
  await rowOf(a)
    .getByRole('button', { name: /^Void payment/ })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Change status of bill?');
  await confirm.getByRole('button', { name: 'Yes, I am sure!' }).click();
  await closePopup(page, 'Status updated Sucessfully');
  await expect(page).toHaveURL(/\/app\/bill-payment-list$/);
  await expect(rowOf(a)).toContainText('Void');
  await expect(rowOf(a)).toContainText('$0.00');
  await expect(rowOf(a).getByRole('button', { name: /^Void payment/ })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Choose Status' }).click();
  await page.getByRole('option', { name: 'Void' }).click();
  await expect(rowOf(b)).toHaveCount(0);
  await look(page, 'list-void');

  // The locked view of the void payment, with its payment and reversal entries.
  await rowOf(a)
    .getByRole('link', { name: /^View payment/ })
    .click();
  await expect(page).toHaveURL(/\/app\/bill-payment\/view\/\d+$/);
  await expect(form(page).getByRole('combobox', { name: 'Bank Account' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('checkbox', { name: /Select bill/ })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: /Discount for bill/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Ledger Entries' })).toContainText('Reversal of #');
  await look(page, 'view-void');

  // A is Created again in the bill list; the bank has the 300.00 back.
  await menu(page).getByText('Pay Bills', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/pay-bills-list$/);
  await expect(page.getByRole('heading', { name: 'Pay-Bills' })).toBeVisible();
  await expect(row(page, `PA${own.stamp}`)).toContainText('Created');
  await expect(row(page, `PB${own.stamp}`)).toContainText('Paid');
  // B's read-only bill view names its payment.
  await row(page, `PB${own.stamp}`)
    .getByRole('link', { name: /^View bill/ })
    .click();
  await expect(page.getByRole('region', { name: 'Bill Payments' })).toContainText('$130.00');
  await expect(page.getByRole('region', { name: 'Bill Payments' })).toContainText('Paid');
  await look(page, 'bill-view');
  await page.goto('/app/create-bill-payment');
  await choose(page, 'Account Payable', /Accounts Payable/);
  await choose(page, 'Bank Account', /1000 · Operating Checking/);
  await expect(form(page).getByRole('textbox', { name: 'Bank Balance' })).toHaveValue('$370.00');
  await expect(row(page, `PA${own.stamp}`)).toBeVisible();
  await look(page, 'create-after-void');
  expect(c.id).toBeGreaterThan(0);
});

test('the Super-Admin chooses the company first, sees the Company Name column, and filters the list by company', async ({ page }) => {
  test.setTimeout(90_000);
  const own = await companyWithBills();
  await signInAsAdmin(page);
  await page.goto('/app/create-bill-payment');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Please Select company');
  await choose(page, 'Company', own.legalName);
  await choose(page, 'Account Payable', /Accounts Payable/);
  await choose(page, 'Bank Account', /1010 · Savings/);
  await expect(form(page).getByRole('textbox', { name: 'Bank Balance' })).toHaveValue('$0.00');
  await row(page, `PA${own.stamp}`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Insufficient funds in your account!!');
  await look(page, 'admin-create');

  await page.goto('/app/bill-payment-list');
  await expect(page.getByRole('columnheader', { name: 'Company Name' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Choose Company' }).click();
  await page.getByRole('option', { name: own.legalName }).click();
  await expect(page.getByText('No bill payments yet')).toBeVisible();
  await look(page, 'admin-list');
});
