import { adminToken, apiCall, shot, shotPause, signIn, signInAsAdmin, uniq, uniqEin } from '../support/app';
import { addVendor } from '../support/books';
import { acceptInvitation, createCompanyWithUsers, POSITION, testEmail } from '../support/company';
import { expect, type Locator, type Page, test } from '../support/test';
import { chooseCompany } from '../support/company-picker';

const PASSWORD = 'Treasurer-pass-1';

/** A company whose Treasurer has set a password from the invitation mail. */
async function companyTreasurer() {
  const email = testEmail('vendor.treasurer');
  const company = await createCompanyWithUsers([{ email, first_name: 'Tom', position: POSITION.Treasurer }]);
  await acceptInvitation(email, PASSWORD);
  return { ...company, email };
}

/** A vendor made through the API, for a company the journey does not sign in to. */
async function apiVendor(companyId: number, name: string) {
  return addVendor(await adminToken(), companyId, name);
}

async function look(page: Page, name: string) {
  await shotPause(page, 400);
  await shot(page, `vendors-${name}`);
}

async function closePopup(page: Page, text: string) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

/** Picks an option of an MUI select or autocomplete by its label. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  const typed = (await box.evaluate((el) => el.tagName)) === 'INPUT'; // an autocomplete takes typing
  await box.click();
  if (typed) await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const row = (page: Page, name: string) => page.locator('tbody tr').filter({ hasText: name });

async function fillVendor(page: Page, v: { name: string; city: string }) {
  const details = region(page, 'Vendor Information');
  await details.getByRole('textbox', { name: 'Name', exact: true }).fill(v.name);
  await details.getByRole('textbox', { name: 'Legal Name', exact: true }).fill(`${v.name} LLC`);
  await details.getByRole('textbox', { name: 'EIN', exact: true }).fill(uniqEin());
  await details.getByRole('textbox', { name: 'Contact Person', exact: true }).fill('Ruth Miller');
  await details.getByRole('textbox', { name: 'Contact Number', exact: true }).fill('5551234567');
  await details.getByRole('textbox', { name: 'Email', exact: true }).fill('billing@supply.test');
  const billing = region(page, 'Billing Address');
  await billing.getByRole('textbox', { name: 'Address Line 1', exact: true }).fill('1 Main St');
  await choose(billing, page, 'State', 'Texas');
  await billing.getByRole('textbox', { name: 'City', exact: true }).fill(v.city);
  await billing.getByRole('textbox', { name: 'Zip Code', exact: true }).fill('75001');
}

test('Super-Admin adds a vendor for a chosen company with the shipping address mirrored', async ({ page }) => {
  const company = await createCompanyWithUsers([]);
  const name = uniq('Grace Supply');
  await signInAsAdmin(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Vendors', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/vendor-management$/);
  await expect(page.getByRole('heading', { name: 'Vendor List' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Company Name' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Purchase Order', exact: true })).toBeVisible();
  await look(page, 'list-admin');

  await page.getByRole('link', { name: '+ Add Vendor' }).click();
  await expect(page).toHaveURL(/\/app\/vendor-setup$/);
  await expect(page.getByRole('heading', { name: 'Vendor Setup' })).toBeVisible();

  // Nothing filled in: the specification's messages, nothing sent.
  await page.getByRole('button', { name: 'Save Vendor' }).click();
  await expect(page.getByText('Please Select any company')).toBeVisible();
  await expect(region(page, 'Vendor Information').getByText('Required').first()).toBeVisible();
  await look(page, 'setup-empty-errors');

  await chooseCompany(region(page, 'Company'), 'Company', company.legalName);
  await fillVendor(page, { name, city: 'Dallas' });
  const details = region(page, 'Vendor Information');
  await details.getByRole('textbox', { name: 'Contact Number', exact: true }).fill('call-me');
  await region(page, 'Billing Address').getByRole('textbox', { name: 'Zip Code', exact: true }).fill('75x01');
  await page.getByRole('button', { name: 'Save Vendor' }).click();
  await expect(page.getByText('Phone number is not valid')).toBeVisible();
  await expect(page.getByText('zip code must be a number')).toBeVisible();
  await details.getByRole('textbox', { name: 'Contact Number', exact: true }).fill('5551234567');
  await region(page, 'Billing Address').getByRole('textbox', { name: 'Zip Code', exact: true }).fill('75001');

  // The checkbox copies the billing address into shipping and keeps following it.
  const shipping = region(page, 'Shipping Address');
  await shipping.getByLabel('Same as billing address').check();
  await expect(shipping.getByRole('textbox', { name: 'Address Line 1', exact: true })).toHaveValue('1 Main St');
  await expect(shipping.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Dallas');
  await expect(shipping.getByRole('textbox', { name: 'City', exact: true })).toBeDisabled();
  await region(page, 'Billing Address').getByRole('textbox', { name: 'City', exact: true }).fill('Plano');
  await expect(shipping.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Plano');
  await expect(shipping.getByRole('combobox', { name: 'State' })).toHaveValue('Texas');

  const terms = region(page, 'Shipping and Tax');
  await terms.getByLabel('W-9 on file').check();
  await choose(terms, page, 'Shipping Method', 'FedEx');
  await terms.getByRole('textbox', { name: 'Freight', exact: true }).fill('25');
  await terms.getByRole('textbox', { name: 'Sales Tax', exact: true }).fill('8.25');
  await look(page, 'setup-filled-admin');
  await page.getByRole('button', { name: 'Save Vendor' }).click();
  await closePopup(page, 'Vendor has been added successfully');
  await expect(page).toHaveURL(/\/app\/vendor-management$/);

  await chooseCompany(page, 'Choose Company', company.legalName);
  const added = row(page, name);
  await expect(added).toContainText(company.legalName);
  await expect(added.locator('td').first()).toHaveText('1');
  await look(page, 'list-admin-after-add');

  const list = await apiCall('GET', `/vendor?company_id=${company.id}`, await adminToken());
  const saved = list.body.data.data.find((v: { name: string }) => v.name === name);
  expect(saved).toMatchObject({
    billing_city: 'Plano',
    shipping_address_line_1: '1 Main St',
    shipping_city: 'Plano',
    shipping_state: 'TX',
    shipping_zip_code: '75001',
    w9: true,
    shipping_method: 'FedEx',
    freight: '25.00',
    sales_tax: '8.25',
  });
});

test("a company user adds, edits and deletes their company's vendor and cannot open another company's", async ({ page }) => {
  const own = await companyTreasurer();
  const other = await createCompanyWithUsers([]);
  const foreign = await apiVendor(other.id, uniq('Foreign Vendor'));
  const name = uniq('Hope Printing');

  await signIn(page, own.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Vendors', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Vendor List' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Company Name' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Choose Company' })).toHaveCount(0);

  await page.getByRole('link', { name: '+ Add Vendor' }).click();
  const companyField = region(page, 'Company').getByRole('textbox', { name: 'Company', exact: true });
  await expect(companyField).toHaveValue(own.legalName);
  await expect(companyField).toHaveAttribute('readonly', '');
  await fillVendor(page, { name, city: 'Dallas' });
  await look(page, 'setup-company-user');
  await page.getByRole('button', { name: 'Save Vendor' }).click();
  await closePopup(page, 'Vendor has been added successfully');
  await expect(page).toHaveURL(/\/app\/vendor-management$/);
  await expect(row(page, name)).toBeVisible();
  await look(page, 'list-company-user');

  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/app\/vendor-setup\/\d+$/);
  const details = region(page, 'Vendor Information');
  await expect(details.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await expect(region(page, 'Billing Address').getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Dallas');
  await details.getByRole('textbox', { name: 'Contact Person', exact: true }).fill('Naomi Clark');
  await look(page, 'edit-company-user');
  await page.getByRole('button', { name: 'Save Vendor' }).click();
  await closePopup(page, 'Vendor record updated');
  await expect(page).toHaveURL(/\/app\/vendor-management$/);
  await expect(row(page, name)).toContainText('Naomi Clark');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete Vendor?');
  await look(page, 'delete-confirm');
  await confirm.getByRole('button', { name: 'Yes, I am sure!' }).click();
  await closePopup(page, 'The Vendor has been deleted!');
  await expect(row(page, name)).toHaveCount(0);

  // Another company's vendor by URL: not found, nothing of it shown.
  await page.goto(`/app/vendor-setup/${foreign.id}`);
  await expect(page.getByText('The record was not found.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Vendor' })).toHaveCount(0);
  await look(page, 'foreign-not-found');
});
