import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bills, journalEntries, journalLines } from '../../db/schema/index.js';
import { a, admin, billBody, setUpBillsWorld, t, tearDownBillsWorld, treasurer } from './bills.world.js';

beforeAll(setUpBillsWorld);
afterAll(tearDownBillsWorld);

describe('races (run against PostgreSQL with TEST_DATABASE_URL)', () => {
  it('parallel creates get consecutive, unique bill numbers', async () => {
    const before = await t.db.select({ n: bills.billNumber }).from(bills).where(eq(bills.companyId, a.company.id));
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => treasurer.post('/createPayBills', billBody({ refrence: `RACE-${i}` }))));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
    const numbers = results.map((r) => r.body.data.bill_number).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => before.length + 1 + i));
  });

  it('two parallel voids: exactly one succeeds, one reversal is posted', async () => {
    const created = (await treasurer.post('/createPayBills', billBody({ amount_due: '12.00' }))).body.data;
    const results = await Promise.all([treasurer.get(`/changeStatusOfBillIntoVoid/${created.id}`), admin.get(`/changeStatusOfBillIntoVoid/${created.id}`)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const entries = await t.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.sourceType, 'bill'), eq(journalEntries.sourceId, created.id)));
    expect(entries).toHaveLength(2);
  });

  it('a parallel edit and void: the bill ends consistent with its postings', async () => {
    const created = (await treasurer.post('/createPayBills', billBody({ amount_due: '30.00' }))).body.data;
    const [edit, voided] = await Promise.all([
      treasurer.post(`/updateBill/${created.id}`, billBody({ amount_due: '31.00' })),
      treasurer.get(`/changeStatusOfBillIntoVoid/${created.id}`),
    ]);
    expect(voided.status).toBe(200);
    expect([200, 409]).toContain(edit.status);
    const lines = await t.db
      .select({ net: sql<number>`coalesce(sum(${journalLines.debitCents} - ${journalLines.creditCents}), 0)`.mapWith(Number) })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(and(eq(journalEntries.sourceType, 'bill'), eq(journalEntries.sourceId, created.id), eq(journalLines.accountId, a.byNumber['2000'])));
    expect(lines[0].net).toBe(0);
  });
});
