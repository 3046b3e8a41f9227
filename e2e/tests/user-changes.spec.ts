import { adminToken, apiCall, shot, signInAsAdmin } from '../support/app';
import { createCompanyWithUsers, POSITION, testEmail } from '../support/company';
import { expect, test } from '../support/test';

test("Super-Admin sees who changed a user's position, Supervisor flag and email on the Company Setup screen", async ({ page }) => {
  const email = testEmail('clerk');
  const company = await createCompanyWithUsers([{ email, first_name: 'Ada', position: POSITION.Auditor }]);
  const token = await adminToken();
  const current = await apiCall('GET', `/company/${company.id}`, token);
  const { users, ...fields } = current.body.data;
  const renamed = testEmail('renamed');
  const saved = await apiCall('POST', `/company/${company.id}`, token, {
    ...fields,
    location: fields.location_id ?? fields.location,
    ministry: fields.ministry_id ?? fields.ministry ?? null,
    users: [{ ...users[0], position: POSITION.Bookkeeper, approver: 1, email: renamed }],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAsAdmin(page);
  await page.goto(`/app/company-setup/${company.id}`);
  const panel = page.getByRole('table', { name: 'User privilege changes' });
  await expect(page.getByRole('heading', { name: 'User Privilege Changes' })).toBeVisible();
  await expect(panel.getByRole('row', { name: /Position Auditor Bookkeeper Super/ })).toBeVisible();
  await expect(panel.getByRole('row', { name: /Supervisor No Yes/ })).toBeVisible();
  await expect(panel.getByRole('row', { name: new RegExp(`Email ${email.replace(/\./g, '\\.')} ${renamed.replace(/\./g, '\\.')}`) })).toBeVisible();
  await page.getByRole('heading', { name: 'User Privilege Changes' }).scrollIntoViewIfNeeded();
  await shot(page, 'company-user-changes');
});
