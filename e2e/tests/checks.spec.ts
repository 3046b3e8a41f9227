import { execFileSync } from 'node:child_process';
import { apiCall, apiToken, readMail, shot, signIn, signInAsAdmin, uniq, uniqEin } from '../support/app';
import { createCompanyWithUsers, POSITION, testEmail } from '../support/company';
import { expect, type Page, test } from '../support/test';

const PASSWORD = 'Treasurer-pass-1';
const day = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** A company whose Treasurer has set a password, with two vendors, a funded bank and three Created bills (through the API). */
async function companyWithBills() {
  const email = testEmail('chk.treasurer');
  const company = await createCompanyWithUsers([{ email, first_name: 'Chris', position: POSITION.Treasurer }]);
  const mail = await readMail(email);
  const token = decodeURIComponent(/token=([^&\s]+)/.exec(mail.text)?.[1] ?? '');
  const reset = await apiCall('POST', '/password/reset', undefined, { email, token, password: PASSWORD, password_confirmation: PASSWORD });
  expect(reset.status, JSON.stringify(reset.body)).toBe(200);
  const api = await apiToken(email, PASSWORD);
  const ok = (res: { status: number; body: any }) => {
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  ok(await apiCall('POST', '/createFundProgram', api, { name: uniq('Missions'), status: 1 }));
  const fundId = (await apiCall('GET', '/getFundProgram/0', api)).body.fund_program[0].id;
  const expenses = ok(await apiCall('GET', '/getFunctionalEnpenses/0', api)).functionaExpenses as Array<{ value: number }>;
  const vendor = async (name: string) => {
    const res = ok(
      await apiCall('POST', '/vendor/add', api, {
        company_id: company.id,
        name,
        ein: uniqEin(),
        contact_number: '5550100000',
        email: 'billing@vendor.test',
        billing_address_line_1: '1 Supply Rd',
        billing_city: 'Dallas',
        billing_state: 'TX',
        billing_country: 'US',
        billing_zip_code: '75001',
      }),
    );
    return { id: (res.data?.id ?? res.lastInsertedId) as number, name };
  };
  const hope = await vendor(uniq('Hope Printing'));
  const grace = await vendor(uniq('Grace Roofing'));
  const accounts = ok(await apiCall('GET', '/getAccountBehalfofcompanyId/0', api)).data;
  const byNumber = (n: string) => accounts.assest_data.find((a: { account_number: string }) => a.account_number === n).id;
  const bank = ok(await apiCall('GET', '/getBankAccountByCompanyId/0', api)).data.bank_account.find(
    (a: { account_number: string }) => a.account_number === '1000',
  ).id;
  ok(
    await apiCall('POST', '/journals', api, {
      entry_date: day(0),
      memo: 'Opening balance',
      lines: [
        { account_id: bank, debit: '5000.00', credit: '' },
        { account_id: byNumber('3000'), debit: '', credit: '5000.00' },
      ],
    }),
  );
  const bill = async (ref: string, amount: string, vendorId: number) =>
    ok(
      await apiCall('POST', '/createPayBills', api, {
        refrence: ref,
        bill_due: day(10),
        vendor_id: vendorId,
        amount_due: amount,
        account_payable_id: accounts.account_payable[0].id,
        account_id: byNumber('5200'),
        fund_program_id: fundId,
        funtional_expenses_id: expenses[0].value,
        date: day(0),
      }),
    ).data as { id: number; bill_number: number };
  const stamp = Date.now().toString(36).slice(-5);
  const bills = {
    a: await bill(`CA${stamp}`, '300.00', hope.id),
    b: await bill(`CB${stamp}`, '150.25', hope.id),
    c: await bill(`CC${stamp}`, '100.00', grace.id),
  };
  return { ...company, email, bills, stamp, hope, grace };
}

async function look(page: Page, name: string) {
  await page.waitForTimeout(400);
  await shot(page, `checks-${name}`);
}

async function closePopup(page: Page, text: string) {
  const popup = page.getByRole('dialog').filter({ hasText: text });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Ok' }).click();
  await expect(popup).toBeHidden();
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const row = (page: Page, text: string) => page.locator('tbody tr').filter({ hasText: text });

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.use({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });

test('pay three bills of two vendors, a voucher run makes two checks, print them, void one, then a standard check', async ({ page }) => {
  test.setTimeout(180_000);
  const own = await companyWithBills();
  await signIn(page, own.email, PASSWORD);
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // Pay the three bills.
  await page.goto('/app/create-bill-payment');
  await choose(page, 'Account Payable', /Accounts Payable/);
  await choose(page, 'Bank Account', /1000 · Operating Checking/);
  for (const ref of ['CA', 'CB', 'CC']) await row(page, `${ref}${own.stamp}`).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Bill Payment has been added successfully');

  // The empty cheque list, then the check screen.
  await menu(page).getByText('Cheque List', { exact: true }).click();
  await expect(page).toHaveURL(/\/app\/cheque-list$/);
  await expect(page.getByText('No checks yet')).toBeVisible();
  await page.getByRole('link', { name: '+ Generate Check' }).click();
  await expect(page).toHaveURL(/\/app\/create-cheque$/);
  await expect(page.getByRole('radio', { name: 'Voucher Check' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue(own.legalName);

  // Section 5 in its place.
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Please Select at least one bill for generate the check.');
  await choose(page, 'Bank Account', /1000 · Operating Checking/);
  await expect(page.getByRole('textbox', { name: 'Check #' })).toHaveValue('1');
  await expect(page.getByRole('textbox', { name: 'Bank Balance' })).toHaveValue('$4,449.75');
  for (const ref of ['CA', 'CB', 'CC']) await row(page, `${ref}${own.stamp}`).getByRole('checkbox').check();
  await expect(page.getByRole('textbox', { name: 'Amount' })).toHaveValue('$550.25');
  await page.getByRole('textbox', { name: 'Memo' }).fill('x'.repeat(10));
  await page.getByRole('textbox', { name: 'Check #' }).fill('12a');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Check # must contain digits only.');
  await page.getByRole('textbox', { name: 'Check #' }).fill('1');
  await page.getByRole('textbox', { name: 'Memo' }).fill('November run');
  await look(page, 'voucher-filled');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Check Generate successfully');

  // Two checks, consecutive numbers; Print downloads one PDF with a page each.
  const generated = page.getByRole('region', { name: 'Generated checks' });
  await expect(generated).toContainText('2 checks generated');
  await expect(generated).toContainText(`#1 ${own.hope.name} $450.25`);
  await expect(generated).toContainText(`#2 ${own.grace.name} $100.00`);
  const downloading = page.waitForEvent('download');
  await generated.getByRole('button', { name: 'Print' }).click();
  const download = await downloading;
  const file = `/tmp/shots/checks-run-${own.stamp}.pdf`;
  await download.saveAs(file);
  expect(/Pages:\s+2/.test(execFileSync('pdfinfo', [file]).toString())).toBe(true);
  const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
  expect(text).toContain('Four Hundred Fifty and 25/100');
  expect(text).toContain(own.grace.name);

  // The list: both checks, Void/View/Print.
  await generated.getByRole('link', { name: 'Cheque List' }).click();
  await expect(page).toHaveURL(/\/app\/cheque-list$/);
  const checkRow = (n: number) => page.locator('tbody tr').filter({ has: page.getByRole('link', { name: String(n), exact: true }) });
  await expect(checkRow(1)).toContainText(own.hope.name);
  await expect(checkRow(1)).toContainText('$450.25');
  await expect(checkRow(2).getByRole('button', { name: 'Print check 2' })).toBeVisible();
  await look(page, 'list');

  // Void check 2 (Grace): confirmation, back to the list, Void shows 0.00 with View only.
  await checkRow(2).getByRole('button', { name: 'Void check 2' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Change status of check?');
  await confirm.getByRole('button', { name: 'Yes, I am sure!' }).click();
  await closePopup(page, 'Status updated Sucessfully');
  await expect(page).toHaveURL(/\/app\/cheque-list$/);
  await expect(checkRow(2)).toContainText('Void');
  await expect(checkRow(2)).toContainText('$0.00');
  await expect(checkRow(2).getByRole('button', { name: /Void check|Print check/ })).toHaveCount(0);
  await expect(checkRow(2).getByRole('link', { name: 'View check 2' })).toBeVisible();
  await look(page, 'list-void');

  // Its payment is back to Paid; the others are on Check.
  await page.goto('/app/bill-payment-list');
  const paymentRow = (bill: { bill_number: number }) =>
    page.locator('tbody tr').filter({ has: page.getByRole('link', { name: String(bill.bill_number), exact: true }) });
  await expect(paymentRow(own.bills.c)).toContainText('Paid');
  await expect(paymentRow(own.bills.a)).toContainText('Check');

  // The view of check 1: its stubs, no radio.
  await page.goto('/app/cheque-list');
  await checkRow(1).getByRole('link', { name: 'View check 1' }).click();
  await expect(page).toHaveURL(/\/app\/cheque\/view\/\d+$/);
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Amount in words' })).toHaveValue('Four Hundred Fifty and 25/100');
  await expect(row(page, `CA${own.stamp}`)).toContainText('$300.00');
  await look(page, 'view');

  // A standard check: messages in order, then made; the next number is 3 (a voided check keeps 2).
  await page.goto('/app/create-cheque');
  await page.getByRole('radio', { name: 'Standard Check' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'The Refrence field is required');
  await page.getByRole('textbox', { name: 'Reference #' }).fill('AB12');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'The bill due field is required.');
  await page.getByLabel('Due Date').fill(day(5));
  await page.getByRole('textbox', { name: 'Amount Due' }).fill('75.50');
  await choose(page, 'Vendor', own.grace.name);
  await choose(page, 'Account Payable', /Accounts Payable/);
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Fund Program is mandatory');
  await choose(page, 'Fund/Program', /Missions/);
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Reference # should be numeric');
  await page.getByRole('textbox', { name: 'Reference #' }).fill('4711');
  await choose(page, 'COA', /5200/);
  await page.getByRole('combobox', { name: 'Functional Expenses' }).click();
  await page.getByRole('option').nth(1).click();
  await choose(page, 'Bank Account', /1000 · Operating Checking/);
  await expect(page.getByRole('textbox', { name: 'Check #' })).toHaveValue('3');
  await page.getByRole('textbox', { name: 'Memo' }).fill('Roof repair');
  await look(page, 'standard-filled');
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Check Generate successfully');
  await expect(page.getByRole('region', { name: 'Generated checks' })).toContainText(`#3 ${own.grace.name} $75.50`);
  await page.goto('/app/cheque-list');
  await expect(checkRow(3)).toContainText('Standard Check');
  await expect(checkRow(3)).toContainText('Roof repair');
});

test('Super-Admin: the cheque list with company and status filters; the check screen needs a company first', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto('/app/cheque-list');
  await expect(page.getByRole('heading', { name: 'Cheque List' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Choose Company' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Choose Status' }).click();
  await expect(page.getByRole('option')).toHaveText(['All Status', 'Check', 'Void']);
  await page.getByRole('option', { name: 'Void' }).click();
  await expect(page.locator('tbody tr').first()).toContainText('Void');
  await expect(page.locator('tbody tr').filter({ hasText: /\$[1-9]/ })).toHaveCount(0);
  await look(page, 'admin-list-void');
  await page.getByRole('link', { name: '+ Generate Check' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await closePopup(page, 'Please Select company');
  await page.getByRole('radio', { name: 'Standard Check' }).check();
  await look(page, 'admin-standard');
});
