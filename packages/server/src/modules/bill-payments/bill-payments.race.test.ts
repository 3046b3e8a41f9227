import { M } from '@app/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { billPayments, bills } from '../../db/schema/index.js';
import { ledgerProblems } from '../../ledger/index.js';
import { payingCompany } from './bill-payments.fixtures.js';

// Meaningful on the PostgreSQL server (TEST_DATABASE_URL): there the requests really run at once; the
// embedded database serializes them, and the same rules must hold there too.
let t: TestContext;
let c: Awaited<ReturnType<typeof payingCompany>>;

beforeAll(async () => {
  t = await createTestContext();
  c = await payingCompany(t);
});
afterAll(() => t.close());

const livePayments = (billId: number) => t.db.$count(billPayments, and(eq(billPayments.billId, billId), ne(billPayments.status, 1)));

describe('parallel payments on one bank account', () => {
  it('50 requests, funds for 20: never below zero, each bill paid at most once, the ledger balanced', async () => {
    await c.fund('2050.00');
    const open: Array<{ id: number }> = [];
    for (let i = 0; i < 40; i++) open.push(await c.bill('100.00'));
    // Request i pays bill i % 40: ten bills are wanted by two requests at once.
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => c.treasurer.post('/createBillPayment', c.payBody([{ id: open[i % 40].id }]))));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 422)).toBe(true);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.message === M.insufficientFunds)).toBe(true);
    // Funds run out before bills do: exactly 20 payments of 100.00 fit in 2,050.00.
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(await c.balance()).toBe('50.00');
    for (const bill of open) expect(await livePayments(bill.id)).toBeLessThanOrEqual(1);
    const paid = await t.db.$count(bills, and(eq(bills.companyId, c.companyId), eq(bills.status, 2)));
    expect(paid).toBe(20);
    expect(await ledgerProblems(t.db)).toEqual([]);
  }, 120_000);

  it('the same bill from two bank accounts at once: paid once, the other answers 409', async () => {
    await c.fund('100.00', c.byNumber['1010']);
    const bill = await c.bill('30.00');
    const [x, y] = await Promise.all([
      c.treasurer.post('/createBillPayment', c.payBody([{ id: bill.id }])),
      c.treasurer.post('/createBillPayment', c.payBody([{ id: bill.id }], { account_id: c.byNumber['1010'] })),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect(await livePayments(bill.id)).toBe(1);
  });

  it('a double click (same Idempotency-Key, five times at once) pays once', async () => {
    const bill = await c.bill('10.00');
    const before = await c.balance();
    const headers = { 'idempotency-key': `double-${bill.id}` };
    const results = await Promise.all(Array.from({ length: 5 }, () => c.treasurer.post('/createBillPayment', c.payBody([{ id: bill.id }]), headers)));
    expect(results.some((r) => r.status === 200)).toBe(true);
    // The others replay the answer or are told the first is still running; none pays again.
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(await livePayments(bill.id)).toBe(1);
    expect(await c.balance()).toBe(((Number(before) * 100 - 1000) / 100).toFixed(2));
  });

  it('parallel voids of one payment, and a payment void racing its bill void: one of each goes through, books balanced', async () => {
    await c.fund('100.00');
    const bill = await c.bill('20.00');
    const id = (await c.treasurer.post('/createBillPayment', c.payBody([{ id: bill.id }]))).body.data[0].id;
    const twice = await Promise.all([c.treasurer.get(`/changeStatusOfBillPayment/${id}`), c.treasurer.get(`/changeStatusOfBillPayment/${id}`)]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    const again = (await c.treasurer.post('/createBillPayment', c.payBody([{ id: bill.id }]))).body.data[0].id;
    const [payVoid, billVoid] = await Promise.all([
      c.treasurer.get(`/changeStatusOfBillPayment/${again}`),
      c.treasurer.get(`/changeStatusOfBillIntoVoid/${bill.id}`),
    ]);
    expect(billVoid.status).toBe(200);
    expect([200, 409]).toContain(payVoid.status);
    const [row] = await t.db.select({ s: bills.status }).from(bills).where(eq(bills.id, bill.id));
    expect(row.s).toBe(1);
    expect(await livePayments(bill.id)).toBe(0);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(billPayments)
      .where(eq(billPayments.billId, bill.id));
    expect(n).toBe(2);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
