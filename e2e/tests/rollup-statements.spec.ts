import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { day, ok } from '../support/books';
import { adminToken, apiCall, look, signInAsAdmin, uniq } from '../support/app';
import { world } from '../support/world';
import { expect, type Page, test } from '../support/test';
import { chooseCompany } from '../support/company-picker';

const LAPTOP = { width: 1366, height: 900 };
const TITLE = 'Statement of Activities';
const row = (page: Page, table: string, text: string) => page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

/**
 * A district and its two churches, made through the API: Church A books a 2,000.00 assessment it has not paid
 * (the district books 2,500.00 due from it: a 500.00 mismatch); Church B books 500.00 and pays it. The
 * intercompany accounts are marked on /account-mappings (rollup's remittance runs will create them).
 */
async function districtWithChurches() {
  const admin = await adminToken();
  const district = await world.company({ name: uniq('District North') });
  const a = await world.company({ name: uniq('Church A') });
  const b = await world.company({ name: uniq('Church B') });
  const chartOf = async (id: number) => {
    const data = ok(await apiCall('GET', `/account-mappings?company_id=${id}`, admin)).data;
    return (n: string) => (data.accounts as Array<{ id: number; account_number: string }>).find((x) => x.account_number === n)!.id;
  };
  const account = async (companyId: number, number: string, name: string, type: number, role: string, other: number) => {
    const made = ok(
      await apiCall('POST', '/saveAccount', admin, {
        company_id: companyId,
        account_number: number,
        account_name: name,
        master_ac_type_id: type,
        description: name,
        level: 1,
        status: 'Active',
      }),
    );
    const id = made.lastInsertedId as number;
    ok(await apiCall('POST', `/account-mappings/${id}`, admin, { intercompany_role: role, counterparty_company_id: other }));
    return id;
  };
  const mark = async (id: number, role: string, other: number) =>
    ok(await apiCall('POST', `/account-mappings/${id}`, admin, { standard_account_number: '5400', intercompany_role: role, counterparty_company_id: other }));
  const dueFromA = await account(district.id, '1300', 'Due from Church A', 3, 'due_from', a.id);
  const dueFromB = await account(district.id, '1301', 'Due from Church B', 3, 'due_from', b.id);
  const assessA = await account(district.id, '4500', 'Assessments - Church A', 10, 'remittance_revenue', a.id);
  const assessB = await account(district.id, '4501', 'Assessments - Church B', 10, 'remittance_revenue', b.id);
  const aDue = await account(a.id, '2300', 'Due to District', 7, 'due_to', district.id);
  const bDue = await account(b.id, '2300', 'Due to District', 7, 'due_to', district.id);
  const [nA, nB, nD] = [await chartOf(a.id), await chartOf(b.id), await chartOf(district.id)];
  await mark(nA('5400'), 'remittance_expense', district.id);
  await mark(nB('5400'), 'remittance_expense', district.id);
  const journal = async (companyId: number, lines: Array<[number, string, string]>) =>
    ok(
      await apiCall('POST', '/journals', admin, {
        company_id: companyId,
        entry_date: day(),
        memo: uniq('Roll-up journey'),
        lines: lines.map(([account_id, debit, credit]) => ({ account_id, debit, credit })),
      }),
    );
  await journal(a.id, [
    [nA('1000'), '10000.00', ''],
    [nA('4010'), '', '10000.00'],
  ]);
  await journal(a.id, [
    [nA('5400'), '2000.00', ''],
    [aDue, '', '2000.00'],
  ]);
  await journal(b.id, [
    [nB('1000'), '5000.00', ''],
    [nB('4000'), '', '5000.00'],
  ]);
  await journal(b.id, [
    [nB('5400'), '500.00', ''],
    [bDue, '', '500.00'],
  ]);
  await journal(b.id, [
    [bDue, '500.00', ''],
    [nB('1000'), '', '500.00'],
  ]);
  await journal(district.id, [
    [dueFromA, '2500.00', ''],
    [dueFromB, '500.00', ''],
    [assessA, '', '2500.00'],
    [assessB, '', '500.00'],
  ]);
  await journal(district.id, [
    [nD('1000'), '500.00', ''],
    [dueFromB, '', '500.00'],
  ]);
  return { district, a, b };
}

test('the district roll-up statement of activities: eliminations, the mismatch report and the PDF', async ({ page }) => {
  const tree = await districtWithChurches();
  await page.setViewportSize(LAPTOP);
  await signInAsAdmin(page);
  await page.goto('/app/statement-of-activities');
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  // Scope: chosen companies (the district and its two churches).
  await page.getByLabel('Scope').click();
  await page.getByRole('option', { name: 'Chosen companies' }).click();
  const companies = page.getByRole('combobox', { name: 'Companies', exact: true });
  for (const c of [tree.district, tree.a, tree.b]) {
    await companies.fill(c.legalName);
    await page.getByRole('option', { name: c.legalName }).click();
  }
  await expect(row(page, TITLE, 'General Offerings').first()).toContainText('$10,000.00');
  await expect(row(page, TITLE, 'Unmatched intercompany remittance difference').first()).toContainText('$500.00');
  await expect(row(page, TITLE, 'Total revenue').first()).toContainText('$15,500.00');
  await expect(row(page, TITLE, 'Change in net assets').first()).toContainText('$15,500.00');

  // The mismatch report: Church A is behind; the district books 500.00 more than it does.
  const mismatches = page.getByRole('table', { name: 'Unmatched intercompany differences' });
  await expect(mismatches.getByRole('row').filter({ hasText: tree.a.legalName })).toHaveCount(2);
  await expect(mismatches.getByRole('row').filter({ hasText: 'Due to / due from' })).toContainText('$500.00');
  await expect(mismatches.getByRole('row').filter({ hasText: tree.b.legalName })).toHaveCount(0);
  await look(page, 'rollup-activities');

  // The PDF: companies combined, eliminations, consolidated.
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/reports/statement-of-activities') && r.url().includes('format=pdf')),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.url()).toContain('company_ids=');
  const file = path.join(os.tmpdir(), `rollup-${Date.now()}.pdf`);
  await download.saveAs(file);
  if (process.env.SHOTS_DIR) fs.copyFileSync(file, `${process.env.SHOTS_DIR}/rollup-activities.pdf`);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
  expect(text).toContain('Eliminations Consolidated');
  expect(text).toContain('Total revenue and other support $18,000.00 $2,500.00 $15,500.00');
  expect(text).toContain(`Unmatched intercompany difference: ${tree.district.legalName} books $2,500.00, ${tree.a.legalName} books $2,000.00`);

  // The standard chart mapping of the district: its intercompany accounts are unmapped and named so.
  await page.goto('/app/account-mappings');
  await chooseCompany(page, 'Company', tree.district.legalName);
  await expect(page.getByText('4 accounts are not mapped')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Account mappings' }).getByRole('row').filter({ hasText: '1300 Due from Church A' })).toContainText('Due from');
  await look(page, 'rollup-mapping');
});
