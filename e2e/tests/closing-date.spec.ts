import { CLOSING_TEXT } from '@app/contract';
import { apiCall, shot, signIn } from '../support/app';
import { day, treasurerCompany } from '../support/books';
import { expect, type Page, test } from '../support/test';

const PASSWORD = 'Treasurer-pass-1';

/** Each screen at the laptop width and on a phone, for looking at them (not asserted). */
async function look(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width > 900 ? 900 : 844 });
    await shot(page, `closing-${name}-${width}`);
  }
}

test.use({ viewport: { width: 1366, height: 900 } });

test('the treasurer closes the books; the dashboard says through which day', async ({ page }) => {
  test.setTimeout(120_000);
  const company = await treasurerCompany('closing.treasurer', 'Clara', PASSWORD);
  const through = day(-1);

  await signIn(page, company.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByTestId('books-closed')).toHaveCount(0);

  // Company Setup is open only to CompanyInformation_View (Super-Admin): the treasurer closes the month from
  // the menu's Close the Books, which shows the same panel.
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Close the Books', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/closing-date$/);
  const panel = page.getByRole('region', { name: 'Closing Date' });
  await expect(panel.getByTestId('closing-date-status')).toContainText(CLOSING_TEXT.notClosed);
  await panel.getByLabel('Close the books through').fill(through);
  await look(page, 'page');
  await panel.getByRole('button', { name: 'Save Closing Date' }).click();
  const saved = page.getByRole('dialog').filter({ hasText: CLOSING_TEXT.saved });
  await saved.getByRole('button', { name: 'Ok' }).click();
  await expect(panel.getByTestId('closing-date-status')).toContainText(CLOSING_TEXT.closedThrough(through));
  await expect(page.getByRole('table', { name: 'Closing date changes' })).toContainText('Clara');
  const res = await apiCall('GET', '/closing-date', company.api);
  expect(res.body.data.closing_date).toBe(through);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('books-closed')).toHaveText(CLOSING_TEXT.closedThrough(through));
  await look(page, 'dashboard');
});
