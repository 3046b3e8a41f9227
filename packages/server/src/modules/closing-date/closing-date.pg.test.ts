import { CLOSING_TEXT } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { day, type WorldCompany } from '../../../test/world/server.js';
import { testWorld } from '../../../test/world/server.js';
import { ledgerProblems, post } from '../../ledger/index.js';

// On the PostgreSQL server: the closing date and a posting really overlap. Each test holds one side open in
// a transaction of its own, waits until the other side's request is blocked on the company row, then commits.
let t: TestContext;
let b: WorldCompany;

beforeAll(async () => {
  t = await createTestContext();
  b = await testWorld(t).company();
  await b.fund('1000.00', undefined, day(-40));
});
afterAll(() => t.close());

/** Waits until some other backend waits on a lock while running `like` (never a timing assertion). */
async function blockedOn(like: string) {
  for (let i = 0; i < 600; i++) {
    const res = await t.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike ${`%${like}%`} and pid <> pg_backend_pid()`,
    );
    if ((res.rows[0] as { n: number }).n > 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing blocked on ${like}`);
}

const entryBody = async (date: string) => {
  const books = await b.books();
  return {
    entry_date: date,
    memo: 'Posted during the close',
    lines: [
      { account_id: books.bank, debit: '1.00', credit: '' },
      { account_id: books.byNumber['3000'], debit: '', credit: '1.00' },
    ],
  };
};

describe('a closing date set while an entry posts', () => {
  it('an entry that starts while the date is being set waits for it, reads the new date and is refused', async () => {
    const target = day(-5);
    let pending: Promise<{ status: number; body: any }> | null = null;
    await t.db.transaction(async (tx) => {
      // The setter's lock (closing-date.service.ts), held while the entry is sent.
      await tx.execute(sql`select id from companies where id = ${b.id}::int for update`);
      pending = b.api.post('/journals', await entryBody(target));
      await blockedOn('ledger_post(');
      await tx.execute(sql`update companies set closing_date = ${target}::date where id = ${b.id}::int`);
    });
    const res = await pending!;
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CLOSING_TEXT.booksClosed(target));
    await t.db.execute(sql`update companies set closing_date = null where id = ${b.id}::int`);
  }, 60_000);

  it('a closing date set while an entry is being written waits for the entry to commit', async () => {
    const books = await b.books();
    let pending: Promise<{ status: number; body: any }> | null = null;
    await t.db.transaction(async (tx) => {
      await post(tx, {
        companyId: b.id,
        date: day(-3),
        sourceType: 'manual',
        createdBy: b.treasurer.id,
        memo: 'In flight',
        lines: [
          { accountId: books.bank, debitCents: 100, creditCents: 0 },
          { accountId: books.byNumber['3000'], debitCents: 0, creditCents: 100 },
        ],
      });
      pending = b.api.post('/closing-date', { company_id: b.id, closing_date: day(-3) });
      await blockedOn('for update');
    });
    const res = await pending!;
    expect(res.status).toBe(200);
    expect(res.body.data.history[0]).toMatchObject({ from_date: null, to_date: day(-3) });
    expect((await b.api.post('/journals', await entryBody(day(-3)))).status).toBe(409);
  }, 60_000);

  it('twenty entries and a close sent at once: each entry commits before the close or is refused, nothing deadlocks', async () => {
    const target = day(-1);
    const before = await t.db.execute(sql`select count(*)::int as n from journal_entries where company_id = ${b.id}::int and entry_date = ${target}::date`);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, async () => b.api.post('/journals', await entryBody(target))),
      b.api.post('/closing-date', { company_id: b.id, closing_date: target }),
      ...Array.from({ length: 10 }, async () => b.api.post('/journals', await entryBody(target))),
    ]);
    const statuses = results.map((r) => r.status);
    expect(statuses[10]).toBe(200);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const posted = statuses.filter((s, i) => i !== 10 && s === 200).length;
    const after = await t.db.execute(sql`select count(*)::int as n from journal_entries where company_id = ${b.id}::int and entry_date = ${target}::date`);
    expect((after.rows[0] as { n: number }).n - (before.rows[0] as { n: number }).n).toBe(posted);
    // Once the close has answered, nothing more gets in.
    expect((await b.api.post('/journals', await entryBody(target))).status).toBe(409);
    expect(await ledgerProblems(t.db)).toEqual([]);
  }, 120_000);
});
