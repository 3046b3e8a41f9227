import { apiCall, apiToken, shot, shotPause, signInTo, uniq } from '../support/app';
import { addVendor } from '../support/books';
import { acceptInvitation, createCompanyWithUsers, POSITION, testEmail } from '../support/company';
import { expect, type Locator, type Page, test } from '../support/test';

const PASSWORD = 'Treasurer-pass-1';
test.use({ viewport: { width: 1366, height: 900 } });
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function choose(scope: Page | Locator, page: Page, label: string | RegExp, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function closePopup(page: Page, text: string) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

/** A company whose creator made an order that its supervisor approved, all through the API. */
async function approvedOrder() {
  const creator = testEmail('pobill.creator');
  const supervisor = testEmail('pobill.supervisor');
  const company = await createCompanyWithUsers([
    { email: creator, first_name: 'Carol', position: POSITION.Treasurer },
    { email: supervisor, first_name: 'Sam', position: POSITION.Treasurer, approver: 1 },
  ]);
  await acceptInvitation(creator, PASSWORD);
  await acceptInvitation(supervisor, PASSWORD);
  const token = await apiToken(creator, PASSWORD);
  const fund = uniq('Missions');
  expect((await apiCall('POST', '/createFundProgram', token, { name: fund, status: 1 })).status).toBe(200);
  const vendor = await addVendor(token, company.id, uniq('Bethel Hymnals'), { email: 'orders@bethel.test' });
  const created = await apiCall('POST', '/createPurchaseOrder', token, {
    company_id: company.id,
    vendor_id: vendor.id,
    status_name: 'Pending For Approval',
    items: [{ description: 'Hymnals', quantity: '40', unit_price: '12.50' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.lastInsertedId as number;
  const approved = await apiCall('GET', `/updateStatusOfPurchaseOrder/${id}/Approval`, await apiToken(supervisor, PASSWORD));
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const order = (await apiCall('GET', `/showPurchaseOrder/${id}`, token)).body.data;
  return { creator, fund, id, poNumber: order.po_number as number, total: order.grand_total as string, vendorName: vendor.name };
}

test('a company user starts a bill from an approved purchase order and finds it on the order', async ({ page }) => {
  const po = await approvedOrder();
  const ref = `P${Date.now().toString(36).slice(-6)}`;
  await signInTo(page, po.creator, PASSWORD, '/app/pay-bills');
  const form = page.getByRole('region', { name: 'Bill' });
  await form.getByRole('textbox', { name: 'Reference #' }).fill(ref);

  // A number that is not an order of this company: a clear message, nothing filled.
  await form.getByRole('textbox', { name: 'PO Number' }).fill('999999');
  await form.getByRole('button', { name: 'Fill from PO' }).click();
  await expect(form.getByText('The purchase order was not found for this company.')).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Vendor' })).not.toHaveText(po.vendorName);

  // Its own order: typed, then leaving the field fills vendor and amount.
  await form.getByRole('textbox', { name: 'PO Number' }).fill(String(po.poNumber));
  await form.getByLabel('Bill Due Date').click();
  await expect(form.getByRole('combobox', { name: 'Vendor' })).toHaveText(po.vendorName);
  await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('500.00');
  await expect(form.getByText(`PO #${po.poNumber} · Approved · ${po.vendorName} · $500.00`)).toBeVisible();
  expect(po.total).toBe('500.00');
  await form.getByLabel('Bill Due Date').fill(day(14));
  await choose(form, page, 'Account Payable', /Accounts Payable/);
  await choose(form, page, /^COA/, /5200 · Office Supplies/);
  await choose(form, page, 'Fund/Program', po.fund);
  await choose(form, page, 'Functional Expenses', 'Program services');
  await shotPause(page, 300);
  await shot(page, 'bill-from-po-form');
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await closePopup(page, 'Bill has been added successfully');
  await expect(page).toHaveURL(/\/app\/pay-bills-list$/);
  await expect(page.locator('tbody tr').filter({ hasText: ref })).toContainText('$500.00');

  // The order's screen lists the bill; its number opens the bill's view, which shows the PO number.
  await page.goto(`/app/user-purchase-order/${po.id}`);
  const bills = page.getByRole('table', { name: 'Bills' });
  const line = bills.locator('tbody tr').filter({ hasText: ref });
  await expect(line).toContainText('$500.00');
  await expect(line).toContainText('Created');
  await shotPause(page, 300);
  await shot(page, 'bill-from-po-order');
  await line.getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/pay-bills\/view\/\d+$/);
  await expect(form.getByRole('textbox', { name: 'PO Number' })).toHaveValue(String(po.poNumber));
  await expect(form.getByRole('textbox', { name: 'PO Number' })).toBeDisabled();
  await shot(page, 'bill-from-po-view');
});
