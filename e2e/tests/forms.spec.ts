import fs from 'node:fs';
import { apiCall, apiToken, signInAsAdmin, signInTo, uniq } from '../support/app';
import { addBill, addVendor, booksOf, day, fundBank, ok, treasurerCompany } from '../support/books';
import { acceptInvitation, createCompanyWithUsers, POSITION, testEmail } from '../support/company';
import { expect, type Locator, type Page, test } from '../support/test';

/**
 * Issue 20, what a treasurer trips on: nothing typed is lost or silently changed, voids say what they do,
 * the right accounts and clear forms.
 */
const PASSWORD = 'Treasurer-pass-1';

/** With FORMS_SHOTS=1, screenshots of the screen at 1366 and 390 px wide under /tmp/forms (for looking at, not a test). */
async function look(page: Page, name: string) {
  if (!process.env.FORMS_SHOTS) return;
  fs.mkdirSync('/tmp/forms', { recursive: true });
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/forms/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/forms/${name}-390.png`, fullPage: true });
  await page.setViewportSize(size);
}

async function closePopup(page: Page, text: string | RegExp) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

async function choose(scope: Page | Locator, page: Page, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

test.use({ viewport: { width: 1366, height: 900 } });

test("Enter in the order's new-item row adds the line and stays on the form", async ({ page }) => {
  const own = await treasurerCompany('forms.po', 'Paula', PASSWORD);
  await signInTo(page, own.email, PASSWORD, '/app/user-purchase-order');
  const items = page.getByRole('region', { name: 'Items' });
  // An incomplete row: Enter says what is missing, adds nothing, saves nothing.
  await items.getByRole('textbox', { name: 'New item description' }).fill('Hymnals');
  await items.getByRole('textbox', { name: 'New item description' }).press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Fill in description, quantity and unit price to add the item.' })).toBeVisible();
  await items.getByRole('textbox', { name: 'New item quantity' }).fill('12');
  await items.getByRole('textbox', { name: 'New item unit price' }).fill('8.50');
  await items.getByRole('textbox', { name: 'New item unit price' }).press('Enter');
  await expect(items.getByRole('textbox', { name: 'Description of line 1' })).toHaveValue('Hymnals');
  await expect(items.getByRole('textbox', { name: 'Unit Price of line 1' })).toHaveValue('8.50');
  await expect(items.getByRole('textbox', { name: 'New item description' })).toHaveValue('');
  await expect(items.getByRole('textbox', { name: 'New item description' })).toBeFocused();
  await expect(page).toHaveURL(/\/app\/user-purchase-order$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await look(page, 'po-items');
});

test('the bill form keeps what is typed, counts it and refuses it with the real reason; its COA is grouped; read-only fields are not Tab stops', async ({
  page,
}) => {
  const own = await treasurerCompany('forms.bill', 'Bea', PASSWORD);
  const books = await booksOf(own.api);
  const vendor = await addVendor(own.api, own.id, uniq('Hope Printing'));
  await signInTo(page, own.email, PASSWORD, '/app/pay-bills');
  const f = page.getByRole('region', { name: 'Bill' });

  // Read-only Company and Date: marked read-only and out of the Tab order.
  for (const name of ['Company', 'Date']) {
    await expect(f.getByRole('textbox', { name, exact: true })).toHaveAttribute('readonly', '');
    await expect(f.getByRole('textbox', { name, exact: true })).toHaveAttribute('tabindex', '-1');
  }
  const reference = f.getByRole('textbox', { name: 'Reference #' });
  await reference.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(f.getByRole('textbox', { name: 'Date', exact: true })).not.toBeFocused();
  await expect(f.getByRole('textbox', { name: 'Company', exact: true })).not.toBeFocused();

  // Past 10 characters: kept as typed, counted, refused on Save with its message.
  await reference.fill('INV-2026-0042');
  await expect(reference).toHaveValue('INV-2026-0042');
  await expect(f.getByText('13/10')).toBeVisible();
  await f.getByLabel('Bill Due Date').fill(day(14));
  await choose(f, page, 'Vendor', vendor.name);
  await f.getByRole('textbox', { name: 'Amount' }).fill('100000000000000');
  await choose(f, page, 'Account Payable', /Accounts Payable/);

  // The COA: expenses, then assets and liabilities; no income or net-asset account.
  await f.getByRole('combobox', { name: /^COA/ }).click();
  const listbox = page.getByRole('listbox');
  const text = (await listbox.textContent()) ?? '';
  expect(text.indexOf('Expenses')).toBeGreaterThanOrEqual(0);
  expect(text.indexOf('Expenses')).toBeLessThan(text.indexOf('Assets'));
  expect(text.indexOf('Assets')).toBeLessThan(text.indexOf('Liabilities'));
  expect(text.indexOf('5200 · Office Supplies')).toBeLessThan(text.indexOf('1500 · Furniture and Equipment'));
  expect(text.indexOf('1500 · Furniture and Equipment')).toBeLessThan(text.indexOf('2100 · Payroll Liabilities'));
  for (const hidden of ['4000 · Tithes', '3000 · Net Assets', '1000 · Operating Checking']) expect(text).not.toContain(hidden);
  await look(page, 'bill-coa');
  await page.getByRole('option', { name: /5200 · Office Supplies/ }).click();
  await choose(f, page, 'Fund/Program', books.fund);
  await f.getByRole('combobox', { name: 'Functional Expenses' }).click();
  await page.getByRole('option').nth(1).click();
  await look(page, 'bill-counter');

  await page.getByRole('button', { name: 'Save & Close' }).click();
  await closePopup(page, 'Reference # can be at most 10 characters');
  await reference.fill('INV-0042');
  await expect(f.getByText('8/10')).toBeVisible();
  // An amount above the largest allowed says so (not "at most two decimals").
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await closePopup(page, 'The amount cannot be more than 10,000,000,000,000.00.');
  await f.getByRole('textbox', { name: 'Amount' }).fill('42.00');
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await closePopup(page, 'Bill has been added successfully');
  await expect(page).toHaveURL(/\/app\/pay-bills-list/);
});

test('Super-Admin: + Add New (vendor) hints and tells that a company must be chosen first, the same on the order, bill and standard check', async ({
  page,
}) => {
  await signInAsAdmin(page);
  for (const [path, scope] of [
    ['/app/purchase-order', page.getByRole('region', { name: 'Order Details' })],
    ['/app/pay-bills', page.getByRole('region', { name: 'Bill' })],
    ['/app/create-cheque', page.getByRole('region', { name: 'Standard check bill' })],
  ] as const) {
    await page.goto(path);
    if (path === '/app/create-cheque') await page.getByRole('radio', { name: 'Standard Check' }).check();
    const button = scope.getByRole('button', { name: '+ Add New' });
    await expect(button).toBeEnabled();
    await expect(button).toHaveAccessibleDescription('Choose a company first');
    await button.click();
    await closePopup(page, 'Choose a company first: the new vendor belongs to it.');
    await expect(page.getByRole('dialog', { name: 'Adding New Vendor' })).toHaveCount(0);
    if (path === '/app/create-cheque') await look(page, 'standard-add-vendor');
  }
});

/** A funded company with two vendors: Hope's two bills and Grace's one bill paid (through the API), waiting for checks. */
async function paidBills() {
  const own = await treasurerCompany('forms.chk', 'Cleo', PASSWORD);
  const books = await booksOf(own.api);
  const hope = await addVendor(own.api, own.id, uniq('Hope Printing'));
  const grace = await addVendor(own.api, own.id, uniq('Grace Roofing'));
  await fundBank(own.api, books, '5000.00');
  const stamp = Date.now().toString(36).slice(-5);
  const a = await addBill(own.api, books, { ref: `FA${stamp}`, amount: '300.00', vendorId: hope.id });
  const b = await addBill(own.api, books, { ref: `FB${stamp}`, amount: '150.25', vendorId: hope.id });
  const c = await addBill(own.api, books, { ref: `FC${stamp}`, amount: '100.00', vendorId: grace.id });
  const payments = ok(
    await apiCall('POST', '/createBillPayment', own.api, {
      account_payable_id: books.payable,
      account_id: books.bank,
      bill_amount_info: [a, b, c].map((x, n) => ({ bill_id: x.id, amount_due: ['300.00', '150.25', '100.00'][n], discount: '0' })),
      button_status: 'save',
      date: day(),
    }),
  ).data as Array<{ id: number }>;
  return { ...own, books, hope, grace, stamp, bills: { a, b, c }, payments };
}

test('the voucher screen counts its checks, the memo keeps what is typed, check # 0 is refused; voids name their cascade; a voided check heads its payments by their state', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const own = await paidBills();
  await signInTo(page, own.email, PASSWORD, '/app/create-cheque');
  const f = page.getByRole('region', { name: 'Check' });
  for (const name of ['Company', 'Date', 'Bank Balance', 'Amount', 'Payee']) {
    await expect(f.getByRole('textbox', { name, exact: true })).toHaveAttribute('tabindex', '-1');
  }
  await choose(f, page, 'Bank Account', /1000 · Operating Checking/);
  const count = page.locator('#voucher-count');
  await row(page, `FA${own.stamp}`).getByRole('checkbox').check();
  await expect(count).toHaveText('1 check will be made: one per payee.');
  await row(page, `FB${own.stamp}`).getByRole('checkbox').check();
  await expect(count).toHaveText('1 check will be made: one per payee.');
  await row(page, `FC${own.stamp}`).getByRole('checkbox').check();
  await expect(count).toHaveText('2 checks will be made: one per payee.');

  // A memo past 500: kept, counted, refused with the specification's message.
  const memo = f.getByRole('textbox', { name: 'Memo' });
  await memo.fill('m'.repeat(503));
  await expect(memo).toHaveValue('m'.repeat(503));
  await expect(f.getByText('503/500 · 3 too many')).toBeVisible();
  await look(page, 'voucher-count-memo');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Memo must be less than 500 characters');
  await memo.fill('November run');
  // Check # 0: the number must be at least 1.
  await f.getByRole('textbox', { name: 'Check #' }).fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Check # must be at least 1.');
  await f.getByRole('textbox', { name: 'Check #' }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Check Generate successfully');
  const generated = (await page.getByRole('region', { name: 'Generated checks' }).textContent()) ?? '';
  const hopeCheck = Number(new RegExp(`#(\\d+) ${own.hope.name}`).exec(generated)?.[1]);
  const graceCheck = Number(new RegExp(`#(\\d+) ${own.grace.name}`).exec(generated)?.[1]);
  expect(hopeCheck).toBeGreaterThan(0);
  expect(graceCheck).toBeGreaterThan(0);

  // Voiding Bill A's payment: the confirmation names Hope's check, Bill B going back to Paid, Bill A to Created, the printed check.
  await page.goto('/app/bill-payment-list');
  await page.getByRole('button', { name: `Void payment of bill ${own.bills.a.bill_number}`, exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Change status of bill?');
  await expect(confirm).toContainText(`The payment of Bill #${own.bills.a.bill_number} will be voided and reversed today.`);
  await expect(confirm).toContainText(`Check #${hopeCheck} · $450.25 · ${own.hope.name}`);
  await expect(confirm).toContainText(`The payments of these bills go back to Paid, to be put on a new check:`);
  await expect(confirm).toContainText(`Bill #${own.bills.b.bill_number} · ${own.hope.name} · $150.25`);
  await expect(confirm).toContainText(`These bills go back to Created (to be paid again):`);
  await expect(confirm).toContainText(`Bill #${own.bills.a.bill_number} · ${own.hope.name} · $300.00`);
  await expect(confirm).toContainText('If a voided check was printed, destroy it, or ask the bank to stop it if it was mailed.');
  await look(page, 'void-payment-confirm');
  await confirm.getByRole('button', { name: 'No, cancel it!' }).click();

  // Voiding Grace's check from its view: the check named with amount and payee, Bill C back to Paid.
  await page.goto('/app/cheque-list');
  await page.getByRole('link', { name: `View check ${graceCheck}`, exact: true }).click();
  await page.getByRole('button', { name: 'Void' }).click();
  await expect(confirm).toContainText('Change status of check?');
  await expect(confirm).toContainText(`Check #${graceCheck} · $100.00 · ${own.grace.name} will be voided.`);
  await expect(confirm).toContainText(`Bill #${own.bills.c.bill_number} · ${own.grace.name} · $100.00`);
  await expect(confirm).toContainText('If a voided check was printed');
  await look(page, 'void-check-confirm');
  await confirm.getByRole('button', { name: 'Yes, I am sure!' }).click();
  await closePopup(page, 'Status updated Sucessfully');

  // Voiding Bill A itself: its payment and Hope's check go, Bill B's payment back to Paid.
  await page.goto(`/app/pay-bills/view/${own.bills.a.id}`);
  await page.getByRole('button', { name: 'Void' }).click();
  await expect(confirm).toContainText('Change status of bill?');
  await expect(confirm).toContainText(`Check #${hopeCheck} · $450.25 · ${own.hope.name}`);
  await expect(confirm).toContainText(`The payment of Bill #${own.bills.a.bill_number} · $300.00`);
  await expect(confirm).toContainText(`Bill #${own.bills.b.bill_number} · ${own.hope.name} · $150.25`);
  await look(page, 'void-bill-confirm');
  await confirm.getByRole('button', { name: 'Yes, I am sure!' }).click();
  await closePopup(page, 'Status updated Sucessfully');

  // Hope's voided check heads its payments by their state: one back to Paid, one voided (not "back to Paid").
  await page.goto('/app/cheque-list');
  await page.getByRole('link', { name: `View check ${hopeCheck}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payments this check held: 1 back to Paid, 1 voided' })).toBeVisible();
  await expect(row(page, `Bill #${own.bills.a.bill_number}`)).toContainText('Void');
  await expect(row(page, `Bill #${own.bills.b.bill_number}`)).toContainText('Paid');
  await look(page, 'voided-check-view');
});

test("raising an approved order's price says that the order went back for approval", async ({ page }) => {
  const creator = testEmail('forms.po.creator');
  const supervisor = testEmail('forms.po.supervisor');
  const company = await createCompanyWithUsers([
    { email: creator, first_name: 'Carol', position: POSITION.Treasurer },
    { email: supervisor, first_name: 'Sam', position: POSITION.Treasurer, approver: 1 },
  ]);
  await acceptInvitation(creator, PASSWORD);
  await acceptInvitation(supervisor, PASSWORD);
  const creatorApi = await apiToken(creator, PASSWORD);
  const vendor = await addVendor(creatorApi, company.id, uniq('Choir Supply'));
  const made = ok(
    await apiCall('POST', '/createPurchaseOrder', creatorApi, {
      company_id: company.id,
      vendor_id: vendor.id,
      status_name: 'Pending For Approval',
      items: [{ description: 'Choir robes', quantity: '4', unit_price: '50.00' }],
    }),
  );
  ok(await apiCall('GET', `/updateStatusOfPurchaseOrder/${made.lastInsertedId}/Approval`, await apiToken(supervisor, PASSWORD)));

  await signInTo(page, creator, PASSWORD, `/app/user-purchase-order/${made.lastInsertedId}`);
  await page.getByRole('textbox', { name: 'Unit Price of line 1' }).fill('55.00');
  await page.getByRole('button', { name: 'Save' }).click();
  const popup = page.getByRole('dialog').filter({ hasText: 'Purchase order record updated sucessfully' });
  await expect(popup).toContainText('The new total is above the approved one, so the purchase order went back for approval.');
  await look(page, 'po-back-for-approval');
  await popup.getByRole('button', { name: 'Ok' }).click();
});
