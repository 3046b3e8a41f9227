import { RECURRING_TEXT } from '@app/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld, type WorldCompany } from '../../../test/world/server.js';
import { bills, recurringBillRuns } from '../../db/schema/index.js';
import { makeTemplate, templateBody } from './recurring-bills.fixtures.js';
import { makeDueBills } from './tick.js';

// Issue 28 point 4 on the embedded database (one node): the templates' calls and the scheduler's tick.
let t: TestContext;
let grace: WorldCompany;
let other: WorldCompany;
const at = (day: string) => new Date(`${day}T12:00:00Z`);

beforeAll(async () => {
  t = await createTestContext();
  const world = testWorld(t);
  grace = await world.company({ name: 'Grace Chapel' });
  other = await world.company({ name: 'Bethel' });
}, 120_000);
afterAll(async () => t.close());

const billsOf = (templateId: number) =>
  t.db
    .select({ period: recurringBillRuns.period, ref: bills.reference, date: bills.billDate, due: bills.billDue, cents: bills.amountDueCents, status: bills.status })
    .from(recurringBillRuns)
    .innerJoin(bills, eq(bills.id, recurringBillRuns.billId))
    .where(eq(recurringBillRuns.templateId, templateId))
    .orderBy(recurringBillRuns.period);

describe('recurring bills', () => {
  it('makes one Created bill per month up to today, catching up after a gap, and never twice', async () => {
    const tpl = await makeTemplate(grace.api, await templateBody(grace, { first_date: '2026-01-20', day_of_month: 31, last_date: '2026-06-30' }));
    expect(tpl.next_run_on).toBe('2026-01-31');
    expect((await makeDueBills(t.db, at('2026-01-30'))).made).toBe(0);
    expect((await makeDueBills(t.db, at('2026-01-31'))).made).toBe(1);
    // The app was down from February to mid-April: the tick makes February and March, not April yet.
    expect((await makeDueBills(t.db, at('2026-04-15'))).made).toBe(2);
    expect((await makeDueBills(t.db, at('2026-04-15'))).made).toBe(0);
    const made = await billsOf(tpl.id);
    expect(made.map((b) => [b.period, b.ref, b.date, b.due, b.cents, b.status])).toEqual([
      ['2026-01', 'EL202601', '2026-01-31', '2026-02-10', 18025, 0],
      ['2026-02', 'EL202602', '2026-02-28', '2026-03-10', 18025, 0],
      ['2026-03', 'EL202603', '2026-03-31', '2026-04-10', 18025, 0],
    ]);
    // Past the last date the template ends by itself.
    expect((await makeDueBills(t.db, at('2026-12-01'))).made).toBe(3);
    const after = (await grace.api.get(`/recurring-bills/${tpl.id}`)).body.data;
    expect(after).toMatchObject({ status: 'ended', bills_made: 6, next_run_on: null });
    expect(after.bills.map((b: { period: string }) => b.period)).toEqual(['2026-06', '2026-05', '2026-04', '2026-03', '2026-02', '2026-01']);
  });

  it('dates a bill of a closed period on the first open day', async () => {
    const c = await testWorld(t).company({ name: 'Closed Books Church' });
    const tpl = await makeTemplate(c.api, await templateBody(c, { first_date: '2026-02-01', day_of_month: 10, due_days: 0 }));
    const admin = await testWorld(t).asAdmin();
    t.setNow(at('2026-03-20'));
    try {
      const closed = await admin.post('/closing-date', { company_id: c.id, closing_date: '2026-03-15' });
      expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    } finally {
      t.setNow(null);
    }
    expect((await makeDueBills(t.db, at('2026-04-10'))).made).toBe(3);
    const made = await billsOf(tpl.id);
    expect(made.map((b) => [b.period, b.date, b.due])).toEqual([
      ['2026-02', '2026-03-16', '2026-03-16'],
      ['2026-03', '2026-03-16', '2026-03-16'],
      ['2026-04', '2026-04-10', '2026-04-10'],
    ]);
  });

  it('pauses, resumes without the paused months, and ends', async () => {
    const tpl = await makeTemplate(grace.api, await templateBody(grace, { reference_pattern: 'WA{MON}{YY}', first_date: '2026-01-01', day_of_month: 5 }));
    expect((await makeDueBills(t.db, at('2026-01-05'))).made).toBeGreaterThanOrEqual(1);
    const paused = await grace.api.post(`/recurring-bills/${tpl.id}/pause`);
    expect(paused.status).toBe(200);
    expect(paused.body.message).toBe(RECURRING_TEXT.paused);
    expect(paused.body.data.status).toBe('paused');
    expect((await grace.api.post(`/recurring-bills/${tpl.id}/pause`)).status).toBe(409);
    await makeDueBills(t.db, at('2026-05-01'));
    expect((await billsOf(tpl.id)).map((b) => b.ref)).toEqual(['WAJAN26']);
    t.setNow(at('2026-05-02'));
    try {
      const resumed = await grace.api.post(`/recurring-bills/${tpl.id}/resume`);
      expect(resumed.body.data).toMatchObject({ status: 'active', next_run_on: '2026-05-05', next_reference: 'WAMAY26' });
    } finally {
      t.setNow(null);
    }
    await makeDueBills(t.db, at('2026-06-05'));
    expect((await billsOf(tpl.id)).map((b) => b.ref)).toEqual(['WAJAN26', 'WAMAY26', 'WAJUN26']);
    expect((await grace.api.post(`/recurring-bills/${tpl.id}/end`)).body.data.status).toBe('ended');
    expect((await grace.api.post(`/recurring-bills/${tpl.id}/resume`)).status).toBe(409);
    await makeDueBills(t.db, at('2026-09-05'));
    expect(await billsOf(tpl.id)).toHaveLength(3);
  });

  it('refuses a reference that does not fit a bill, a bad line, and another company (404)', async () => {
    const long = await grace.api.post('/recurring-bills', await templateBody(grace, { reference_pattern: 'Electric {YYYY}-{MM}' }));
    expect(long.status).toBe(422);
    expect(long.body.errors.reference_pattern).toEqual([RECURRING_TEXT.patternTooLong]);
    const theirs = await other.books();
    const body = await templateBody(grace);
    const bad = await grace.api.post('/recurring-bills', { ...body, lines: [...body.lines, { ...body.lines[0], account_id: theirs.expense }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(['lines.1.account_id']);
    const mine = await makeTemplate(grace.api, await templateBody(grace));
    expect((await other.api.get(`/recurring-bills/${mine.id}`)).status).toBe(404);
    expect((await other.api.post(`/recurring-bills/${mine.id}/pause`)).status).toBe(404);
    const list = (await other.api.get('/recurring-bills')).body.data;
    expect(list.data.some((r: { id: number }) => r.id === mine.id)).toBe(false);
    const listed = (await grace.api.get('/recurring-bills?status=active')).body.data;
    expect(listed.data.find((r: { id: number }) => r.id === mine.id)).toMatchObject({ amount: '180.25', vendor_name: expect.any(String), status_name: 'Active' });
  });
});
