import { adminToken, shot, signIn, signInAsAdmin, uniq } from '../support/app';
import { addVendor } from '../support/books';
import { acceptInvitation, createCompanyWithUsers, POSITION, testEmail } from '../support/company';
import { expect, type Page, test } from '../support/test';

const PHONE = { width: 390, height: 844 };
const APP = 'Church Accounting';

/** The screens of a Treasurer's menu, in menu order (Settings ones sit in the Settings group). */
const SCREENS = [
  'Chart of Accounts',
  'Create COA',
  'Journal Entries',
  'Trial Balance',
  'Vendors',
  'Add Vendor',
  'Purchase Orders',
  'Create Purchase Order',
  'Pending Purchase Order',
  'Pay Bills',
  'Create Bill',
  'Bill Payments',
  'Create Bill Payment',
  'Cheque List',
  'Generate Check',
];
const SETTINGS = ['Fund Program', 'Functional Expenses'];

/** Waits for the page's data (no progress bar) and its heading. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

async function expectNoSideScroll(page: Page, screen: string) {
  const widths = await page.evaluate(() => ({ scroll: document.scrollingElement?.scrollWidth ?? 0, inner: window.innerWidth }));
  expect(widths.scroll, `${screen}: the page scrolls sideways`).toBeLessThanOrEqual(widths.inner);
}

/** The document title is the page's heading followed by the app name. */
async function expectTitleFromHeading(page: Page) {
  const heading = ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').trim();
  await expect(page).toHaveTitle(`${heading} — ${APP}`);
}

test('at 390 px the menu is a drawer from the top bar, every screen fits the width and long names are cut with the full text on hover', async ({ browser }) => {
  const email = testEmail('phone.treasurer');
  const company = await createCompanyWithUsers([{ email, first_name: 'Pia', position: POSITION.Treasurer }]);
  await acceptInvitation(email, 'Pia-pass-2026');
  const longName = uniq('The Very Long Named Fellowship Hall Catering And Event Supplies Company Of Greater Dallas');
  await addVendor(await adminToken(), company.id, longName);

  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await signIn(page, email, 'Pia-pass-2026');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const openMenu = page.getByRole('button', { name: 'Open menu' });

  // The menu is hidden until the top bar's button opens it; choosing a page closes it.
  await expect(nav).toBeHidden();
  await expectNoSideScroll(page, 'Dashboard');
  await openMenu.click();
  await expect(nav).toBeVisible();
  await shot(page, 'responsive-390-drawer');
  await nav.getByRole('link', { name: 'Vendors', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/vendor-management$/);
  await expect(nav).toBeHidden();

  // The long vendor name is cut to one line; its title carries the whole name.
  await settled(page);
  const cut = page.getByRole('table', { name: 'Vendor List' }).locator(`[title="${longName}"]`);
  await expect(cut).toBeVisible();
  expect(await cut.evaluate((el) => el.scrollWidth > el.clientWidth), 'the name is truncated').toBe(true);
  // Identifiers stay on one line.
  const ein = page.getByRole('table', { name: 'Vendor List' }).getByRole('row').filter({ hasText: longName }).getByRole('cell').nth(3);
  expect(await ein.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
  await shot(page, 'responsive-390-vendors');

  for (const screen of [...SCREENS, ...SETTINGS]) {
    await openMenu.click();
    await expect(nav).toBeVisible();
    if (SETTINGS.includes(screen)) {
      const group = nav.getByRole('button', { name: 'Settings' });
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    }
    await nav.getByRole('link', { name: screen, exact: true }).click();
    await expect(nav).toBeHidden();
    await settled(page);
    await expectNoSideScroll(page, screen);
    await expectTitleFromHeading(page);
  }

  // A wide table scrolls inside its own container, not the page.
  await page.goto('/app/pay-bills-list');
  await settled(page);
  await expectNoSideScroll(page, 'Pay Bills');
  await page.context().close();
});

test('keyboard focus shows a ring, every page names itself in the title, and the wide layout keeps the menu open', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/login');
  await expect(page).toHaveTitle(`Sign in — ${APP}`);

  // Tab from the password field to the sign-in button: the focused button draws a visible outline.
  await page.getByLabel('Password').focus();
  const button = page.getByRole('button', { name: 'Sign in now' });
  for (let i = 0; i < 5 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  const ring = await button.evaluate((el) => {
    const s = getComputedStyle(el);
    return { style: s.outlineStyle, width: Number.parseFloat(s.outlineWidth), color: s.outlineColor };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.color).not.toMatch(/rgba\(.*, 0\)|transparent/);

  await page.goto('/forgot-password');
  await expect(page).toHaveTitle(`Forgot password — ${APP}`);
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle(`Page not found — ${APP}`);

  await signInAsAdmin(page);
  await expect(page).toHaveTitle(`Dashboard — ${APP}`);
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  for (const [label, title] of [
    ['Companies', 'Company List'],
    ['Vendors', 'Vendor List'],
    ['Roles & Permission', 'Roles & Permission'],
  ] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await settled(page);
    await expect(page).toHaveTitle(`${title} — ${APP}`);
    // The menu stays open beside the page.
    await expect(nav).toBeVisible();
  }
  await page.goto('/app/vendor-setup');
  await expect(page).toHaveTitle(`Vendor Setup — ${APP}`);
});
