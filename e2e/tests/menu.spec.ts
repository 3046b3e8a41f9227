import { shot, signIn, signInAsAdmin } from '../support/app';
import { acceptInvitation, createCompanyWithUsers, POSITION, testEmail } from '../support/company';
import { expect, type Page, test } from '../support/test';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function expectItems(page: Page, visible: string[], hidden: string[]) {
  const nav = menu(page);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // Settings is a group: open it when it is there and closed.
  const settings = nav.getByRole('button', { name: 'Settings' });
  if ((await settings.count()) && (await settings.getAttribute('aria-expanded')) !== 'true') {
    await settings.click();
    await expect(settings).toHaveAttribute('aria-expanded', 'true');
  }
  for (const item of visible) await expect(nav.getByText(item, { exact: true }), `${item} shown`).toBeVisible();
  for (const item of hidden) await expect(nav.getByText(item, { exact: true }), `${item} hidden`).toHaveCount(0);
}

test('the side menu follows the permissions of the position', async ({ page }) => {
  const treasurer = testEmail('treasurer');
  const auditor = testEmail('auditor');
  const company = await createCompanyWithUsers([
    { email: treasurer, first_name: 'Tess', position: POSITION.Treasurer },
    { email: auditor, first_name: 'Aldo', position: POSITION.Auditor },
  ]);
  await acceptInvitation(treasurer, 'Tess-pass-2026');
  await acceptInvitation(auditor, 'Aldo-pass-2026');

  await signIn(page, treasurer, 'Tess-pass-2026');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByTestId('sidebar-label')).toHaveText(company.legalName);
  await expectItems(
    page,
    [
      'Dashboard',
      'Chart of Accounts',
      'Create COA',
      'Opening Balances',
      'Journal Entries',
      'Trial Balance',
      'Vendors',
      'Add Vendor',
      'Purchase Orders',
      'Create Purchase Order',
      'Pending Purchase Order',
      'Pay Bills',
      'Create Bill',
      'Fund Program',
      'Functional Expenses',
      'Payroll',
    ],
    ['Companies', 'Roles & Permission'],
  );
  await shot(page, 'menu-treasurer');

  await page.evaluate(() => localStorage.clear());
  await signIn(page, auditor, 'Aldo-pass-2026');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expectItems(
    page,
    ['Dashboard', 'Chart of Accounts', 'Journal Entries', 'Vendors', 'Purchase Orders', 'Pay Bills', 'Fund Program'],
    ['Create COA', 'Opening Balances', 'Add Vendor', 'Create Purchase Order', 'Create Bill', 'Companies', 'Roles & Permission'],
  );

  await page.evaluate(() => localStorage.clear());
  await signInAsAdmin(page);
  await expectItems(page, ['Companies', 'Roles & Permission', 'Vendors', 'Add Vendor', 'Fund Program'], []);
});
