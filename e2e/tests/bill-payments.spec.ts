import { shot, shotPause, signIn, signInAsAdmin, uniq } from '../support/app';
import { addBill, addVendor, booksOf, day, treasurerCompany } from '../support/books';
import { expect, type Page, test } from '../support/test';
import { chooseCompany } from '../support/company-picker';

const PASSWORD = 'Treasurer-pass-1';

/** A company whose Treasurer has set a password, with a vendor, a fund program and three Created bills (made through the API). */
async function companyWithBills() {
  const company = await treasurerCompany('pay.treasurer', 'Pat', PASSWORD);
  const books = await booksOf(company.api);
  const vendor = await addVendor(company.api, company.id, uniq('Hope Printing'), { email: 'billing@hope.test' });
  const stamp = Date.now().toString(36).slice(-5);
  const bill = (ref: string, amount: string) => addBill(company.api, books, { ref: `${ref}${stamp}`, amount, vendorId: vendor.id });
  const bills = { a: await bill('PA', '300.00'), b: await bill('PB', '150.00'), c: await bill('PC', '100.00') };
  return { ...company, bills, stamp };
}

async function look(page: Page, name: string) {
  await shotPause(page, 400);
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
  await chooseCompany(form(page), 'Company', own.legalName);
  await choose(page, 'Account Payable', /Accounts Payable/);
  await choose(page, 'Bank Account', /1010 · Savings/);
  await expect(form(page).getByRole('textbox', { name: 'Bank Balance' })).toHaveValue('$0.00');
  await row(page, `PA${own.stamp}`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Insufficient funds in your account!!');
  await look(page, 'admin-create');

  await page.goto('/app/bill-payment-list');
  await expect(page.getByRole('columnheader', { name: 'Company Name' })).toBeVisible();
  await chooseCompany(page, 'Choose Company', own.legalName);
  await expect(page.getByText('No bill payments yet')).toBeVisible();
  await look(page, 'admin-list');
});
