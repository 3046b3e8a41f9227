import fs from 'node:fs';
import { apiCall, look, shot, signIn, uniq } from '../support/app';
import { addBill, addVendor, booksOf, day, fundBank, treasurerCompany } from '../support/books';
import { expect, type Page, test } from '../support/test';

const PASSWORD = 'Treasurer-pass-1';
const LAPTOP = { width: 1366, height: 900 };

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test("a treasurer records a contractor's W-9, sees who gets a 1099-NEC this year and prints the Copy B", async ({ page }) => {
  const church = await treasurerCompany('nec.treasurer', 'Naomi', PASSWORD);
  const books = await booksOf(church.api, uniq('General'));
  await fundBank(church.api, books, '10000.00');
  const sound = await addVendor(church.api, church.id, uniq('Selah Sound Tech'));
  const roofer = await addVendor(church.api, church.id, uniq('Summit Roofing Inc'), {
    tax_classification: 'c_corporation',
    tin_type: 'EIN',
    default_1099_box: 'nec',
    w9: true,
  });
  const ref = Date.now().toString(36).slice(-6);
  const bills = [
    await addBill(church.api, books, { ref: `S${ref}`, amount: '2400.00', vendorId: sound.id }),
    await addBill(church.api, books, { ref: `R${ref}`, amount: '3100.00', vendorId: roofer.id }),
  ];
  const paid = await apiCall('POST', '/createBillPayment', church.api, {
    company_id: church.id,
    account_payable_id: books.payable,
    account_id: books.bank,
    bill_amount_info: bills.map((b) => ({ bill_id: b.id, discount: '0' })),
    button_status: 'save',
  });
  expect(paid.status).toBe(200);

  await page.setViewportSize(LAPTOP);
  await signIn(page, church.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // The sound technician's W-9 arrives: the treasurer records it on the vendor.
  await page.goto(`/app/vendor-setup/${sound.id}`);
  const w9 = page.getByRole('region', { name: 'W-9 and 1099' });
  await w9.getByLabel('Tax Classification (W-9)').click();
  await page.getByRole('option', { name: 'Individual / sole proprietor' }).click();
  await w9.getByLabel('TIN Type').click();
  await page.getByRole('option', { name: 'SSN' }).click();
  await w9.getByLabel('1099 Box').click();
  await page.getByRole('option', { name: /^1099-NEC box 1/ }).click();
  await w9.getByLabel('W-9 Received On').fill(day());
  await shot(page, 'vendor-w9');
  await page.getByRole('button', { name: 'Save Vendor' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/app\/vendor-management$/);

  // Reports > 1099-NEC: the technician gets one, the corporation does not.
  await menu(page).getByRole('link', { name: '1099-NEC' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '1099-NEC' })).toBeVisible();
  await page.getByLabel('Calendar Year').click();
  await page.getByRole('option', { name: day().slice(0, 4), exact: true }).click();
  const table = page.getByRole('table', { name: `1099-NEC payees ${day().slice(0, 4)}` });
  const soundRow = table.getByRole('row').filter({ hasText: sound.name });
  await expect(soundRow).toContainText('$2,400.00');
  await expect(soundRow).toContainText('Yes');
  const rooferRow = table.getByRole('row').filter({ hasText: roofer.name });
  await expect(rooferRow).toContainText('A corporation (no 1099-NEC except for legal services)');
  await expect(rooferRow).toContainText('$3,100.00');
  await look(page, 'form-1099');

  // Copy B of every payee who gets one: the server's PDF.
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/reports/1099-nec/copy-b')),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Print Copy B' }).click(),
  ]);
  expect(response.status()).toBe(200);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
});
