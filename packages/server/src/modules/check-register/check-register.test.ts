import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv } from '../../../test/download.js';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld, type WorldCompany } from '../../../test/world/server.js';

let t: TestContext;
let a: WorldCompany;
let bank: number;
let voidedId: number;

beforeAll(async () => {
  t = await createTestContext();
  a = await testWorld(t).company();
  bank = (await a.books()).bank;
  await a.fund('5000.00');
  await a.standardCheck('150.00', { check_number: '1041', memo: 'Choir robes' });
  voidedId = (await a.standardCheck('80.00', { check_number: '1042' })).id;
  await a.standardCheck('300.00', { check_number: '1046', memo: 'Organ tuning' });
  const bill = await a.bill('42.10');
  const [payment] = await a.pay([bill]);
  await a.voucherCheck([payment.id]); // the next number: 1047
  await a.standardCheck('9.00', { check_number: '1050' });
  expect((await a.api.get(`/voidCheck/${voidedId}`)).status).toBe(200);
});
afterAll(() => t.close());

type Row = {
  check_number: number;
  amount: string;
  status_name: string;
  missing_before: string | null;
  cleared_on: string | null;
  check_type: string;
  payee: string;
};

describe('GET /check-register (issue 26 point 5)', () => {
  it('lists every check of the account in number order, void ones too, with the gaps marked', async () => {
    const res = await a.api.get(`/check-register?bank_account_id=${bank}`);
    expect(res.status).toBe(200);
    const rows = res.body.data.data as Row[];
    expect(rows.map((r) => [r.check_number, r.amount, r.status_name, r.missing_before])).toEqual([
      [1041, '150.00', 'Issued', null],
      [1042, '80.00', 'Void', null],
      [1046, '300.00', 'Issued', 'Missing 1043-1045'],
      [1047, '42.10', 'Issued', null],
      [1050, '9.00', 'Issued', 'Missing 1048-1049'],
    ]);
    expect(rows[3].check_type).toBe('voucher');
    expect(rows.every((r) => r.cleared_on === null)).toBe(true);
    expect(res.body.data.gaps).toEqual(['Missing 1043-1045', 'Missing 1048-1049']);
    expect(res.body.data.total).toBe(5);
  });

  it("a gap stays the account's gap on a searched, sorted or later page", async () => {
    const sorted = (await a.api.get(`/check-register?bank_account_id=${bank}&sort=amount&dir=desc&per_page=2&page=1`)).body.data;
    expect((sorted.data as Row[]).map((r) => [r.check_number, r.missing_before])).toEqual([
      [1046, 'Missing 1043-1045'],
      [1041, null],
    ]);
    expect(sorted.last_page).toBe(3);
    const searched = (await a.api.get(`/check-register?bank_account_id=${bank}&search=organ`)).body.data;
    expect((searched.data as Row[]).map((r) => [r.check_number, r.missing_before])).toEqual([[1046, 'Missing 1043-1045']]);
    expect(searched.gaps).toHaveLength(2);
    const byNumber = (await a.api.get(`/check-register?bank_account_id=${bank}&search=1047`)).body.data.data as Row[];
    expect(byNumber.map((r) => r.check_number)).toEqual([1047]);
    expect((await a.api.get(`/check-register?bank_account_id=${bank}&sort=vendor`)).status).toBe(422);
  });

  it('exports the same rows as CSV with the gap column', async () => {
    const res = await download(t.app, a.treasurer.token, `/check-register/export?bank_account_id=${bank}&format=csv`);
    expect(res.status).toBe(200);
    const rows = readCsv(res.bytes);
    expect(rows[0]).toEqual(['Check#', 'Date', 'Payee', 'Memo', 'Type', 'Amount', 'Status', 'Cleared', 'Gap Before']);
    expect(rows.slice(1).map((r) => [r[0], r[5], r[6], r[8]])).toEqual([
      ['1041', '150.00', 'Issued', ''],
      ['1042', '80.00', 'Void', ''],
      ['1046', '300.00', 'Issued', 'Missing 1043-1045'],
      ['1047', '42.10', 'Issued', ''],
      ['1050', '9.00', 'Issued', 'Missing 1048-1049'],
    ]);
    const xlsx = await download(t.app, a.treasurer.token, `/check-register/export?bank_account_id=${bank}&format=xlsx`);
    expect(xlsx.status).toBe(200);
  });

  it("another company's bank account is refused; an Auditor reads the register", async () => {
    const other = await testWorld(t).company();
    expect((await other.api.get(`/check-register?bank_account_id=${bank}`)).status).toBe(422);
    expect((await download(t.app, other.treasurer.token, `/check-register/export?bank_account_id=${bank}&format=csv`)).status).toBe(422);
    const auditor = await a.user('Auditor');
    expect((await auditor.api.get(`/check-register?bank_account_id=${bank}`)).status).toBe(200);
  });
});
