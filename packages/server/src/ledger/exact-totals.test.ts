import { MAX_MONEY_CENTS, SEC } from '@app/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, loginAs } from '../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../test/harness.js';
import { accounts } from '../db/schema/index.js';
import { serviceCompanyWithChart } from '../../test/world/service-company.js';
import { accountTotals, post } from './index.js';
import { scopeFor } from '../../test/scopes.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const BIG = 999_999_999_999_999; // just under the money maximum, odd: sums past 2^53 round as floats

it('account totals and the trial balance stay exact past 2^53', async () => {
  const { company } = await serviceCompanyWithChart(t);
  const made = await t.db
    .insert(accounts)
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        companyId: company.id,
        accountNumber: `9${String(i).padStart(3, '0')}`,
        accountName: `Big ${i}`,
        accountTypeId: i < 20 ? 1 : 10,
        level: 1,
      })),
    )
    .returning({ id: accounts.id });
  for (let i = 0; i < 20; i++) {
    await post(t.db, {
      companyId: company.id,
      date: '2026-05-01',
      sourceType: 'manual',
      createdBy: null,
      lines: [
        { accountId: made[i].id, debitCents: BIG, creditCents: 0 },
        { accountId: made[20 + i].id, debitCents: 0, creditCents: BIG },
      ],
    });
  }
  const totals = await accountTotals(t.db, { scope: scopeFor(company.id) });
  expect(totals.get(made[0].id)).toEqual({ debitCents: BigInt(BIG), creditCents: 0n });

  const admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  const tb = await admin.get(`/reports/trial-balance?company_id=${company.id}&as_of=2026-05-31`);
  expect(tb.status).toBe(200);
  const exact = (BigInt(BIG) * 20n).toString();
  const wire = `${exact.slice(0, -2)}.${exact.slice(-2)}`;
  expect(tb.body.data.total_debit).toBe(wire);
  expect(tb.body.data.total_credit).toBe(wire);
  expect(tb.body.data.difference).toBe('0.00');
});

it("refuses a posting that would take one account's total past the money maximum, with a clear message", async () => {
  const { company, byNumber } = await serviceCompanyWithChart(t);
  const entry = (cents: number, credit: string) => ({
    companyId: company.id,
    date: '2026-05-02',
    sourceType: 'manual' as const,
    createdBy: null,
    lines: [
      { accountId: byNumber['1000'], debitCents: cents, creditCents: 0 },
      { accountId: byNumber[credit], debitCents: 0, creditCents: cents },
    ],
  });
  await post(t.db, entry(MAX_MONEY_CENTS, '3000'));
  const refused = post(t.db, entry(1, '4000'));
  await expect(refused).rejects.toMatchObject({ status: 422, message: SEC.accountTotalTooLarge('1000 Operating Checking') });
  const [{ n }] = await t.db.execute<{ n: string }>(sql`select count(*)::text as n from journal_entries where company_id = ${company.id}`).then((r) => r.rows);
  expect(n).toBe('1');
});
