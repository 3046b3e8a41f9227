import { adminToken, apiCall, baseURL, readMail, shot, shotPause, signIn, signInAsAdmin, uniq } from '../support/app';
import { createCompanyWithUsers, POSITION } from '../support/company';
import { expect, type Locator, type Page, test } from '../support/test';

/**
 * The company administration journey: Super-Admin builds a company with two users, the supervisor
 * accepts the invitation and signs in to a menu that follows their position; a permission taken away
 * is refused at the next call; deleting the company locks its users out.
 * It works at the Seminary access level, whose positions no other journey uses.
 */
const SEMINARY = 'Seminary';
const PASSWORD = 'Deacon-pass-2026';
// A 1x1 PNG for the logo.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function look(page: Page, name: string) {
  await shotPause(page, 400);
  await shot(page, `companies-${name}`);
}

async function closePopup(page: Page, text: string | RegExp) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

/** Picks an option of an MUI select or autocomplete by its label. */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  const box = scope.getByRole('combobox', { name: label });
  const typed = (await box.evaluate((el) => el.tagName)) === 'INPUT';
  await box.click();
  if (typed) await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function addUser(page: Page, u: { first: string; email: string; position: string; supervisor: boolean }) {
  await page.getByRole('button', { name: '+ Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Company User' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('First Name').fill(u.first);
  await dialog.getByLabel('Last Name').fill('Member');
  await dialog.getByLabel('Email').fill(u.email);
  await dialog.getByLabel('Contact Number').fill('5551230000');
  await dialog.getByLabel('Address Line 1').fill('1 Seminary Way');
  await choose(dialog, page, 'State', 'Texas');
  await dialog.getByLabel('City').fill('Dallas');
  await dialog.getByLabel('Zip Code').fill('75001');
  await choose(dialog, page, 'Position', u.position);
  if (u.supervisor) await dialog.getByLabel('Supervisor').check();
  return dialog;
}

test('Super-Admin sets up a company with two users; the supervisor signs in; a removed permission and a deleted company take effect', async ({
  page,
  browser,
}) => {
  const company = uniq('Bethel Seminary');
  const location = uniq('Dallas Campus');
  const ministry = uniq('Theology');
  const supervisor = `ruth.${Date.now().toString(36)}@bethel.test`;
  const clerk = `sam.${Date.now().toString(36)}@bethel.test`;
  const started = Date.now();

  await signInAsAdmin(page);
  await page.getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/app\/company-list$/);
  await expect(page.getByRole('heading', { name: 'Company List' })).toBeVisible();
  await look(page, 'list');

  // Locations: an empty name is not sent; then one is added.
  await page.getByRole('button', { name: 'Manage Locations' }).click();
  const locations = page.getByRole('dialog', { name: 'Manage Locations' });
  await locations.getByRole('button', { name: '+ Add' }).click();
  await expect(locations.getByText('Name is required')).toBeVisible();
  await locations.getByLabel('Location Name').fill(location);
  await locations.getByRole('button', { name: '+ Add' }).click();
  await closePopup(page, 'Location has been added successfully');
  await expect(locations.getByRole('cell', { name: location, exact: true })).toBeVisible();
  await look(page, 'locations');
  await locations.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Manage Ministries' }).click();
  const ministries = page.getByRole('dialog', { name: 'Manage Ministries' });
  await ministries.getByLabel('Ministry Name').fill(`${ministry} draft`);
  await ministries.getByRole('button', { name: '+ Add' }).click();
  await closePopup(page, 'Ministry has been added successfully');
  // Rename it, then delete a second one after the confirmation.
  await ministries.getByRole('button', { name: `Edit ${ministry} draft` }).click();
  await ministries.getByLabel('Ministry Name').fill(ministry);
  await ministries.getByRole('button', { name: 'Update' }).click();
  await closePopup(page, 'Ministry has been updated successfully');
  await expect(ministries.getByRole('cell', { name: ministry, exact: true })).toBeVisible();
  await ministries.getByLabel('Ministry Name').fill(`${ministry} spare`);
  await ministries.getByRole('button', { name: '+ Add' }).click();
  await closePopup(page, 'Ministry has been added successfully');
  await ministries.getByRole('button', { name: `Delete ${ministry} spare` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this Ministry!');
  await look(page, 'ministry-delete-confirm');
  await confirm.getByRole('button', { name: 'Yes, I am sure!' }).click();
  await closePopup(page, 'The Ministry has been deleted!');
  // (by CSS, not role: a dialog behind a popup is hidden from the accessibility tree)
  await expect(ministries.locator('tbody tr').filter({ hasText: `${ministry} spare` })).toHaveCount(0);
  await look(page, 'ministries');
  await ministries.getByRole('button', { name: 'Close' }).click();

  // The company form.
  await page.getByRole('button', { name: '+ Add Company' }).click();
  await expect(page).toHaveURL(/\/app\/company-setup$/);
  await page.getByRole('button', { name: 'Save Company' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Legal Name').fill(company);
  await choose(page, page, 'Company Type', 'Non-Profit');
  await page.getByLabel('EIN').fill('75-1234567');
  await page.getByLabel('First Name').first().fill('Grace');
  await page.getByLabel('Last Name').first().fill('Provost');
  await page.getByLabel('Address Line 1').fill('100 Seminary Way');
  await page.getByLabel('City').fill('Dallas');
  await choose(page, page, 'State', 'Texas');
  await page.getByLabel('Zip Code').fill('7500a');
  await page.getByLabel('Email').fill('office@bethel.test');
  await page.getByLabel('Telephone').fill('2145550100');
  await page.getByRole('group', { name: 'Fiscal Year' }).getByRole('button').click();
  await page.getByRole('radio', { name: '2026' }).click();
  await expect(page.getByRole('group', { name: 'Fiscal Year' })).toContainText('2026');
  await choose(page, page, 'Access Level', SEMINARY);
  await choose(page, page, 'Location', location);
  await choose(page, page, 'Ministry', ministry);
  await page.getByLabel('Logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Company' }).click();
  await expect(page.getByText('zip code must be a number')).toBeVisible();
  await page.getByLabel('Zip Code').fill('75001');

  // Two users: a supervising Treasurer and a Bookkeeper; the same email twice is refused.
  const first = await addUser(page, { first: 'Ruth', email: supervisor, position: 'Treasurer', supervisor: true });
  await first.getByRole('button', { name: 'View permissions' }).click();
  const perms = page.getByRole('dialog', { name: 'Permissions' });
  await expect(perms.getByRole('checkbox', { name: 'Vendor View' })).toBeChecked();
  await expect(perms.getByRole('checkbox', { name: 'Vendor View' })).toBeDisabled();
  await expect(perms.getByText('N/A').first()).toBeVisible();
  await look(page, 'view-permissions');
  await perms.getByRole('button', { name: 'Close' }).click();
  await look(page, 'add-user');
  await first.getByRole('button', { name: 'Add User' }).click();
  await expect(first).toBeHidden();

  const dupe = await addUser(page, { first: 'Ruth', email: supervisor.toUpperCase(), position: 'Bookkeeper', supervisor: false });
  await dupe.getByRole('button', { name: 'Add User' }).click();
  await closePopup(page, `User with email ${supervisor} already added`);
  await dupe.getByLabel('First Name').fill('Sam');
  await dupe.getByLabel('Email').fill(clerk);
  await dupe.getByRole('button', { name: 'Add User' }).click();
  await expect(dupe).toBeHidden();
  const users = page.getByRole('table', { name: 'Company Users' });
  await expect(users.locator('tbody tr')).toHaveCount(2);
  await expect(users.locator('tbody tr').filter({ hasText: supervisor })).toContainText('Yes');
  await look(page, 'setup-new');

  await page.getByRole('button', { name: 'Save Company' }).click();
  await closePopup(page, 'Company has been added successfully');
  await expect(page).toHaveURL(/\/app\/company-setup\/\d+$/);
  const companyId = Number(page.url().split('/').pop());
  await expect(page.getByLabel('Location')).toBeDisabled();
  await expect(users.locator('tbody tr').filter({ hasText: supervisor })).toContainText('Invited');
  await look(page, 'setup-saved');

  // The invitation sets the supervisor's password; they sign in to their own company.
  const invite = await readMail(supervisor, { after: started - 1000 });
  expect(invite.text).toContain(`added to ${company} as Treasurer (Seminary)`);
  const link = /(http:\/\/\S+\/reset-password\?\S+)/.exec(invite.text)?.[1] as string;
  await readMail(clerk, { after: started - 1000 });
  const userPage = await (await browser.newContext({ baseURL })).newPage();
  await userPage.goto(link);
  await userPage.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await userPage.getByLabel('Confirm password').fill(PASSWORD);
  await userPage.getByRole('button', { name: 'Change password' }).click();
  await closePopup(userPage, 'Your Password has been changed successfully');
  await signIn(userPage, supervisor, PASSWORD);
  await expect(userPage).toHaveURL(/\/app\/dashboard$/);
  await expect(userPage.getByTestId('sidebar-user')).toHaveText('Ruth');
  await expect(userPage.getByTestId('sidebar-label')).toHaveText(company);
  const menu = userPage.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Vendors' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Chart of Accounts' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Companies' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Roles & Permission' })).toHaveCount(0);
  await look(userPage, 'user-dashboard');
  const userToken = (await userPage.evaluate(() => localStorage.getItem('access_token'))) as string;
  expect((await apiCall('GET', '/vendor', userToken)).status).toBe(200);

  // Super-Admin takes Vendor View away from Seminary Treasurers: the user's next call is refused.
  await page.getByRole('link', { name: 'Roles & Permission' }).click();
  await expect(page.getByRole('heading', { name: 'Roles & Permission' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Vendor View' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await look(page, 'roles-empty');
  await choose(page, page, 'Access Level', SEMINARY);
  await choose(page, page, 'Position', 'Treasurer');
  const vendorView = page.getByRole('checkbox', { name: 'Vendor View' });
  await expect(vendorView).toBeEnabled();
  await expect(vendorView).toBeChecked();
  await vendorView.uncheck();
  await look(page, 'roles-position');
  try {
    await page.getByRole('button', { name: 'Save' }).click();
    await closePopup(page, 'Permission has been changed successfully');
    await expect(vendorView).not.toBeChecked();
    const refused = await apiCall('GET', '/vendor', userToken);
    expect(refused.status).toBe(403);
  } finally {
    // Put the position back as it was, whatever happened above.
    const token = await adminToken();
    const matrix = await apiCall('POST', '/rolesPermission', token, { role: 17 });
    const id = matrix.body.permissions.find((g: { permissionGroup: string }) => g.permissionGroup === 'Vendor').View.permission_id;
    await apiCall('POST', '/rolesPermissionUpdate', token, { role: 17, permissions: { add: [id], remove: [] } });
  }

  // Deleting the company: the confirmation, the list without it, and the user locked out.
  await page.getByRole('link', { name: 'Companies' }).click();
  const row = page.locator('tbody tr').filter({ hasText: company });
  await expect(page.getByRole('table', { name: 'Company List' }).getByRole('link').first()).toBeVisible();
  // The list may first show cached rows while it refetches: page on only while a next page exists.
  await expect(async () => {
    if (await row.count()) return;
    const next = page.getByRole('button', { name: 'Go to next page' });
    if (await next.isEnabled()) await next.click();
    throw new Error(`${company} is not on this page yet`);
  }).toPass({ timeout: 30_000 });
  await row.getByRole('button', { name: `Delete ${company}` }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('On Company delete, all the users associated with this company will be suspended!');
  await look(page, 'delete-confirm');
  await ask.getByRole('button', { name: 'Yes, I am sure!' }).click();
  await closePopup(page, 'The Company has been deleted!');
  await expect(page.locator('tbody tr').filter({ hasText: company })).toHaveCount(0);
  const list = await apiCall('GET', '/getWholeCompanyData', await adminToken());
  expect(list.body.data.map((c: { id: number }) => c.id)).not.toContain(companyId);

  // The user's next call ends the stored session: the sign-in screen shows, and sign-in is refused.
  await userPage.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Chart of Accounts' }).click();
  await expect(userPage.getByRole('button', { name: 'Sign in now' })).toBeVisible();
  await signIn(userPage, supervisor, PASSWORD);
  await expect(userPage.getByRole('dialog')).toContainText('Your account is suspended. Please contact the administrator.');
  await look(userPage, 'suspended');
});

test('Super-Admin edits a company: a user is changed, a taken email is refused, the update returns to the list', async ({ page }) => {
  const existing = `existing.${Date.now().toString(36)}@grace.test`;
  const member = `member.${Date.now().toString(36)}@grace.test`;
  const other = await createCompanyWithUsers([{ email: existing, first_name: 'Eve', position: POSITION.Auditor }]);
  const mine = await createCompanyWithUsers([{ email: member, first_name: 'Mark', position: POSITION.Bookkeeper }]);
  expect(other.id).not.toBe(mine.id);

  await signInAsAdmin(page);
  await page.goto(`/app/company-setup/${mine.id}`);
  await expect(page.getByRole('heading', { name: `Company Setup: ${mine.legalName}` })).toBeVisible();
  await expect(page.getByLabel('Legal Name')).toHaveValue(mine.legalName);
  await expect(page.getByLabel('Location')).toBeDisabled();

  const users = page.getByRole('table', { name: 'Company Users' });
  await users.getByRole('button', { name: `Edit user ${member}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Company User' });
  await expect(edit.getByLabel('Email')).toHaveValue(member);
  await edit.getByLabel('First Name').fill('Marcus');
  await edit.getByRole('button', { name: 'Update User' }).click();
  await expect(users.locator('tbody tr').filter({ hasText: member })).toContainText('Marcus');

  const added = await addUser(page, { first: 'Eve', email: existing, position: 'Auditor', supervisor: false });
  await added.getByRole('button', { name: 'Add User' }).click();
  await expect(added).toBeHidden();
  await page.getByLabel('City').fill('Fort Worth');
  await page.getByRole('button', { name: 'Save Company' }).click();
  await closePopup(page, 'This email is already used by another user.');
  // Nothing was lost: the entries are still there to correct.
  await expect(page.getByLabel('City')).toHaveValue('Fort Worth');
  await expect(page.getByText(`${existing}: This email is already used by another user.`)).toBeVisible();
  await look(page, 'edit-email-taken');
  await users.getByRole('button', { name: `Remove user ${existing}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, I am sure!' }).click();

  await page.getByRole('button', { name: 'Save Company' }).click();
  await closePopup(page, 'Company record updated');
  await expect(page).toHaveURL(/\/app\/company-list$/);
  const saved = await apiCall('GET', `/company/${mine.id}`, await adminToken());
  expect(saved.body.data.city).toBe('Fort Worth');
  expect(saved.body.data.users.map((u: { first_name: string }) => u.first_name)).toEqual(['Marcus']);
});
