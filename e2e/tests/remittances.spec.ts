import { shot, signIn } from '../support/app';
import { day } from '../support/books';
import { expect, type Page, test } from '../support/test';
import { WORLD_PASSWORD, type WorldCompany, world } from '../support/world';

/** Each screen at the laptop width and on a phone, for looking at them (not asserted). */
async function look(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width > 900 ? 900 : 844 });
    await shot(page, `remittances-${name}-${width}`);
  }
}

async function offering(c: WorldCompany, amount: string) {
  const books = await c.books();
  const res = await c.api.post('/deposits', {
    bank_account_id: books.bank,
    deposit_date: day(),
    counted_by: ['Ruth Usher', 'Amos Deacon'],
    lines: [{ account_id: books.byNumber['4010'], fund_program_id: books.fundProgramId, amount, method: 'cash', payer: null }],
  });
  expect(res.status).toBe(200);
}

test.use({ viewport: { width: 1366, height: 900 } });

test('a district treasurer opens the remittance status and sees one church behind', async ({ page }) => {
  test.setTimeout(180_000);
  const district = await world.company({ name: `Journey District ${Date.now()}`, level: 4 });
  const grace = await world.company({ name: 'Grace Chapel', parentCompanyId: district.id });
  const hope = await world.company({ name: 'Hope Chapel', parentCompanyId: district.id });
  await offering(grace, '1000.00');
  await offering(hope, '400.00');
  const month = day().slice(0, 7);
  expect((await district.api.post('/remittance-rules', { parent_company_id: district.id, name: 'Tithe of tithes', basis: 'unrestricted_revenue', percent: '10' })).status).toBe(200);
  expect((await district.api.post('/remittances/run', { parent_company_id: district.id, month })).status).toBe(200);
  // Hope pays its 40.00 with an ordinary bill on its 'Due to' account; Grace does not.
  const chart = (await hope.api.get('/getJournalAccounts/0')).body.data as Array<{ id: number; account_name: string }>;
  const dueTo = chart.find((a) => a.account_name.startsWith('Due to '))?.id;
  expect(dueTo).toBeTruthy();
  const vendor = await hope.vendor({ name: 'Journey District' });
  const bill = await hope.bill('40.00', { vendor_id: vendor.id, account_id: dueTo });
  await hope.pay([bill]);

  await signIn(page, district.treasurer.email, WORLD_PASSWORD);
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Remittances', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/remittances$/);
  const table = page.getByRole('table', { name: 'Remittance status' });
  await expect(table.getByRole('row', { name: /Grace Chapel/ })).toContainText('Behind');
  await expect(table.getByRole('row', { name: /Grace Chapel/ })).toContainText('$100.00');
  await expect(table.getByRole('row', { name: /Hope Chapel/ })).toContainText('Current');
  await expect(page.getByTestId('remittance-summary')).toHaveText('1 of 2 companies are behind.');
  await expect(page.getByRole('table', { name: 'Remittance rules' })).toContainText('Tithe of tithes');
  await look(page, 'status');
});
