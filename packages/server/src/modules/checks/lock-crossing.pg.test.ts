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

it('standard checks on a bank and entries moving money into it from another bank, all at once: every one is written, none deadlocks', async () => {
  const into = {
    entry_date: day(),
    memo: 'From savings',
    lines: [
      { account_id: c.bank, debit: '5.00', credit: '' },
      { account_id: c.byNumber['1010'], debit: '', credit: '5.00' },
    ],
  };
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
