import { execFileSync } from 'node:child_process';
import { shot, shotPause, signIn, signInAsAdmin, uniq } from '../support/app';
import { addBill, addVendor, booksOf, day, fundBank, treasurerCompany } from '../support/books';
import { expect, type Page, test } from '../support/test';

const PASSWORD = 'Treasurer-pass-1';

/** A company whose Treasurer has set a password, with two vendors, a funded bank and three Created bills (through the API). */
async function companyWithBills() {
  const company = await treasurerCompany('chk.treasurer', 'Chris', PASSWORD);
  const books = await booksOf(company.api);
  const hope = await addVendor(company.api, company.id, uniq('Hope Printing'));
  const grace = await addVendor(company.api, company.id, uniq('Grace Roofing'));
  await fundBank(company.api, books, '5000.00');
  const stamp = Date.now().toString(36).slice(-5);
  const bill = (ref: string, amount: string, vendorId: number) => addBill(company.api, books, { ref: `${ref}${stamp}`, amount, vendorId });
  const bills = { a: await bill('CA', '300.00', hope.id), b: await bill('CB', '150.25', hope.id), c: await bill('CC', '100.00', grace.id) };
  return { ...company, bills, stamp, hope, grace };
}

async function look(page: Page, name: string) {
  await shotPause(page, 400);
  await shot(page, `checks-${name}`);
}

async function closePopup(page: Page, text: string) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.use({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });

test('pay three bills of two vendors, a voucher run makes two checks, print them, void one, then a standard check', async ({ page }) => {
  test.setTimeout(180_000);
  const own = await companyWithBills();
  await signIn(page, own.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // Pay the three bills.
  await page.goto('/app/create-bill-payment');
  await choose(page, 'Account Payable', /Accounts Payable/);
  await choose(page, 'Bank Account', /1000 · Operating Checking/);
  for (const ref of ['CA', 'CB', 'CC']) await row(page, `${ref}${own.stamp}`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Bill Payment has been added successfully');

  // The empty cheque list, then the check screen.
  await menu(page).getByText('Cheque List', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/cheque-list$/);
  await expect(page.getByText('No checks yet')).toBeVisible();
  await page.getByRole('link', { name: '+ Generate Check' }).click();
  await expect(page).toHaveURL(/\/app\/create-cheque$/);
  await expect(page.getByRole('radio', { name: 'Voucher Check' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue(own.legalName);

  // Section 5 in its place.
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Please Select at least one bill for generate the check.');
  await choose(page, 'Bank Account', /1000 · Operating Checking/);
  await expect(page.getByRole('textbox', { name: 'Check #' })).toHaveValue('1');
  await expect(page.getByRole('textbox', { name: 'Bank Balance' })).toHaveValue('$4,449.75');
  for (const ref of ['CA', 'CB', 'CC']) await row(page, `${ref}${own.stamp}`).getByRole('checkbox').check();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('$550.25');
  await page.getByRole('textbox', { name: 'Memo' }).fill('x'.repeat(10));
  await page.getByRole('textbox', { name: 'Check #' }).fill('12a');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Check # must contain digits only.');
  await page.getByRole('textbox', { name: 'Check #' }).fill('1');
  await page.getByRole('textbox', { name: 'Memo' }).fill('November run');
  await look(page, 'voucher-filled');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Check Generate successfully');

  // Two checks, consecutive numbers; Print downloads one PDF with a page each.
  const generated = page.getByRole('region', { name: 'Generated checks' });
  await expect(generated).toContainText('2 checks generated');
  await expect(generated).toContainText(`#1 ${own.hope.name} $450.25`);
  await expect(generated).toContainText(`#2 ${own.grace.name} $100.00`);
  const downloading = page.waitForEvent('download');
  await generated.getByRole('button', { name: 'Print' }).click();
  const download = await downloading;
  const file = `/tmp/shots/checks-run-${own.stamp}.pdf`;
  await download.saveAs(file);
  expect(/Pages:\s+2/.test(execFileSync('pdfinfo', [file]).toString())).toBe(true);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  expect(text).toContain('Four Hundred Fifty and 25/100');
  expect(text).toContain(own.grace.name);

  // The list: both checks, Void/View/Print.
  await generated.getByRole('link', { name: 'Cheque List' }).click();
  await expect(page).toHaveURL(/\/app\/cheque-list$/);
  const checkRow = (n: number) => page.locator('tbody tr').filter({ has: page.getByRole('link', { name: String(n), exact: true }) });
  await expect(checkRow(1)).toContainText(own.hope.name);
  await expect(checkRow(1)).toContainText('$450.25');
  await expect(checkRow(2).getByRole('button', { name: 'Print check 2' })).toBeVisible();
  await look(page, 'list');

  // Void check 2 (Grace): confirmation, back to the list, Void shows 0.00 with View only.
  await checkRow(2).getByRole('button', { name: 'Void check 2' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Change status of check?');
  await confirm.getByRole('button', { name: 'Yes, I am sure!' }).click();
  await closePopup(page, 'Status updated Sucessfully');
  await expect(page).toHaveURL(/\/app\/cheque-list$/);
  await expect(checkRow(2)).toContainText('Void');
  await expect(checkRow(2)).toContainText('$0.00');
  await expect(checkRow(2).getByRole('button', { name: /Void check|Print check/ })).toHaveCount(0);
  await expect(checkRow(2).getByRole('link', { name: 'View check 2' })).toBeVisible();
  await look(page, 'list-void');

  // Its payment is back to Paid; the others are on Check.
  await page.goto('/app/bill-payment-list');
  const paymentRow = (bill: { bill_number: number }) =>
    page.locator('tbody tr').filter({ has: page.getByRole('link', { name: String(bill.bill_number), exact: true }) });
  await expect(paymentRow(own.bills.c)).toContainText('Paid');
  await expect(paymentRow(own.bills.a)).toContainText('Check');

  // The view of check 1: its stubs, no radio.
  await page.goto('/app/cheque-list');
  await checkRow(1).getByRole('link', { name: 'View check 1' }).click();
  await expect(page).toHaveURL(/\/app\/cheque\/view\/\d+$/);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Amount in words' })).toHaveValue('Four Hundred Fifty and 25/100');
  await expect(row(page, `CA${own.stamp}`)).toContainText('$300.00');
  await look(page, 'view');

  // A standard check: messages in order, then made; the next number is 3 (a voided check keeps 2).
  await page.goto('/app/create-cheque');
  await page.getByRole('radio', { name: 'Standard Check' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'The Refrence field is required');
  await page.getByRole('textbox', { name: 'Reference #' }).fill('AB12');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'The bill due field is required.');
  await page.getByLabel('Due Date').fill(day(5));
  await page.getByRole('textbox', { name: 'Amount Due' }).fill('75.50');
  await choose(page, 'Vendor', own.grace.name);
  await choose(page, 'Account Payable', /Accounts Payable/);
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Fund Program is mandatory');
  await choose(page, 'Fund/Program', /Missions/);
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Reference # should be numeric');
  await page.getByRole('textbox', { name: 'Reference #' }).fill('4711');
  await choose(page, /^COA/, /5200/);
  await page.getByRole('combobox', { name: 'Functional Expenses' }).click();
  await page.getByRole('option').nth(1).click();
  await choose(page, 'Bank Account', /1000 · Operating Checking/);
  await expect(page.getByRole('textbox', { name: 'Check #' })).toHaveValue('3');
  await page.getByRole('textbox', { name: 'Memo' }).fill('Roof repair');
  await look(page, 'standard-filled');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Check Generate successfully');
  await expect(page.getByRole('region', { name: 'Generated checks' })).toContainText(`#3 ${own.grace.name} $75.50`);
  await page.goto('/app/cheque-list');
  await expect(checkRow(3)).toContainText('Standard Check');
  await expect(checkRow(3)).toContainText('Roof repair');
});

test('Super-Admin: the cheque list with company and status filters; the check screen needs a company first', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/app/cheque-list');
  await expect(page.getByRole('heading', { name: 'Cheque List' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Choose Company' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Choose Status' }).click();
  await expect(page.getByRole('option')).toHaveText(['All Status', 'Check', 'Void']);
  await page.getByRole('option', { name: 'Void' }).click();
  await expect(page.locator('tbody tr').first()).toContainText('Void');
  await expect(page.locator('tbody tr').filter({ hasText: /\$[1-9]/ })).toHaveCount(0);
  await look(page, 'admin-list-void');
  await page.getByRole('link', { name: '+ Generate Check' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Please Select company');
  await page.getByRole('radio', { name: 'Standard Check' }).check();
  await look(page, 'admin-standard');
});
