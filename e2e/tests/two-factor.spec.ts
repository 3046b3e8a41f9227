import { readMail, shot, signIn } from '../support/app';
import { createCompanyWithUsers, POSITION, testEmail } from '../support/company';
import { expect, test } from '../support/test';

test('a user of a two-factor company sets a password from the invitation and signs in with the emailed code', async ({ page }) => {
  const email = testEmail('treasurer');
  const started = Date.now();
  const company = await createCompanyWithUsers([{ email, first_name: 'Ruth', position: POSITION.Treasurer }], { twoFactor: true });

  // The invitation link sets the first password.
  const invite = await readMail(email, { after: started - 1000 });
  const link = /(http:\/\/\S+\/reset-password\?\S+)/.exec(invite.text)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('Ruth-pass-2026');
  await page.getByLabel('Confirm password').fill('Ruth-pass-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your Password has been changed successfully');
  await page.getByRole('button', { name: 'Ok' }).click();

  // Sign-in stops at the code screen; nothing is stored yet.
  const beforeCode = Date.now();
  await signIn(page, email, 'Ruth-pass-2026');
  await expect(page).toHaveURL(/\/two-factor-auth\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('first_name')).toBe('Ruth');
  expect(url.searchParams.get('access_token')).toBeTruthy();
  expect(url.searchParams.get('id')).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await shot(page, 'auth-two-factor');

  await page.getByLabel('Verification code').fill('12ab');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code must be numeric')).toBeVisible();

  const mail = await readMail(email, { subject: /verification code/i, after: beforeCode - 1000 });
  const code = /code is (\d{6})/.exec(mail.text)?.[1] as string;
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog')).toContainText('Code Verified.');
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByTestId('sidebar-label')).toHaveText(company.legalName);
  // The token of the /two-factor-auth URL was never the session: the browser keeps the one otp-verify answered.
  const stored = await page.evaluate(() => localStorage.getItem('access_token'));
  expect(stored).toBeTruthy();
  expect(stored).not.toBe(url.searchParams.get('access_token'));
});
