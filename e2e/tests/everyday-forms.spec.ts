import { adminToken, apiCall, apiToken, shot, shotPause, signInAsAdmin, signInTo, uniq } from '../support/app';
import { createCompanyWithUsers, POSITION } from '../support/company';
import { chooseCompany } from '../support/company-picker';
import { companyWithRecords, day, PASSWORD } from '../support/payables';
import { expect, type Locator, type Page, test } from '../support/test';

// Issue 14 points 3 and 5: duplicates that lead to paying twice are stopped, and forms keep no stale errors.
test.use({ viewport: { width: 1366, height: 900 } });
test.setTimeout(120_000);

async function look(page: Page, name: string) {
  await shotPause(page, 300);
  await shot(page, `everyday-${name}-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shotPause(page, 300);
  await shot(page, `everyday-${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function closePopup(page: Page, text: string | RegExp) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

/** Picks an option of an MUI select or autocomplete by its label. */
async function choose(scope: Page | Locator, page: Page, label: string | RegExp, option: string | RegExp) {
  const box = scope.getByRole('combobox', { name: label });
  const typed = (await box.evaluate((el) => el.tagName)) === 'INPUT';
  await box.click();
  if (typed && typeof option === 'string') await box.fill(option);
  await page.getByRole('option', { name: option }).first().click();
}

test('a vendor with the EIN of another live vendor is refused, naming it; a corrected EIN saves', async ({ page }) => {
  const co = await companyWithRecords();
  await signInTo(page, co.treasurer, PASSWORD, '/app/vendor-setup');
  const details = page.getByRole('region', { name: 'Vendor Information' });
  const name = uniq('Hope Printing Co');
  await details.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  const ein = details.getByRole('textbox', { name: 'EIN', exact: true });
  await ein.fill(co.vendor.ein.replace('-', '')); // the same number without its dash
  await details.getByRole('textbox', { name: 'Contact Number' }).fill('5550102000');
  const billing = page.getByRole('region', { name: 'Billing Address' });
  await billing.getByRole('textbox', { name: 'Address Line 1' }).fill('9 Press Rd');
  await choose(billing, page, 'State', 'Texas');
  await billing.getByRole('textbox', { name: 'City' }).fill('Dallas');
  await billing.getByRole('textbox', { name: 'Zip Code' }).fill('75002');
  await page.getByRole('button', { name: 'Save Vendor' }).click();
  const message = `Vendor "${co.vendor.name}" (Vendor# ${co.vendor.vendor_number}) already has this EIN.`;
  await closePopup(page, message);
  await expect(details.getByText(message)).toBeVisible(); // beside the EIN field
  await look(page, 'vendor-ein-taken');
  // Changing the field takes its server message away at once.
  await ein.fill('98-1112223');
  await expect(details.getByText(message)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Vendor' }).click();
  await closePopup(page, 'Vendor has been added successfully');
  await expect(page).toHaveURL(/\/app\/vendor-management$/);
});

test('a second bill with the vendor and reference of another asks first, naming it; No keeps it unsaved, Yes saves it', async ({ page }) => {
  const co = await companyWithRecords();
  await signInTo(page, co.treasurer, PASSWORD, '/app/pay-bills');
  const f = page.getByRole('region', { name: 'Bill' });
  await f.getByRole('textbox', { name: 'Reference #' }).fill(co.openBill.refrence.toLowerCase());
  await f.getByLabel('Bill Due Date').fill(day(14));
  await choose(f, page, 'Vendor', co.vendor.name);
  await f.getByRole('textbox', { name: 'Amount' }).fill('310.25');
  await choose(f, page, 'Account Payable', /Accounts Payable/);
  await choose(f, page, /^COA/, /5200 · Office Supplies/);
  await choose(f, page, 'Fund/Program', co.fund);
  await choose(f, page, 'Functional Expenses', 'Program services');
  await page.getByRole('button', { name: 'Save & Close' }).click();
  const ask = page.getByRole('alertdialog').filter({ hasText: 'Record this bill again?' });
  await expect(ask).toBeVisible();
  const mmm = new Date().toLocaleDateString('en-US', { month: 'short', day: '2-digit', year: 'numeric' });
  await expect(ask).toContainText(`Bill #${co.openBill.bill_number} of ${mmm} for $310.25 already has this vendor and reference.`);
  await look(page, 'bill-duplicate-confirm');
  await ask.getByRole('button', { name: 'No, cancel it!' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/app\/pay-bills$/);
  await page.getByRole('button', { name: 'Save & Close' }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Yes, I am sure!' }).click();
  await closePopup(page, 'Bill has been added successfully');
  await expect(page).toHaveURL(/\/app\/pay-bills-list$/);
  // The first bill and the confirmed one (text match ignores case); the refused try saved nothing.
  await expect(page.locator('tbody tr').filter({ hasText: co.openBill.refrence })).toHaveCount(2);
});

test('Company Setup: the alert naming a refused email goes once the user is corrected; a changed country clears the state', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const existing = `taken.${stamp}@grace.test`;
  const member = `member.${stamp}@grace.test`;
  await createCompanyWithUsers([{ email: existing, first_name: 'Eve', position: POSITION.Auditor }]);
  const mine = await createCompanyWithUsers([{ email: member, first_name: 'Mark', position: POSITION.Bookkeeper }]);
  await signInAsAdmin(page);
  await page.goto(`/app/company-setup/${mine.id}`);
  await expect(page.getByRole('heading', { name: `Company Setup: ${mine.legalName}` })).toBeVisible();

  await page.getByRole('button', { name: '+ Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Company User' });
  await dialog.getByLabel('First Name').fill('Eve');
  await dialog.getByLabel('Last Name').fill('Member');
  await dialog.getByLabel('Email').fill(existing);
  await dialog.getByLabel('Contact Number').fill('5551230000');
  await dialog.getByLabel('Address Line 1').fill('1 Seminary Way');
  await choose(dialog, page, 'State', 'Texas');
  // Another country: Texas no longer applies, so the state empties (and becomes free text).
  await choose(dialog, page, 'Country', 'Canada');
  await expect(dialog.getByRole('textbox', { name: 'State' })).toHaveValue('');
  await dialog.getByRole('textbox', { name: 'State' }).fill('Ontario');
  await look(page, 'user-country-changed');
  // Back to the US: 'Ontario' is no US state either.
  await choose(dialog, page, 'Country', 'United States');
  await expect(dialog.getByRole('combobox', { name: 'State' })).toHaveValue('');
  await choose(dialog, page, 'State', 'Texas');
  await dialog.getByLabel('City').fill('Dallas');
  await dialog.getByLabel('Zip Code').fill('75001');
  await choose(dialog, page, 'Position', 'Auditor');
  await dialog.getByRole('button', { name: 'Add User' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Save Company' }).click();
  await closePopup(page, 'This email is already used by another user.');
  const stale = page.getByText(`${existing}: This email is already used by another user.`);
  await expect(stale).toBeVisible();
  // The user's email is corrected in its dialog: the alert about the old one goes at once.
  const users = page.getByRole('table', { name: 'Company Users' });
  await users.getByRole('button', { name: `Edit user ${existing}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Company User' });
  const fresh = `fresh.${stamp}@grace.test`;
  await edit.getByLabel('Email').fill(fresh);
  await edit.getByRole('button', { name: 'Update User' }).click();
  await expect(edit).toBeHidden();
  await expect(stale).toHaveCount(0);
  await expect(page.getByText(/already used by another user/)).toHaveCount(0);
  await look(page, 'company-setup-corrected');
  await page.getByRole('button', { name: 'Save Company' }).click();
  await closePopup(page, 'Company record updated');
  const saved = await apiCall('GET', `/company/${mine.id}`, await adminToken());
  expect(saved.body.data.users.map((u: { email: string }) => u.email)).toContain(fresh);
});

test('Roles & Permission asks before throwing away unsaved ticks (another position, another page)', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/app/roles-permissions');
  await choose(page, page, 'Access Level', 'Local Assembly');
  await choose(page, page, 'Position', 'Auditor');
  await expect(page.getByText('Permissions of Auditor (Local Assembly)')).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'Vendor Create' });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByText('1 unsaved change')).toBeVisible();

  // Another position: asked; 'No' keeps the position and the tick.
  await choose(page, page, 'Position', 'Bookkeeper');
  const ask = page.getByRole('alertdialog').filter({ hasText: 'Discard unsaved changes?' });
  await expect(ask).toContainText('1 unsaved permission change of Auditor will be lost.');
  await look(page, 'roles-discard');
  await ask.getByRole('button', { name: 'No, cancel it!' }).click();
  await expect(page.getByRole('combobox', { name: 'Position' })).toHaveText('Auditor');
  await expect(box).toBeChecked();

  // Another page: asked too; 'No' stays, 'Yes' leaves and nothing was saved.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByText('Dashboard', { exact: true }).click();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'No, cancel it!' }).click();
  await expect(page).toHaveURL(/\/app\/roles-permissions$/);
  await menu.getByText('Dashboard', { exact: true }).click();
  await ask.getByRole('button', { name: 'Yes, I am sure!' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const matrix = await apiCall('POST', '/rolesPermission', await adminToken(), { role: POSITION.Auditor });
  const vendorRow = (matrix.body.permissions as Array<{ permissionGroup: string; Create: { permission_value: boolean } }>).find(
    (g) => g.permissionGroup === 'Vendor',
  );
  expect(vendorRow?.Create.permission_value).toBeFalsy();
});

test('Super-Admin makes a fund program for one chosen company: that company sees it, another does not', async ({ page }) => {
  const a = await companyWithRecords();
  const b = await companyWithRecords();
  await signInAsAdmin(page);
  await page.goto('/app/fund-program');
  await page.getByRole('button', { name: '+ Fund Program' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manage Fund Programs' });
  await chooseCompany(dialog, 'Company', a.legalName);
  const name = uniq('Building Fund');
  await dialog.getByLabel('Add a new Fund Program').fill(name);
  await choose(dialog, page, 'Status', 'Active');
  await look(page, 'fund-program-company');
  await dialog.getByRole('button', { name: '+ Add' }).click();
  await closePopup(page, /Fund Program/);
  await expect(page.locator('tbody tr').filter({ hasText: name })).toContainText(a.legalName);
  const offered = async (token: string) => ((await apiCall('GET', '/getFundProgram/0', token)).body.fund_program as Array<{ name: string }>).map((f) => f.name);
  expect(await offered(a.api)).toContain(name);
  expect(await offered(b.api)).not.toContain(name);
  expect(await offered(await apiToken(b.treasurer, PASSWORD))).not.toContain(name);
});
