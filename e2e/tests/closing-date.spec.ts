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

  // Company Setup is open only to CompanyInformation_View (Super-Admin): the treasurer closes through the API.
  const res = await apiCall('POST', '/closing-date', company.api, { company_id: company.id, closing_date: through });
  expect(res.status).toBe(200);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('books-closed')).toHaveText(CLOSING_TEXT.closedThrough(through));
  await look(page, 'dashboard');
});
