import { ADMIN, readMail, shot, signIn, signInAsAdminOnScreen } from '../support/app';
import { expect, test } from '../support/test';

test.describe('sign-in', () => {
  test('the Super-Admin signs in, sees the welcome title, the Administrator label and the admin menu', async ({ page }) => {
    await page.goto('/login');
    await shot(page, 'auth-login');
    await signInAsAdminOnScreen(page);
    await expect(page.getByRole('heading', { name: 'Welcome to Church of God US Organisation' })).toBeVisible();
    await expect(page.getByTestId('sidebar-label')).toHaveText('Administrator');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const item of ['Dashboard', 'Donation Management', 'Fixed Asset', 'Payroll', 'Document Repository']) {
      await expect(menu.getByText(item, { exact: true })).toBeVisible();
    }
    await shot(page, 'auth-dashboard');
    const stored = await page.evaluate(() => ({ token: localStorage.getItem('access_token'), perms: localStorage.getItem('permissions') }));
    expect(stored.token).toBeTruthy();
    expect(JSON.parse(stored.perms ?? '[]')).toContain('Bills_Create');
  });

  test('a wrong password shows the server message and keeps the user out', async ({ page }) => {
    await signIn(page, ADMIN.email, 'wrong-password-1');
    await expect(page.getByRole('dialog')).toContainText('These credentials do not match our records.');
    await page.getByRole('button', { name: 'Ok' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('the form shows the specification messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in now' }).click();
    await expect(page.getByText('Please enter your email id')).toBeVisible();
    await expect(page.getByText('Please enter your password')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in now' }).click();
    await expect(page.getByText('Must be a valid email')).toBeVisible();
  });

  test('a signed-in user on /login goes to the dashboard; an /app page without a user shows the login screen', async ({ page }) => {
    await page.goto('/app/account');
    await expect(page.getByRole('button', { name: 'Sign in now' })).toBeVisible();
    await signInAsAdminOnScreen(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('logout clears browser storage, revokes the session and returns to /login', async ({ page }) => {
    await signInAsAdminOnScreen(page);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    await page.evaluate(() => sessionStorage.setItem('something', 'kept?'));
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    const res = await page.request.get('/api/v1/account', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(401);
  });
});

test.describe('routes', () => {
  test('unknown paths go to /404 with the specification text', async ({ page }) => {
    await page.goto('/nowhere');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText("The page you are looking for isn't here")).toBeVisible();
    await shot(page, 'auth-404');
    await signInAsAdminOnScreen(page);
    await page.goto('/app/does-not-exist');
    await expect(page).toHaveURL(/\/404$/);
  });
});

test.describe('forgotten password', () => {
  test('the emailed link sets a new password, and the old one stops working', async ({ page }) => {
    const started = Date.now();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Click to reset' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('dialog')).toContainText('Please check your mail for reset password Link');
    await page.getByRole('button', { name: 'Ok' }).click();

    const mail = await readMail(ADMIN.email, { subject: /Reset your password/, after: started - 1000 });
    const link = /(http:\/\/\S+\/reset-password\?\S+)/.exec(mail.text)?.[1];
    expect(link).toBeTruthy();
    await page.goto(link as string);
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password is too short - should be 8 chars minimum.')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('Changed-pass-9');
    await page.getByLabel('Confirm password').fill('Changed-pass-8');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await page.getByLabel('Confirm password').fill('Changed-pass-9');
    await shot(page, 'auth-reset');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog')).toContainText('Your Password has been changed successfully');
    await page.getByRole('button', { name: 'Ok' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole('dialog')).toContainText('These credentials do not match our records.');
    await page.getByRole('button', { name: 'Ok' }).click();
    await signIn(page, ADMIN.email, 'Changed-pass-9');
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    // Put the documented password back for the other journeys, through the profile screen.
    await page.goto('/app/account');
    await page.getByLabel('Current password').fill('Changed-pass-9');
    await page.getByLabel('New password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Confirm new password').fill(ADMIN.password);
    await shot(page, 'auth-account');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('dialog')).toContainText('Your Password has been changed successfully');
  });
});
