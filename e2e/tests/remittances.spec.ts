import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/**
 * Issue 27's Done-means, as one journey: a district treasurer (no Super-Admin) opens the remittance status, sees
 * one church behind, and prints the district's roll-up statement of activities (scope=subtree). By hand: Grace
 * 1,000.00 and Hope 400.00 of offerings; the district's 10 % is 100.00 and 40.00 (140.00 of assessment revenue,
 * eliminated against the churches' 140.00 of assessments): combined revenue 1,540.00, consolidated 1,400.00.
 */
test('a district treasurer sees one church behind and prints the district roll-up statement of activities', async ({ page }) => {
  test.setTimeout(180_000);
  const district = await world.company({ name: `Journey District ${Date.now()}`, level: 4 });
  const grace = await world.company({ name: 'Grace Chapel', parentCompanyId: district.id });
  const hope = await world.company({ name: 'Hope Chapel', parentCompanyId: district.id });
  await offering(grace, '1000.00');
  await offering(hope, '400.00');
  const month = day().slice(0, 7);
  expect(
    (await district.api.post('/remittance-rules', { parent_company_id: district.id, name: 'Tithe of tithes', basis: 'unrestricted_revenue', percent: '10' }))
      .status,
  ).toBe(200);
  expect((await district.api.post('/remittances/run', { parent_company_id: district.id, month })).status).toBe(200);
  // Hope pays its 40.00 with an ordinary bill on its 'Due to' account; Grace does not.
  const chart = (await hope.api.get('/getJournalAccounts/0')).body.data as Array<{ id: number; account_name: string }>;
  const dueTo = chart.find((a) => a.account_name.startsWith('Due to '))?.id;
  expect(dueTo).toBeTruthy();
  // The run made Hope's vendor record of the district (issue 27 point 3).
  const vendors = (await hope.api.get(`/vendor?search=${encodeURIComponent(district.legalName)}`)).body.data.data as Array<{ id: number; name: string }>;
  const vendor = vendors.find((v) => v.name === district.legalName)!;
  expect(vendor).toBeTruthy();
  const bill = await hope.bill('40.00', { vendor_id: vendor.id, account_id: dueTo });
  await hope.pay([bill]);

  await signIn(page, district.treasurer.email, WORLD_PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Remittances', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/remittances$/);
  const table = page.getByRole('table', { name: 'Remittance status' });
  await expect(table.getByRole('row', { name: /Grace Chapel/ })).toContainText('Behind');
  await expect(table.getByRole('row', { name: /Grace Chapel/ })).toContainText('$100.00');
  await expect(table.getByRole('row', { name: /Hope Chapel/ })).toContainText('Current');
  await expect(page.getByTestId('remittance-summary')).toHaveText('1 of 2 companies are behind.');
  await expect(page.getByRole('table', { name: 'Remittance rules' })).toContainText('Tithe of tithes');
  await look(page, 'status');

  // The district's roll-up statement of activities, printed.
  await page.goto('/app/statement-of-activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of Activities' })).toBeVisible();
  await page.getByLabel('Scope').click();
  await page.getByRole('option', { name: 'With its subtree' }).click();
  const statement = page.getByRole('table', { name: 'Statement of Activities' });
  await expect(statement.getByRole('row').filter({ hasText: 'Total revenue' }).first()).toContainText('$1,400.00');
  await look(page, 'rollup-activities');
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/reports/statement-of-activities') && r.url().includes('format=pdf')),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.url()).toContain('scope=subtree');
  const file = path.join(os.tmpdir(), `district-rollup-${Date.now()}.pdf`);
  await download.saveAs(file);
  if (process.env.SHOTS_DIR) fs.copyFileSync(file, `${process.env.SHOTS_DIR}/district-rollup-activities.pdf`);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
  expect(text).toContain(`${district.legalName} with its subtree (3 companies)`);
  expect(text).toContain('Companies Eliminations Consolidated combined');
  expect(text).toContain('Total revenue and other support $1,540.00 $140.00 $1,400.00');
  expect(text).toContain('Unmapped: 4500 Assessment Revenue');
});
