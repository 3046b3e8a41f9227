import { FUND_TEXT, M } from '@app/contract';
import { apiCall, shot, shotPause, signIn, signInAsAdmin, uniq } from '../support/app';
import { booksOf, treasurerCompany } from '../support/books';
import { expect, type Page, test } from '../support/test';

// Issue 24 points 1 and 2: restriction classes in the Manage Fund Programs dialog, a journal entry whose
// funds do not balance told so and posted as an interfund loan, and the company's fund-share setting.
const PASSWORD = 'Treasurer-pass-1';

async function closePopup(page: Page, text: string) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

/** The screen at a phone's width and the laptop's, for looking at (not asserted). */
async function look(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width > 900 ? 900 : 844 });
    await shotPause(page, 300);
    await shot(page, `funds-${name}-${width}`);
  }
}

test.use({ viewport: { width: 1366, height: 900 } });

test('a treasurer makes a time-restricted fund, then posts money lent between funds as an interfund loan', async ({ page }) => {
  test.setTimeout(150_000);
  const company = await treasurerCompany('funds.treasurer', 'Faith', PASSWORD);
  const books = await booksOf(company.api, uniq('General'));
  await signIn(page, company.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // A fund given for a time: the release date is asked only for that class.
  await page.goto('/app/fund-program');
  await page.getByRole('button', { name: '+ Fund Program' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Manage Fund Programs' });
  const name = uniq('Pledges 2027');
  await dialog.getByLabel('Add a new Fund Program').fill(name);
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(dialog.getByLabel('Release date')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Restriction' }).click();
  await page.getByRole('option', { name: 'Time restricted' }).click();
  await expect(dialog.getByLabel('Release date')).toBeVisible();
  await dialog.getByRole('button', { name: '+ Add' }).click();
  await expect(dialog.getByText(FUND_TEXT.releaseOnRequired)).toBeVisible();
  await dialog.getByLabel('Release date').fill('2027-01-01');
  await look(page, 'dialog');
  await dialog.getByRole('button', { name: '+ Add' }).click();
  await closePopup(page, M.fundProgramAdded);
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Time restricted until Jan 01, 2027');
  await look(page, 'list');

  // Money of the general fund pays into the pledges fund's savings: the funds do not balance.
  const pledges = (await apiCall('GET', '/getFundProgram/0', company.api)).body.fund_program.find((f: { name: string }) => f.name === name).id;
  expect(pledges).toBeGreaterThan(0);
  await page.goto('/app/journal-entry');
  await page.getByLabel(/^Memo/).fill('Lent to the pledges fund');
  await page.getByRole('combobox', { name: 'Line 1 account' }).fill('1010');
  await page.getByRole('option', { name: /1010 · Savings/ }).click();
  await page.getByRole('textbox', { name: 'Line 1 debit' }).fill('120.00');
  await page.getByRole('combobox', { name: 'Line 1 fund program' }).click();
  await page.getByRole('option', { name }).click();
  await page.getByRole('combobox', { name: 'Line 2 account' }).fill('1000');
  await page.getByRole('option', { name: /1000 · Operating Checking/ }).click();
  await page.getByRole('textbox', { name: 'Line 2 credit' }).fill('120');
  await page.getByRole('combobox', { name: 'Line 2 fund program' }).click();
  await page.getByRole('option', { name: books.fund }).click();
  const panel = page.getByLabel('Funds out of balance');
  await expect(panel).toContainText(`Each fund must balance: ${name} is off by 120.00 (debits over credits), ${books.fund} by 120.00 (credits over debits).`);
  await panel.getByRole('combobox', { name: 'Money between funds' }).click();
  await page.getByRole('option', { name: FUND_TEXT.interfundKinds.loan }).click();
  await look(page, 'journal-loan');
  await page.getByRole('button', { name: 'Post Entry' }).click();
  // The general fund had no money in checking yet: the bank would go below zero, confirmed.
  const confirm = page.getByRole('alertdialog').filter({ hasText: 'below zero' });
  await confirm.getByRole('button', { name: M.yesSure }).click();
  await closePopup(page, 'Journal entry has been posted successfully');
  await expect(page).toHaveURL(/\/app\/journal-entries$/);
  await page.getByRole('row').filter({ hasText: 'Lent to the pledges fund' }).getByRole('link').first().click();
  await expect(page.getByText('Due to other funds')).toBeVisible();
  await expect(page.getByText('Due from other funds')).toBeVisible();
  await look(page, 'journal-view');
});

test("Super-Admin turns on refusing payments that overdraw a fund's share on Company Setup", async ({ page }) => {
  const company = await treasurerCompany('funds.setup', 'Sam', PASSWORD);
  await signInAsAdmin(page);
  await page.goto(`/app/company-setup/${company.id}`);
  const toggle = page.getByLabel(M.refuseFundOverdraftLabel);
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await look(page, 'company-setup');
  await page.getByRole('button', { name: 'Save Company' }).click();
  await closePopup(page, M.companyUpdated);
  await expect(page).toHaveURL(/\/app\/company-list/);
  const admin = (await import('../support/app')).adminToken;
  expect((await apiCall('GET', `/company/${company.id}`, await admin())).body.data.refuse_fund_overdraft).toBe(true);
});
