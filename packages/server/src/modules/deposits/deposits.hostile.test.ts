import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HOSTILE_JSON } from '../../../test/fuzz/cases.js';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { day, testWorld, type WorldCompany } from '../../../test/world/server.js';
import { deposits, journalEntries, journalLines } from '../../db/schema/index.js';

/**
 * The route fuzz (test/fuzz) sends sample ids that name nothing, so its deposits are refused before the one
 * statement that writes them (deposits.create.ts). Here every field of a deposit that would be recorded, and
 * every field of its first line, takes each hostile value in turn: a 500 is a bug, a refusal is the
 * { status, message } envelope and writes nothing, and whatever is recorded posts one balanced entry.
 */
let t: TestContext;
let a: WorldCompany;
let valid: Record<string, unknown>;

beforeAll(async () => {
  t = await createTestContext();
  a = await testWorld(t).company({ name: 'Hostile Input Chapel' });
  const books = await a.books();
  const building = await a.fundProgram('Building Fund');
  valid = {
    bank_account_id: books.bank,
    deposit_date: day(),
    memo: 'Sunday offering',
    counted_by: ['Ruth Usher', 'Amos Deacon'],
    lines: [
      {
        account_id: books.byNumber['4000'],
        fund_program_id: books.fundProgramId,
        amount: '100.00',
        method: 'check',
        check_number: '1001',
        payer: 'Mary Jones',
        memo: 'Tithe',
      },
      { account_id: books.byNumber['4100'], fund_program_id: building, amount: '25.00', method: 'cash', payer: null, memo: 'Plate' },
    ],
  };
});
afterAll(() => t.close());

const deposited = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(deposits))[0].n;

it('no deposit field or line field answers 500 to a hostile value; a refusal writes nothing, a recorded deposit balances', async () => {
  expect((await a.api.post('/deposits', valid)).status).toBe(200);
  const line = (valid.lines as Array<Record<string, unknown>>)[0];
  const bodies: Array<[string, unknown]> = [];
  for (const field of Object.keys(valid)) for (const v of HOSTILE_JSON) bodies.push([`${field}=${JSON.stringify(v)?.slice(0, 24)}`, { ...valid, [field]: v }]);
  for (const field of Object.keys(line))
    for (const v of HOSTILE_JSON)
      bodies.push([
        `lines[0].${field}=${JSON.stringify(v)?.slice(0, 24)}`,
        { ...valid, lines: [{ ...line, [field]: v }, ...(valid.lines as unknown[]).slice(1)] },
      ]);
  const failures: string[] = [];
  let recorded = 0;
  for (const [what, body] of bodies) {
    const before = await deposited();
    const res = await a.api.post('/deposits', body);
    const after = await deposited();
    if (res.status >= 500) failures.push(`${what} -> ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`);
    else if (res.status >= 400) {
      if (res.body?.status !== res.status || typeof res.body?.message !== 'string') failures.push(`${what} -> ${res.status} without the envelope`);
      if (after !== before) failures.push(`${what} -> ${res.status} but a deposit was written`);
    } else {
      recorded++;
      if (after !== before + 1) failures.push(`${what} -> ${res.status} but ${after - before} deposits were written`);
    }
  }
  expect(failures).toEqual([]);
  expect(bodies.length).toBeGreaterThan(300);
  // Values that are fine for a deposit (a memo of 'line\nbreak', a payer of '<script>' as text) were recorded.
  expect(recorded).toBeGreaterThan(0);
  // Every recorded deposit posted one entry whose debits equal its credits.
  const unbalanced = await t.db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(and(eq(journalEntries.sourceType, 'deposit'), eq(journalEntries.companyId, a.id)))
    .groupBy(journalEntries.id)
    .having(sql`sum(${journalLines.debitCents}) <> sum(${journalLines.creditCents})`);
  expect(unbalanced).toEqual([]);
  const entries = await t.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(journalEntries)
    .where(and(eq(journalEntries.sourceType, 'deposit'), eq(journalEntries.companyId, a.id)));
  expect(entries[0].n).toBe(recorded + 1);
}, 300_000);
