import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld, type WorldCompany } from '../../../test/world/server.js';
import { billLines, recurringBillRuns, recurringBills } from '../../db/schema/index.js';
import { migrationsFolder } from '../../paths.js';
import { makeTemplate, templateBody } from './recurring-bills.fixtures.js';
import { makeDueBills } from './tick.js';

// Migration 0042 on a template written the old way: its jsonb lines with a bill line's wire keys.
let t: TestContext;
let c: WorldCompany;

beforeAll(async () => {
  t = await createTestContext();
  c = await testWorld(t).company({ name: 'Old Lines Church' });
}, 120_000);
afterAll(async () => t.close());

/** Migration 0042's statements, run again on the migrated test database. */
async function migrate0042() {
  const text = fs.readFileSync(path.join(migrationsFolder, '0042_recurring_lines_domain_keys.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
}

const storedLines = async (id: number) => (await t.db.select({ lines: recurringBills.lines }).from(recurringBills).where(eq(recurringBills.id, id)))[0].lines;

it('rewrites old wire-key lines into domain keys in their order; the template answers and bills as before', async () => {
  const books = await c.books();
  const line = { account_id: books.expense, fund_program_id: books.fundProgramId, funtional_expenses_id: books.functionalExpenseId };
  const body = await templateBody(c, {
    first_date: '2026-01-01',
    day_of_month: 10,
    lines: [
      { ...line, memo: 'Sanctuary', amount: '180.25' },
      { ...line, memo: 'Hall', amount: '19.75' },
    ],
  });
  const tpl = await makeTemplate(c.api, body);
  const untouched = await makeTemplate(c.api, await templateBody(c, { reference_pattern: 'GA{YYYY}{MM}' }));
  const before = (await c.api.get(`/recurring-bills/${tpl.id}`)).body.data;
  const newKeys = await storedLines(untouched.id);

  // As the code before 0042 stored them.
  const old = [
    { ...line, memo: 'Sanctuary', amount_cents: 18025 },
    { ...line, memo: 'Hall', amount_cents: 1975 },
  ];
  await t.db.execute(sql`update recurring_bills set lines = ${JSON.stringify(old)}::jsonb where id = ${tpl.id}::int`);
  await migrate0042();

  const domain = { accountId: books.expense, fundProgramId: books.fundProgramId, functionalExpenseId: books.functionalExpenseId };
  expect(await storedLines(tpl.id)).toEqual([
    { ...domain, memo: 'Sanctuary', amountCents: 18025 },
    { ...domain, memo: 'Hall', amountCents: 1975 },
  ]);
  expect(await storedLines(untouched.id)).toEqual(newKeys);
  expect((await c.api.get(`/recurring-bills/${tpl.id}`)).body.data).toEqual(before);

  // Run again: nothing changes.
  await migrate0042();
  expect(await storedLines(tpl.id)).toEqual([
    { ...domain, memo: 'Sanctuary', amountCents: 18025 },
    { ...domain, memo: 'Hall', amountCents: 1975 },
  ]);

  // The scheduler makes the split bill from the rewritten lines.
  expect((await makeDueBills(t.db, new Date('2026-01-10T12:00:00Z'))).made).toBe(1);
  const [run] = await t.db.select({ billId: recurringBillRuns.billId }).from(recurringBillRuns).where(eq(recurringBillRuns.templateId, tpl.id));
  const made = await t.db
    .select({ memo: billLines.memo, cents: billLines.amountCents, account: billLines.accountId })
    .from(billLines)
    .where(eq(billLines.billId, run.billId))
    .orderBy(asc(billLines.lineNo));
  expect(made).toEqual([
    { memo: 'Sanctuary', cents: 18025, account: books.expense },
    { memo: 'Hall', cents: 1975, account: books.expense },
  ]);
});
