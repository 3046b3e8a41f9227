import { apiCall, shot, shotPause, signIn, uniq } from '../support/app';
import { addBill, addVendor, booksOf, ok, treasurerCompany } from '../support/books';
import { fullBrowser } from '../playwright.config';
import { expect, type Page, test } from '../support/test';

// Issue 28 points 3 and 4: the vendor's invoice attached to a bill and opened; a monthly template created,
// its first bill made by the scheduler, paused and resumed.
const PASSWORD = 'Treasurer-pass-1';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function look(page: Page, name: string) {
  await shotPause(page, 400);
  await shot(page, `att28-${name}`);
  await page.setViewportSize({ width: 390, height: 844 });
  await shotPause(page, 400);
  await shot(page, `att28-${name}-390`);
  await page.setViewportSize({ width: 1366, height: 900 });
}

async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

// The full browser: the invoice opens in a new tab, shown by Chromium's PDF viewer (the headless shell has none).
test.use({ viewport: { width: 1366, height: 900 }, launchOptions: fullBrowser });

test("a treasurer attaches the vendor's invoice to a bill, opens it, and sets up the monthly electric bill", async ({ page }) => {
  test.setTimeout(180_000);
  const own = await treasurerCompany('att28.treasurer', 'Tess', PASSWORD);
  const books = await booksOf(own.api);
  const vendor = await addVendor(own.api, own.id, uniq('City Electric'));
  const bill = await addBill(own.api, books, { ref: 'INV1042', amount: '180.25', vendorId: vendor.id });

  await signIn(page, own.email, PASSWORD);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.goto(`/app/pay-bills/view/${bill.id}`);
  const panel = page.getByRole('region', { name: 'Attachments' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('No files attached')).toBeVisible();
  await panel.getByLabel('File to attach').setInputFiles({ name: 'invoice-1042.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(panel.getByRole('cell', { name: 'invoice-1042.pdf', exact: true })).toBeVisible();
  await expect(panel.getByRole('cell', { name: 'PDF', exact: true })).toBeVisible();

  // A web page named .pdf is refused by its content, with the server's reason.
  await panel.getByLabel('File to attach').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>1</script></html>') });
  const refused = page.getByRole('dialog').filter({ hasText: 'Only PDF, JPEG and PNG files can be attached' });
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Ok' }).click();
  await expect(panel.getByRole('cell', { name: 'fake.pdf', exact: true })).toHaveCount(0);
  await look(page, 'bill-attachments');

  // Open: the file is fetched with the session (its stored type, nosniff, no script) and shown in a new tab.
  const opened = page.waitForEvent('popup');
  const served = page.waitForResponse((r) => r.url().includes('/api/v1/attachment-files/'));
  await panel.getByRole('button', { name: 'Open invoice-1042.pdf' }).click();
  const [tab, answer] = await Promise.all([opened, served]);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');
  expect(answer.headers()['content-security-policy']).toContain("default-src 'none'");
  expect((await answer.body()).equals(PDF)).toBe(true);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  // A monthly template: its first bill is made today by the scheduler.
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Recurring Bills', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Recurring Bills' })).toBeVisible();
  await page.getByRole('link', { name: 'New Recurring Bill' }).click();
  await expect(page.getByRole('heading', { name: 'New Recurring Bill' })).toBeVisible();
  await choose(page, 'Vendor', vendor.name);
  await choose(page, 'Account Payable', /2000/);
  await page.getByRole('textbox', { name: 'Reference pattern' }).fill('EL{YYYY}{MM}');
  const today = await page.getByLabel('First date').inputValue();
  await page.getByRole('spinbutton', { name: 'Day of the month' }).fill(String(Number(today.slice(8, 10))));
  await choose(page, 'COA of line 1', /5200/);
  await choose(page, 'Fund/Program of line 1', books.fund);
  await choose(page, 'Functional Expenses of line 1', 'Program services');
  await page.getByRole('textbox', { name: 'Memo of line 1' }).fill('Sanctuary meter');
  await page.getByRole('textbox', { name: 'Amount of line 1' }).fill('212.40');
  await expect(page.getByText('Total $212.40')).toBeVisible();
  await look(page, 'recurring-form');
  await page.getByRole('button', { name: 'Save Recurring Bill' }).click();
  const saved = page.getByRole('dialog').filter({ hasText: 'The recurring bill has been saved' });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Ok' }).click();

  const table = page.getByRole('group', { name: 'Recurring bills' });
  const row = table.getByRole('row').filter({ hasText: vendor.name });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('$212.40');
  // The save kicked the scheduler: this month's bill exists (polling the list as a treasurer would reload it).
  await expect
    .poll(async () => {
      await page.reload();
      return (await table.getByRole('row').filter({ hasText: vendor.name }).getByRole('cell').nth(5).textContent())?.trim();
    })
    .toBe('1');
  const period = today.slice(0, 7).replace('-', '');
  const bills = ok(await apiCall('GET', `/getAllPayBillsInfo?search=EL${period}`, own.api));
  expect(JSON.stringify(bills)).toContain(`EL${period}`);
  await look(page, 'recurring-list');

  await row.getByRole('button', { name: 'Pause EL{YYYY}{MM}' }).click();
  await expect(row).toContainText('Paused');
  await row.getByRole('button', { name: 'Resume EL{YYYY}{MM}' }).click();
  await expect(row).toContainText('Active');
});
