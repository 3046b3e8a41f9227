import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { journalEntries, journalLines } from '../db/schema/index.js';
import { companyWithChart } from '../modules/accounts/accounts.fixtures.js';
import { ledgerProblems } from './invariants.js';
import { post, reverse } from './post.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
// This file breaks the books on purpose (around the ledger API) to prove the check finds it.
afterAll(() => t.close({ skipInvariants: true }));

it('finds entries written around the ledger that break the books', async () => {
  const a = await companyWithChart(t.db);
  const b = await companyWithChart(t.db);
  const ok = await post(t.db, {
    companyId: a.company.id,
    date: '2026-01-01',
    sourceType: 'manual',
    createdBy: null,
    lines: [
      { accountId: a.byNumber['1000'], debitCents: 100, creditCents: 0 },
      { accountId: a.byNumber['3000'], debitCents: 0, creditCents: 100 },
    ],
  });
  await reverse(t.db, ok.entryId, { date: '2026-01-02', createdBy: null });
  expect(await ledgerProblems(t.db)).toEqual([]);

  // Balanced, so the database accepts it, but it posts to company B's account under company A.
  const foreign = await t.db.transaction(async (tx) => {
    const [bad] = await tx.insert(journalEntries).values({ companyId: a.company.id, entryDate: '2026-01-03', sourceType: 'manual' }).returning();
    const [line] = await tx
      .insert(journalLines)
      .values([
        { entryId: bad.id, companyId: a.company.id, entryDate: '2026-01-03', accountId: b.byNumber['1000'], debitCents: 5 },
        { entryId: bad.id, companyId: a.company.id, entryDate: '2026-01-04', accountId: a.byNumber['3000'], creditCents: 5 },
      ])
      .returning();
    return line;
  });
  // Written around post(), so ledger_totals never heard of these lines either; the second is misdated.
  expect(await ledgerProblems(t.db)).toEqual([
    `line on another company\u2019s account: #${foreign.id}`,
    `line dated otherwise than its entry: #${foreign.id + 1}`,
    ...[b.byNumber['1000'], a.byNumber['3000']].sort((x, y) => x - y).map((id) => `ledger totals differ from the lines of account: #${id}`),
  ]);
});

it('the database refuses a journal entry without lines at commit', async () => {
  const a = await companyWithChart(t.db);
  const count = async () => (await t.db.select().from(journalEntries)).length;
  const before = await count();
  // The reason is the error's own message (PGlite) or its cause's (node-postgres).
  const refused = (p: Promise<unknown>) =>
    p.then(
      () => '',
      (e: { message?: string; cause?: { message?: string } }) => `${e.message} ${e.cause?.message}`,
    );
  expect(await refused(t.db.insert(journalEntries).values({ companyId: a.company.id, entryDate: '2026-01-03', sourceType: 'manual' }))).toMatch(/has no lines/);
  expect(
    await refused(
      t.db.transaction(async (tx) => {
        await tx.insert(journalEntries).values({ companyId: a.company.id, entryDate: '2026-01-03', sourceType: 'manual' });
      }),
    ),
  ).toMatch(/has no lines/);
  expect(await count()).toBe(before);
});
