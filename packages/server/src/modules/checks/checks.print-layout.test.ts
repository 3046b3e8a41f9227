import { HUNDREDTH_INCH_PT } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { type PdfWord, readPdf, wordOf } from '../../../test/pdf-text.js';
import { companies } from '../../db/schema/index.js';
import { CHECK_LAYOUT, THIRD } from './checks.pdf.js';
import { checkingCompany } from './checks.fixtures.js';

let t: TestContext;
let c: Awaited<ReturnType<typeof checkingCompany>>;
let token: string;

const setup = (over: Record<string, unknown> = {}) => ({
  bank_name: 'Lakeside Savings',
  bank_address_line_1: '9 Harbor Way',
  bank_address_line_2: 'Austin, TX 78701',
  routing_number: '011000015',
  account_number: '44556677',
  stock: 'voucher',
  preprinted: [],
  offset_x: 0,
  offset_y: 0,
  first_check_number: '',
  ...over,
});
const saveSetup = async (over: Record<string, unknown> = {}) => {
  const res = await c.treasurer.post(`/saveCheckPrintSetup/${c.bank}`, setup(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const standardCheck = async (amount: string, memo = 'Layout') => {
  const res = await c.treasurer.post('/createChecks', c.standard({ amount_due: amount, memo }));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data[0] as { id: number; check_number: number };
};
const print = async (ids: number[], name: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/printMultipleCheckByVendor',
    payload: { checkId: ids },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return readPdf(res.rawPayload, name);
};
/** The words printed between the amount box and the payee's address of the check band starting at `top`. */
const wordsBand = (words: PdfWord[], top: number) =>
  words.filter((w) => w.yMin > top + CHECK_LAYOUT.amountBox.y + CHECK_LAYOUT.amountBox.h && w.yMax < top + CHECK_LAYOUT.address.y + 8 && w.text !== 'DOLLARS');

beforeAll(async () => {
  t = await createTestContext();
  c = await checkingCompany(t);
  await c.fund('3000000000.00');
  token = await loginAs(t.app, ADMIN.email, ADMIN.password);
});
afterAll(() => t.close());

describe('checks printed on the bank account set-up', () => {
  it("prints the bank's own name and address (never the ledger account's name) and moves everything by the offsets", async () => {
    await saveSetup();
    const check = await standardCheck('115.00', 'Offsets');
    const plain = await print([check.id], 'offset-0');
    await saveSetup({ offset_x: 25, offset_y: -10 });
    const moved = await print([check.id], 'offset-25');
    const dx = 25 * HUNDREDTH_INCH_PT;
    const dy = -10 * HUNDREDTH_INCH_PT;
    for (const probe of [c.vendor.name.split(' ')[0], 'Lakeside', String(check.check_number), 'DATE', 'MEMO']) {
      const a = wordOf(plain.words(1), probe);
      const b = wordOf(moved.words(1), probe);
      expect(b.xMin - a.xMin, probe).toBeCloseTo(dx, 1);
      expect(b.yMin - a.yMin, probe).toBeCloseTo(dy, 1);
    }
    // Absolute: the payee's name starts 70 pt in from the 36 pt side, moved 0.25 in right.
    expect(wordOf(moved.words(1), c.vendor.name.split(' ')[0]).xMin).toBeCloseTo(36 + 70 + dx, 0);
    const text = plain.text(1);
    expect(text).toContain('9 Harbor Way');
    expect(text).toContain('Austin, TX 78701');
    expect(text).not.toMatch(/Operating|Checking/); // the ledger account names of the test chart
    // The amount box: "$***115.00" as one word, no gap after "$", no room left for a digit in front.
    const box = CHECK_LAYOUT.amountBox;
    const amount = wordOf(plain.words(1), /^\$\*+115\.00$/);
    expect(amount.xMin - box.x).toBeLessThan(4 + 6); // 4 pt padding, less than one digit
    expect(amount.xMax).toBeLessThanOrEqual(box.x + box.w);
    plain.render('offset-0');
    moved.render('offset-25');
  });

  it('leaves out what the stock already carries', async () => {
    await saveSetup({ preprinted: ['company', 'bank', 'check_number', 'captions', 'micr'] });
    const check = await standardCheck('20.00');
    const text = (await print([check.id], 'preprinted')).text(1);
    for (const gone of [c.company.legalName, 'Lakeside', 'PAY TO THE', 'DATE', 'MEMO', 'DOLLARS', 'AUTHORIZED SIGNATURE', '011000015'])
      expect(text, gone).not.toContain(gone);
    expect(text).not.toMatch(new RegExp(`\\b${check.check_number}\\b`));
    for (const kept of [c.vendor.name, 'Twenty and 00/100', '$']) expect(text).toContain(kept);
  });

  it('prints standard checks three to a page on 3-up stock, each in its third', async () => {
    await saveSetup({ stock: 'standard_3up' });
    const made = [];
    for (const a of ['1.00', '2.00', '3.00', '4.00']) made.push(await standardCheck(a));
    const pdf = await print(
      made.map((m) => m.id),
      'three-up',
    );
    expect(pdf.pages).toBe(2);
    const words = pdf.words(1);
    const numbers = made.slice(0, 3).map((m) => wordOf(words, String(m.check_number)));
    expect(numbers[1].yMin - numbers[0].yMin).toBeCloseTo(THIRD, 1);
    expect(numbers[2].yMin - numbers[0].yMin).toBeCloseTo(THIRD * 2, 1);
    expect(pdf.text(1)).not.toContain('Bill Type'); // no stubs on 3-up stock
    expect(pdf.text(2)).toContain(String(made[3].check_number));
    expect(pdf.text(2)).toContain('$*');
    pdf.render('three-up');
  });

  it('keeps the words of 123,456,789.12 and 999,999,999.99 above the rule and clear of the address, in either grouping', async () => {
    await saveSetup({ stock: 'standard_3up' });
    const indian = [await standardCheck('123456789.12'), await standardCheck('999999999.99')];
    await t.db.update(companies).set({ amountWordsGrouping: 'us' }).where(eq(companies.id, c.companyId));
    const us = [await standardCheck('123456789.12'), await standardCheck('999999999.99')];
    const expected = [
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and 12/100',
      'Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and 99/100',
      'One Hundred Twenty Three Million Four Hundred Fifty Six Thousand Seven Hundred Eighty Nine and 12/100',
      'Nine Hundred Ninety Nine Million Nine Hundred Ninety Nine Thousand Nine Hundred Ninety Nine and 99/100',
    ];
    const pdf = await print(
      [...indian, ...us].map((m) => m.id),
      'long-words',
    );
    const bands = [...pdf.words(1).map((w) => ({ w, page: 1 })), ...pdf.words(2).map((w) => ({ w, page: 2 }))];
    for (const [i, words] of expected.entries()) {
      const page = i < 3 ? 1 : 2;
      const top = (i % 3) * THIRD;
      const band = wordsBand(
        bands.filter((b) => b.page === page).map((b) => b.w),
        top,
      );
      expect(
        band
          .map((w) => w.text)
          .filter((x) => !/^\*+$/.test(x))
          .join(' '),
      ).toBe(words);
      for (const w of band) {
        expect(w.yMax, `${w.text} above the rule`).toBeLessThanOrEqual(top + CHECK_LAYOUT.words.rule + 0.5);
        expect(w.xMax, `${w.text} left of DOLLARS`).toBeLessThanOrEqual(CHECK_LAYOUT.words.x + CHECK_LAYOUT.words.width + 0.5);
      }
      // The address starts below the rule.
      const payee = bands.filter((b) => b.page === page && b.w.text === c.vendor.name.split(' ')[0] && b.w.yMin > top + CHECK_LAYOUT.words.rule);
      expect(payee.length, 'payee name in the address block').toBeGreaterThan(0);
    }
    expect(pdf.text(2)).toMatch(/and 99\/100 \*+/); // the last line is filled
    pdf.render('long-words');
  });

  it("ends a domestic payee's address without a country line or a comma before the zip", async () => {
    await saveSetup();
    const check = await standardCheck('30.00');
    const text = (await print([check.id], 'address')).text(1);
    expect(text).toContain('Dallas, TX 75001');
    expect(text).not.toMatch(/TX,|, 75001/);
    expect(text.split('\n').some((l) => /^\s*(US|United States)\s*$/.test(l))).toBe(false);
  });

  it('reprints the words fixed when the check was made, after the company changes its grouping', async () => {
    await t.db.update(companies).set({ amountWordsGrouping: 'indian' }).where(eq(companies.id, c.companyId));
    const check = await standardCheck('1234567.00');
    const lakh = 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and 00/100';
    expect((await c.treasurer.get(`/getCheckInfoBySingleCheckId/${check.id}`)).body.amountInWords).toBe(lakh);
    await t.db.update(companies).set({ amountWordsGrouping: 'us' }).where(eq(companies.id, c.companyId));
    expect((await c.treasurer.get(`/getCheckInfoBySingleCheckId/${check.id}`)).body.amountInWords).toBe(lakh);
    expect((await print([check.id], 'fixed-words')).text(1)).toContain(lakh);
    // A new check is written in the grouping of its day.
    const later = await standardCheck('1234567.00');
    expect((await c.treasurer.get(`/getCheckInfoBySingleCheckId/${later.id}`)).body.amountInWords).toBe(
      'One Million Two Hundred Thirty Four Thousand Five Hundred Sixty Seven and 00/100',
    );
  });
});
