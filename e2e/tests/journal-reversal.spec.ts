import { LEDGER_TEXT, M } from '@app/contract';
import { shot, signIn } from '../support/app';
import { expect, type Page, test } from '../support/test';
import { WORLD_PASSWORD, world } from '../support/world';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const row = (page: Page, text: string) => page.getByRole('table', { name: 'Journal Entries' }).getByRole('row').filter({ hasText: text });

test.use({ viewport: { width: 1366, height: 900 } });

// Issue 22 (found by the workflow model): reversing an entry whose money was spent asks before it overdraws the bank.
test('a treasurer reversing a spent deposit entry is asked before the bank goes below zero', async ({ page }) => {
  const co = await world.company();
  const books = await co.books();
  const entryId = await co.fund('100.00');
  await co.pay([await co.bill('80.00')]);

  await signIn(page, co.treasurer.email, WORLD_PASSWORD);
  await menu(page).getByText('Journal Entries', { exact: true }).click();
  const entry = row(page, 'Opening balance').filter({ hasNotText: 'Reversal of' });
  await expect(entry.getByRole('link', { name: String(entryId) })).toBeVisible();
  await entry.getByRole('button', { name: /Reverse entry/ }).click();
  await page.getByRole('button', { name: M.yesSure }).click();

  // The server names the bank and where it would stand; answering No changes nothing.
  const question = page.getByRole('alertdialog', { name: M.bankBelowZeroTitle });
  await expect(question).toContainText('-$80.00');
  await shot(page, 'journals-reverse-below-zero');
  await question.getByRole('button', { name: M.noCancel }).click();
  await expect(entry).not.toContainText('Reversed');
  expect((await co.api.get(`/getBalanceByBankAcc/${books.bank}`)).body.finalAmount).toBe('20.00');

  // Asked again and confirmed: reversed, the bank at -80.00.
  await entry.getByRole('button', { name: /Reverse entry/ }).click();
  await page.getByRole('button', { name: M.yesSure }).click();
  await page.getByRole('alertdialog', { name: M.bankBelowZeroTitle }).getByRole('button', { name: M.yesSure }).click();
  const done = page.getByRole('dialog').filter({ hasText: LEDGER_TEXT.entryReversed });
  await done.getByRole('button', { name: M.ok }).click();
  await expect(entry).toContainText('Reversed');
  expect((await co.api.get(`/getBalanceByBankAcc/${books.bank}`)).body.finalAmount).toBe('-80.00');
});
