import { apiCall, shot, shotPause, signIn, uniq } from '../support/app';
import { addBill, addVendor, booksOf, day, fundBank, ok, treasurerCompany } from '../support/books';
import { expect, type Locator, type Page, test } from '../support/test';

/** Issue 28 points 1, 2 and 5: a utility bill split between the General and the Building fund, then everything due by a date paid at once. */
const PASSWORD = 'Treasurer-pass-1';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 900 };

async function choose(scope: Page | Locator, page: Page, label: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function closePopup(page: Page, text: string) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

/** Screenshots at 1366 and 390 px; at 390 px nothing but a table's own card scrolls sideways. */
async function look(page: Page, name: string) {
  await shotPause(page, 300);
  await shot(page, `${name}-1366`);
  await page.setViewportSize(PHONE);
  await shotPause(page, 300);
  await shot(page, `${name}-390`);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name}: sideways scroll at 390 px` }).toBeLessThanOrEqual(390);
  await page.setViewportSize(LAPTOP);
}

test('a treasurer splits a utility bill between the General and Building funds and pays everything due by a date', async ({ page }) => {
  const church = await treasurerCompany('split.treasurer', 'Ruth', PASSWORD);
  const general = uniq('General');
  const books = await booksOf(church.api, general);
  const building = uniq('Building');
  ok(await apiCall('POST', '/createFundProgram', church.api, { name: building, status: 1 }));
  const power = await addVendor(church.api, church.id, uniq('City Power'), { payment_terms: 'net_30' });
  await fundBank(church.api, books, '1000.00');
  const ref = Date.now().toString(36).slice(-6);
  // Another bill, due in three days: "due by" that day takes it too.
  await addBill(church.api, books, { ref: `W${ref}`, amount: '80.00', vendorId: power.id, due: day(3) });

  await page.setViewportSize(LAPTOP);
  await signIn(page, church.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Pay Bills', { exact: true }).click();
  await page.getByRole('link', { name: '+ Create Bill' }).click();
  const form = page.getByRole('region', { name: 'Bill' });
  await form.getByRole('textbox', { name: 'Reference #' }).fill(`E${ref}`);
  await choose(form, page, 'Vendor', power.name);
  // The vendor's Net 30 from an invoice dated 40 days ago has passed: the form says so and proposes today.
  await form.getByLabel('Invoice Date').fill(day(-40));
  await expect(form.getByRole('status')).toContainText('has passed: today is proposed');
  await expect(form.getByLabel('Bill Due Date')).toHaveValue(day());
  await form.getByRole('textbox', { name: 'Memo', exact: true }).fill('Electricity, October');
  await form.getByRole('textbox', { name: 'Amount' }).fill('150.00');
  await choose(form, page, 'Account Payable', /Accounts Payable/);

  // Split: the single fields become line 1 (with the whole amount) and line 2 is added empty.
  await form.getByRole('button', { name: 'Split' }).click();
  const lines = page.getByRole('region', { name: 'Bill lines' });
  const line = (n: number) => lines.getByRole('group', { name: `Line ${n}` });
  await choose(line(1), page, /^COA/, /5200/);
  await choose(line(1), page, 'Fund/Program', general);
  await choose(line(1), page, 'Functional Expenses', 'Program services');
  await line(1).getByRole('textbox', { name: 'Line memo' }).fill('Sanctuary');
  await line(1).getByRole('textbox', { name: 'Amount' }).fill('100.00');
  await expect(lines.getByText('Lines total $100.00 of $150.00')).toBeVisible();
  await expect(lines.getByRole('alert')).toContainText('$50.00 left to split');
  await choose(line(2), page, /^COA/, /5200/);
  await choose(line(2), page, 'Fund/Program', building);
  await choose(line(2), page, 'Functional Expenses', 'Program services');
  await line(2).getByRole('textbox', { name: 'Line memo' }).fill('Fellowship hall');
  await line(2).getByRole('textbox', { name: 'Amount' }).fill('50.00');
  await expect(lines.getByText('Lines total $150.00 of $150.00')).toBeVisible();
  await look(page, 'split-bill-form');
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await closePopup(page, 'Bill');
  await expect(page).toHaveURL(/\/app\/pay-bills-list/);

  // The list filtered by vendor and "due by" today: the split bill, not the one due in three days.
  await page.getByRole('combobox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: power.name }).click();
  await page.getByLabel('Due by').fill(day());
  await expect(page.locator('tbody tr').filter({ hasText: `E${ref}` })).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: `W${ref}` })).toHaveCount(0);
  await look(page, 'split-bill-list');

  // Pay everything due by three days from now in one click: both bills, $230.00, shown before Save.
  await menu.getByText('Bill Payments', { exact: true }).click();
  await page.getByRole('link', { name: '+ Create Bill Payment' }).click();
  await choose(page, page, 'Account Payable', /Accounts Payable/);
  await choose(page, page, 'Bank Account', /1000 · Operating Checking/);
  await page.getByLabel('Due by').fill(day(3));
  await page.getByRole('button', { name: 'Select all due by this date' }).click();
  await expect(page.getByText('2 selected · total $230.00')).toBeVisible();
  await look(page, 'pay-due-by');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Bill');
});
