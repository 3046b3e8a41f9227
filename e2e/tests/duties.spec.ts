import { LEDGER_TEXT, M } from '@app/contract';
import { shot, signInTo } from '../support/app';
import { addBill, addVendor, booksOf, day, fundBank, treasurerCompany } from '../support/books';
import { expect, type Page, test } from '../support/test';

// Issue 21.6 in the browser: the questions the server asks before money moves are asked on screen, and only
// a confirmed answer resends.
const PASSWORD = 'Treasurer-pass-1';

async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function closePopup(page: Page, text: string) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

test.use({ viewport: { width: 1366, height: 900 } });

test('a standard check for an invoice already recorded asks first, then is made once confirmed', async ({ page }) => {
  test.setTimeout(120_000);
  const own = await treasurerCompany('duties.check', 'Dana', PASSWORD);
  const books = await booksOf(own.api);
  const vendor = await addVendor(own.api, own.id, `Roofers ${Date.now().toString(36)}`);
  await fundBank(own.api, books, '1000.00');
  const reference = String(Date.now()).slice(-7);
  const first = await addBill(own.api, books, { ref: reference, amount: '80.00', vendorId: vendor.id });

  await signInTo(page, own.email, PASSWORD, '/app/create-cheque');
  await page.getByRole('radio', { name: 'Standard Check' }).check();
  await page.getByRole('textbox', { name: 'Reference #' }).fill(reference);
  await page.getByLabel('Due Date').fill(day(5));
  await page.getByRole('textbox', { name: 'Amount Due' }).fill('80.00');
  await choose(page, 'Vendor', vendor.name);
  await choose(page, 'Account Payable', /Accounts Payable/);
  await choose(page, 'Fund/Program', books.fund);
  await choose(page, /^COA/, /5200/);
  await page.getByRole('combobox', { name: 'Functional Expenses' }).click();
  await page.getByRole('option').nth(1).click();
  await choose(page, 'Bank Account', /1000 · Operating Checking/);
  await page.getByRole('button', { name: 'Save' }).click();

  const ask = page.getByRole('alertdialog').filter({ hasText: M.billDuplicateTitle });
  await expect(ask).toContainText(`#${first.bill_number}`);
  await shot(page, 'duties-standard-check-duplicate');
  await ask.getByRole('button', { name: 'Yes, I am sure!' }).click();
  await closePopup(page, M.checkGenerated);
  await expect(page.getByRole('region', { name: 'Generated checks' })).toContainText(`${vendor.name} $80.00`);
});

test('a journal entry that takes the bank below zero asks first; declined it posts nothing, confirmed it posts', async ({ page }) => {
  test.setTimeout(120_000);
  const own = await treasurerCompany('duties.journal', 'Jo', PASSWORD);
  const books = await booksOf(own.api);
  await fundBank(own.api, books, '100.00');

  await signInTo(page, own.email, PASSWORD, '/app/journal-entry');
  await page.getByLabel('Date').fill(day());
  await page.getByLabel(/^Memo/).fill('Roof deposit from the checking account');
  await page.getByRole('combobox', { name: 'Line 1 account' }).fill('5200');
  await page.getByRole('option', { name: /^5200/ }).click();
  await page.getByRole('textbox', { name: 'Line 1 debit' }).fill('150.00');
  await page.getByRole('combobox', { name: 'Line 2 account' }).fill('1000');
  await page.getByRole('option', { name: /1000 · Operating Checking/ }).click();
  await page.getByRole('textbox', { name: 'Line 2 credit' }).fill('150.00');
  await page.getByRole('button', { name: 'Post Entry' }).click();

  const ask = page.getByRole('alertdialog').filter({ hasText: M.bankBelowZeroTitle });
  await expect(ask).toContainText('-$50.00');
  await shot(page, 'duties-journal-below-zero');
  await ask.getByRole('button', { name: 'No, cancel it!' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/app\/journal-entry$/);

  await page.getByRole('button', { name: 'Post Entry' }).click();
  await page.getByRole('alertdialog').filter({ hasText: M.bankBelowZeroTitle }).getByRole('button', { name: 'Yes, I am sure!' }).click();
  await closePopup(page, LEDGER_TEXT.entryPosted);
  await expect(page).toHaveURL(/\/app\/journal-entries$/);
});
