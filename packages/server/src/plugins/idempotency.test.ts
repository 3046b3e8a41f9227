import { and, eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../test/api.js';
import { createTestContext, PASSWORD, type TestContext } from '../../test/harness.js';
import { bills, idempotencyKeys } from '../db/schema/index.js';
import { payingCompany } from '../modules/bill-payments/bill-payments.fixtures.js';
import { sweepIdempotencyKeys } from './idempotency.js';

// Issue 21 point 4: an Idempotency-Key's answer commits with the money it records.
let t: TestContext;
let c: Awaited<ReturnType<typeof payingCompany>>;
let email: string;

beforeAll(async () => {
  t = await createTestContext();
  c = await payingCompany(t);
  email = (await c.world.user('Treasurer', { password: PASSWORD })).email;
});
afterAll(() => t.close());

const HOUR = 3_600_000;
/** A bill form without a date (the server's today, on the test clock), due far ahead. */
const billBody = (refrence: string) => ({
  company_id: c.companyId,
  refrence,
  bill_due: '2099-12-31',
  vendor_id: c.vendor.id,
  amount_due: '12.34',
  account_payable_id: c.payable,
  account_id: c.expenseAccount,
  fund_program_id: c.program.id,
  funtional_expenses_id: c.expense.id,
});
const billsWith = (refrence: string) => t.db.$count(bills, and(eq(bills.companyId, c.companyId), eq(bills.reference, refrence)));
/** A fresh session (moving the clock a day ends the old ones). */
const treasurer = async () => api(t.app, await loginAs(t.app, email, PASSWORD));

/** DDL as the database's owner (the tests may run as the application role, which owns nothing). */
async function asOwner(statement: string) {
  const ownerUrl = (t.database as { ownerUrl?: string }).ownerUrl;
  if (!ownerUrl) return void (await t.db.execute(sql.raw(statement)));
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('a crash between the money and its answer', () => {
  it('a failure after the bill is written but before its answer is recorded leaves neither; the retry makes the bill once', async () => {
    // The crash: writing the answer of a key named crash-* fails, after the bill and its posting are written.
    await asOwner(`CREATE FUNCTION test_crash_at_answer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.key LIKE 'crash-%' AND NEW.response_status = 200 THEN RAISE EXCEPTION 'simulated crash'; END IF; RETURN NEW; END $$`);
    await asOwner('CREATE TRIGGER test_crash_at_answer BEFORE INSERT OR UPDATE ON idempotency_keys FOR EACH ROW EXECUTE FUNCTION test_crash_at_answer()');
    const user = await treasurer();
    const key = { 'idempotency-key': 'crash-1' };
    let crashed: Awaited<ReturnType<typeof user.post>>;
    try {
      crashed = await user.post('/createPayBills', billBody('CRASH1'), key);
    } finally {
      await asOwner('DROP TRIGGER test_crash_at_answer ON idempotency_keys');
      await asOwner('DROP FUNCTION test_crash_at_answer()');
    }
    expect(crashed.status).toBe(500);
    // Nothing of the crashed request stayed: no bill (so the user is not tempted to enter it twice) and no key.
    expect(await billsWith('CRASH1')).toBe(0);
    expect(await t.db.$count(idempotencyKeys, like(idempotencyKeys.key, 'crash-%'))).toBe(0);
    // The retry runs anew: one bill, and its answer is kept for the next retry.
    const retry = await user.post('/createPayBills', billBody('CRASH1'), key);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replay']).toBeUndefined();
    const again = await user.post('/createPayBills', billBody('CRASH1'), key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.body).toEqual(retry.body);
    expect(await billsWith('CRASH1')).toBe(1);
  });

  it('five submissions with one key at once: one bill, every caller gets its answer (none told to wait)', async () => {
    const user = await treasurer();
    const key = { 'idempotency-key': 'twins-1' };
    const results = await Promise.all(Array.from({ length: 5 }, () => user.post('/createPayBills', billBody('TWINS1'), key)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const r of results) expect(r.body).toEqual(results[0].body);
    expect(await billsWith('TWINS1')).toBe(1);
  });
});

describe('keys expire after 24 hours', () => {
  it('a retry within 24 h replays; after 24 h the key runs anew; the sweep deletes only expired keys', async () => {
    const start = new Date();
    t.setNow(start);
    try {
      const first = await (await treasurer()).post('/createPayBills', { ...billBody('EXPIRE1'), confirm_duplicate: true }, { 'idempotency-key': 'day-1' });
      expect(first.status).toBe(200);

      t.setNow(new Date(start.getTime() + 23 * HOUR));
      const user = await treasurer();
      const replayed = await user.post('/createPayBills', { ...billBody('EXPIRE1'), confirm_duplicate: true }, { 'idempotency-key': 'day-1' });
      expect(replayed.headers['idempotent-replay']).toBe('true');
      expect(replayed.body).toEqual(first.body);
      expect((await user.post('/createPayBills', billBody('EXPIRE-X'), { 'idempotency-key': 'day-1' })).status).toBe(422);
      expect(await billsWith('EXPIRE1')).toBe(1);
      const later = await user.post('/createPayBills', billBody('EXPIRE2'), { 'idempotency-key': 'day-2' });
      expect(later.status).toBe(200);

      t.setNow(new Date(start.getTime() + 25 * HOUR));
      const next = await treasurer();
      const anew = await next.post('/createPayBills', { ...billBody('EXPIRE1'), confirm_duplicate: true }, { 'idempotency-key': 'day-1' });
      expect(anew.status).toBe(200);
      expect(anew.headers['idempotent-replay']).toBeUndefined();
      expect(anew.body.data.id).not.toBe(first.body.data.id);
      expect(await billsWith('EXPIRE1')).toBe(2);

      // 49 h after the start: day-1 (renewed at 25 h) is 24 h old, day-2 (23 h) is 26 h old.
      const sweptAt = new Date(start.getTime() + 48 * HOUR + 1);
      const keys = () => t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(like(idempotencyKeys.key, 'day-%'));
      expect(await sweepIdempotencyKeys(t.db, sweptAt)).toBeGreaterThanOrEqual(1);
      expect((await keys()).map((k) => k.key)).toEqual(['day-1']);
      expect(await sweepIdempotencyKeys(t.db, new Date(start.getTime() + 49 * HOUR + 1))).toBeGreaterThanOrEqual(1);
      expect(await keys()).toEqual([]);
    } finally {
      t.setNow(null);
    }
  });
});
