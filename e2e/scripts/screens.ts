import fs from 'node:fs';
import { type Page, test } from '@playwright/test';
import { adminToken, apiCall, signIn, signInAsAdmin, uniq } from '../support/app';
import { acceptInvitation, createCompanyWithUsers, POSITION, testEmail } from '../support/company';

const OUT = '/tmp/shots/screens';
const WIDTHS = [1366, 390];

const ADMIN_ROUTES = [
  'dashboard',
  'company-list',
  'company-setup',
  'roles-permissions',
  'financial-accounts',
  'financial-setup',
  'journal-entries',
  'journal-entry',
  'trial-balance',
  'vendor-management',
  'vendor-setup',
  'purchase-order-list',
  'purchase-order',
  'purchase-pending-order-list',
  'pay-bills-list',
  'pay-bills',
  'bill-payment-list',
  'create-bill-payment',
  'cheque-list',
  'create-cheque',
  'fund-program',
  'functional-expenses',
  'account',
];
const USER_ROUTES = [
  'dashboard',
  'user-financial-accounts',
  'user-financial-setup',
  'journal-entries',
  'journal-entry',
  'trial-balance',
  'vendor-management',
  'vendor-setup',
  'user-purchase-order-list',
  'user-purchase-order',
  'purchase-pending-order-list',
  'pay-bills-list',
  'pay-bills',
  'bill-payment-list',
  'create-bill-payment',
  'cheque-list',
  'create-cheque',
  'fund-program',
  'functional-expenses',
  'account',
];

async function visitAll(page: Page, who: string, routes: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width > 900 ? 900 : 844 });
    for (const route of routes) {
      await page.goto(`/app/${route}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 10_000 }).catch(() => undefined);
      await page.screenshot({ path: `${OUT}/${who}-${width}-${route}.png`, fullPage: true });
    }
    if (width < 900) {
      await page.goto('/app/dashboard');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${OUT}/${who}-${width}-drawer.png` });
    }
  }
}

test('screenshots of every screen as Super-Admin and as a company Treasurer, at 1366 and 390 px', async ({ page }) => {
  fs.mkdirSync(OUT, { recursive: true });
  await page.goto('/login');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: `${OUT}/public-${width}-login.png`, fullPage: true });
  }

  const email = testEmail('screens.treasurer');
  const company = await createCompanyWithUsers([{ email, first_name: 'Sam', position: POSITION.Treasurer }]);
  await acceptInvitation(email, 'Sam-pass-2026');
  await apiCall('POST', '/vendor/add', await adminToken(), {
    company_id: company.id,
    name: uniq('The Very Long Named Fellowship Hall Catering And Event Supplies Company'),
    ein: '98-7654321',
    contact_number: '5550001111',
    email: 'orders@long-named-catering.example.org',
    billing_address_line_1: '5 Other Rd',
    billing_city: 'Austin',
    billing_state: 'TX',
    billing_country: 'US',
    billing_zip_code: '73301',
  });

  await signInAsAdmin(page);
  await visitAll(page, 'admin', ADMIN_ROUTES);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email, 'Sam-pass-2026');
  await page.waitForURL(/dashboard/);
  await visitAll(page, 'treasurer', USER_ROUTES);
});
