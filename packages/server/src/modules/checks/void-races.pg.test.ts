import { billBody } from '@app/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Res } from '../../../test/api.js';
import { makeVendor } from '../../../test/factories.js';
import { createTestContext, secondNode, type TestContext } from '../../../test/harness.js';
import type { AppInstance } from '../../app.js';
import { billPayments, bills, checks } from '../../db/schema/index.js';
import { ledgerProblems } from '../../ledger/index.js';
import { TODAY } from '../bill-payments/bill-payments.fixtures.js';
import { insertBill } from '../bills/bills.service.js';
import { checkingCompany } from './checks.fixtures.js';
import { scopeFor } from '../../../test/scopes.js';

// Issue 21 point 3: two voids that meet on one voucher check, sent at the same moment to two app nodes on
// one PostgreSQL database, never answer 500 (a deadlock used to). Every void takes its locks in one order
// (bills, then payments, then the check) and retries a deadlock once.
const ROUNDS = 100;

let t: TestContext;
let second: { app: AppInstance; close(): Promise<void> };
let c: Awaited<ReturnType<typeof checkingCompany>>;
/** The treasurer's calls on node A (the test context's app) and on node B (a second app on the same database). */
let nodeA: ReturnType<typeof api>;
let nodeB: ReturnType<typeof api>;
const vendors: number[] = [];
let refs = 1;
/** A bill form's fields for a vendor of the company (1.00, due in ten days). */
const billOf = (vendorId: number) => ({
  company_id: c.companyId,
  bill_due: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
  vendor_id: vendorId,
  amount_due: '1.00',
  account_payable_id: c.payable,
  account_id: c.expenseAccount,
  fund_program_id: c.program.id,
  funtional_expenses_id: c.expense.id,
});

beforeAll(async () => {
  t = await createTestContext();
  second = await secondNode(t);
  c = await checkingCompany(t);
  await c.fund('100000.00');
  // One treasurer signed in once: node A and node B serve the same session.
  const { token } = await c.world.user('Treasurer');
  nodeA = api(t.app, token);
  nodeB = api(second.app, token);
  for (let i = 0; i < 10; i++) vendors.push((await makeVendor(t.db, c.companyId)).id);
}, 120_000);
afterAll(async () => {
  await second?.close();
  await t.close();
});

interface Pair {
  checkId: number;
  bills: [number, number];
  payments: [number, number];
}

/**
 * `n` voucher checks, each holding the payments of two bills of one vendor: the bills through the bill
 * service in one transaction (numbered and posted as the API does, without a request each), one payment run
 * through the API paying them all, then check runs (one check per vendor and run).
 */
async function checksOfTwo(n: number): Promise<Pair[]> {
  const day = TODAY;
  const made = await t.db.transaction(async (tx) => {
    const rows: Array<{ id: number }> = [];
    for (let i = 0; i < 2 * n; i++) {
      const vendorId = vendors[Math.floor(i / 2) % vendors.length];
      const input = billBody.parse({ ...billOf(vendorId), refrence: `R${refs++}` });
      rows.push({ id: (await insertBill(tx, null, scopeFor(c.companyId), input, day, new Date())).id });
    }
    return rows;
  });
  const paid = await c.treasurer.post('/createBillPayment', c.payBody(made));
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const paymentIds = (paid.body.data as Array<{ id: number }>).map((p) => p.id);
  // Bills 2k and 2k+1 share a vendor; a run of 2 x vendors payments makes one check per vendor.
  for (let i = 0; i < paymentIds.length; i += 2 * vendors.length) {
    const run = await c.treasurer.post('/createChecks', c.voucher(paymentIds.slice(i, i + 2 * vendors.length)));
    expect(run.status, JSON.stringify(run.body)).toBe(200);
  }
  const rows = await t.db
    .select({ id: billPayments.id, billId: billPayments.billId, checkId: billPayments.checkId })
    .from(billPayments)
    .where(inArray(billPayments.id, paymentIds))
    .orderBy(billPayments.id);
  const byCheck = new Map<number, typeof rows>();
  for (const r of rows) byCheck.set(r.checkId!, [...(byCheck.get(r.checkId!) ?? []), r]);
  const pairs = [...byCheck.entries()].map(([checkId, [x, y]]): Pair => ({ checkId, bills: [x.billId, y.billId], payments: [x.id, y.id] }));
  expect(pairs).toHaveLength(n);
  return pairs;
}

/** Runs every pair's two voids at once (one on each node), a few rounds at a time; returns the answers. */
async function race(pairs: Pair[], voids: (p: Pair) => [(n: typeof nodeA) => Promise<Res>, (n: typeof nodeA) => Promise<Res>]) {
  const answers: Array<[Res, Res]> = [];
  for (let i = 0; i < pairs.length; i += 10) {
    answers.push(
      ...(await Promise.all(
        pairs.slice(i, i + 10).map((p) => {
          const [first, other] = voids(p);
          return Promise.all([first(nodeA), other(nodeB)]);
        }),
      )),
    );
  }
  return answers;
}

const failures = (answers: Array<[Res, Res]>) =>
  answers
    .flat()
    .filter((r) => r.status !== 200 && r.status !== 409)
    .map((r) => `${r.status} ${JSON.stringify(r.body)}`);
const statusOf = async (table: typeof bills | typeof billPayments | typeof checks, ids: number[]) =>
  (await t.db.select({ id: table.id, status: table.status }).from(table).where(inArray(table.id, ids))).map((r) => r.status);
/** The set of statuses the rows hold: one value when every row ended the same way. */
const statusesOf = async (table: typeof bills | typeof billPayments | typeof checks, ids: number[]) => new Set(await statusOf(table, ids));
const voidPayment = (id: number) => (n: typeof nodeA) => n.get(`/changeStatusOfBillPayment/${id}`);
const voidBill = (id: number) => (n: typeof nodeA) => n.get(`/changeStatusOfBillIntoVoid/${id}`);
const voidCheck = (id: number) => (n: typeof nodeA) => n.get(`/voidCheck/${id}`);

describe(`${ROUNDS} rounds of each void pair on one voucher check, on two nodes at once`, () => {
  it('payment + payment: both voided, no error', async () => {
    const pairs = await checksOfTwo(ROUNDS);
    const answers = await race(pairs, (p) => [voidPayment(p.payments[0]), voidPayment(p.payments[1])]);
    expect(failures(answers)).toEqual([]);
    expect(answers.flat().every((r) => r.status === 200)).toBe(true);
    const payments = pairs.flatMap((p) => p.payments);
    expect(await statusesOf(billPayments, payments)).toEqual(new Set([1]));
    expect(
      await statusesOf(
        bills,
        pairs.flatMap((p) => p.bills),
      ),
    ).toEqual(new Set([0]));
    expect(
      await statusesOf(
        checks,
        pairs.map((p) => p.checkId),
      ),
    ).toEqual(new Set([2]));
    expect(await ledgerProblems(t.db)).toEqual([]);
  }, 120_000);

  it('bill + bill: both voided with their payments, no error', async () => {
    const pairs = await checksOfTwo(ROUNDS);
    const answers = await race(pairs, (p) => [voidBill(p.bills[0]), voidBill(p.bills[1])]);
    expect(failures(answers)).toEqual([]);
    expect(answers.flat().every((r) => r.status === 200)).toBe(true);
    expect(
      await statusesOf(
        bills,
        pairs.flatMap((p) => p.bills),
      ),
    ).toEqual(new Set([1]));
    expect(
      await statusesOf(
        billPayments,
        pairs.flatMap((p) => p.payments),
      ),
    ).toEqual(new Set([1]));
    expect(
      await statusesOf(
        checks,
        pairs.map((p) => p.checkId),
      ),
    ).toEqual(new Set([2]));
    expect(await ledgerProblems(t.db)).toEqual([]);
  }, 120_000);

  it('payment + its check: the payment voided, the check void done or told it already is, no error', async () => {
    const pairs = await checksOfTwo(ROUNDS);
    const answers = await race(pairs, (p) => [voidPayment(p.payments[0]), voidCheck(p.checkId)]);
    expect(failures(answers)).toEqual([]);
    expect(answers.every(([payment]) => payment.status === 200)).toBe(true);
    expect(
      await statusesOf(
        billPayments,
        pairs.map((p) => p.payments[0]),
      ),
    ).toEqual(new Set([1]));
    // The other payment is back to Paid, ready for a new check, whichever void came first.
    expect(
      await statusesOf(
        billPayments,
        pairs.map((p) => p.payments[1]),
      ),
    ).toEqual(new Set([2]));
    expect(
      await statusesOf(
        checks,
        pairs.map((p) => p.checkId),
      ),
    ).toEqual(new Set([2]));
    expect(await ledgerProblems(t.db)).toEqual([]);
  }, 120_000);

  it('bill + its check: the bill voided, the check void done or told it already is, no error', async () => {
    const pairs = await checksOfTwo(ROUNDS);
    const answers = await race(pairs, (p) => [voidBill(p.bills[0]), voidCheck(p.checkId)]);
    expect(failures(answers)).toEqual([]);
    expect(answers.every(([bill]) => bill.status === 200)).toBe(true);
    expect(
      await statusesOf(
        bills,
        pairs.map((p) => p.bills[0]),
      ),
    ).toEqual(new Set([1]));
    expect(
      await statusesOf(
        bills,
        pairs.map((p) => p.bills[1]),
      ),
    ).toEqual(new Set([2]));
    expect(
      await statusesOf(
        checks,
        pairs.map((p) => p.checkId),
      ),
    ).toEqual(new Set([2]));
    expect(await ledgerProblems(t.db)).toEqual([]);
  }, 120_000);
});
