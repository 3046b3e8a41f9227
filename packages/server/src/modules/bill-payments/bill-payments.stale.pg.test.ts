import { BILL_STATUS } from '@app/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { billPayments, bills } from '../../db/schema/index.js';
import { ledgerProblems } from '../../ledger/index.js';
import { payingCompany } from './bill-payments.fixtures.js';

// Issue 23 point 2: a payment reads and checks its bills BEFORE the bank account's lock, and its one locked
// statement refuses to write when a bill's row changed in between ('stale'); the payment then reads again.
// Here the change lands exactly in that gap: another transaction holds the bank's lock and rewrites the bill,
// and commits only once the payment is waiting for that lock (seen in pg_stat_activity, not by timing).
let t: TestContext;
let c: Awaited<ReturnType<typeof payingCompany>>;
beforeAll(async () => {
  t = await createTestContext();
  c = await payingCompany(t);
});
afterAll(() => t.close());

const waitingForLock = async () =>
  Number(
    (
      await t.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%ledger_lock_payment%' and datname = current_database()`,
      )
    ).rows[0].n,
  );

async function whileBankLocked(change: (tx: Parameters<Parameters<TestContext['db']['transaction']>[0]>[0]) => Promise<unknown>, pay: () => Promise<{ status: number; body: any }>) {
  let answer: Promise<{ status: number; body: any }> | undefined;
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`select id from accounts where id = ${c.bank}::int for update`);
    await change(tx);
    answer = pay();
    while ((await waitingForLock()) === 0) await new Promise((r) => setImmediate(r));
  });
  return answer!;
}

it('a bill rewritten between the check and the lock is read again: still payable, it is paid once', async () => {
  await c.fund('100.00');
  const bill = await c.bill('30.00');
  const res = await whileBankLocked(
    (tx) => tx.update(bills).set({ updatedAt: new Date() }).where(eq(bills.id, bill.id)),
    () => c.treasurer.post('/createBillPayment', c.payBody([{ id: bill.id }])),
  );
  expect(res.status).toBe(200);
  expect(await t.db.$count(billPayments, and(eq(billPayments.billId, bill.id), ne(billPayments.status, 1)))).toBe(1);
  expect(await c.balance()).toBe('70.00');
  expect(await ledgerProblems(t.db)).toEqual([]);
});

it('a bill voided between the check and the lock: the payment answers 409 naming its status and writes nothing', async () => {
  const bill = await c.bill('20.00');
  const before = await c.balance();
  const res = await whileBankLocked(
    // Only the status matters to the payment; the void's own rules are the bills module's (tested there).
    (tx) => tx.update(bills).set({ status: BILL_STATUS.Void }).where(eq(bills.id, bill.id)),
    () => c.treasurer.post('/createBillPayment', c.payBody([{ id: bill.id }])),
  );
  expect(res.status).toBe(409);
  expect(res.body.message).toContain(String(bill.bill_number));
  expect(await t.db.$count(billPayments, eq(billPayments.billId, bill.id))).toBe(0);
  expect(await c.balance()).toBe(before);
  await t.db.update(bills).set({ status: BILL_STATUS.Created }).where(eq(bills.id, bill.id)); // Created again: the books stay as the API left them
});
