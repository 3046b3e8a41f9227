import { M } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { userWith } from '../../../test/world/server.js';
import { readPdf } from '../../../test/pdf-text.js';
import { checkPrintSetups, companies } from '../../db/schema/index.js';
import { checkingCompany } from '../checks/checks.fixtures.js';

let t: TestContext;
let a: Awaited<ReturnType<typeof checkingCompany>>;
let b: Awaited<ReturnType<typeof checkingCompany>>;

/** A whole set-up as the screen sends it. */
const setup = (over: Record<string, unknown> = {}) => ({
  bank_name: 'First Church Bank',
  bank_address_line_1: '1 Bank Plaza',
  bank_address_line_2: 'Dallas, TX 75201',
  routing_number: '021000021',
  account_number: '12345678',
  stock: 'voucher',
  preprinted: ['captions'],
  offset_x: 0,
  offset_y: 0,
  first_check_number: '',
  ...over,
});
const rows = async () => t.db.select().from(checkPrintSetups).where(eq(checkPrintSetups.bankAccountId, a.bank));

beforeAll(async () => {
  t = await createTestContext();
  a = await checkingCompany(t);
  b = await checkingCompany(t);
  await a.fund('100000.00');
});
afterAll(() => t.close());

describe('check print set-up', () => {
  it('answers the defaults until saved, then what was saved; the first check number is what the next check gets', async () => {
    const before = await a.treasurer.get(`/getCheckPrintSetup/${a.bank}`);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      saved: false,
      stock: 'voucher',
      preprinted: [],
      offset_x: 0,
      next_check_number: 1,
      amount_words_grouping: 'indian',
    });

    const saved = await a.treasurer.post(`/saveCheckPrintSetup/${a.bank}`, setup({ first_check_number: '5001', offset_x: '12', offset_y: -8 }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      message: M.printSetupSaved,
      data: { saved: true, bank_name: 'First Church Bank', first_check_number: 5001, next_check_number: 5001, offset_x: 12, offset_y: -8 },
    });
    expect((await a.treasurer.get(`/getCheckNumberByBankAccountId/${a.bank}`)).body.check_number).toBe(5001);

    const made = await a.treasurer.post('/createChecks', a.standard({ amount_due: '10.00' }));
    expect(made.status).toBe(200);
    expect(made.body.data[0].check_number).toBe(5001);
    expect((await a.treasurer.get(`/getCheckPrintSetup/${a.bank}`)).body.data.next_check_number).toBe(5002);

    // Saving other fields again keeps the first number (it no longer matters once checks are above it).
    expect((await a.treasurer.post(`/saveCheckPrintSetup/${a.bank}`, setup({ first_check_number: 5001, stock: 'standard_3up' }))).status).toBe(200);
    // A first number inside the checkbook in use is refused, naming the highest issued; nothing changes.
    const inUse = await a.treasurer.post(`/saveCheckPrintSetup/${a.bank}`, setup({ first_check_number: 5001 - 1, stock: 'voucher' }));
    expect(inUse.status).toBe(409);
    expect(inUse.body.errors.first_check_number).toEqual([M.printSetupFirstNumberIssued(5001)]);
    expect((await rows())[0]).toMatchObject({ firstCheckNumber: 5001, stock: 'standard_3up' });
    // A new checkbook above it is taken up by the next check.
    expect((await a.treasurer.post(`/saveCheckPrintSetup/${a.bank}`, setup({ first_check_number: 7001 }))).status).toBe(200);
    expect((await a.treasurer.post('/createChecks', a.standard({ amount_due: '11.00' }))).body.data[0].check_number).toBe(7001);
  });

  it('refuses bad input with 422 naming the field, and changes nothing', async () => {
    const kept = await rows();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ routing_number: '021000022' }, 'routing_number', M.printSetupRouting],
      [{ routing_number: '12345' }, 'routing_number', M.printSetupRouting],
      [{ account_number: '12-34' }, 'account_number', M.printSetupAccountNumber],
      [{ offset_x: 101 }, 'offset_x', M.printSetupOffset],
      [{ offset_y: 1.5 }, 'offset_y', M.printSetupOffset],
      [{ stock: 'laser' }, 'stock', M.printSetupStock],
      [{ preprinted: ['logo'] }, 'preprinted.0', M.printSetupElement],
      [{ first_check_number: '10a' }, 'first_check_number', M.printSetupFirstNumber],
      [{ bank_name: 'x'.repeat(101) }, 'bank_name', M.printSetupTooLong(100)],
    ];
    for (const [over, field, message] of cases) {
      const res = await a.treasurer.post(`/saveCheckPrintSetup/${a.bank}`, setup(over));
      expect(res.status, field).toBe(422);
      expect(res.body.errors[field], field).toContain(message);
    }
    expect(await rows()).toEqual(kept);
  });

  it("is the company's own: another company's bank account, or an account that is not a bank, is 404", async () => {
    expect((await b.treasurer.get(`/getCheckPrintSetup/${a.bank}`)).status).toBe(404);
    expect((await b.treasurer.post(`/saveCheckPrintSetup/${a.bank}`, setup({ bank_name: 'Hijack' }))).status).toBe(404);
    expect((await b.treasurer.get(`/printCheckAlignmentTest/${a.bank}`)).status).toBe(404);
    const notBank = await a.treasurer.get(`/getCheckPrintSetup/${a.expenseAccount}`);
    expect(notBank.status).toBe(404);
    expect(notBank.body.message).toBe(M.printSetupNotBank);
    expect((await rows())[0].bankName).toBe('First Church Bank');
    const admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
    expect((await admin.get(`/getCheckPrintSetup/${b.bank}`)).status).toBe(200);
  });

  it('reading needs ChartofAccounts_View or a check permission; saving needs ChartofAccounts_Edit', async () => {
    const viewer = (await userWith(t, a.world, ['Check_View'])).api;
    expect((await viewer.get(`/getCheckPrintSetup/${a.bank}`)).status).toBe(200);
    expect((await viewer.post(`/saveCheckPrintSetup/${a.bank}`, setup({ bank_name: 'Nope' }))).status).toBe(403);
    const stranger = (await userWith(t, a.world, ['Vendor_View'])).api;
    expect((await stranger.get(`/getCheckPrintSetup/${a.bank}`)).status).toBe(403);
    expect((await stranger.get(`/printCheckAlignmentTest/${a.bank}`)).status).toBe(403);
    const editor = (await userWith(t, a.world, ['ChartofAccounts_Edit'])).api;
    expect((await editor.post(`/saveCheckPrintSetup/${a.bank}`, setup({ bank_name: 'Second Church Bank' }))).status).toBe(200);
    expect((await rows())[0].bankName).toBe('Second Church Bank');
  });

  it("shows the company's amount-in-words grouping, and prints an alignment test page with the set-up", async () => {
    await t.db.update(companies).set({ amountWordsGrouping: 'us' }).where(eq(companies.id, a.companyId));
    expect((await a.treasurer.post(`/saveCheckPrintSetup/${a.bank}`, setup({ stock: 'standard_3up', preprinted: ['micr'] }))).status).toBe(200);
    expect((await a.treasurer.get(`/getCheckPrintSetup/${a.bank}`)).body.data.amount_words_grouping).toBe('us');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/printCheckAlignmentTest/${a.bank}`,
      headers: { authorization: `Bearer ${await loginAs(t.app, ADMIN.email, ADMIN.password)}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = readPdf(res.rawPayload, 'alignment');
    expect(pdf.pages).toBe(1);
    const text = pdf.text(1);
    expect(text.match(/ALIGNMENT TEST - NOT NEGOTIABLE/g)).toHaveLength(3); // three checks a page on 3-up stock
    expect(text.match(/First Church Bank/g)).toHaveLength(3);
    expect(text).toMatch(/One Hundred Twenty Three Million .* and 12\/100 \*+/);
    expect(text).toContain('Offsets: right +0.00 in, down +0.00 in');
    console.info(`alignment page rendered as ${pdf.render('alignment')}-1.png`);
  });
});
