import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld } from '../../../test/world/server.js';
import { bankStatementLines, checkPrintSetups } from '../../db/schema/index.js';
import { importFile } from './import.fixtures.js';

// On the PostgreSQL server: imports of one bank account really run at once.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const lineCount = async (bankAccountId: number) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.bankAccountId, bankAccountId))
  )[0].n;

describe('parallel imports', () => {
  it('the same file sent four times at once: each line once, the others counted as duplicates', async () => {
    const b = await testWorld(t).company();
    const bank = (await b.books()).bank;
    const answers = await Promise.all([0, 1, 2, 3].map(() => importFile(t, b.treasurer.token, bank, 'november.qfx')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const imported = answers.map((r) => r.body.data.lines_imported as number);
    const skipped = answers.map((r) => r.body.data.duplicates_skipped as number);
    expect(imported.reduce((s, n) => s + n, 0)).toBe(5);
    expect(skipped.reduce((s, n) => s + n, 0)).toBe(15);
    expect(await lineCount(bank)).toBe(5);
  }, 60_000);

  it("two accounts' files at once into an account with no number recorded: one records its number, the other is refused", async () => {
    const b = await testWorld(t).company();
    const bank = (await b.books()).bank;
    const [x, y] = await Promise.all([importFile(t, b.treasurer.token, bank, 'november.qfx'), importFile(t, b.treasurer.token, bank, 'other-account.qfx')]);
    expect([x.status, y.status].sort()).toEqual([200, 422]);
    const winner = x.status === 200 ? '000123456789' : '000987654321';
    const [setup] = await t.db.select().from(checkPrintSetups).where(eq(checkPrintSetups.bankAccountId, bank));
    expect(setup.accountNumber).toBe(winner);
    expect(await lineCount(bank)).toBe(5);
  }, 60_000);
});
