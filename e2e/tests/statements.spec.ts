import fs from 'node:fs';
import { addBill, addVendor, booksOf, day, fundBank, ok, treasurerCompany } from '../support/books';
import { apiCall, look, shot, signIn, signInAsAdmin, uniq } from '../support/app';
import { expect, type Page, test } from '../support/test';
import { chooseCompany } from '../support/company-picker';

const PASSWORD = 'Treasurer-pass-1';
const LAPTOP = { width: 1366, height: 900 };

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const statement = (page: Page, name: string) => page.getByRole('table', { name });
const row = (page: Page, table: string, text: string) => statement(page, table).getByRole('row').filter({ hasText: text });

/** A company with a bank funded last year, a Sunday's tithes (revenue of the fund), a bill for office supplies and an untagged utility expense. */
async function churchWithPostings() {
  const company = await treasurerCompany('statements.treasurer', 'Stella', PASSWORD);
  const { api } = company;
  const books = await booksOf(api, uniq('Missions'));
  // Last year's closing balance: this year's statements start from it.
  await fundBank(api, books, '5000.00', `${Number(day().slice(0, 4)) - 1}-12-31`);
  const memo = uniq('Sunday tithes');
  ok(
    await apiCall('POST', '/journals', api, {
      entry_date: day(),
      memo,
      lines: [
        { account_id: books.bank, debit: '1250.00', credit: '', fund_program_id: books.fundId },
        { account_id: books.byNumber('4000'), debit: '', credit: '1250.00', fund_program_id: books.fundId },
      ],
    }),
  );
  const vendor = await addVendor(api, company.id, uniq('Bethel Supplies'));
  await addBill(api, books, { ref: `ST${Date.now().toString(36).slice(-6)}`, amount: '310.25', vendorId: vendor.id });
  // Utilities paid from the fund's bank share without a functional expense: the grid's red Unassigned column.
  ok(
    await apiCall('POST', '/journals', api, {
      entry_date: day(),
      memo: uniq('Electricity'),
      lines: [
        { account_id: books.byNumber('5110'), debit: '45.00', credit: '', fund_program_id: books.fundId },
        { account_id: books.bank, debit: '', credit: '45.00', fund_program_id: books.fundId },
      ],
    }),
  );
  return { ...company, books, memo };
}

test('a treasurer reads the Statement of Activities, opens the ledger lines behind a figure and downloads the PDF', async ({ page }) => {
  const church = await churchWithPostings();
  await page.setViewportSize(LAPTOP);
  await signIn(page, church.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // The dashboard's card: net assets by class and the fund's balance.
  const card = page.getByRole('region', { name: 'Net Assets' });
  await expect(card.getByRole('listitem').filter({ hasText: 'Total net assets' })).toContainText('$5,894.75');
  await expect(card.getByRole('listitem').filter({ hasText: church.books.fund })).toContainText('$894.75');
  await look(page, 'statements-dashboard');

  // Reports -> Statement of Activities (year to date).
  await expect(menu(page).getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-expanded', 'true');
  await menu(page).getByRole('link', { name: 'Statement of Activities' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of Activities' })).toBeVisible();
  const tithes = row(page, 'Statement of Activities', '4000 Tithes');
  await expect(tithes).toContainText('$1,250.00');
  await expect(row(page, 'Statement of Activities', 'Total expenses')).toContainText('$355.25');
  await expect(row(page, 'Statement of Activities', 'Change in net assets')).toContainText('$894.75');
  await look(page, 'statements-activities');

  // The figure opens the ledger lines behind it: the tithes account, for the statement's period.
  await tithes.getByRole('link', { name: '$1,250.00' }).last().click();
  await expect(page).toHaveURL(/\/app\/account-ledger\/\d+\?from=\d{4}-01-01&to=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('4000 Tithes');
  const line = page.getByRole('table', { name: 'Account ledger' }).getByRole('row').filter({ hasText: church.memo });
  await expect(line).toContainText('$1,250.00');
  await shot(page, 'statements-drill-ledger');
  await page.goBack();
  await expect(tithes).toContainText('$1,250.00');

  // The PDF: the server's file, with the bearer token.
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/reports/statement-of-activities') && r.url().includes('format=pdf')),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(response.status()).toBe(200);
  const file = fs.readFileSync((await download.path())!);
  expect(file.subarray(0, 4).toString()).toBe('%PDF');
  // Kept beside the screenshots for looking at (pdftoppm).
  if (process.env.SHOTS_DIR) await download.saveAs(`${process.env.SHOTS_DIR}/statement-of-activities.pdf`);

  // Printed: the statement alone, no menu, bars, filters or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  await shot(page, 'statements-activities-print');
  await page.emulateMedia({ media: 'screen' });

  // Compared with the prior year: a column of its own.
  await page.getByLabel('Compare with prior year').click();
  await expect(page.getByLabel('Compare with prior year')).toBeChecked();
  await expect(statement(page, 'Statement of Activities').getByRole('columnheader', { name: 'Total, prior year' })).toBeVisible();
  await look(page, 'statements-activities-compare');

  // The other statements, each from the Reports menu.
  await menu(page).getByRole('link', { name: 'Statement of Financial Position' }).click();
  await expect(row(page, 'Statement of Financial Position', 'Total liabilities and net assets')).toContainText('$6,205.00');
  await expect(row(page, 'Statement of Financial Position', 'Total net assets')).toContainText('$5,894.75');
  await look(page, 'statements-position');

  await menu(page).getByRole('link', { name: 'Statement of Functional Expenses' }).click();
  await expect(row(page, 'Statement of Functional Expenses', '5200 Office Supplies')).toContainText('$310.25');
  // The utility bill has no functional expense: a red column, and a warning that says what to fix.
  await expect(statement(page, 'Statement of Functional Expenses').getByRole('columnheader', { name: 'Unassigned' })).toBeVisible();
  await expect(row(page, 'Statement of Functional Expenses', '5110 Utilities')).toContainText('$45.00');
  await expect(page.getByRole('alert')).toContainText('$45.00 of expenses have no functional expense');
  await look(page, 'statements-functional');
  // The red figure opens the utilities ledger narrowed to its lines without a functional expense.
  await row(page, 'Statement of Functional Expenses', '5110 Utilities').getByRole('link', { name: '$45.00' }).first().click();
  await expect(page).toHaveURL(/functional_expense_id=none/);
  await expect(page.getByText('Lines without a functional expense')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Account ledger' }).getByRole('row').filter({ hasText: 'Electricity' })).toContainText('$45.00');
  await shot(page, 'statements-drill-unassigned');
  await page.goBack();

  await menu(page).getByRole('link', { name: 'Fund Balances' }).click();
  await expect(row(page, 'Fund Balances', church.books.fund)).toContainText('$894.75');
  await look(page, 'statements-funds');

  await menu(page).getByRole('link', { name: 'Statement of Cash Flows' }).click();
  await expect(row(page, 'Statement of Cash Flows', 'Cash, beginning of period')).toContainText('$5,000.00');
  await expect(row(page, 'Statement of Cash Flows', 'Cash, end of period')).toContainText('$6,205.00');
  await look(page, 'statements-cash-flows');
});

test('Super-Admin chooses a company before a statement shows', async ({ page }) => {
  const church = await churchWithPostings();
  await page.setViewportSize(LAPTOP);
  await signInAsAdmin(page);
  await menu(page).getByRole('link', { name: 'Statement of Financial Position' }).click();
  await expect(page.getByText('Choose a company to see its Statement of Financial Position.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
  // 'Company' alone: the scope chooser beside it is labelled 'Scope' (issue 27's roll-ups).
  await chooseCompany(page, 'Company', church.legalName);
  await expect(page).toHaveURL(new RegExp(`company_id=${church.id}`));
  await expect(row(page, 'Statement of Financial Position', 'Total net assets')).toContainText('$5,894.75');
  await look(page, 'statements-position-admin');
  // The dashboard's card shows once the Super-Admin chooses a company.
  await menu(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'Net Assets' })).toHaveCount(0);
  await chooseCompany(page, 'Show Company', church.legalName);
  await expect(page.getByRole('region', { name: 'Net Assets' }).getByRole('listitem').filter({ hasText: 'Total net assets' })).toContainText('$5,894.75');
});
