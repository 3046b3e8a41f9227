import { addDays } from '@app/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { scopeFor } from '../../../test/scopes.js';
import { testWorld, type WorldCompany } from '../../../test/world/server.js';
import { ledgerProblems } from '../../ledger/invariants.js';
import { agingOf } from './aging.compute.js';
import { agingHistory, type Step, stepArb } from './aging-history.world.js';
import { openBillsKept, payableBalanceKept } from './open-bills.kept.js';
import { openBills, payableBalance } from './payables.read.js';

/*
 * Today's aging answers from the bills' kept state (open-bills.kept.ts); a past day from the A/P lines up to it
 * (payables.read.ts openBills). The two must agree on any history: both are read on the same books for today,
 * the user's tomorrow (a bill or payment dated a day ahead of UTC) and a later day, and the route's default
 * answer must be the aging of the ledger's figures, to the wire.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  t.setNow(null);
  expect(await ledgerProblems(t.db)).toEqual([]);
  await t.close();
});

async function sameAnswers(co: WorldCompany, today: string, label: string) {
  const scope = scopeFor(co.id);
  for (const asOf of [today, addDays(today, 1), addDays(today, 45)]) {
    const [kept, ledger, keptPayable, ledgerPayable] = await Promise.all([
      openBillsKept(t.db, scope, asOf),
      openBills(t.db, scope, asOf),
      payableBalanceKept(t.db, scope, asOf),
      payableBalance(t.db, scope, asOf),
    ]);
    expect(kept, `${label}: open bills as of ${asOf}`).toEqual(ledger);
    expect(keptPayable, `${label}: payable balance as of ${asOf}`).toBe(ledgerPayable);
  }
  const [ledger, payable] = await Promise.all([openBills(t.db, scope, today), payableBalance(t.db, scope, today)]);
  const res = await co.api.get('/reports/ap-aging');
  expect(res.status).toBe(200);
  expect(res.body.data, `${label}: the route's default`).toEqual(agingOf(ledger, today, { companyId: co.id, companyName: co.legalName }, payable));
  return ledger;
}

describe("today's A/P aging from the bills' kept state", () => {
  it('a worked history of every kind answers as the ledger lines do', async () => {
    const co = await testWorld(t).company();
    const h = await agingHistory(t, co, '2026-03-02');
    const run = async (steps: Step[]) => {
      for (const s of steps) await h.apply(s);
    };
    await run([
      { kind: 'bill', vendor: 0, cents: 100_00, dueIn: 10, tomorrow: false, split: false }, // B0
      { kind: 'bill', vendor: 1, cents: 250_00, dueIn: 5, tomorrow: true, split: false }, // B1, dated on the user's tomorrow
      { kind: 'bill', vendor: 2, cents: 300_01, dueIn: 0, tomorrow: false, split: true }, // B2, two lines
      { kind: 'pay', picks: [0], discountPct: 20, tomorrow: true }, // P0 pays B0 tomorrow, 10.00 discount
      { kind: 'standard', cents: 40_00 },
      { kind: 'manual', cents: 12_34 }, // on A/P: the payable balance, not the aging
    ]);
    const [b0, b1] = h.bills;
    let ledger = await sameAnswers(co, h.today(), 'first day');
    // B0 is Paid, yet owed today: its payment is dated tomorrow. B1 is owed from tomorrow.
    expect(ledger.find((b) => b.billId === b0.id)?.openCents).toBe(100_00);
    expect(ledger.some((b) => b.billId === b1.id)).toBe(false);
    expect(ledger.map((b) => b.openCents).sort((x, y) => x - y)).toEqual([100_00, 300_01]);

    await run([
      { kind: 'days', n: 20 },
      { kind: 'pay', picks: [2], discountPct: 50, tomorrow: false }, // P1 pays B2 with a 75.00 discount
      { kind: 'check', picks: [1] }, // a voucher check of P1
      { kind: 'voidCheck', pick: 1 }, // P1 back to Paid
      { kind: 'voidPayment', pick: 1 }, // B2 Created again
      { kind: 'edit', pick: 1, cents: 275_00 }, // B1: reversed and posted again
      { kind: 'edit', pick: 0, cents: 1_00 }, // B0 is Paid: refused
      { kind: 'bill', vendor: 0, cents: 60_00, dueIn: 3, tomorrow: true, split: false }, // B3, tomorrow
      { kind: 'voidBill', pick: 3 }, // its void is dated tomorrow too
      { kind: 'voidBill', pick: 0 }, // B0 is Paid: refused
    ]);
    ledger = await sameAnswers(co, h.today(), 'after voids and edits');
    expect(ledger.map((b) => [b.billId, b.openCents])).toEqual(
      expect.arrayContaining([
        [h.bills[1].id, 275_00],
        [h.bills[2].id, 300_01],
      ]),
    );
    expect(ledger).toHaveLength(2);
    await run([
      { kind: 'voidBill', pick: 1 },
      { kind: 'days', n: 45 },
    ]);
    await sameAnswers(co, h.today(), 'later');
    expect([...h.seen].sort()).toEqual(['bill', 'check', 'days', 'edit', 'manual', 'pay', 'standard', 'voidBill', 'voidCheck', 'voidPayment']);
  }, 240_000);

  it('random histories: the kept state answers as the ledger lines do, today, tomorrow and later', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 8, maxLength: 30 }), async (steps) => {
        const co = await testWorld(t).company({ signIn: true });
        const h = await agingHistory(t, co, '2026-05-04');
        const half = Math.floor(steps.length / 2);
        for (const s of steps.slice(0, half)) await h.apply(s);
        await sameAnswers(co, h.today(), 'half way');
        for (const s of steps.slice(half)) await h.apply(s);
        await sameAnswers(co, h.today(), 'at the end');
      }),
      { numRuns: 6 },
    );
  }, 600_000);
});
