import fs from 'node:fs';
import { expect, type Page, test } from '../support/test';
import ExcelJS from 'exceljs';
import { apiCall, shot, shotPause, signIn, uniq } from '../support/app';
import { addBill, addVendor, booksOf, day, fundBank, ok, treasurerCompany } from '../support/books';

const PASSWORD = 'Treasurer-pass-1';

/**
 * A company whose Treasurer has set a password, with two vendors, 14 bills (12 referenced HB<stamp>-n, so
 * a search finds more than one page of 10), 4 of them paid and put on checks (one per vendor), and orders.
 */
async function companyWithPayables() {
  const company = await treasurerCompany('lists.treasurer', 'Lee', PASSWORD);
  const { api } = company;
  const books = await booksOf(api);
  const hope = await addVendor(api, company.id, uniq('Hope Printing'));
  const grace = await addVendor(api, company.id, uniq('Grace Roofing'));
  await fundBank(api, books, '50000.00');
  const stamp = Date.now().toString(36).slice(-5);
  const bill = async (ref: string, amount: string, vendorId: number, due: number) => addBill(api, books, { ref, amount, vendorId, due: day(due) });
  const harbor: number[] = [];
  for (let i = 1; i <= 12; i++) harbor.push((await bill(`HB${stamp}-${i}`, `${i * 37}.${String(i * 7).padStart(2, '0')}`, i % 3 ? hope.id : grace.id, i)).id);
  await bill(`OT${stamp}-1`, '9.99', hope.id, 3);
  await bill(`OT${stamp}-2`, '19.99', grace.id, 4);
  // Pay four bills (two per vendor) and put them on voucher checks: one check per vendor.
  const paid = [harbor[0], harbor[2], harbor[1], harbor[5]];
  const payments = ok(
    await apiCall('POST', '/createBillPayment', api, {
      company_id: company.id,
      account_payable_id: books.payable,
      account_id: books.bank,
      bill_amount_info: paid.map((id) => ({ bill_id: id, discount: '0' })),
      button_status: 'save',
    }),
  ).data as Array<{ id: number }>;
  ok(
    await apiCall('POST', '/createChecks', api, {
      company_id: company.id,
      check_type: 'voucher',
      check_number: '',
      memo: `Run ${stamp}`,
      bank_account_id: books.bank,
      check_list: payments.map((p) => ({ bill_payment_id: p.id })),
    }),
  );
  for (const v of [hope, hope, grace]) {
    ok(
      await apiCall('POST', '/createPurchaseOrder', api, {
        company_id: company.id,
        vendor_id: v.id,
        items: [{ description: 'Hymnals', quantity: '3', unit_price: '12.50' }],
      }),
    );
  }
  return { ...company, stamp, hope, grace };
}

const bodyRows = (page: Page) => page.locator('tbody tr');

/** Clicks an export button and answers the saved file's path. */
async function exportFile(page: Page, button: string, name: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const download = await downloading;
  const file = `/tmp/shots/paylists-${name}-${Date.now()}${download.suggestedFilename().replace(/^.*(\.\w+)$/, '$1')}`;
  fs.mkdirSync('/tmp/shots', { recursive: true });
  await download.saveAs(file);
  return { file, suggested: download.suggestedFilename() };
}

/** The CSV's data rows (the header dropped; no field of these lists holds a line break). */
const csvRows = (file: string) =>
  fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .slice(1);

async function xlsxRows(file: string) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((r) => rows.push(r));
  return { header: (rows[0].values as unknown[]).slice(1), rows: rows.slice(1) };
}

async function look(page: Page, name: string) {
  await shotPause(page, 300);
  await shot(page, `paylists-${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shotPause(page, 300);
  await shot(page, `paylists-${name}-390`);
  // No sideways page scroll at 390 px is asserted for every screen by the a11y helper's test (the drawer).
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.use({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });

test('the bill and cheque lists search, sort and export exactly what is filtered', async ({ page }) => {
  test.setTimeout(180_000);
  const own = await companyWithPayables();
  await signIn(page, own.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // Bills: 14 in all; the search finds the 12 HB bills, two pages of 10.
  await page.goto('/app/pay-bills-list');
  await expect(page.getByText('1–10 of 14')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(`HB${own.stamp}`);
  await expect(page).toHaveURL(new RegExp(`search=HB${own.stamp}`));
  await expect(page.getByText('1–10 of 12')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).filter({ hasText: `OT${own.stamp}` })).toHaveCount(0);

  // Sort by the amount: ascending first click... the smallest HB bill first; again: the largest first.
  const amountHeader = page.getByRole('columnheader', { name: /Due Amount/ });
  await amountHeader.getByRole('button').click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(bodyRows(page).first()).toContainText(`HB${own.stamp}-12`);
  await amountHeader.getByRole('button').click();
  await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(bodyRows(page).first()).toContainText(`HB${own.stamp}-1`);
  await expect(bodyRows(page).first()).toContainText('$37.07');
  // Sort by the due date, earliest first, and the filters survive a reload.
  const dueHeader = page.getByRole('columnheader', { name: 'Due Date' });
  await dueHeader.getByRole('button').click();
  await expect(dueHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(`HB${own.stamp}`);
  await expect(page.getByRole('columnheader', { name: 'Due Date' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(bodyRows(page).first()).toContainText(`HB${own.stamp}-1`);
  await look(page, 'bills');

  // Export: both files hold the 12 filtered bills (both pages), in the list's order, money as numbers.
  const csv = await exportFile(page, 'Export CSV', 'bills');
  expect(csv.suggested).toMatch(/^bills-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csvRows(csv.file);
  expect(lines).toHaveLength(12);
  expect(lines[0]).toContain(`HB${own.stamp}-1`);
  expect(lines.some((l) => l.includes(`OT${own.stamp}`))).toBe(false);
  const xlsx = await exportFile(page, 'Export Excel', 'bills');
  expect(xlsx.suggested).toMatch(/^bills-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await xlsxRows(xlsx.file);
  expect(sheet.rows).toHaveLength(12);
  const amount = sheet.rows[0].getCell(sheet.header.indexOf('Amount Due') + 1);
  expect(amount.value).toBe(37.07);
  expect(sheet.rows[0].getCell(sheet.header.indexOf('Due Date') + 1).value).toBeInstanceOf(Date);

  // Cheques: two (one per vendor); the search finds Grace's, the amount sorts both ways, the export holds one.
  await page.goto('/app/cheque-list');
  await expect(bodyRows(page)).toHaveCount(2);
  const checkAmount = page.getByRole('columnheader', { name: 'Balance' });
  await checkAmount.getByRole('button').click();
  const first = await bodyRows(page).first().textContent();
  await checkAmount.getByRole('button').click();
  await expect(bodyRows(page).last()).toHaveText(first ?? '');
  await page.getByRole('searchbox', { name: 'Search' }).fill(own.grace.name);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(own.grace.name);
  await look(page, 'checks');
  const checksCsv = await exportFile(page, 'Export CSV', 'checks');
  expect(csvRows(checksCsv.file)).toHaveLength(1);
  const checksXlsx = await xlsxRows((await exportFile(page, 'Export Excel', 'checks')).file);
  expect(checksXlsx.rows).toHaveLength(1);
  expect(typeof checksXlsx.rows[0].getCell(checksXlsx.header.indexOf('Amount') + 1).value).toBe('number');

  // The payment and order lists have the same toolbar; a look at each.
  await page.goto('/app/bill-payment-list');
  await expect(page.getByRole('button', { name: 'Export Excel' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(own.hope.name);
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await look(page, 'payments');
  await page.goto('/app/user-purchase-order-list');
  await expect(bodyRows(page)).toHaveCount(3);
  await page.getByRole('searchbox', { name: 'Search' }).fill(own.hope.name);
  await expect(bodyRows(page)).toHaveCount(2);
  await look(page, 'orders');
});
