import AxeBuilder from '@axe-core/playwright';
import { apiCall, signIn, uniq } from '../support/app';
import { addBill, addVendor, booksOf, day, fundBank, ok, treasurerCompany } from '../support/books';
import { expect, type Page, test } from '../support/test';

const PASSWORD = 'Select-pass-2026';

/** A Treasurer's company with a funded bank, two open bills and two paid ones not yet on a check. */
async function twoOpenTwoPaid() {
  const company = await treasurerCompany('selectall.treasurer', 'Sela', PASSWORD);
  const { api } = company;
  const books = await booksOf(api, uniq('Outreach'));
  const vendor = await addVendor(api, company.id, uniq('Bethel Supplies'));
  await fundBank(api, books, '5000.00');
  const stamp = Date.now().toString(36).slice(-5);
  const bill = (ref: string, amount: string) => addBill(api, books, { ref, amount, vendorId: vendor.id, due: day(12) });
  await bill(`OA${stamp}`, '100.00');
  await bill(`OB${stamp}`, '200.00');
  const paid = [await bill(`PA${stamp}`, '300.00'), await bill(`PB${stamp}`, '400.00')];
  ok(
    await apiCall('POST', '/createBillPayment', api, {
      company_id: company.id,
      account_payable_id: books.payable,
      account_id: books.bank,
      bill_amount_info: paid.map((b) => ({ bill_id: b.id, discount: '0' })),
      button_status: 'save',
    }),
  );
  return { ...company, stamp, paid };
}

/** axe on the table alone, every rule and impact: the part-chosen select-all box must pass. */
async function expectTableClean(page: Page, table: string) {
  const axe = await new AxeBuilder({ page }).include(`table[aria-label="${table}"]`).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.use({ viewport: { width: 1366, height: 768 } });

test('the select-all box of the payment and voucher tables passes axe when some rows are chosen (indeterminate)', async ({ page }) => {
  test.setTimeout(120_000);
  const own = await twoOpenTwoPaid();
  await signIn(page, own.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  await page.goto('/app/create-bill-payment');
  await choose(page, 'Account Payable', /Accounts Payable/);
  await choose(page, 'Bank Account', /1000 · Operating Checking/);
  const bills = page.getByRole('table', { name: 'Bills to pay' });
  await bills
    .locator('tbody tr')
    .filter({ hasText: `OA${own.stamp}` })
    .getByRole('checkbox')
    .check();
  const allBills = bills.getByRole('checkbox', { name: 'Select all bills' });
  // One of two chosen: the box is "mixed" (the native input's own state) and axe finds nothing.
  await expect(allBills).not.toBeChecked();
  await expectTableClean(page, 'Bills to pay');
  expect(await allBills.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);
  // All chosen, then none: no longer mixed.
  await allBills.check();
  expect(await allBills.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(false);
  await expect(bills.getByRole('checkbox', { name: /^Select bill / }).first()).toBeChecked();

  await page.goto('/app/create-cheque');
  await choose(page, 'Bank Account', /1000 · Operating Checking/);
  const payments = page.getByRole('table', { name: 'Paid bill payments' });
  await payments
    .locator('tbody tr')
    .filter({ hasText: `PA${own.stamp}` })
    .getByRole('checkbox')
    .check();
  const allPayments = payments.getByRole('checkbox', { name: 'Select all payments' });
  await expectTableClean(page, 'Paid bill payments');
  expect(await allPayments.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);
});

test("a read-only bill shows its due date as MMM dd, yyyy, not the browser's 12/14/2026", async ({ page }) => {
  test.setTimeout(120_000);
  const own = await twoOpenTwoPaid();
  await signIn(page, own.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  // A paid bill opens in the view.
  await page.goto(`/app/pay-bills/view/${own.paid[0].id}`);
  const form = page.getByRole('region', { name: 'Bill' });
  const due = new Date(`${day(12)}T00:00:00`).toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
  await expect(form.getByRole('textbox', { name: 'Bill Due Date' })).toHaveValue(due);
  await expect(form.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
});
