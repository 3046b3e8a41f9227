import { expect, type Page, test } from '../support/test';
import { shot, signIn } from '../support/app';
import { companyWithRecords, PASSWORD } from '../support/payables';

// A view-only user (the Auditor position: only *_View permissions) opens every kind of record from its list
// and gets a read-only view: nothing to type into that could only fail on save, no Save/Edit/Void/Delete.
test.use({ viewport: { width: 1366, height: 900 } });

const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });
const writeButtons = /^(Save|Save Vendor|Save & New|Save & Close|Update|Edit|Void|Delete|Send For Approval|Approve|Decline|Completed|Send to vendor)$/;

async function expectNoWriteButtons(page: Page) {
  await expect(page.getByRole('button', { name: writeButtons })).toHaveCount(0);
}

async function look(page: Page, name: string) {
  await page.waitForTimeout(300);
  await shot(page, `auditor-${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await shot(page, `auditor-${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('an Auditor opens a vendor, account, bill, payment, check and purchase order from their lists, each read-only', async ({ page }) => {
  test.setTimeout(150_000);
  const co = await companyWithRecords();
  await signIn(page, co.auditor, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // Vendor: the name in the list opens the vendor as a view.
  await page.goto('/app/vendor-management');
  await row(page, co.vendor.name).getByRole('link', { name: co.vendor.name }).click();
  await expect(page).toHaveURL(new RegExp(`/app/vendor-setup/${co.vendor.id}$`));
  await expect(page.getByRole('heading', { name: 'Vendor', exact: true })).toBeVisible();
  await expect(page.getByText('View only: you can look at this vendor but not change it.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(co.vendor.name);
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: 'EIN', exact: true })).toBeDisabled();
  await expectNoWriteButtons(page);
  await look(page, 'vendor');
  await page.getByRole('link', { name: 'Back to vendors' }).click();
  await expect(page).toHaveURL(/\/app\/vendor-management$/);

  // Account: the account number in the chart opens the account as a view, with its ledger a click away.
  await page.goto('/app/user-financial-accounts');
  // The bank account 1000 is on the first page of the chart.
  await page.getByRole('link', { name: '1000', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/user-financial-setup\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Account', exact: true })).toBeVisible();
  await expect(page.getByText('View only: you can look at this account but not change it.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Account Name' })).toBeDisabled();
  await expectNoWriteButtons(page);
  await look(page, 'account');
  await page.getByRole('link', { name: 'Account Ledger' }).click();
  await expect(page).toHaveURL(/\/app\/account-ledger\/\d+$/);

  // Bill: the bill number opens the bill's view (not its edit form).
  await page.goto('/app/pay-bills-list');
  await row(page, co.openBill.refrence).getByRole('link', { name: String(co.openBill.bill_number), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/pay-bills/view/${co.openBill.id}$`));
  await expect(page.getByRole('heading', { name: `Bill #${co.openBill.bill_number}` })).toBeVisible();
  await expectNoWriteButtons(page);
  // The edit address itself sends a reader to the view.
  await page.goto(`/app/pay-bills/${co.openBill.id}`);
  await expect(page).toHaveURL(new RegExp(`/app/pay-bills/view/${co.openBill.id}$`));

  // Bill payment.
  await page.goto('/app/bill-payment-list');
  await page.getByRole('link', { name: String(co.paidBill.bill_number), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/bill-payment/view/${co.paymentId}$`));
  await expectNoWriteButtons(page);

  // Check.
  await page.goto('/app/cheque-list');
  await row(page, co.vendor.name).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/app/cheque/view/${co.check.id}$`));
  await expectNoWriteButtons(page);
  await expect(page.getByRole('button', { name: /Print/ }).first()).toBeVisible(); // reading includes printing

  // Purchase order: the draft opens with nothing to save, send or delete.
  await page.goto('/app/user-purchase-order-list');
  await row(page, co.vendor.name).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/app/user-purchase-order/${co.orderId}$`));
  await expect(page.getByRole('heading', { name: /Purchase Order #\d+/ })).toBeVisible();
  await expectNoWriteButtons(page);

  // The menu offers no screen that creates anything.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  for (const entry of ['Add Vendor', 'Create COA', 'Create Bill', 'Create Bill Payment', 'Generate Check']) {
    await expect(menu.getByText(entry, { exact: true })).toHaveCount(0);
  }
});
