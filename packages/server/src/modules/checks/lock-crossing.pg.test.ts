import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { day } from '../../../test/world/server.js';
import { checks } from '../../db/schema/index.js';
import { ledgerProblems } from '../../ledger/index.js';
import { checkingCompany } from './checks.fixtures.js';

// The money locks (migration 0054) are FOR NO KEY UPDATE: they exclude one another, but not the key share that a
// new row's foreign key takes on the bank account and the company it names (and that a new journal entry takes on
// its company, migration 0022). A standard check locks its bank, then its company. An entry moving money INTO that
// bank holds its company's key share (its entry row) and then asks one on the bank (its line). Under FOR UPDATE
// each waited for the other: PostgreSQL broke the cycle by failing one of them. Here they race on the server.
let t: TestContext;
let c: Awaited<ReturnType<typeof checkingCompany>>;
beforeAll(async () => {
  t = await createTestContext();
  c = await checkingCompany(t);
  await c.fund('1000.00');
  await c.fund('1000.00', c.byNumber['1010']);
});
afterAll(() => t.close());

/** An entry moving 5.00 from one account to another. */
const entry = (from: number, to: number, memo: string) => ({
  entry_date: day(),
  memo,
  lines: [
    { account_id: to, debit: '5.00', credit: '' },
    { account_id: from, debit: '', credit: '5.00' },
  ],
});

it('standard checks on a bank and entries moving money into it from another bank, all at once: every one is written, none deadlocks', async () => {
  const into = entry(c.byNumber['1010'], c.bank, 'From savings');
  const results = await Promise.all(
    Array.from({ length: 16 }, (_, i) =>
      i % 2 ? c.treasurer.post('/journals', into) : c.treasurer.post('/createChecks', c.standard({ amount_due: '10.00' })),
    ),
  );
  expect(results.map((r) => r.status)).toEqual(Array(16).fill(200));
  const numbers = (await t.db.select({ n: checks.checkNumber }).from(checks).where(eq(checks.bankAccountId, c.bank)))
    .map((r) => Number(r.n))
    .sort((a, b) => a - b);
  expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => numbers[0] + i));
  expect(await ledgerProblems(t.db)).toEqual([]);
});

// Every money writer of one company, three of each, at once on one bank: entries into and out of it, a transfer
// into it, a deposit, a new bill, a purchase order, a payment, voids of a payment, a bill and a check, a standard
// check and a voucher check. Each takes its own locks in its own order; none may fail for another's (a deadlock
// answers 500), and the books balance after.
it('every money writer of one company at once on one bank: none fails for another, the books balance', async () => {
  const savings = c.byNumber['1010'];
  const bills: Array<{ id: number }> = [];
  for (let i = 0; i < 3; i++) bills.push(await c.bill('3.00'));
  const paid = await c.paid(['2.00', '2.00', '2.00']);
  const toVoid = await c.paid(['1.00', '1.00', '1.00']);
  const billsToVoid: Array<{ id: number }> = [];
  for (let i = 0; i < 3; i++) billsToVoid.push(await c.bill('4.00'));
  const checksToVoid: number[] = [];
  for (const p of await c.paid(['1.50', '1.50', '1.50'])) checksToVoid.push((await c.world.voucherCheck([p]))[0].id);
  const writers = (i: number) => [
    () => c.treasurer.post('/journals', entry(savings, c.bank, 'Mixed')),
    () => c.treasurer.post('/journals', entry(c.bank, c.expenseAccount, 'Mixed')),
    () =>
      c.treasurer.post('/transfers', {
        from_bank_account_id: savings,
        to_bank_account_id: c.bank,
        transfer_date: day(),
        amount: '4.00',
        fund_program_id: c.program.id,
      }),
    () =>
      c.treasurer.post('/deposits', {
        bank_account_id: c.bank,
        deposit_date: day(),
        counted_by: ['Ruth Usher', 'Amos Deacon'],
        lines: [{ account_id: c.byNumber['4010'], fund_program_id: c.program.id, amount: '6.00', method: 'cash', check_number: null }],
      }),
    () => c.bill('8.00').then(() => ({ status: 200 })), // these two throw on a refusal
    () => c.world.order().then(() => ({ status: 200 })),
    () => c.treasurer.post('/createBillPayment', c.payBody([bills[i]])),
    () => c.treasurer.get(`/changeStatusOfBillPayment/${toVoid[i]}`),
    () => c.treasurer.get(`/changeStatusOfBillIntoVoid/${billsToVoid[i].id}`),
    () => c.treasurer.get(`/voidCheck/${checksToVoid[i]}`),
    () => c.treasurer.post('/createChecks', c.standard({ amount_due: '9.00' })),
    () => c.treasurer.post('/createChecks', c.voucher([paid[i]])),
  ];
  const all = [0, 1, 2].flatMap(writers);
  const results = await Promise.all(all.map((write) => write()));
  expect(results.map((r) => r.status)).toEqual(Array(all.length).fill(200));
  expect(await ledgerProblems(t.db)).toEqual([]);
});
