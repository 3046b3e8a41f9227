import { readFileSync } from 'node:fs';
import { BANK_STATEMENT_TEXT } from '@app/contract';
import { shot, signIn } from '../support/app';
import { expect, type Page, test } from '../support/test';
import { WORLD_PASSWORD, world } from '../support/world';

const fixture = (name: string) => readFileSync(new URL(`../../packages/server/src/modules/bank-statements/fixtures/${name}`, import.meta.url));
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Each screen on a phone and at the laptop width, for looking at them (not asserted). */
async function look(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width > 900 ? 900 : 844 });
    await shot(page, `bankstmt-${name}-${width}`);
  }
}

async function chooseBank(page: Page) {
  await page.getByRole('combobox', { name: 'Bank Account' }).click();
  await page.getByRole('option', { name: /^1000 · / }).click();
}

test.use({ viewport: { width: 1366, height: 900 } });

test('a treasurer imports the bank OFX file, sees its figures, imports it again (all duplicates), and finds a gap in the check register', async ({ page }) => {
  test.setTimeout(180_000);
  const co = await world.company();
  await co.fund('5000.00');
  await co.standardCheck('150.00', { check_number: '1041', memo: 'Choir robes' });
  await co.standardCheck('80.00', { check_number: '1042', memo: 'Hymnals' });
  await co.standardCheck('300.00', { check_number: '1046', memo: 'Organ tuning' });

  await signIn(page, co.treasurer.email, WORLD_PASSWORD);
  await menu(page).getByText('Import Bank Statement', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/bank-statements$/);
  await chooseBank(page);
  await page.locator('input[type=file][name=file]').setInputFiles({ name: 'november.qfx', mimeType: 'application/vnd.intu.qfx', buffer: fixture('november.qfx') });
  await expect(page.getByText('november.qfx', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Import', exact: true }).click();

  const figures = page.getByRole('region', { name: 'Import result' });
  const figure = (label: string) => figures.locator(`[data-figure="${label}"]`);
  await expect(figure('Lines imported')).toHaveText('5');
  await expect(figure('Duplicates skipped')).toHaveText('0');
  await expect(figure('Format')).toHaveText('QFX (Quicken)');
  await expect(figure('Opening balance')).toHaveText('$5,000.00');
  await expect(figure('Closing balance')).toHaveText('$5,953.43');
  await expect(figure('Statement period')).toHaveText('Nov 01, 2026 – Nov 30, 2026');
  const lines = page.getByRole('table', { name: 'Statement lines' });
  await expect(lines.getByRole('row')).toHaveCount(6);
  await expect(lines).toContainText('AT&T MOBILITY - AUTOPAY BILL PAYMENT');
  await expect(lines).toContainText('000123');
  await look(page, 'imported');

  // The same download again: nothing new, every line counted as already imported.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Nothing new: all 5 lines of this file were already imported.')).toBeVisible();
  await expect(figure('Lines imported')).toHaveText('0');
  await expect(figure('Duplicates skipped')).toHaveText('5');
  const history = page.getByRole('table', { name: 'Imported statements' });
  await expect(history.getByRole('row')).toHaveCount(3);

  // Another account's file is refused, naming both numbers.
  await page.locator('input[type=file][name=file]').setInputFiles({ name: 'other.qfx', mimeType: 'application/vnd.intu.qfx', buffer: fixture('other-account.qfx') });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText(BANK_STATEMENT_TEXT.otherAccount('000987654321', '000123456789'))).toBeVisible();

  // The check register: 1041, 1042, then 1046 with the missing numbers marked.
  await menu(page).getByText('Check Register', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/check-register$/);
  await chooseBank(page);
  await expect(page.getByRole('status').filter({ hasText: 'Gaps in the check numbering' })).toContainText('Missing 1043-1045');
  const register = page.getByRole('table', { name: 'Check register' });
  await expect(register.getByRole('row')).toHaveCount(4);
  await expect(register.getByRole('row').filter({ hasText: '1046' })).toContainText('Missing 1043-1045');
  await expect(register.getByRole('row').filter({ hasText: '1041' })).toContainText('Outstanding');
  await look(page, 'check-register');
});
