import fs from 'node:fs';
import { apiCall, look, signIn, signInTo, uniq } from '../support/app';
import { booksOf, day, ok, treasurerCompany } from '../support/books';
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

test('a treasurer types a budget with a month of its own, revises it once approved and reads it for one fund', async ({ page }) => {
  const church = await treasurerCompany('budgets.typed', 'Ben', PASSWORD);
  const books = await booksOf(church.api, uniq('Youth'));
  const year = Number(day().slice(0, 4));
  const month = Number(day().slice(5, 7));
  const monthLabel = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][month - 1];
  const gift = (amount: string, fund: number | null) =>
    apiCall('POST', '/journals', church.api, {
      entry_date: day(),
      memo: uniq('Typed budget journey'),
      lines: [
        { account_id: books.bank, debit: amount, credit: '', fund_program_id: fund },
        { account_id: books.byNumber('4000'), debit: '', credit: amount, fund_program_id: fund },
      ],
    });
  // This month's tithes: 300.00 given to the youth fund, 100.00 untagged.
  ok(await gift('300.00', books.fundId));
  ok(await gift('100.00', null));

  await page.setViewportSize(LAPTOP);
  await signInTo(page, church.email, PASSWORD, '/app/budgets');
  await page.getByRole('link', { name: 'New budget' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Budget' })).toBeVisible();
  await page.getByLabel('Year').fill(String(year));

  // Line 1: tithes of the youth fund, 2,400.00 spread evenly, then typed month by month: this month 500.00.
  const first = page.getByRole('group', { name: 'Budget line 1' });
  const choose = async (line: typeof first, field: RegExp, option: RegExp) => {
    await line.getByRole('combobox', { name: field }).click();
    await page.getByRole('option', { name: option }).click();
  };
  await choose(first, /^Account/, /^4000 /);
  await choose(first, /^Fund\/Program/, new RegExp(books.fund));
  await first.getByLabel('Annual amount').fill('2400');
  await choose(first, /^Spread/, /^Month by month$/);
  const months = first.getByRole('group', { name: 'Months of budget line 1' });
  await expect(months.getByLabel(monthLabel)).toHaveValue('200.00');
  await expect(first.getByLabel('Annual total')).toHaveValue('$2,400.00');
  await months.getByLabel(monthLabel).fill('500');
  await months.getByLabel(monthLabel).press('Tab');
  await expect(first.getByLabel('Annual total')).toHaveValue('$2,700.00');

  // Line 2: utilities for every fund, 1,200.00 evenly.
  await page.getByRole('button', { name: 'Add line' }).click();
  const second = page.getByRole('group', { name: 'Budget line 2' });
  await choose(second, /^Account/, /^5110 /);
  await second.getByLabel('Annual amount').fill('1200');
  await expect(page.getByText('Income $2,700.00 · Expenses $1,200.00 · Net $1,500.00')).toBeVisible();
  await look(page, 'budgets-new');
  await page.getByRole('button', { name: 'Save draft budget' }).click();
  await expect(page.getByText('The budget has been saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Budget ${year}` })).toBeVisible();
  const lines = page.getByRole('table', { name: 'Budget lines' });
  await expect(lines.getByRole('row').filter({ hasText: '4000' })).toContainText('Month by month');
  await expect(lines.getByRole('row').filter({ hasText: '4000' })).toContainText('$2,700.00');

  await page.getByRole('button', { name: 'Approve budget' }).click();
  await page.getByRole('button', { name: 'Yes, I am sure!' }).click();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText(/Approved by Ben/)).toBeVisible();

  // The revision: utilities up to 1,800.00, with its reason; recorded with who and when.
  await page.getByRole('link', { name: 'Revise budget' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Revise Budget ${year}` })).toBeVisible();
  const utilities = page.getByRole('group', { name: 'Budget line 2' });
  await expect(utilities.getByLabel('Annual amount')).toHaveValue('1,200.00');
  await utilities.getByLabel('Annual amount').fill('1800');
  await look(page, 'budgets-revise');
  await page.getByRole('button', { name: 'Save revision' }).click();
  await expect(page.getByText('Give a reason for the revision.').first()).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await page.getByLabel('Reason for the revision').fill('Boiler repairs');
  await page.getByLabel('Reason for the revision').press('Enter');
  await expect(page.getByText('The budget has been revised.')).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await expect(revisions).toContainText(/Revision 1 on .+ by Ben .*: Boiler repairs/);
  await expect(lines.getByRole('row').filter({ hasText: '5110' })).toContainText('$1,800.00');
  await look(page, 'budgets-revised');

  // The report for this month: every fund, then the youth fund alone (its line and its actuals only).
  await page.getByRole('main').getByRole('link', { name: 'Budget against Actual' }).click();
  const report = page.getByRole('table', { name: 'Budget against actual' });
  const tithes = report.getByRole('row').filter({ hasText: '4000 Tithes' });
  await expect(tithes).toContainText('$400.00');
  await expect(report.getByRole('row').filter({ hasText: 'Total expenses' })).toContainText('$150.00');
  await page.getByRole('combobox', { name: /^Fund\/Program/ }).click();
  await page.getByRole('option', { name: books.fund }).click();
  await expect(page.getByText(`${books.fund} only`)).toBeVisible();
  await expect(tithes).toContainText('$300.00');
  await expect(tithes).toContainText('$500.00');
  await expect(tithes).not.toContainText('$400.00');
  await expect(report.getByRole('row').filter({ hasText: 'Total expenses' })).not.toContainText('$150.00');
  await look(page, 'budgets-vs-actual-fund');

  // Funds availability on a split bill: each line shows the budget left for its account, and warns (without
  // refusing) when the lines of that account come to more: 1,000.00 + 900.00 against 1,800.00 left.
  await page.goto('/app/pay-bills');
  const bill = page.getByRole('region', { name: 'Bill' });
  await bill.getByRole('textbox', { name: 'Amount' }).fill('1900.00');
  await bill.getByRole('button', { name: 'Split' }).click();
  const billLines = page.getByRole('region', { name: 'Bill lines' });
  const billLine = (n: number) => billLines.getByRole('group', { name: `Line ${n}` });
  await choose(billLine(1), /^COA/, /^5110 /);
  await billLine(1).getByRole('textbox', { name: 'Amount' }).fill('1000.00');
  await expect(billLines.getByRole('status', { name: 'Budget left' })).toContainText(`Budget left for this account in ${year}: $1,800.00 of $1,800.00`);
  await choose(billLine(2), /^COA/, /^5110 /);
  await billLine(2).getByRole('textbox', { name: 'Amount' }).fill('900.00');
  await expect(billLines.getByRole('alert', { name: 'Budget left' })).toHaveCount(2);
  await expect(billLines.getByRole('alert', { name: 'Budget left' }).first()).toContainText(
    'The lines of this account come to $1,900.00: more than the budget left ($1,800.00). You can still save it.',
  );
  await look(page, 'budgets-split-bill-hint');
});
