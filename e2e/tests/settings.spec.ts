import { expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall, readMail, shot, signIn, signInAsAdmin, uniq } from '../support/app';

/** The two Settings lists: same journeys, different texts. */
const KINDS = [
  {
    key: 'fund-program',
    menu: 'Fund Program',
    title: 'Fund Programs',
    add: '+ Fund Program',
    dialog: 'Manage Fund Programs',
    field: 'Add a new Fund Program',
    added: 'Fund Program has been added successfully',
    updated: 'Fund Program has been updated successfully',
    confirm: 'Delete Fund Program?',
    deleted: 'The Fund Program has been deleted!',
    createPath: '/createFundProgram',
  },
  {
    key: 'functional-expenses',
    menu: 'Functional Expenses',
    title: 'Functional Expenses',
    add: '+ Functional Expenses',
    dialog: 'Manage Functional Expenses',
    field: 'Add a new Functional Expense',
    added: 'Functional Expense has been added successfully',
    updated: 'Functional Expense has been updated successfully',
    confirm: 'Delete Functional Expenses?',
    deleted: 'The Functional Expenses has been deleted!',
    createPath: '/createFunctionalExpenses',
  },
] as const;
type Kind = (typeof KINDS)[number];

const PASSWORD = 'Treasurer-pass-1';

/** A company with a Treasurer who has set a password from the invitation mail. */
async function companyTreasurer() {
  const admin = await adminToken();
  const location = await apiCall('POST', '/location', admin, { name: uniq('Settings location') });
  expect(location.status, JSON.stringify(location.body)).toBe(200);
  const email = `${uniq('treasurer').replace(/\W+/g, '.')}@assembly.test`.toLowerCase();
  const legalName = uniq('Grace Assembly');
  const created = await apiCall('POST', '/company', admin, {
    legal_name: legalName,
    company_type: 'Non-Profit',
    ein: '12-3456789',
    primary_first_name: 'Ruth',
    primary_last_name: 'Elder',
    email: 'office@grace.test',
    location: location.body.data.id,
    access_level: 1,
    users: [
      {
        first_name: 'Tom',
        last_name: 'Treasurer',
        address_line_1: '1 Church St',
        city: 'Dallas',
        country: 'US',
        state: 'TX',
        zip_code: '75001',
        email,
        position: 2, // Treasurer of the Local Assembly level
        approver: 0,
      },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const mail = await readMail(email);
  const token = decodeURIComponent(/token=([^&\s]+)/.exec(mail.text)?.[1] ?? '');
  const reset = await apiCall('POST', '/password/reset', undefined, { email, token, password: PASSWORD, password_confirmation: PASSWORD });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  return { email, legalName, companyId: created.body.lastInsertedId as number };
}

async function openList(page: Page, kind: Kind) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // Settings is a group: open it once the menu is drawn, unless it is open already (never toggle by a race).
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  const settings = menu.getByRole('button', { name: 'Settings' });
  if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
  await menu.getByText(kind.menu, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${kind.key}$`));
  await expect(page.getByRole('heading', { name: kind.title })).toBeVisible();
}

/** A table row by its Name cell (CSS, not roles: an open popup hides the page from the accessibility tree). */
const row = (page: Page, name: string) => page.locator('tbody tr').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${name}$`) }) });

/** A screenshot once dialogs and menus have finished moving. */
async function look(page: Page, name: string) {
  await page.waitForTimeout(400);
  await shot(page, name);
}

async function chooseStatus(page: Page, status: 'Active' | 'In Active') {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
}

async function closePopup(page: Page, text: string) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

/** Add, refuse a duplicate, edit and delete one item through the screens. */
async function addEditDelete(page: Page, kind: Kind, owner: string, shots: string) {
  await openList(page, kind);
  await page.getByRole('button', { name: kind.add }).click();
  const dialog = page.getByRole('dialog', { name: kind.dialog });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel(kind.field)).toBeFocused();
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('Choose Status');

  // An empty form is not sent; the fields say what is missing.
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
  await dialog.getByRole('button', { name: '+ Add' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Status is required')).toBeVisible();
  expect(posts).toEqual([]);
  await look(page, `${shots}-dialog-required`);

  const name = uniq('Youth camp');
  await dialog.getByLabel(kind.field).fill(name);
  await chooseStatus(page, 'Active');
  await dialog.getByRole('button', { name: '+ Add' }).click();
  await closePopup(page, kind.added);
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toContainText(owner);
  await expect(row(page, name)).toContainText('Active');
  await look(page, `${shots}-list`);

  // The same name again: the server's first name error in a warning popup; the dialog stays open.
  await page.getByRole('button', { name: kind.add }).click();
  await dialog.getByLabel(kind.field).fill(name.toUpperCase());
  await chooseStatus(page, 'Active');
  await dialog.getByLabel(kind.field).press('Enter');
  await closePopup(page, 'The name has already been taken.');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // Edit: the dialog opens filled in, with '+ Update'.
  await row(page, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  await expect(dialog.getByLabel(kind.field)).toHaveValue(name);
  await expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveText('Active');
  const renamed = `${name} renamed`;
  await dialog.getByLabel(kind.field).fill(renamed);
  await chooseStatus(page, 'In Active');
  await look(page, `${shots}-dialog-edit`);
  await dialog.getByRole('button', { name: '+ Update' }).click();
  await closePopup(page, kind.updated);
  await expect(row(page, renamed)).toContainText('In Active');
  await expect(row(page, name)).toHaveCount(0);

  // Delete: confirmation, success popup, and the list without it.
  await row(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(kind.confirm);
  await look(page, `${shots}-confirm-delete`);
  await confirm.getByRole('button', { name: 'No, cancel it!' }).click();
  await expect(row(page, renamed)).toHaveCount(1);
  await row(page, renamed)
    .getByRole('button', { name: `Delete ${renamed}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, I am sure!' }).click();
  await closePopup(page, kind.deleted);
  await expect(row(page, renamed)).toHaveCount(0);
}

for (const kind of KINDS) {
  test.describe(kind.title, () => {
    test(`the Super-Admin adds, edits and deletes a global ${kind.menu.toLowerCase()}`, async ({ page }) => {
      await signInAsAdmin(page);
      await addEditDelete(page, kind, 'All companies', `settings-${kind.key}-admin`);
    });

    test(`a company Treasurer manages their own ${kind.menu.toLowerCase()} items and cannot change global ones`, async ({ page }) => {
      const admin = await adminToken();
      const globalName = uniq('Shared by all');
      expect((await apiCall('POST', kind.createPath, admin, { name: globalName, status: 1 })).status).toBe(200);
      const user = await companyTreasurer();
      await signIn(page, user.email, PASSWORD);
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await addEditDelete(page, kind, user.legalName, `settings-${kind.key}-company`);

      // The global item is listed (newest first) for the company, marked shared, with no edit or delete.
      await expect(row(page, globalName)).toContainText('All companies');
      await expect(row(page, globalName).getByRole('button')).toHaveCount(0);
      await expect(row(page, globalName).getByLabel('Shared by all companies')).toBeVisible();
      await look(page, `settings-${kind.key}-company-global-row`);
    });
  });
}

test('the three Form 990 functional expense categories are there from the first start', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/app/functional-expenses');
  // Newest first: page through to the oldest items.
  const table = page.getByRole('table', { name: 'Functional Expenses' });
  await expect(table).toBeVisible();
  const last = page.getByRole('button', { name: 'Go to next page' });
  for (let i = 0; i < 50 && (await last.isEnabled()); i++) await last.click();
  for (const name of ['Program services', 'Management and general', 'Fundraising']) {
    await expect(row(page, name)).toContainText('All companies');
  }
});
