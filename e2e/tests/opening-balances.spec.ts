import { M } from '@app/contract';
import { shot, signIn, uniq } from '../support/app';
import { addVendor, booksOf, day, treasurerCompany } from '../support/books';
import { expect, type Page, test } from '../support/test';

const PASSWORD = 'Treasurer-pass-1';

async function closePopup(page: Page, text: string) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

/** Each screen at the laptop width and on a phone, for looking at them (not asserted). */
async function look(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width > 900 ? 900 : 844 });
    await shot(page, `opening-${name}-${width}`);
  }
}

test.use({ viewport: { width: 1366, height: 900 } });

test('a new company: the dashboard says the banks start at $0.00, the treasurer enters opening balances and pays the opening bill', async ({ page }) => {
  test.setTimeout(150_000);
  const company = await treasurerCompany('opening.treasurer', 'Olive', PASSWORD);
  const books = await booksOf(company.api, uniq('Building'));
  const vendor = await addVendor(company.api, company.id, uniq('Lone Star Roofing'));
  const ref = `OB${Date.now().toString(36).slice(-6)}`;

  await signIn(page, company.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const hint = page.getByRole('alert').filter({ hasText: M.openingHint('$0.00') });
  await expect(hint).toBeVisible();
  await look(page, 'dashboard-hint');
  await hint.getByRole('link', { name: M.openingHintAction }).click();
  await expect(page).toHaveURL(/\/app\/opening-balances$/);
  await expect(page.getByRole('heading', { name: M.openingTitle })).toBeVisible();

  // Bank 1000: 800.00, of which 300.00 belongs to the building fund; one unpaid roofing bill of 250.00.
  await page.getByLabel(M.openingAsOf).fill(day(-2));
  await page.getByRole('textbox', { name: 'Balance of 1000 · Operating Checking' }).fill('800.00');
  await expect(page.getByText('Total $800.00')).toBeVisible();
  await page.getByRole('button', { name: M.openingAddFund }).click();
  await page.getByRole('combobox', { name: 'Fund program 1' }).click();
  await page.getByRole('option', { name: books.fund }).click();
  await page.getByRole('textbox', { name: 'Fund balance 1' }).fill('300');
  await page.getByRole('button', { name: M.openingAddBill }).click();
  const bill = page.getByRole('group', { name: 'Unpaid bill 1' });
  await bill.getByRole('combobox', { name: 'Vendor of bill 1' }).click();
  await page.getByRole('option', { name: vendor.name }).click();
  await bill.getByRole('textbox', { name: 'Reference #' }).fill(ref);
  await bill.getByRole('textbox', { name: 'Amount due' }).fill('250.00');
  await bill.getByRole('combobox', { name: 'Fund program' }).click();
  await page.getByRole('option', { name: books.fund }).click();
  await bill.getByRole('combobox', { name: 'Functional expense' }).click();
  await page.getByRole('option').first().click();
  await look(page, 'form-filled');
  await page.getByRole('button', { name: M.openingSave }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(M.openingConfirm('$800.00', 1));
  await confirm.getByRole('button', { name: 'Yes, I am sure!' }).click();
  await closePopup(page, M.openingPosted);

  // Back on the dashboard: the hint is gone and the bank holds the opening balance.
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Bank Balances' })).toContainText('$800.00');
  await expect(page.getByRole('alert').filter({ hasText: M.openingHint('$0.00') })).toHaveCount(0);

  // The screen now names the entry instead of offering a second one.
  await page.goto('/app/opening-balances');
  await expect(page.getByText(/Opening balances were entered as of/)).toBeVisible();
  await expect(page.getByRole('button', { name: M.openingSave })).toHaveCount(0);
  await look(page, 'done');

  // The opening bill is an open bill like any other: pay it from the opening balance.
  await page.goto('/app/create-bill-payment');
  const form = page.getByRole('region', { name: 'Bill Payment' });
  await form.getByRole('combobox', { name: 'Account Payable' }).click();
  await page.getByRole('option', { name: /Accounts Payable/ }).first().click();
  await form.getByRole('combobox', { name: 'Bank Account' }).click();
  await page.getByRole('option', { name: /1000 · Operating Checking/ }).first().click();
  await expect(form.getByRole('textbox', { name: 'Bank Balance' })).toHaveValue('$800.00');
  const row = page.locator('tbody tr').filter({ hasText: ref });
  await expect(row).toContainText('$250.00');
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Bill Payment has been added successfully');
  await page.goto('/app/create-bill-payment');
  await form.getByRole('combobox', { name: 'Account Payable' }).click();
  await page.getByRole('option', { name: /Accounts Payable/ }).first().click();
  await form.getByRole('combobox', { name: 'Bank Account' }).click();
  await page.getByRole('option', { name: /1000 · Operating Checking/ }).first().click();
  await expect(form.getByRole('textbox', { name: 'Bank Balance' })).toHaveValue('$550.00');
});
