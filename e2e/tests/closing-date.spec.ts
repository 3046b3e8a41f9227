import { CLOSING_TEXT } from '@app/contract';
import { shot, signIn } from '../support/app';
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

test('the treasurer closes the books on Company Setup; the dashboard says through which day', async ({ page }) => {
  test.setTimeout(120_000);
  const company = await treasurerCompany('closing.treasurer', 'Clara', PASSWORD);
  const through = day(-1);

  await signIn(page, company.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByTestId('books-closed')).toHaveCount(0);

  await page.goto(`/app/company-setup/${company.id}`);
  const panel = page.getByRole('region', { name: 'Closing Date' });
  await expect(panel.getByTestId('closing-date-status')).toHaveText(CLOSING_TEXT.notClosed);
  await panel.getByLabel('Close the books through').fill(through);
  await panel.getByRole('button', { name: 'Save Closing Date' }).click();
  const popup = page.getByRole('dialog').filter({ hasText: CLOSING_TEXT.saved });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(panel.getByTestId('closing-date-status')).toContainText(CLOSING_TEXT.closedThrough(through));
  await expect(panel.getByRole('table', { name: 'Closing date changes' }).locator('tbody tr')).toHaveCount(1);
  await panel.scrollIntoViewIfNeeded();
  await look(page, 'company-setup');

  // Moving it back is the Super-Admin's: the treasurer is told so and nothing changes.
  await panel.getByLabel('Close the books through').fill(day(-3));
  await panel.getByLabel(/Reason/).fill('Wrong month');
  await panel.getByRole('button', { name: 'Save Closing Date' }).click();
  const refused = page.getByRole('dialog').filter({ hasText: CLOSING_TEXT.backNeedsSuperAdmin });
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Ok' }).click();
  await expect(panel.getByTestId('closing-date-status')).toContainText(CLOSING_TEXT.closedThrough(through));

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('books-closed')).toHaveText(CLOSING_TEXT.closedThrough(through));
  await look(page, 'dashboard');
});
