import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiCall, shot, shotPause, signIn, uniq } from '../support/app';
import { addBill, addVendor, booksOf, day, fundBank, ok, treasurerCompany } from '../support/books';
import { expect, type Locator, type Page, test } from '../support/test';

/**
 * Issue 28's Done-means, in one sitting: a treasurer enters a utility bill split between the General and the
 * Building fund with the vendor's invoice attached, pays everything due by a date in one click, and prints the
 * 1099-NEC Copy B of the contractor paid over the year's threshold.
 */
const PASSWORD = 'Treasurer-pass-1';
const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const INVOICE = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

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

/** Screenshots at 1366 and 390 px; at 390 px the page itself never scrolls sideways. */
async function look(page: Page, name: string) {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await shotPause(page, 300);
  await shot(page, `year28-${name}-1366`);
  await page.setViewportSize(PHONE);
  await shotPause(page, 300);
  await shot(page, `year28-${name}-390`);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${name}: sideways scroll at 390 px` })
    .toBeLessThanOrEqual(390);
  await page.setViewportSize(LAPTOP);
}

test('a year of payables: a split utility bill with its invoice, everything due by a date paid, the 1099-NEC Copy B printed', async ({ page }) => {
  test.setTimeout(240_000);
  const church = await treasurerCompany('year28.treasurer', 'Lydia', PASSWORD);
  const general = uniq('General');
  const books = await booksOf(church.api, general);
  const building = uniq('Building');
  ok(await apiCall('POST', '/createFundProgram', church.api, { name: building, status: 1 }));
  await fundBank(church.api, books, '10000.00');
  const power = await addVendor(church.api, church.id, uniq('City Power'));
  const lawn = await addVendor(church.api, church.id, uniq('Greenway Lawn'), {
    tax_classification: 'individual',
    tin_type: 'SSN',
    default_1099_box: 'nec',
    w9_received_on: day(),
    w9: true,
  });
  const ref = Date.now().toString(36).slice(-6);
  // The contractor's bill, due in three days: "due by" that day pays it with the utility bill.
  await addBill(church.api, books, { ref: `L${ref}`, amount: '2400.00', vendorId: lawn.id, due: day(3) });

  await page.setViewportSize(LAPTOP);
  await signIn(page, church.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });

  // 1. The utility bill, split between the General and the Building fund.
  await menu.getByText('Pay Bills', { exact: true }).click();
  await page.getByRole('link', { name: '+ Create Bill' }).click();
  const form = page.getByRole('region', { name: 'Bill' });
  await form.getByRole('textbox', { name: 'Reference #' }).fill(`E${ref}`);
  await choose(form, page, 'Vendor', power.name);
  await form.getByLabel('Invoice Date').fill(day());
  await form.getByLabel('Bill Due Date').fill(day());
  await form.getByRole('textbox', { name: 'Amount' }).fill('210.00');
  await choose(form, page, 'Account Payable', /Accounts Payable/);
  await form.getByRole('button', { name: 'Split' }).click();
  const lines = page.getByRole('region', { name: 'Bill lines' });
  const line = (n: number) => lines.getByRole('group', { name: `Line ${n}` });
  for (const [n, fund, memo, amount] of [
    [1, general, 'Sanctuary', '147.00'],
    [2, building, 'Fellowship hall', '63.00'],
  ] as const) {
    await choose(line(n), page, /^COA/, /5200/);
    await choose(line(n), page, 'Fund/Program', fund);
    await choose(line(n), page, 'Functional Expenses', 'Program services');
    await line(n).getByRole('textbox', { name: 'Line memo' }).fill(memo);
    await line(n).getByRole('textbox', { name: 'Amount' }).fill(amount);
  }
  // Each line has its 1099 box; none chosen is the vendor's default (a utility: not reported).
  await expect(line(2).getByRole('combobox', { name: '1099 Box' })).toContainText('W-9 default: Not reported');
  await expect(lines.getByText('Lines total $210.00 of $210.00')).toBeVisible();
  await look(page, 'split-bill');
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await closePopup(page, 'Bill');
  await expect(page).toHaveURL(/\/app\/pay-bills-list/);

  // 2. The vendor's invoice attached to it, on the bill's page, which keeps both lines.
  await page
    .getByRole('row')
    .filter({ hasText: `E${ref}` })
    .getByRole('link')
    .first()
    .click();
  await expect(line(2).getByRole('textbox', { name: 'Line memo' })).toHaveValue('Fellowship hall');
  const panel = page.getByRole('region', { name: 'Attachments' });
  await panel.getByLabel('File to attach').setInputFiles({ name: `invoice-E${ref}.pdf`, mimeType: 'application/pdf', buffer: INVOICE });
  await expect(panel.getByRole('cell', { name: `invoice-E${ref}.pdf`, exact: true })).toBeVisible();
  await look(page, 'bill-with-invoice');

  // 3. Pay everything due by three days from now in one click: both bills, the split one paid from both funds.
  await menu.getByText('Bill Payments', { exact: true }).click();
  await page.getByRole('link', { name: '+ Create Bill Payment' }).click();
  await choose(page, page, 'Account Payable', /Accounts Payable/);
  await choose(page, page, 'Bank Account', /1000 · Operating Checking/);
  await page.getByLabel('Due by').fill(day(3));
  await page.getByRole('button', { name: 'Select all due by this date' }).click();
  await expect(page.getByText('2 selected · total $2,610.00')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `E${ref}` })).toContainText(`${general}, ${building}`);
  await look(page, 'pay-due-by');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Bill');

  // 4. Reports > 1099-NEC: the contractor is over the year's threshold; the Copy B names payer, payee and amount.
  const year = day().slice(0, 4);
  await menu.getByRole('link', { name: '1099-NEC' }).click();
  await page.getByLabel('Calendar Year').click();
  await page.getByRole('option', { name: year, exact: true }).click();
  const row = page
    .getByRole('table', { name: `1099-NEC payees ${year}` })
    .getByRole('row')
    .filter({ hasText: lawn.name });
  await expect(row).toContainText('$2,400.00');
  await expect(row).toContainText('Yes');
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/reports/1099-nec/copy-b')),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Print Copy B' }).click(),
  ]);
  expect(response.status()).toBe(200);
  const file = (await download.path())!;
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
  for (const expected of ['Form 1099-NEC', 'Copy B', 'For Recipient', `Calendar year ${year}`, church.legalName, lawn.name, '2,400.00'])
    expect(text, `Copy B: ${expected}`).toContain(expected);
  expect(text).not.toContain(power.name);
  if (process.env.SHOTS_DIR) {
    fs.copyFileSync(file, path.join(process.env.SHOTS_DIR, 'year28-copy-b.pdf'));
    execFileSync('pdftoppm', ['-png', '-r', '60', file, path.join(process.env.SHOTS_DIR, 'year28-copy-b')]);
  }
});
