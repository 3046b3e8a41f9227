import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { adminToken, apiCall, shot, shotPause, signIn, signInAsAdmin, uniq } from '../support/app';
import { acceptInvitation, createCompanyWithUsers } from '../support/company';
import { expect, type Page, test } from '../support/test';

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
    file: 'fund-programs',
    // Issue 24: a fund program's restriction class and release date travel on its export.
    classColumns: ['Restriction', 'Release On'],
    classCells: '"Without donor restrictions",,',
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
    file: 'functional-expenses',
    classColumns: [] as string[],
    classCells: '',
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
  await acceptInvitation(email, PASSWORD);
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
  await shotPause(page, 400);
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

/** A file downloaded by one of the list's export buttons, with the server's file name checked. */
async function exported(page: Page, button: 'Export CSV' | 'Export Excel', name: RegExp) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  expect(file.suggestedFilename()).toMatch(name);
  return fs.readFileSync(await file.path());
}

/** The paginator's "1–10 of 12" total. */
const totalShown = async (page: Page) => Number((await page.getByText(/^\d+–\d+ of [\d,]+$/).textContent())?.split(' of ')[1].replace(/,/g, ''));

/** Search, sort and export one list: 11 items of a new company and 1 global one share a word. */
async function searchSortExport(page: Page, kind: Kind) {
  const admin = await adminToken();
  const company = await createCompanyWithUsers([]);
  const tag = uniq('Cedar').replace(/\s+/g, '');
  const words = ['mango', 'Apple', 'kiwi', 'Banana', 'cherry', 'Lime', 'date', 'Fig', 'grape', 'Elder', 'honeydew'];
  for (const w of words) {
    const res = await apiCall('POST', kind.createPath, admin, { name: `${w} ${tag}`, status: 1, company_id: company.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  expect((await apiCall('POST', kind.createPath, admin, { name: `Shared ${tag}`, status: 0 })).status).toBe(200);

  await signInAsAdmin(page);
  await page.goto(`/app/${kind.key}`);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(page.getByText(/^1–10 of 12$/)).toBeVisible();

  const table = page.getByRole('table', { name: kind.title });
  const firstName = table.locator('tbody tr').first().locator('td').first();
  const nameHeader = page.getByRole('columnheader', { name: 'Name', exact: true });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstName).toHaveText(`Apple ${tag}`);
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(firstName).toHaveText(`Shared ${tag}`);
  await expect(page).toHaveURL(/sort=name&dir=desc/);
  // Status ascending: Active first, the one In Active item last (page 2).
  const statusHeader = page.getByRole('columnheader', { name: 'Status', exact: true });
  await statusHeader.getByRole('button').click();
  await expect(statusHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.locator('tbody tr').first()).toContainText('Active');
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(table.locator('tbody tr').last()).toContainText(`Shared ${tag}`);
  await expect(table.locator('tbody tr').last()).toContainText('In Active');
  await nameHeader.getByRole('button').click();
  await expect(firstName).toHaveText(`Apple ${tag}`);
  await shot(page, `settings-${kind.key}-search-sort-1366`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shotPause(page, 300);
  await shot(page, `settings-${kind.key}-search-sort-390`);
  await page.setViewportSize({ width: 1366, height: 900 });

  // Both files hold every filtered row (both pages), in the list's order.
  const total = await totalShown(page);
  expect(total).toBe(12);
  const csvName = new RegExp(`^${kind.file}-\\d{4}-\\d{2}-\\d{2}\\.csv$`);
  const csv = (await exported(page, 'Export CSV', csvName))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  // Every text cell is quoted (issue 21: a ';'-separated spreadsheet cannot split one); dates are not text.
  expect(csv[0]).toBe(['Name', 'User', ...kind.classColumns, 'Status', 'Added On'].map((h) => `"${h}"`).join(','));
  expect(csv.length - 1).toBe(total);
  expect(csv[1]).toMatch(new RegExp(`^"Apple ${tag}","${company.legalName}",${kind.classCells}"Active",\\d{4}-\\d{2}-\\d{2}$`));
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await exported(page, 'Export Excel', new RegExp(`^${kind.file}-.*\\.xlsx$`))) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  expect(sheet.actualRowCount - 1).toBe(total);
  expect(sheet.getRow(2).getCell(1).value).toBe(`Apple ${tag}`);
  expect(sheet.getRow(13).getCell(2).value).toBe('All companies');
  expect(sheet.getRow(2).getCell(4 + kind.classColumns.length).value).toBeInstanceOf(Date);

  // The owner is searched too: the company's name finds its 11 items, not the shared one.
  await search.fill(company.legalName);
  await expect(page.getByText(/^1–10 of 11$/)).toBeVisible();
  await expect(page).toHaveURL(/sort=name&dir=asc/);
}

for (const kind of KINDS) {
  test.describe(kind.title, () => {
    test(`the Super-Admin searches, sorts and exports the ${kind.menu.toLowerCase()} list`, async ({ page }) => {
      await searchSortExport(page, kind);
    });

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
  // Oldest first (the list's own sort, kept in the URL): the seeded items lead page 1.
  await page.goto('/app/functional-expenses?sort=newest&dir=asc');
  const table = page.getByRole('table', { name: 'Functional Expenses' });
  await expect(table).toBeVisible();
  for (const name of ['Program services', 'Management and general', 'Fundraising']) {
    await expect(row(page, name)).toContainText('All companies');
  }
});
