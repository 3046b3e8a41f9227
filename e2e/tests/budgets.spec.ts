import fs from 'node:fs';
import { booksOf, day, ok, treasurerCompany } from '../support/books';
import { apiCall, look, signIn, uniq } from '../support/app';
import { expect, test } from '../support/test';

const PASSWORD = 'Treasurer-pass-1';
const LAPTOP = { width: 1366, height: 900 };

test('a treasurer copies last year’s actuals plus 3 %, approves the budget and reads budget against actual', async ({ page }) => {
  const church = await treasurerCompany('budgets.treasurer', 'Bea', PASSWORD);
  const books = await booksOf(church.api, uniq('Missions'));
  const year = Number(day().slice(0, 4));
  const entry = (date: string, debit: number, credit: number, amount: string) =>
    apiCall('POST', '/journals', church.api, {
      entry_date: date,
      memo: uniq('Budget journey'),
      lines: [
        { account_id: debit, debit: amount, credit: '' },
        { account_id: credit, debit: '', credit: amount },
      ],
    });
  // Last year: tithes 12,000.00 in March, utilities 1,000.00 in June. This year so far: tithes 500.00 today.
  ok(await entry(`${year - 1}-03-15`, books.bank, books.byNumber('4000'), '12000.00'));
  ok(await entry(`${year - 1}-06-15`, books.byNumber('5110'), books.bank, '1000.00'));
  ok(await entry(day(), books.bank, books.byNumber('4000'), '500.00'));

  await page.setViewportSize(LAPTOP);
  await signIn(page, church.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Budgets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Budgets' })).toBeVisible();

  const form = page.getByRole('region', { name: 'New budget' });
  await form.getByLabel('From year').fill(String(year - 1));
  await form.getByLabel('Budget year').fill(String(year));
  await form.getByLabel('Change %').fill('3');
  await look(page, 'budgets-list');
  await form.getByRole('button', { name: 'Create draft budget' }).click();

  // The draft: 12,000.00 + 3 % = 12,360.00 for tithes, all in the first quarter like last year; utilities 1,030.00.
  await expect(page.getByRole('heading', { level: 1, name: `Budget ${year}` })).toBeVisible();
  await expect(page.getByText('Draft: not yet approved')).toBeVisible();
  const lines = page.getByRole('table', { name: 'Budget lines' });
  await expect(lines.getByRole('row').filter({ hasText: '4000' })).toContainText('$12,360.00');
  await expect(lines.getByRole('row').filter({ hasText: '5110' })).toContainText('$1,030.00');
  await look(page, 'budgets-draft');

  await page.getByRole('button', { name: 'Approve budget' }).click();
  await page.getByRole('button', { name: 'Yes, I am sure!' }).click();
  await expect(page.getByText('The budget has been approved.')).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByText(/Approved by Bea/)).toBeVisible();

  // Budget against actual for March of this year: tithes' March budget is the whole 12,360.00.
  await page.getByRole('main').getByRole('link', { name: 'Budget against Actual' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Budget against Actual' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Month/ }).click();
  await page.getByRole('option', { name: 'March' }).click();
  const report = page.getByRole('table', { name: 'Budget against actual' });
  const tithes = report.getByRole('row').filter({ hasText: '4000 Tithes' });
  await expect(tithes).toContainText('$12,360.00');
  await expect(report.getByRole('row').filter({ hasText: 'Total expenses' })).toContainText('$1,030.00');
  // Tithes received this year (500.00, unless today is in January to March) against 12,360.00 by March: unfavourable.
  if (Number(day().slice(5, 7)) <= 3) await expect(tithes).toContainText('$500.00');
  await expect(tithes).toContainText('Unfavourable');
  await look(page, 'budgets-vs-actual');

  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/reports/budget-vs-actual') && r.url().includes('format=pdf')),
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
  if (process.env.SHOTS_DIR) await download.saveAs(`${process.env.SHOTS_DIR}/budget-vs-actual.pdf`);

  const [packet] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download board packet' }).click()]);
  if (process.env.SHOTS_DIR) await packet.saveAs(`${process.env.SHOTS_DIR}/board-packet.pdf`);
  expect(
    fs
      .readFileSync((await packet.path())!)
      .subarray(0, 4)
      .toString(),
  ).toBe('%PDF');
  await page.getByLabel('Mail to').fill('board@church.test, chair@church.test');
  await page.getByRole('button', { name: 'Mail board packet' }).click();
  await expect(page.getByText('The board packet has been queued for 2 addresses.')).toBeVisible();
});
