import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { adminToken, apiCall, shotsWanted, signInAsAdmin, signInTo, uniq } from '../support/app';
import { ok, treasurerCompany } from '../support/books';
import { expect, type Page, test } from '../support/test';

/**
 * Checks a bank will take (issue 20): the company's amount-in-words grouping is chosen in plain words when the
 * company is created; a treasurer opens a bank account's print set-up from the chart of accounts, is told
 * what is wrong, saves it, and prints the alignment test page with it.
 */
const PASSWORD = 'Printer-pass-2026';
const LOOK = '/tmp/printing';

async function look(page: Page, name: string) {
  if (!shotsWanted) return;
  fs.mkdirSync(LOOK, { recursive: true });
  await page.screenshot({ path: `${LOOK}/${name}.png`, fullPage: true });
}

async function closePopup(page: Page, text: string | RegExp) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a company is created with its amount-in-words grouping chosen in plain words', async ({ page }) => {
  const token = await adminToken();
  const location = uniq('Print Location');
  ok(await apiCall('POST', '/location', token, { name: location }));
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/app/company-setup');
  const grouping = page.getByRole('combobox', { name: 'Amount in words on checks' });
  // The specification's grouping is preselected and says so.
  await expect(grouping).toHaveText('Lakh and Crore (specification)');
  await look(page, 'company-grouping-1366');
  await grouping.click();
  await expect(page.getByRole('option')).toHaveText(['Lakh and Crore (specification)', 'Million and Thousand (US banks)']);
  await page.getByRole('option', { name: 'Million and Thousand (US banks)' }).click();

  const company = uniq('Print Assembly');
  await page.getByLabel('Legal Name').fill(company);
  await choose(page, 'Company Type', 'Non-Profit');
  await page.getByLabel('EIN').fill('75-7654321');
  await page.getByLabel('First Name').first().fill('Ruth');
  await page.getByLabel('Last Name').first().fill('Steward');
  await page.getByLabel('Email').fill(`office.${Date.now()}@print.test`);
  await choose(page, 'Access Level', 'Local Assembly');
  await choose(page, 'Location', location);
  await page.getByRole('button', { name: 'Save Company' }).click();
  await closePopup(page, 'Company has been added successfully');
  const companyId = Number(page.url().split('/').pop());
  const saved = ok(await apiCall('GET', `/company/${companyId}`, token));
  expect(saved.data.amount_words_grouping).toBe('us');
  await expect(page.getByRole('combobox', { name: 'Amount in words on checks' })).toHaveText('Million and Thousand (US banks)');
  await page.setViewportSize({ width: 390, height: 844 });
  await look(page, 'company-grouping-390');
});

test('a treasurer sets up check printing for a bank account and prints the alignment test', async ({ page }) => {
  const books = await treasurerCompany('printer', 'Paula', PASSWORD);
  await signInTo(page, books.email, PASSWORD, '/app/user-financial-accounts');
  await page.getByRole('link', { name: '1000', exact: true }).click();
  await page.setViewportSize({ width: 1366, height: 768 });
  await expect(page.getByRole('link', { name: 'Print set-up' })).toBeVisible();
  await look(page, 'bank-account-1366');
  await page.getByRole('link', { name: 'Print set-up' }).click();
  await expect(page.getByRole('heading', { name: 'Check Print Set-up' })).toBeVisible();
  await expect(page.getByText('Next check number: 1')).toBeVisible();
  await expect(page.getByText('Lakh and Crore (specification)')).toBeVisible();

  await page.getByRole('textbox', { name: 'Bank name', exact: true }).fill('Lakeside Savings');
  await page.getByRole('textbox', { name: 'Bank address', exact: true }).fill('9 Harbor Way');
  await page.getByRole('textbox', { name: 'Bank city, state and ZIP', exact: true }).fill('Austin, TX 78701');
  await page.getByRole('textbox', { name: 'Routing number', exact: true }).fill('011000016');
  await page.getByRole('textbox', { name: 'Account number', exact: true }).fill('44556677');
  await page.getByRole('textbox', { name: 'First check number', exact: true }).fill('2001');
  await choose(page, 'Check stock', 'Pre-printed standard stock (three checks a page)');
  await page.getByLabel('Captions and lines (Pay to the order of, Date, Dollars, Memo, signature)').check();
  await page.getByRole('spinbutton', { name: 'Move right (1/100 in)' }).fill('12');
  await page.getByRole('spinbutton', { name: 'Move down (1/100 in)' }).fill('-5');
  await page.getByRole('button', { name: 'Save' }).click();
  // A mistyped routing number is named on its field, and nothing is saved.
  await expect(page.getByText('Enter the 9-digit ABA routing number printed on the checkbook.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Routing number', exact: true }).fill('011000015');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Print set-up saved');
  await expect(page.getByText('Next check number: 2001')).toBeVisible();
  await look(page, 'print-setup-1366');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Print alignment test' }).click()]);
  const file = await download.path();
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  expect(text.match(/ALIGNMENT TEST - NOT NEGOTIABLE/g)).toHaveLength(3);
  expect(text).toContain('Lakeside Savings');
  expect(text).toContain('2001');
  expect(text).not.toContain('PAY TO THE');

  // After a reload the screen shows what was saved.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Bank name', exact: true })).toHaveValue('Lakeside Savings');
  await expect(page.getByLabel('Captions and lines (Pay to the order of, Date, Dollars, Memo, signature)')).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Print alignment test' })).toBeVisible();
  await look(page, 'print-setup-390');
});
