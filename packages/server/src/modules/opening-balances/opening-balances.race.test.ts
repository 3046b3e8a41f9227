import { M, OPENING_SOURCE } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { bills, journalEntries } from '../../db/schema/index.js';
import { ledgerProblems } from '../../ledger/index.js';
import { newCompany } from './opening-balances.fixtures.js';

// Meaningful on the PostgreSQL server (TEST_DATABASE_URL): there the requests really run at once; the
// embedded database serializes them, and the same rule must hold there too.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('opening balances sent several times at once', () => {
  it('six submissions with different keys: one is posted, the others answer 409, the bank holds one opening', async () => {
    const c = await newCompany(t);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => c.treasurer.post('/opening-balances', c.openingBody(), { 'idempotency-key': `race-${c.companyId}-${i}` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const entryId = results.find((r) => r.status === 200)!.body.data.entry_id;
    expect(results.filter((r) => r.status === 409).every((r) => r.body.message.includes(`journal entry #${entryId}`))).toBe(true);
    expect(M.openingAlready('x', entryId)).toContain(`#${entryId}`);
    const openings = await t.db.$count(journalEntries, and(eq(journalEntries.sourceType, OPENING_SOURCE), eq(journalEntries.companyId, c.companyId)));
    expect(openings).toBe(1);
    expect(await t.db.$count(bills, eq(bills.companyId, c.companyId))).toBe(1);
    expect(await c.balance()).toBe('500.00');
    expect(await ledgerProblems(t.db)).toEqual([]);
  }, 120_000);

  // The opening locks its company, then names each bank in a line (a key share on the bank); a payment locks its bank,
  // then adds its entry (a key share on the company). With both locks FOR UPDATE each waited for the other and
  // PostgreSQL failed one (500); FOR NO KEY UPDATE (migration 0054, lockCompany) excludes neither key share.
  it('the opening posted while payments leave one of its banks: all of them are written, none deadlocks', async () => {
    const c = await newCompany(t);
    const savings = c.byNumber['1010'];
    await c.fund('1000.00', savings);
    const owed = [];
    for (let i = 0; i < 8; i++) owed.push(await c.bill('10.00'));
    const body = c.openingBody({
      banks: [
        { account_id: c.bank, amount: '500.00' },
        { account_id: savings, amount: '100.00' },
      ],
      funds: [],
      bills: [],
    });
    const results = await Promise.all([
      ...owed.slice(0, 4).map((b) => c.treasurer.post('/createBillPayment', c.payBody([b], { account_id: savings }))),
      c.treasurer.post('/opening-balances', body),
      ...owed.slice(4).map((b) => c.treasurer.post('/createBillPayment', c.payBody([b], { account_id: savings }))),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(9).fill(200));
    expect(await ledgerProblems(t.db)).toEqual([]);
  }, 120_000);
});
