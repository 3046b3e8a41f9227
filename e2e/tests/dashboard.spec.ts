import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '../support/test';
import { adminToken, apiCall, shot, shotPause, signIn, signInAsAdmin, uniq } from '../support/app';
import { createCompanyWithUsers } from '../support/company';
import { addBill, addVendor, booksOf, fundBank, ok, treasurerCompany } from '../support/books';
import { chooseAllCompanies, chooseCompany } from '../support/company-picker';

const PASSWORD = 'Treasurer-pass-1';
const HOUR = 3_600_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + n * 24 * HOUR);

/**
 * A new bill cannot be due before its date, and its date must be "today" somewhere on earth. The earliest
 * such day (UTC-12) is always at least a day before the latest (UTC+14): a bill dated and due on the
 * earliest day is overdue for a treasurer whose browser lives in UTC+14 (Kiritimati).
 */
const EARLIEST = isoDay(Date.now() - 12 * HOUR);
test.use({ timezoneId: 'Pacific/Kiritimati' });

/** A company whose Treasurer has set a password, a funded bank, an overdue bill, one due soon, one due later and paid. */
async function companyWithDueBills() {
  const company = await treasurerCompany('dash.treasurer', 'Dana', PASSWORD);
  const { api } = company;
  const books = await booksOf(api, uniq('Outreach'));
  const vendor = await addVendor(api, company.id, uniq('Bethel Supplies'));
  await fundBank(api, books, '5000.00', EARLIEST);
  const bill = (ref: string, amount: string, due: string) => addBill(api, books, { ref, amount, vendorId: vendor.id, due, date: EARLIEST });
  const stamp = Date.now().toString(36).slice(-5);
  const refs = { overdue: `OD${stamp}`, soon: `DS${stamp}`, later: `DL${stamp}`, paid: `PD${stamp}` };
  await bill(refs.overdue, '120.50', EARLIEST);
  await bill(refs.soon, '310.25', addDays(EARLIEST, 5));
  await bill(refs.later, '999.00', addDays(EARLIEST, 40));
  const paid = await bill(refs.paid, '75.00', addDays(EARLIEST, 3));
  const payment = ok(
    await apiCall('POST', '/createBillPayment', api, {
      company_id: company.id,
      account_payable_id: books.payable,
      account_id: books.bank,
      bill_amount_info: [{ bill_id: paid.id, amount_due: '75.00', discount: '0' }],
      button_status: 'save',
    }),
  ).data as Array<{ id: number }>;
  return { ...company, refs, books, paymentId: payment[0].id };
}

async function look(page: Page, name: string) {
  await shotPause(page, 500);
  await shot(page, `dashboard-${name}`);
}

/**
 * The page at a phone's width. Below 900 px the side menu becomes a drawer opened from the top bar (issue 14
 * point 6, built in another branch); until it lands the permanent menu is hidden here, so what is measured
 * is this page's own width: nothing may scroll sideways.
 */
async function phone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addStyleTag({ content: '@media (max-width: 899px) { .MuiDrawer-docked { display: none !important; } }' });
  await look(page, name);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * Every link and button named apart from its text (aria-label) says what it shows, so a speech-input user
 * can say what they see ("1 overdue", not "Overdue: 1 bill, ..."): WCAG 2.5.3, axe's label-content-name-mismatch.
 */
async function expectNamesHoldTheirText(page: Page) {
  const mismatched = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('a[href], button, [role="link"], [role="button"]'))
      .filter((el) => el.checkVisibility() && el.hasAttribute('aria-label'))
      .flatMap((el) => {
        const flat = (t: string) => t.replace(/\s+/g, ' ').trim().toLowerCase();
        // What it shows: its text, less what is hidden from everyone (an avatar's initial is a picture).
        const parts: string[] = [];
        const walk = (node: Node) => {
          for (const c of Array.from(node.childNodes)) {
            if (c.nodeType === Node.TEXT_NODE) parts.push(c.textContent ?? '');
            else if (c instanceof Element && c.getAttribute('aria-hidden') !== 'true' && c.checkVisibility()) walk(c);
          }
        };
        walk(el);
        const text = flat(parts.join(' '));
        const name = flat(el.getAttribute('aria-label') ?? '');
        return text && !name.includes(text) ? [`"${text}" is named "${name}"`] : [];
      }),
  );
  expect(mismatched).toEqual([]);
  const axe = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
}

const card = (page: Page, name: string) => page.getByRole('region', { name });
const rows = (page: Page) => page.locator('tbody tr');

test('the treasurer sees bills due and overdue, follows them to the filtered bill list, and the bank balance the chart shows', async ({ page }) => {
  test.setTimeout(180_000);
  const own = await companyWithDueBills();
  await signIn(page, own.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // Every link says what it shows (checked once the figures are in).
  await expect(card(page, 'Bills to Pay').getByRole('link').first()).toBeVisible();
  await expectNamesHoldTheirText(page);

  // The specification's card stays, with its link.
  await expect(page.getByRole('link', { name: /^Pending Purchase Order \d+/ })).toHaveAttribute('href', '/app/purchase-pending-order-list');

  const bills = card(page, 'Bills to Pay');
  await expect(bills.getByRole('link', { name: '1 overdue (1 bill, $120.50)' })).toBeVisible();
  await expect(bills.getByRole('link', { name: '1 due in the next 14 days (1 bill, $310.25)' })).toBeVisible();
  await expect(card(page, 'Payments Awaiting a Check')).toContainText('1 payment');
  await expect(card(page, 'Payments Awaiting a Check')).toContainText('$75.00');
  const banks = card(page, 'Bank Balances');
  const operating = banks.getByRole('listitem').filter({ hasText: '1000 Operating Checking' });
  await expect(operating).toContainText('$4,925.00');
  // The year's spending: the four bills on 5200 Office Supplies, in the chart's table.
  await expect(page.getByTestId('spending-total')).toHaveText('$1,504.75');
  await expect(page.getByRole('table', { name: 'By Fund Program' })).toContainText('$1,504.75');
  await look(page, 'treasurer-1366');
  await phone(page, 'treasurer-390');

  // Overdue: exactly the overdue bill.
  await bills.getByRole('link', { name: /^1 overdue/ }).click();
  await expect(page).toHaveURL(/\/app\/pay-bills-list\?due=overdue/);
  await expect(page.getByTestId('due-filter')).toHaveText('Overdue bills');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(own.refs.overdue);
  await expect(rows(page).first()).toContainText('$120.50');
  await look(page, 'bills-overdue-1366');

  // Due in the next 14 days: exactly the bill due soon (not the later one, not the paid one).
  await page.goBack();
  await card(page, 'Bills to Pay')
    .getByRole('link', { name: /^1 due in the next 14 days/ })
    .click();
  await expect(page).toHaveURL(/due=next14/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(own.refs.soon);
  await phone(page, 'bills-next14-390');
  // Removing the chip shows every bill again.
  await page.getByTestId('due-filter').locator('.MuiChip-deleteIcon').click();
  await expect(rows(page)).toHaveCount(4);

  // The bank balance shown equals the chart of accounts' Balance.
  await page.goto('/app/user-financial-accounts');
  const chartRow = rows(page).filter({ hasText: 'Operating Checking' });
  await expect(chartRow).toContainText('4,925.00');
});

test('Super-Admin sees a row per company and can focus one', async ({ page }) => {
  test.setTimeout(120_000);
  const own = await companyWithDueBills();
  // The newest check of all: across companies the card names whose check it is.
  const check = ok(
    await apiCall('POST', '/createChecks', own.api, {
      company_id: own.id,
      check_type: 'voucher',
      check_number: '',
      memo: 'Dashboard run',
      bank_account_id: own.books.bank,
      check_list: [{ bill_payment_id: own.paymentId }],
    }),
  ).data as Array<{ check_number: number }>;
  // More companies than one page of the breakdown (10), on a fresh database too.
  const admin = await adminToken();
  const { companies_total } = ok(await apiCall('GET', '/dashboard/summary', admin)).data as { companies_total: number };
  for (let n = companies_total; n <= 10; n++) await createCompanyWithUsers([]);
  await signInAsAdmin(page);
  const lastCheck = card(page, 'Last Checks Written').locator('tbody tr').first();
  await expect(lastCheck).toContainText(own.legalName);
  await expect(lastCheck.getByRole('link', { name: `Check ${check[0].check_number}` })).toBeVisible();
  const perCompany = card(page, 'By Company');
  await expect(perCompany.locator('tbody tr').first()).toBeVisible();
  // Over every company: the denomination's bank money above the accounts of the companies of the page shown,
  // and the breakdown paged by the server (a denomination has thousands of companies).
  await expect(card(page, 'Bank Balances')).toContainText('Every company');
  const firstOfPage = ((await perCompany.locator('tbody tr').first().textContent()) ?? '').trim();
  await expect(perCompany).toContainText(/1–10 of \d/);
  await perCompany.getByRole('button', { name: 'Go to next page' }).click();
  await expect(perCompany).toContainText(/11–\d+ of /);
  await expect(perCompany.locator('tbody tr').first()).not.toHaveText(firstOfPage);
  await page.setViewportSize({ width: 1280, height: 900 });
  await look(page, 'admin-all-page2-1280');
  await page.setViewportSize({ width: 1366, height: 900 });
  // The breakdown pages by 10 companies (many in this shared database): ours is reached by focusing it.
  await chooseCompany(page, 'Show Company', own.legalName);
  await expect(perCompany).toHaveCount(0);
  await expect(card(page, 'Bills to Pay').getByRole('link', { name: '1 overdue (1 bill, $120.50)' })).toBeVisible();
  await expect(card(page, 'Bank Balances')).toContainText('$4,925.00');
  await look(page, 'admin-company-1366');
  await chooseAllCompanies(page, 'Show Company');
  await expect(perCompany).toBeVisible();
  await look(page, 'admin-all-1366');
  await phone(page, 'admin-all-390');
});
