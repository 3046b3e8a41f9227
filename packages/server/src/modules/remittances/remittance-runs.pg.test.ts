import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, secondNode, type TestContext } from '../../../test/harness.js';
import { day, testWorld, type WorldCompany } from '../../../test/world/server.js';
import { journalEntries, remittances } from '../../db/schema/index.js';

// Issue 27 point 3: each month is posted once. Runs of the same month arriving at once, on two app nodes
// sharing the database, queue on the parent's row lock; the later ones find the rows and post nothing, and
// the unique key (child, month, rule) backs it. The accounts made on first need are made once too, and so is
// each church's vendor record of the district.
let t: TestContext;
let second: Awaited<ReturnType<typeof secondNode>>;
let district: WorldCompany;
const churches: WorldCompany[] = [];
const month = day().slice(0, 7);

beforeAll(async () => {
  t = await createTestContext();
  second = await secondNode(t);
  const world = testWorld(t);
  district = await world.company({ name: 'Race District', level: 4 });
  for (const name of ['First Church', 'Second Church', 'Third Church']) churches.push(await world.company({ name, parentCompanyId: district.id }));
  for (const c of churches) {
    const books = await c.books();
    const res = await c.api.post('/deposits', {
      bank_account_id: books.bank,
      deposit_date: day(),
      counted_by: ['Ruth Usher', 'Amos Deacon'],
      lines: [
        { account_id: books.byNumber['4010'], fund_program_id: books.fundProgramId, amount: '333.33', method: 'cash', payer: null },
        { account_id: books.byNumber['2200'], fund_program_id: books.fundProgramId, amount: '40.00', method: 'cash', payer: null },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  for (const rule of [
    { name: 'Assessment', basis: 'unrestricted_revenue', percent: '12.5' },
    { name: 'Pension plan', basis: 'fixed', amount: '25.00' },
  ]) {
    expect((await district.api.post('/remittance-rules', { parent_company_id: district.id, ...rule })).status).toBe(200);
  }
});
afterAll(async () => {
  await second.close();
  await t.close();
});

it('12 parallel runs of one month on two nodes post each child, rule and month once', async () => {
  const run = (i: number) =>
    (i % 2 ? second.app : t.app).inject({
      method: 'POST',
      url: '/api/v1/remittances/run',
      headers: { authorization: `Bearer ${district.treasurer.token}` },
      payload: { parent_company_id: district.id, month },
    });
  // Each church's own treasurer adds a vendor meanwhile: the run's vendor record of the district takes the same
  // company row lock for its Vendor#.
  const [answers] = await Promise.all([Promise.all(Array.from({ length: 12 }, (_, i) => run(i))), ...churches.map((c) => c.vendor())]);
  expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
  const posted = answers.map((a) => a.json().data.posted as number);
  // 3 children x (2 rules + the trust money) = 9 remittances, all in one run.
  expect(posted.filter((n) => n > 0)).toEqual([9]);
  const rows = await t.db.select().from(remittances).where(eq(remittances.parentCompanyId, district.id));
  expect(rows).toHaveLength(9);
  // 12.5 % of 333.33 = 41.66625 -> 41.67 per church; 25.00 fixed; 40.00 passed on.
  expect(rows.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([2500, 2500, 2500, 4000, 4000, 4000, 4167, 4167, 4167]);
  const [{ n }] = await t.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(journalEntries)
    .where(eq(journalEntries.sourceType, 'remittance'));
  expect(n).toBe(18);
  // One due-to account per church, one due-from per church in the district, one revenue account.
  const accounts = await t.db.execute(sql`select role, count(*)::int as n from remittance_accounts group by role order by role`);
  expect(accounts.rows).toEqual([
    { role: 'due_from', n: 3 },
    { role: 'due_to', n: 3 },
    { role: 'revenue', n: 1 },
  ]);
  // One vendor record of the district per church, made by the run for paying it (issue 27 point 3).
  const made = await t.db.execute(
    sql`select company_id, count(*)::int as n, count(distinct vendor_number)::int as numbers from vendors where remittance_company_id = ${district.id} group by 1 order by 1`,
  );
  expect(made.rows).toEqual(churches.map((c) => ({ company_id: c.id, n: 1, numbers: 1 })));
  const status = await t.app.inject({
    method: 'GET',
    url: `/api/v1/remittances?parent_company_id=${district.id}&month=${month}`,
    headers: { authorization: `Bearer ${district.treasurer.token}` },
  });
  expect(status.json().data.rows.map((r: { owed: string; current: boolean }) => [r.owed, r.current])).toEqual([
    ['106.67', false],
    ['106.67', false],
    ['106.67', false],
  ]);
});
