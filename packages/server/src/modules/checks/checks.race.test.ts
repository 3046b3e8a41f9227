import { M } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { billPayments, checkPayments, checks } from '../../db/schema/index.js';
import { ledgerProblems } from '../../ledger/index.js';
import { checkingCompany } from './checks.fixtures.js';

// Meaningful on the PostgreSQL server (TEST_DATABASE_URL): there the requests really run at once; the
// embedded database serializes them, and the same rules must hold there too.
let t: TestContext;
let c: Awaited<ReturnType<typeof checkingCompany>>;

beforeAll(async () => {
  t = await createTestContext();
  c = await checkingCompany(t);
});
afterAll(() => t.close());

/** Payments standing on more than one live check (must be none). */
const paymentsOnTwoLiveChecks = async () =>
  (
    await t.db
      .select({ payment: checkPayments.billPaymentId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(checkPayments)
      .innerJoin(checks, eq(checks.id, checkPayments.checkId))
      .where(eq(checks.status, 1))
      .groupBy(checkPayments.billPaymentId)
      .having(sql`count(*) > 1`)
  ).length;

describe('parallel checks on one bank account', () => {
  it('50 requests (40 voucher, 10 standard; ten payments wanted twice): unique numbers without a gap, each payment on one live check', async () => {
    await c.fund('3000.00');
    const paid = await c.paid(Array.from({ length: 30 }, () => '10.00'));
    // Voucher request i wants payment i % 30: ten payments are wanted by two requests at once.
    let k = 0;
    const requests = Array.from({ length: 50 }, (_, i) =>
      i % 5 === 4 ? c.standard({ amount_due: '20.00', refrence: String(9000 + i) }) : c.voucher([paid[k++ % 30]]),
    );
    const results = await Promise.all(requests.map((body) => c.treasurer.post('/createChecks', body)));
    const statuses = results.map((r) => r.status);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      JSON.stringify(results.filter((r) => r.status >= 300).map((r) => r.body)),
    ).toBe(true);
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(results.filter((r) => r.status !== 200).map((r) => r.body)),
    ).toHaveLength(40);
    const numbers = results
      .filter((r) => r.status === 200)
      .flatMap((r) => r.body.data.map((x: { check_number: number }) => x.check_number))
      .sort((x: number, y: number) => x - y);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(await paymentsOnTwoLiveChecks()).toBe(0);
    for (const id of paid) {
      const [p] = await t.db.select().from(billPayments).where(eq(billPayments.id, id));
      expect(p.status).toBe(3);
      expect(await t.db.$count(checks, and(eq(checks.id, p.checkId as number), eq(checks.status, 1)))).toBe(1);
    }
    expect(await ledgerProblems(t.db)).toEqual([]);
  }, 180_000);

  it('typed numbers at once: one request gets the number, the other hears it is taken', async () => {
    const [p1, p2] = await c.paid(['1.00', '2.00']);
    const [x, y] = await Promise.all([
      c.treasurer.post('/createChecks', c.voucher([p1], { check_number: '500' })),
      c.treasurer.post('/createChecks', c.voucher([p2], { check_number: '500' })),
    ]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    expect([x, y].find((r) => r.status === 409)?.body.message).toBe(M.checkNumberTaken);
  });

  it('standard checks racing for the last funds: never below zero', async () => {
    const d = await checkingCompany(t);
    await d.fund('100.00');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => d.treasurer.post('/createChecks', d.standard({ amount_due: '30.00', refrence: String(100 + i) }))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 422).every((r) => r.body.message === M.insufficientFunds)).toBe(true);
    expect(await d.balance()).toBe('10.00');
  });

  it('parallel voids of one check: one goes through, the other is 409; a check void racing its payment void stays consistent', async () => {
    const [p1, p2] = await c.paid(['5.00', '6.00']);
    const id = (await c.treasurer.post('/createChecks', c.voucher([p1, p2]))).body.checkId[0];
    const twice = await Promise.all([c.treasurer.get(`/voidCheck/${id}`), c.treasurer.get(`/voidCheck/${id}`)]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    const again = (await c.treasurer.post('/createChecks', c.voucher([p1, p2]))).body.checkId[0];
    const [checkVoid, paymentVoid] = await Promise.all([c.treasurer.get(`/voidCheck/${again}`), c.treasurer.get(`/changeStatusOfBillPayment/${p1}`)]);
    expect(paymentVoid.status).toBe(200);
    expect([200, 409]).toContain(checkVoid.status);
    const [check] = await t.db.select().from(checks).where(eq(checks.id, again));
    expect(check.status).toBe(2);
    const rows = await t.db.select().from(billPayments).where(eq(billPayments.checkId, again));
    expect(rows).toEqual([]);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
