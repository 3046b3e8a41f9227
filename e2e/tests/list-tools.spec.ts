import fs from 'node:fs';
import { expect, type Page, test } from '../support/test';
import ExcelJS from 'exceljs';
import { adminToken, apiCall, shot, shotPause, signInAsAdmin, uniq } from '../support/app';
import { createCompanyWithUsers } from '../support/company';

/** One word shared by this run's rows, so the search finds exactly them among other specs' data. */
const tag = uniq('Cedar').replace(/\s+/g, '');
const fruits = ['Mango', 'apple', 'Kiwi', 'banana', 'Cherry', 'lime', 'Date', 'fig', 'Grape', 'elder', 'Honeydew', 'ice', 'Jackfruit'];

async function setup() {
  const token = await adminToken();
  const company = await createCompanyWithUsers([]);
  for (const [i, fruit] of fruits.entries()) {
    const res = await apiCall('POST', '/vendor/add', token, {
      company_id: company.id,
      name: `${tag} ${fruit}`,
      ein: `55-${String(1000000 + i)}`,
      contact_number: '5550001111',
      billing_address_line_1: '5 Orchard Rd',
      billing_city: 'Austin',
      billing_state: 'TX',
      billing_country: 'US',
      billing_zip_code: '73301',
      freight: `${i + 1}.50`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const accounts = await apiCall('GET', `/getJournalAccounts/${company.id}`, token);
  const byNumber = (n: string) => (accounts.body.data as Array<{ id: number; account_number: string }>).find((a) => a.account_number === n)?.id;
  for (let i = 1; i <= 12; i++) {
    const res = await apiCall('POST', '/journals', token, {
      company_id: company.id,
      entry_date: `2026-0${1 + (i % 9)}-1${i % 10}`,
      memo: `${tag} offering ${i}`,
      lines: [
        { account_id: byNumber('1000'), debit: `${i}00.25`, credit: '' },
        { account_id: byNumber('4000'), debit: '', credit: `${i}00.25` },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return company;
}

/** The paginator's "1–10 of 13". */
const totalShown = async (page: Page) => Number((await page.getByText(/^\d+–\d+ of [\d,]+$/).textContent())?.split(' of ')[1].replace(/,/g, ''));

async function download(page: Page, button: string, name: RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  expect(file.suggestedFilename()).toMatch(name);
  const filePath = await file.path();
  return fs.readFileSync(filePath);
}

const csvRows = (bytes: Buffer) =>
  bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((l) => l.length > 0);

async function xlsxSheet(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  return { sheet, col: (name: string) => header.indexOf(name) + 1 };
}

async function bothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await shotPause(page, 300);
  await shot(page, `lists-${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shotPause(page, 300);
  await shot(page, `lists-${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

let company: Awaited<ReturnType<typeof setup>>;
test.beforeAll(async () => {
  company = await setup();
});

test('search, sort and export the vendor list; the URL keeps them', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/app/vendor-management');
  await page.getByRole('searchbox', { name: 'Search' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(page.getByText(/^1–10 of 13$/)).toBeVisible();

  const nameHeader = page.getByRole('columnheader', { name: 'Name', exact: true });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const firstName = page.getByRole('table', { name: 'Vendor List' }).locator('tbody tr').first().getByRole('cell').nth(2);
  await expect(firstName).toHaveText(`${tag} apple`);
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(firstName).toHaveText(`${tag} Mango`);
  await expect(page).toHaveURL(/sort=name&dir=desc/);

  // Reload keeps the search and the sort; back returns to the ascending order.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(tag);
  await expect(firstName).toHaveText(`${tag} Mango`);
  await page.goBack();
  await expect(firstName).toHaveText(`${tag} apple`);
  await bothWidths(page, 'vendors');

  const total = await totalShown(page);
  expect(total).toBe(13);
  const csv = csvRows(await download(page, 'Export CSV', /^vendors-\d{4}-\d{2}-\d{2}\.csv$/));
  expect(csv.length - 1).toBe(total);
  expect(csv[1]).toContain(`${tag} apple`);
  const { sheet, col } = await xlsxSheet(await download(page, 'Export Excel', /^vendors-\d{4}-\d{2}-\d{2}\.xlsx$/));
  expect(sheet.actualRowCount - 1).toBe(total);
  expect(sheet.getRow(2).getCell(col('Name')).value).toBe(`${tag} apple`);
  expect(sheet.getRow(2).getCell(col('Freight')).value).toBe(2.5);
  expect(sheet.getRow(2).getCell(col('Added On')).value).toBeInstanceOf(Date);

  // The company filter is in the URL too, and the export follows it.
  await page.goto(`/app/vendor-management?company_id=${company.id}&sort=vendor_number&dir=asc`);
  await expect(page.getByText(/^1–10 of 13$/)).toBeVisible();
  const byNumber = csvRows(await download(page, 'Export CSV', /\.csv$/));
  expect(byNumber.length - 1).toBe(13);
  expect(byNumber[1].startsWith('1,')).toBe(true);

  // Typing and clicking a header within the search's pause keeps both.
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${tag} a`);
  await page.getByRole('columnheader', { name: 'EIN' }).getByRole('button').click();
  await expect(page).toHaveURL(/sort=ein&dir=asc/);
  await expect(page).toHaveURL(new RegExp(`search=${tag}\\+a`));
  await expect(page).toHaveURL(new RegExp(`company_id=${company.id}`));
  await expect(page.getByText(/^1–1 of 1$/)).toBeVisible();
});

test('journal entries and the chart of accounts: search, sort and export what is filtered', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/app/journal-entries');
  await page.getByRole('searchbox', { name: 'Search' }).fill(`${tag} offering`);
  await expect(page).toHaveURL(/search=Cedar/);
  await expect(page.getByText(/^1–10 of 12$/)).toBeVisible();
  const dateHeader = page.getByRole('columnheader', { name: 'Date' });
  await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
  await dateHeader.getByRole('button').click();
  await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
  await bothWidths(page, 'journals');
  const { sheet, col } = await xlsxSheet(await download(page, 'Export Excel', /^journal-entries-\d{4}-\d{2}-\d{2}\.xlsx$/));
  expect(sheet.actualRowCount - 1).toBe(12);
  const dates = Array.from({ length: 12 }, (_, i) => sheet.getRow(i + 2).getCell(col('Date')).value as Date);
  expect(dates.every((d) => d instanceof Date)).toBe(true);
  expect(dates.map((d) => d.getTime())).toEqual([...dates].map((d) => d.getTime()).sort((a, b) => a - b));
  expect(typeof sheet.getRow(2).getCell(col('Amount')).value).toBe('number');
  expect(csvRows(await download(page, 'Export CSV', /^journal-entries-.*\.csv$/)).length - 1).toBe(12);

  await page.goto('/app/financial-accounts');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Expense');
  await expect(page).toHaveURL(/search=Expense/);
  await page.getByRole('columnheader', { name: 'Account Number' }).getByRole('button').click();
  await expect(page.getByRole('columnheader', { name: 'Account Number' })).toHaveAttribute('aria-sort', 'ascending');
  const total = await totalShown(page);
  expect(total).toBeGreaterThan(10);
  await bothWidths(page, 'accounts');
  const csv = csvRows(await download(page, 'Export CSV', /^chart-of-accounts-\d{4}-\d{2}-\d{2}\.csv$/));
  expect(csv.length - 1).toBe(total);
  const xlsx = await xlsxSheet(await download(page, 'Export Excel', /^chart-of-accounts-.*\.xlsx$/));
  expect(xlsx.sheet.actualRowCount - 1).toBe(total);
  expect(typeof xlsx.sheet.getRow(2).getCell(xlsx.col('Balance')).value).toBe('number');
});

test('the company list: search, sort, export', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/app/company-list');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Grace Assembly');
  await expect(page).toHaveURL(/search=Grace/);
  const cityHeader = page.getByRole('columnheader', { name: 'City' });
  await cityHeader.getByRole('button').click();
  await expect(cityHeader).toHaveAttribute('aria-sort', 'ascending');
  await bothWidths(page, 'companies');
  const total = await totalShown(page);
  const csv = csvRows(await download(page, 'Export CSV', /^companies-\d{4}-\d{2}-\d{2}\.csv$/));
  expect(csv.length - 1).toBe(total);
  const { sheet } = await xlsxSheet(await download(page, 'Export Excel', /^companies-.*\.xlsx$/));
  expect(sheet.actualRowCount - 1).toBe(total);
});
