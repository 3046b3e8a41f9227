import { ACCOUNT_TEXT, LEDGER_TEXT, M } from '@app/contract';
import { shot, signIn, signInAsAdmin } from '../support/app';
import { acceptInvitation, createCompanyWithUsers, POSITION, testEmail } from '../support/company';
import { expect, type Page, test } from '../support/test';
import { chooseCompany } from '../support/company-picker';

const PASSWORD = 'Treasurer-pass-1';

/** A new company (with its standard chart) and a Treasurer who has set a password from the invitation. */
async function treasurer() {
  const email = testEmail('treasurer');
  const company = await createCompanyWithUsers([{ email, first_name: 'Tess', position: POSITION.Treasurer }]);
  await acceptInvitation(email, PASSWORD);
  return { email, ...company };
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const okPopup = async (page: Page, text: string) => {
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText(text);
  await popup.getByRole('button', { name: M.ok }).click();
};
const row = (page: Page, table: string, text: string) => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

test('a treasurer keeps the chart of accounts, records an opening balance and reverses it', async ({ page }) => {
  const { email } = await treasurer();
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // The standard chart is there, with the ledger columns.
  await menu(page).getByText('Chart of Accounts', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/user-financial-accounts$/);
  await expect(row(page, 'Chart Of Accounts', 'Operating Checking')).toContainText('Bank');
  await expect(page.getByLabel('Level')).toBeDisabled();
  await shot(page, 'accounts-list');

  // A new account: every rule 'Required', the duplicate number, then a good save.
  await page.getByRole('link', { name: '+ Add New Account' }).click();
  await expect(page).toHaveURL(/\/app\/user-financial-setup$/);
  await expect(page.getByLabel('Access Level')).toHaveValue('Local Assembly');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(M.required)).toHaveCount(4); // number, name, type, description (level and status are set)
  await page.getByLabel('Account Number').fill('1000');
  await expect(page.getByText(M.accountNumberExists)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await shot(page, 'accounts-form-duplicate');
  await page.getByLabel('Account Number').fill('6100');
  await expect(page.getByText(M.accountNumberExists)).toBeHidden();
  await page.getByLabel('Account Name').fill('Vacation Bible School');
  await page.getByLabel('Account Type').click();
  await page.getByRole('option', { name: 'Expenses' }).click();
  await page.getByLabel('Description').fill('Summer program supplies');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await okPopup(page, ACCOUNT_TEXT.added);
  await expect(page).toHaveURL(/\/app\/user-financial-accounts$/);

  // The opening balance of the checking account, as a journal entry.
  await menu(page).getByText('Journal Entries', { exact: true }).click();
  await page.getByRole('link', { name: '+ New Journal Entry' }).click();
  await page.getByLabel('Date').fill('2026-01-01');
  await page.getByLabel(/^Memo/).fill('Opening balance from the bank statement');
  await page.getByRole('combobox', { name: 'Line 1 account' }).fill('1000');
  await page.getByRole('option', { name: /1000 · Operating Checking/ }).click();
  await page.getByRole('textbox', { name: 'Line 1 debit' }).fill('12,500.00');
  await page.getByRole('combobox', { name: 'Line 2 account' }).fill('Without Donor');
  await page.getByRole('option', { name: /3000 · Net Assets Without Donor Restrictions/ }).click();
  await page.getByRole('textbox', { name: 'Line 2 credit' }).fill('12500.01');
  await expect(page.getByText('Out of balance by $0.01')).toBeVisible();
  await page.getByRole('button', { name: 'Post Entry' }).click();
  await expect(page.getByText(LEDGER_TEXT.unbalanced, { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: 'Line 2 credit' }).fill('12500');
  await expect(page.getByText('Balanced', { exact: true })).toBeVisible();
  await shot(page, 'journals-new-entry');
  await page.getByRole('button', { name: 'Post Entry' }).click();
  await okPopup(page, LEDGER_TEXT.entryPosted);
  await expect(page).toHaveURL(/\/app\/journal-entries$/);
  await expect(row(page, 'Journal Entries', 'Opening balance')).toContainText('$12,500.00');
  await shot(page, 'journals-list');

  // The balance in the accounts list, and the line in the account's ledger.
  await menu(page).getByText('Chart of Accounts', { exact: true }).click();
  const checking = row(page, 'Chart Of Accounts', 'Operating Checking');
  await expect(checking).toContainText('$12,500.00');
  await checking.getByRole('link', { name: /Ledger of 1000 Operating Checking/ }).click();
  await expect(page).toHaveURL(/\/app\/account-ledger\/\d+$/);
  const line = row(page, 'Account ledger', 'Opening balance from the bank statement');
  await expect(line).toContainText('Jan 01, 2026');
  await expect(line).toContainText('$12,500.00');
  // Paged by position: one line, so neither Previous nor Next leads anywhere.
  await expect(page.getByText('1 line', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await shot(page, 'accounts-ledger');

  // The trial balance agrees.
  await menu(page).getByText('Trial Balance', { exact: true }).click();
  await page.getByLabel('As of').fill('2026-01-31');
  await expect(page.getByText('As of Jan 31, 2026')).toBeVisible();
  await expect(page.getByLabel('Total debit')).toHaveText('$12,500.00');
  await expect(page.getByLabel('Total credit')).toHaveText('$12,500.00');
  await shot(page, 'reports-trial-balance');

  // Reverse the entry: a new one undoes it, the original stays marked Reversed, the balance is back to zero.
  await menu(page).getByText('Journal Entries', { exact: true }).click();
  await row(page, 'Journal Entries', 'Opening balance')
    .getByRole('button', { name: /Reverse entry/ })
    .click();
  await page.getByRole('button', { name: M.yesSure }).click();
  await okPopup(page, LEDGER_TEXT.entryReversed);
  await expect(row(page, 'Journal Entries', 'Opening balance').filter({ hasNotText: 'Reversal of' })).toContainText('Reversed');
  await expect(row(page, 'Journal Entries', 'Reversal of entry')).toContainText('Reversal');
  await shot(page, 'journals-reversed');
  await row(page, 'Journal Entries', 'Reversal of entry').getByRole('link').first().click();
  await expect(page.getByText(/This entry reverses/)).toBeVisible();
  await shot(page, 'journals-view');
  await menu(page).getByText('Chart of Accounts', { exact: true }).click();
  await expect(row(page, 'Chart Of Accounts', 'Operating Checking').getByRole('link', { name: /Ledger of 1000/ })).toHaveText('$0.00');
});

test('Super-Admin filters the chart by company and level', async ({ page }) => {
  const { legalName } = await treasurer();
  await signInAsAdmin(page);
  await menu(page).getByText('Chart of Accounts', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/financial-accounts$/);
  await expect(page.getByLabel('Choose Company')).toHaveValue('All Company'); // a searched chooser: its text is the input's value
  await expect(page.getByLabel('Level')).toHaveText('All Level');
  await page.getByLabel('Level').click();
  await page.getByRole('option', { name: 'Local Assembly' }).click();
  await expect(page.getByRole('table', { name: 'Chart Of Accounts' })).toContainText('Local Assembly');
  await chooseCompany(page, 'Choose Company', legalName);
  await expect(page.getByLabel('Level')).toHaveAttribute('aria-disabled', 'true');
  await expect(row(page, 'Chart Of Accounts', 'Operating Checking')).toBeVisible();
  await shot(page, 'accounts-admin-list');
  await page.getByRole('link', { name: '+ Add New Account' }).click();
  await expect(page).toHaveURL(/\/app\/financial-setup$/);
  await chooseCompany(page, 'Company', legalName);
  await expect(page.getByLabel('Access Level')).toHaveText('Local Assembly');
  await page.getByLabel('Account Number').fill('4000');
  await expect(page.getByText(M.accountNumberExists)).toBeVisible();
  await shot(page, 'accounts-admin-form');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/app\/financial-accounts$/);
});
