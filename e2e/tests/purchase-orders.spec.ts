import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { apiCall, apiToken, readMail, shot, shotPause, signIn, signInAsAdmin, uniq, uniqEin } from '../support/app';
import { addVendor } from '../support/books';
import { acceptInvitation, createCompanyWithUsers, POSITION, testEmail } from '../support/company';
import { type Browser, expect, type Locator, type Page, test } from '../support/test';
import { chooseCompany } from '../support/company-picker';

const PASSWORD = 'Treasurer-pass-1';

/** A company with a creator (Treasurer) and a supervisor (Treasurer, approver = 1), both with passwords set. */
async function companyWithSupervisor() {
  const creator = testEmail('po.creator');
  const supervisor = testEmail('po.supervisor');
  const company = await createCompanyWithUsers([
    { email: creator, first_name: 'Carol', position: POSITION.Treasurer },
    { email: supervisor, first_name: 'Sam', position: POSITION.Treasurer, approver: 1 },
  ]);
  await acceptInvitation(creator, PASSWORD);
  await acceptInvitation(supervisor, PASSWORD);
  return { ...company, creator, supervisor };
}

async function pageAs(browser: Browser, email: string) {
  const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true })).newPage();
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  return page;
}

async function look(page: Page, name: string) {
  await shotPause(page, 400);
  await shot(page, `po-${name}`);
}

async function closePopup(page: Page, text: string | RegExp) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

async function confirm(page: Page) {
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, I am sure!' }).click();
}

async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  const typed = (await box.evaluate((el) => el.tagName)) === 'INPUT';
  await box.click();
  if (typed) await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

/** The PDF attachment of an .eml (base64 MIME part) written to a file. */
function pdfFromEml(emlFile: string, out: string) {
  const raw = fs.readFileSync(emlFile, 'utf8');
  const part = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  if (!part) throw new Error('no PDF attachment in the mail');
  fs.writeFileSync(out, Buffer.from(part[1].replace(/\s+/g, ''), 'base64'));
  return out;
}

test('a company user orders from a new vendor, a supervisor approves from the dashboard, the vendor gets the PDF, the order completes', async ({ browser }) => {
  const co = await companyWithSupervisor();
  const vendorName = uniq('Bethel Supply');
  const vendorEmail = `${vendorName.replace(/\s+/g, '.').toLowerCase()}@vendor.test`;

  // The creator: new order, new vendor from the dialog, two items.
  const creator = await pageAs(browser, co.creator);
  await creator.getByRole('navigation', { name: 'Main menu' }).getByText('Purchase Orders', { exact: true }).click();
  await expect(creator).toHaveURL(/\/app\/user-purchase-order-list$/);
  await creator.getByRole('link', { name: '+ Purchase Order' }).click();
  await expect(creator).toHaveURL(/\/app\/user-purchase-order$/);
  await expect(creator.getByRole('textbox', { name: 'Company' })).toHaveValue(co.legalName);

  // Nothing chosen: the specification's messages, nothing sent.
  await creator.getByRole('button', { name: 'Save', exact: true }).click();
  await closePopup(creator, 'Please Select any Vendor');

  await creator.getByRole('button', { name: '+ Add New' }).click();
  const dialog = creator.getByRole('dialog', { name: 'Adding New Vendor' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(vendorName);
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(vendorEmail);
  await dialog.getByRole('textbox', { name: 'EIN', exact: true }).fill(uniqEin());
  await dialog.getByRole('textbox', { name: 'Contact Number', exact: true }).fill('5551234567');
  await dialog.getByRole('textbox', { name: 'Address Line 1', exact: true }).fill('7 Market St');
  await choose(dialog, creator, 'State', 'Texas');
  await dialog.getByRole('textbox', { name: 'City', exact: true }).fill('Dallas');
  await dialog.getByRole('textbox', { name: 'Zip Code', exact: true }).fill('75001');
  await choose(dialog, creator, 'Shipping Method', 'DHL');
  await dialog.getByRole('textbox', { name: 'Freight', exact: true }).fill('10');
  await dialog.getByRole('textbox', { name: 'Sales Tax', exact: true }).fill('7.25');
  await look(creator, 'vendor-dialog');
  await dialog.getByRole('button', { name: 'Add Vendor' }).click();
  await closePopup(creator, 'Vendor has been added successfully');

  // The new vendor is selected and its terms filled in.
  await expect(creator.getByRole('combobox', { name: 'Vendor' })).toHaveText(vendorName);
  await expect(creator.getByRole('combobox', { name: 'Shipping Method' })).toHaveText('DHL');
  await expect(creator.getByRole('textbox', { name: 'Freight' })).toHaveValue('10.00');
  await expect(creator.getByRole('textbox', { name: 'Sales Tax' })).toHaveValue('7.25');
  await creator.getByRole('textbox', { name: 'Payment Terms' }).fill('Net 30');
  await creator.getByLabel('Required By').fill('2099-01-15');

  const addItem = creator.getByRole('button', { name: 'Add Item' });
  await creator.getByLabel('New item description').fill('Hymnals');
  await creator.getByLabel('New item quantity').fill('2');
  await expect(addItem).toBeDisabled(); // only when all three are filled
  await creator.getByLabel('New item unit price').fill('10.50');
  await addItem.click();
  await creator.getByLabel('New item description').fill('Candles');
  await creator.getByLabel('New item quantity').fill('1.5');
  await creator.getByLabel('New item unit price').fill('9.99');
  await addItem.click();
  await expect(creator.getByLabel('Description of line 2')).toHaveValue('Candles');
  // 21.00 + 14.99 = 35.99; tax 7.25 % = 2.61; freight 10.00
  await expect(creator.getByTestId('total-subtotal')).toHaveText('$35.99');
  await expect(creator.getByTestId('total-grand')).toHaveText('$48.60');
  await look(creator, 'form-new-user');

  await creator.getByRole('button', { name: 'Send For Approval' }).click();
  await closePopup(creator, 'Purchase Order has been added successfully');
  await expect(creator).toHaveURL(/\/app\/user-purchase-order-list$/);
  const listed = row(creator, vendorName);
  await expect(listed).toContainText('Pending For Approval');
  await expect(listed).toContainText('$48.60');
  await expect(listed.getByRole('button', { name: /Approve/ })).toHaveCount(0); // never the creator
  const poNumber = (await listed.getByRole('link').first().textContent())?.trim() ?? '';
  expect(poNumber).toMatch(/^\d+$/);
  await look(creator, 'list-user');

  const waiting = await readMail(co.supervisor, { subject: /waiting for your approval/ });
  expect(waiting.text).toContain(`Purchase Order ${poNumber}`);

  // The supervisor: the dashboard card, the pending list, Approve, back to the dashboard.
  const supervisor = await pageAs(browser, co.supervisor);
  const card = supervisor.getByRole('link', { name: /^Pending Purchase Order \d+$/ });
  await expect(supervisor.getByTestId('pending-po-count')).toHaveText('1');
  await look(supervisor, 'dashboard');
  await card.click();
  await expect(supervisor).toHaveURL(/\/app\/purchase-pending-order-list$/);
  await expect(supervisor.getByRole('heading', { name: 'Pending Purchase Order' })).toBeVisible();
  await look(supervisor, 'list-pending');
  await row(supervisor, vendorName)
    .getByRole('button', { name: `Approve purchase order ${poNumber}` })
    .click();
  // The amount reads as money, as on the list ($48.60, not 48.60 USD).
  await expect(supervisor.getByRole('alertdialog')).toContainText(`${vendorName}, $48.60`);
  await confirm(supervisor);
  await closePopup(supervisor, 'Status updated Sucessfully');
  await expect(supervisor).toHaveURL(/\/app\/dashboard$/);
  await expect(supervisor.getByTestId('pending-po-count')).toHaveText('0');

  // The creator sends it to the vendor; the mail carries the PDF.
  await creator.reload();
  await row(creator, vendorName).getByRole('link', { name: poNumber, exact: true }).click();
  await expect(creator.getByRole('heading', { name: `Purchase Order #${poNumber}` })).toBeVisible();
  await expect(creator.getByText('Approved', { exact: true }).first()).toBeVisible();
  const download = creator.waitForEvent('download');
  await creator.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`purchase-order-${poNumber}.pdf`);
  await creator.getByRole('button', { name: 'Send to vendor' }).click();
  await confirm(creator);
  await closePopup(creator, 'The purchase order has been sent to the vendor');
  await expect(row(creator, vendorName)).toContainText('Pending from vendor');

  const vendorMail = await readMail(vendorEmail, { subject: new RegExp(`Purchase Order ${poNumber}`) });
  const pdf = pdfFromEml(vendorMail.file, `/tmp/shots/po-${poNumber}.pdf`);
  const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
  expect(text).toContain(`PO Number: ${poNumber}`);
  expect(text).toContain('$48.60');
  expect(text).toContain(vendorName);
  execFileSync('pdftoppm', ['-png', '-r', '60', pdf, '/tmp/shots/po-vendor-pdf']);

  // Completed, with the history of who did what.
  await row(creator, vendorName).getByRole('link', { name: poNumber, exact: true }).click();
  const history = creator.getByRole('table', { name: 'Status History' });
  await expect(history).toContainText('Pending from vendor');
  await expect(history).toContainText('Sam');
  await look(creator, 'form-pending-vendor');
  await creator.getByRole('button', { name: 'Completed', exact: true }).click();
  await confirm(creator);
  await closePopup(creator, 'Status updated Sucessfully');
  await expect(row(creator, vendorName)).toContainText('Completed');
});

test('Super-Admin declines another order from the purchase order list', async ({ page }) => {
  const co = await companyWithSupervisor();
  const token = await apiToken(co.creator, PASSWORD);
  const vendor = await addVendor(token, co.id, uniq('Zion Paper'), { email: 'orders@zion.test' });
  const created = await apiCall('POST', '/createPurchaseOrder', token, {
    company_id: co.id,
    vendor_id: vendor.id,
    status_name: 'Pending For Approval',
    sales_tax: '0',
    items: [{ description: 'Copier paper', quantity: '10', unit_price: '4.25' }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const vendorName = vendor.name;

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Purchase Orders', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/purchase-order-list$/);
  await chooseCompany(page, 'Choose Company', co.legalName);
  await choose(page, page, 'Choose Status', 'Pending For Approval');
  const listed = row(page, vendorName);
  await expect(listed).toContainText('42.50');
  await expect(page.getByRole('columnheader', { name: 'Company Name' })).toBeVisible();
  await look(page, 'list-admin');
  await listed.getByRole('button', { name: /^Decline purchase order/ }).click();
  await confirm(page);
  await closePopup(page, 'Status updated Sucessfully');
  await choose(page, page, 'Choose Status', 'All Status');
  await expect(row(page, vendorName)).toContainText('Decline');
  await expect(row(page, vendorName).getByRole('button', { name: /Approve/ })).toHaveCount(0);

  // The admin form: the company is chosen, the declined order is locked.
  await row(page, vendorName).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/app\/purchase-order\/\d+$/);
  await expect(page.getByRole('table', { name: 'Status History' })).toContainText('Super-Admin');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await look(page, 'form-declined-admin');
  await page.goto('/app/purchase-order');
  await expect(page.getByRole('combobox', { name: 'Company' })).toBeVisible();
  await look(page, 'form-new-admin');
});

test('after approval a raised unit price sends the order back for approval; without a supervisor nothing is sent', async ({ browser }) => {
  const co = await companyWithSupervisor();
  const token = await apiToken(co.creator, PASSWORD);
  const vendor = await addVendor(token, co.id, uniq('Shiloh Print'), { email: 'orders@shiloh.test' });
  const vendorName = vendor.name;
  const created = await apiCall('POST', '/createPurchaseOrder', token, {
    company_id: co.id,
    vendor_id: vendor.id,
    status_name: 'Pending For Approval',
    items: [{ description: 'Bulletins', quantity: '100', unit_price: '0.25' }],
  });
  const id = created.body.lastInsertedId as number;
  const approved = await apiCall('GET', `/updateStatusOfPurchaseOrder/${id}/Approval`, await apiToken(co.supervisor, PASSWORD));
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);

  const page = await pageAs(browser, co.creator);
  await page.goto(`/app/user-purchase-order/${id}`);
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await expect(page.getByLabel('Quantity of line 1')).toBeDisabled(); // only unit prices change now
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await page.getByLabel('Unit Price of line 1').fill('0.30');
  await expect(page.getByTestId('total-grand')).toHaveText('$30.00');
  await expect(page.getByRole('button', { name: 'Send to vendor' })).toBeDisabled();
  await expect(page.getByText('The new total is above the approved $25.00')).toBeVisible();
  await look(page, 'form-approved-price-edit');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await closePopup(page, 'Purchase order record updated sucessfully');
  await expect(row(page, vendorName)).toContainText('Pending For Approval');

  // A company without a supervisor: the specification's message, the order stays a Draft.
  const lone = testEmail('po.lone');
  const other = await createCompanyWithUsers([{ email: lone, first_name: 'Lee', position: POSITION.Treasurer }]);
  await acceptInvitation(lone, PASSWORD);
  const lonePage = await pageAs(browser, lone);
  const loneToken = await apiToken(lone, PASSWORD);
  const v2 = await addVendor(loneToken, other.id, uniq('Lone Vendor'));
  const draft = await apiCall('POST', '/createPurchaseOrder', loneToken, {
    company_id: other.id,
    vendor_id: v2.id,
    items: [{ description: 'Chairs', quantity: '4', unit_price: '25' }],
  });
  await lonePage.goto(`/app/user-purchase-order/${draft.body.lastInsertedId}`);
  await lonePage.getByRole('button', { name: 'Send For Approval' }).click();
  await closePopup(lonePage, 'No supervisor is available, please contact to the administrator');
  await expect(lonePage.getByText('Draft', { exact: true }).first()).toBeVisible();
});
