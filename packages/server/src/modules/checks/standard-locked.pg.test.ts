import { M } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { bills, checks } from '../../db/schema/index.js';
import { ledgerProblems, post } from '../../ledger/index.js';
import { checkingCompany } from './checks.fixtures.js';

// Issue 23 point 2: a standard check asks its bill's references and both postings' checks BEFORE the bank
// account's lock, then one statement locks the bank and the company and asks, under them, the duplicate
// question, the bank's funds and the next numbers. Here requests race, and a change lands exactly in the gap
// between the checks and the lock: another transaction holds the bank's lock, changes the books, and commits
// only once the check is waiting for that lock (seen in pg_stat_activity, not by timing).
let t: TestContext;
let c: Awaited<ReturnType<typeof checkingCompany>>;
beforeAll(async () => {
  t = await createTestContext();
  c = await checkingCompany(t);
  await c.fund('1000.00');
});
afterAll(() => t.close());

type Answer = { status: number; body: any };
type Tx = Parameters<Parameters<TestContext['db']['transaction']>[0]>[0];

const waitingForLock = async () =>
  Number(
    (
      await t.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%ledger_lock_standard_check%' and datname = current_database()`,
      )
    ).rows[0].n,
  );

async function whileBankLocked(change: (tx: Tx) => Promise<unknown>, write: () => Promise<Answer>): Promise<Answer> {
  let answer: Promise<Answer> | undefined;
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`select id from accounts where id = ${c.bank}::int for update`);
    let answered = false;
    answer = write().finally(() => {
      answered = true; // it did not wait (refused before the lock): the assertions say so
    });
    while (!answered && (await waitingForLock()) === 0) await new Promise((r) => setImmediate(r));
    await change(tx);
  });
  return answer!;
}

const checksOfBank = async () => (await t.db.select({ n: checks.checkNumber }).from(checks).where(eq(checks.bankAccountId, c.bank))).map((r) => r.n);

it('six standard checks with one reference at once: one is written, five are asked to confirm naming its bill; numbers without a gap', async () => {
  const results = await Promise.all(Array.from({ length: 6 }, () => c.treasurer.post('/createChecks', c.standard({ amount_due: '10.00', refrence: '77006' }))));
  expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  const [bill] = await t.db.select().from(bills).where(eq(bills.reference, '77006'));
  for (const r of results.filter((x) => x.status === 409)) expect(r.body.errors.confirm_duplicate[0]).toContain(`#${bill.billNumber}`);
  expect(bill.status).toBe(3); // on its check
  expect(await checksOfBank()).toEqual([1]);
  expect(await c.balance()).toBe('990.00');
  expect(await ledgerProblems(t.db)).toEqual([]);
});

it("a bill with the check's vendor and reference saved while the check waits for the bank's lock: the check is asked to confirm and writes nothing", async () => {
  const before = await c.balance();
  const res = await whileBankLocked(
    // createPayBills takes the company's lock only: it is saved while the bank's lock is held.
    () => c.bill('7.00', { refrence: '77007' }),
    () => c.treasurer.post('/createChecks', c.standard({ amount_due: '7.00', refrence: '77007' })),
  );
  expect(res.status).toBe(409);
  expect(res.body.errors.confirm_duplicate).toBeDefined();
  expect(await t.db.$count(bills, eq(bills.reference, '77007'))).toBe(1);
  expect(await checksOfBank()).toEqual([1]);
  expect(await c.balance()).toBe(before);
  expect(await ledgerProblems(t.db)).toEqual([]);
});

it('the bank drained while the check waits for its lock: insufficient funds, nothing written', async () => {
  const left = Math.round(Number((await c.balance()).replace(/,/g, '')) * 100) - 500; // 5.00 stays
  const res = await whileBankLocked(
    (tx) =>
      post(tx, {
        companyId: c.companyId,
        date: new Date().toISOString().slice(0, 10),
        sourceType: 'manual',
        sourceId: null,
        memo: 'Drain',
        createdBy: null,
        lines: [
          { accountId: c.expenseAccount, debitCents: left, creditCents: 0, fundProgramId: c.program.id, functionalExpenseId: c.expense.id },
          { accountId: c.bank, debitCents: 0, creditCents: left, fundProgramId: c.program.id, functionalExpenseId: c.expense.id },
        ],
      }),
    () => c.treasurer.post('/createChecks', c.standard({ amount_due: '6.00' })),
  );
  expect(res.status).toBe(422);
  expect(res.body.message).toBe(M.insufficientFunds);
  expect(await c.balance()).toBe('5.00');
  expect(await checksOfBank()).toEqual([1]);
  expect(await ledgerProblems(t.db)).toEqual([]);
});
