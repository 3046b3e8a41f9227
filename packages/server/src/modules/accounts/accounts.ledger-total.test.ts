import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld, type WorldCompany } from '../../../test/world/server.js';

/**
 * The account ledger's `total` (migration 0045: ledger_totals' kept line count, not a count of the lines) after
 * what the payables post through the locked writers and their voids: bills, payments, a voucher check, the
 * check's void, a payment's void and a bill's void. Each step the page total of the bank, A/P and expense
 * accounts, over the whole history and this month's periods, equals the lines counted one by one.
 */
let t: TestContext;
let grace: WorldCompany;
let accounts: number[];
const today = new Date().toISOString().slice(0, 10);
const monthStart = `${today.slice(0, 7)}-01`;

beforeAll(async () => {
  t = await createTestContext();
  grace = await testWorld(t).company({ name: 'Grace Ledger Total' });
  const books = await grace.books();
  accounts = [books.bank, books.payable, books.expense];
});
afterAll(() => t.close());

/** Each account and period whose page total differs from its lines counted. */
async function totalsOff(): Promise<string[]> {
  const off: string[] = [];
  for (const account of accounts)
    for (const [from, to] of [
      [undefined, undefined],
      [monthStart, undefined],
      [today, today],
      [undefined, today],
      [monthStart, today],
    ]) {
      const query = new URLSearchParams({ per_page: '2', ...(from ? { from } : {}), ...(to ? { to } : {}) });
      const res = await grace.api.get(`/getAccountLedger/${account}?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const page = res.body.data.lines as { total: number; total_is_exact: boolean };
      const counted = await t.db.execute(sql`select count(*)::int as n from journal_lines where account_id = ${account}::int
        and (${from ?? null}::date is null or entry_date >= ${from ?? null}::date) and (${to ?? null}::date is null or entry_date <= ${to ?? null}::date)`);
      const n = Number((counted.rows[0] as { n: number }).n);
      if (page.total !== n || page.total_is_exact !== true) off.push(`${account} ${from}..${to}: ${page.total} of ${n}`);
    }
  return off;
}

it('equals the lines counted through bills, payments, a check and their voids', async () => {
  await grace.fund('1000.00');
  const bills = [await grace.bill('12.00'), await grace.bill('30.00'), await grace.bill('7.50')];
  expect(await totalsOff()).toEqual([]);
  const paid = await grace.pay(bills.slice(0, 2).map((b) => ({ id: b.id })));
  expect(await totalsOff()).toEqual([]);
  const [check] = await grace.voucherCheck([paid[0].bill_payment_id]);
  expect(await totalsOff()).toEqual([]);
  expect((await grace.api.get(`/voidCheck/${check.id}`)).status).toBe(200);
  expect(await totalsOff()).toEqual([]);
  expect((await grace.api.get(`/changeStatusOfBillPayment/${paid[1].bill_payment_id}`)).status).toBe(200);
  expect(await totalsOff()).toEqual([]);
  expect((await grace.api.get(`/changeStatusOfBillIntoVoid/${bills[2].id}`)).status).toBe(200);
  expect(await totalsOff()).toEqual([]);
  // The voids posted reversing lines: the totals grew with them.
  const lines = await t.db.execute(sql`select count(*)::int as n from journal_lines where account_id = ${accounts[1]}::int`);
  expect(Number((lines.rows[0] as { n: number }).n)).toBeGreaterThan(5);
});
