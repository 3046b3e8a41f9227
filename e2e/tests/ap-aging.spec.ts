import fs from 'node:fs';
import { look, shot, signIn, uniq } from '../support/app';
import { addBill, addVendor, booksOf, day, treasurerCompany } from '../support/books';
import { expect, type Page, test } from '../support/test';

const PASSWORD = 'Treasurer-pass-1';
const LAPTOP = { width: 1366, height: 900 };

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const table = (page: Page, name: string) => page.getByRole('table', { name });
const row = (page: Page, name: string, text: string) => table(page, name).getByRole('row').filter({ hasText: text });
const totalRow = (page: Page, name: string) => table(page, name).locator('tr[data-kind="total"]');

test('a treasurer reads what is owed by age on a future date, opens a vendor statement and a bill behind it', async ({ page }) => {
  const church = await treasurerCompany('aging.treasurer', 'Abigail', PASSWORD);
  const books = await booksOf(church.api, uniq('Missions'));
  const vendor = await addVendor(church.api, church.id, uniq('Calvary Electric'));
  const ref = Date.now().toString(36).slice(-6);
  const light = await addBill(church.api, books, { ref: `L${ref}`, amount: '120.00', vendorId: vendor.id, due: day(10) });
  await addBill(church.api, books, { ref: `G${ref}`, amount: '80.00', vendorId: vendor.id, due: day(40) });

  await page.setViewportSize(LAPTOP);
  await signIn(page, church.email, PASSWORD);
  await menu(page).getByRole('link', { name: 'A/P Aging' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A/P Aging' })).toBeVisible();
  // Today both bills are not yet due: current.
  await expect(totalRow(page, 'A/P Aging')).toContainText('$200.00');
  await expect(row(page, 'A/P Aging', `Bill #${light.bill_number}`)).toContainText('$120.00');

  // Sixty days on: the first bill is 50 days past due (31-60), the second 20 (1-30).
  await page.getByLabel('As of').fill(day(60));
  const total = totalRow(page, 'A/P Aging');
  await expect(total.getByRole('cell')).toHaveText(['$0.00', '$80.00', '$120.00', '$0.00', '$0.00', '$200.00']);
  await expect(row(page, 'A/P Aging', `Bill #${light.bill_number}`)).toContainText('50 days past due');
  await look(page, 'ap-aging');

  // The PDF: the server's file.
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/reports/ap-aging') && r.url().includes('format=pdf')),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(
    fs
      .readFileSync((await download.path())!)
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');

  // The vendor's total opens its statement from its oldest open bill to that day.
  await row(page, 'A/P Aging', vendor.name).getByRole('link', { name: '$200.00' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/vendor-statement\\?vendor_id=${vendor.id}&from=${day()}&to=${day(60)}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Statement' })).toBeVisible();
  const statement = `Vendor Statement: ${vendor.name}`;
  await expect(row(page, statement, `Bill #${light.bill_number}`)).toContainText('$120.00');
  await expect(row(page, statement, 'Closing balance')).toContainText('$200.00');
  await look(page, 'vendor-statement');

  // Back to the aging; a bill's amount opens the bill.
  await page.goBack();
  await row(page, 'A/P Aging', `Bill #${light.bill_number}`).getByRole('link', { name: '$120.00' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/app/pay-bills/view/${light.id}$`));
  await expect(page.getByText(`L${ref}`).first()).toBeVisible();
  await shot(page, 'ap-aging-bill');
});
