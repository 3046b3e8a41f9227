import { RECON_TEXT } from '@app/contract';
import { baseURL, shot, signIn } from '../support/app';
import { expect, type Page, test } from '../support/test';
import { day, WORLD_PASSWORD, world } from '../support/world';

// A month worked by hand (issue 26). The operating bank's books: opening 5,000.00 (day -40), a gift of
// 1,250.00 (day -20), two offerings of 300.00 and 200.00 (day -10), check 1041 for 150.00 and check 1042 for
// 80.00 (today). The bank's OFX statement through today: the gift (day -20), ONE deposit of 500.00 (day -9),
// check 1041 (day -1), a 12.50 service charge (day -2); ending 5,000 + 1,250 + 500 - 150 - 12.50 = 6,587.50.
// Sure by themselves: check 1041 (number and amount) and the gift (one amount, one day). Suggested: the
// 500.00 as the two offerings. Cleared by hand: the opening (before the statement). Booked from its line: the
// fee, to 5700 Bank Service Charges. Difference 0.00. Outstanding: check 1042 (80.00), so the adjusted bank
// balance 6,587.50 - 80.00 = 6,507.50 equals the books: 5,000 + 1,250 + 500 - 150 - 80 - 12.50.
const ofxDate = (d: string) => `${d.replace(/-/g, '')}120000[-5:EST]`;
function ofx(lines: Array<{ date: string; amount: string; name: string; id: string; check?: string }>, ending: string) {
  const rows = lines
    .map(
      (l) =>
        `<STMTTRN><TRNTYPE>${l.check ? 'CHECK' : Number(l.amount) < 0 ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${ofxDate(l.date)}<TRNAMT>${l.amount}<FITID>${l.id}${l.check ? `<CHECKNUM>${l.check}` : ''}<NAME>${l.name}</STMTTRN>`,
    )
    .join('\n');
  return `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII
CHARSET:1252
COMPRESSION:NONE
OLDFILEUID:NONE
NEWFILEUID:NONE

<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>${ofxDate(day(0))}<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD
<BANKACCTFROM><BANKID>111000025<ACCTID>000555123456<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>${ofxDate(day(-30))}<DTEND>${ofxDate(day(0))}
${rows}
</BANKTRANLIST><LEDGERBAL><BALAMT>${ending}<DTASOF>${ofxDate(day(0))}</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>
`;
}

async function look(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width > 900 ? 900 : 844 });
    await shot(page, `recon-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.use({ viewport: { width: 1366, height: 900 } });

test('a treasurer reconciles a month to 0.00 from an imported OFX file, books the fee, completes; a second user approves', async ({ page }) => {
  test.setTimeout(420_000);
  const co = await world.company();
  const approver = await co.user('Bookkeeper', { firstName: 'Ruth' });
  const books = await co.books();
  await co.fund('5000.00', undefined, day(-40));
  await co.fund('1250.00', undefined, day(-20));
  await co.fund('300.00', undefined, day(-10));
  await co.fund('200.00', undefined, day(-10));
  await co.standardCheck('150.00', { check_number: '1041', memo: 'Choir robes' });
  await co.standardCheck('80.00', { check_number: '1042', memo: 'Hymnals' });

  // The import is the bank-statements module's call (multipart bank_account_id + file).
  const file = ofx(
    [
      { date: day(-20), amount: '1250.00', name: 'DEPOSIT', id: 'F1' },
      { date: day(-9), amount: '500.00', name: 'DEPOSIT', id: 'F2' },
      { date: day(-2), amount: '-12.50', name: 'SERVICE CHARGE', id: 'F3' },
      { date: day(-1), amount: '-150.00', name: 'CHECK 1041', id: 'F4', check: '1041' },
    ],
    '6587.50',
  );
  const form = new FormData();
  form.append('bank_account_id', String(books.bank));
  form.append('file', new Blob([file], { type: 'application/x-ofx' }), 'month.ofx');
  const imported = await fetch(`${baseURL}/api/v1/bank-statements/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${co.treasurer.token}` },
    body: form,
  });
  expect(imported.status).toBe(200);
  expect((await imported.json()).data.lines_imported).toBe(4);

  await signIn(page, co.treasurer.email, WORLD_PASSWORD);
  await page.getByRole('navigation', { name: 'Main menu' }).getByText('Bank Reconciliation', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/bank-reconciliation$/);
  await page.getByRole('combobox', { name: 'Bank account' }).click();
  await page.getByRole('option', { name: /^1000 / }).click();
  await page.getByLabel('Statement date').fill(day(0));
  await page.getByLabel('Statement ending balance').fill('6587.50');
  await page.getByRole('button', { name: 'Start Reconciliation' }).click();
  await expect(page).toHaveURL(/\/app\/bank-reconciliation\/\d+$/);

  // The sure matches applied themselves: check 1041 and the gift. Cleared 1,250.00 - 150.00 = 1,100.00.
  const bar = page.getByRole('region', { name: 'Reconciliation totals' });
  await expect(bar.getByTestId('cleared-balance')).toHaveText('$1,100.00');
  await expect(bar.getByTestId('difference')).toHaveText('$5,487.50');
  await expect(page.getByTestId('match')).toHaveCount(2);
  await look(page, 'started');

  // The 500.00 deposit is the two offerings: confirm the suggestion.
  const suggestions = page.getByRole('region', { name: 'Suggested matches' });
  await expect(suggestions).toContainText('$500.00: 2 book entries add up to it');
  await suggestions.getByRole('button', { name: 'Confirm' }).first().click();
  await page.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(bar.getByTestId('cleared-balance')).toHaveText('$1,600.00');

  // The opening balance came before this statement: cleared by hand.
  await page.getByRole('checkbox', { name: /Pick book line .*Opening balance 5000.00/ }).check();
  await page.getByRole('button', { name: 'Mark Cleared' }).click();
  await page.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(bar.getByTestId('difference')).toHaveText('-$12.50');

  // The service charge becomes a journal entry from its line.
  await page.getByRole('button', { name: 'Book SERVICE CHARGE -12.50' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Account' }).click();
  await page.getByRole('option', { name: /^5700 · Bank Service Charges/ }).click();
  await dialog.getByRole('combobox', { name: 'Fund program' }).click();
  await page.getByRole('option', { name: books.fundProgramName }).click();
  await dialog.getByRole('button', { name: 'Book It' }).click();
  await page.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(bar.getByTestId('difference')).toHaveText('$0.00');
  await expect(bar.getByTestId('cleared-balance')).toHaveText('$6,587.50');
  const books_ = page.getByRole('region', { name: 'Uncleared book lines' });
  await expect(books_.getByRole('row').filter({ hasText: 'Check 1042' })).toContainText('-$80.00');
  await look(page, 'balanced');

  await bar.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText(RECON_TEXT.completed)).toBeVisible();
  await page.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(page.getByTestId('status')).toHaveText('Completed');
  await expect(bar.getByRole('button', { name: 'Approve' })).toHaveCount(0); // never the preparer
  const url = page.url();

  // A second user approves.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, approver.email, WORLD_PASSWORD);
  await expect(page).toHaveURL(/\/app\//); // signed in before going to the reconciliation
  await page.goto(url);
  await bar.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('button', { name: 'Ok', exact: true }).click();
  await expect(page.getByTestId('status')).toHaveText('Approved');
  await expect(page.getByText(/approved by Ruth/)).toBeVisible();
  await look(page, 'approved');

  // The dashboard's bank card shows the reconciled date.
  await page.goto('/app/dashboard');
  await expect(page.getByTestId('bank-balances').getByTestId('last-reconciled').first()).toContainText('Reconciled through');
});
