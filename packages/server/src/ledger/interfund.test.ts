import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCompany } from '../../test/world/service-company.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { accounts } from '../db/schema/index.js';
import { completeInterfund, freeNumber, fundImbalances, interfundAccount } from './interfund.js';
import type { PostLine } from './lines.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const dr = (accountId: number, cents: number, fundProgramId: number | null = null): PostLine => ({ accountId, debitCents: cents, creditCents: 0, fundProgramId });
const cr = (accountId: number, cents: number, fundProgramId: number | null = null): PostLine => ({ accountId, debitCents: 0, creditCents: cents, fundProgramId });

describe('interfundAccount', () => {
  it('creates each role once, at its number or the next free one, and finds it afterwards', async () => {
    const c = await serviceCompany(t);
    await t.db.insert(accounts).values({ companyId: c.id, accountNumber: '2300', accountName: 'Mortgage', accountTypeId: 8 });
    const dueTo = await t.db.transaction((tx) => interfundAccount(tx, c.id, 'due_to'));
    expect(dueTo).toMatchObject({ number: '2301', name: 'Due to other funds' });
    const again = await t.db.transaction((tx) => interfundAccount(tx, c.id, 'due_to'));
    expect(again.id).toBe(dueTo.id);
    const roles = await Promise.all((['due_from', 'transfers_in', 'transfers_out'] as const).map((r) => t.db.transaction((tx) => interfundAccount(tx, c.id, r))));
    expect(roles.map((r) => r.number)).toEqual(['1300', '3900', '3910']);
    const [row] = await t.db.select().from(accounts).where(and(eq(accounts.companyId, c.id), eq(accounts.interfundRole, 'due_from')));
    expect(row).toMatchObject({ accountTypeId: 3, status: 'Active', accountName: 'Due from other funds' });
  });

  it('two first loans racing create the account once', async () => {
    const c = await serviceCompany(t);
    const both = await Promise.all([1, 2].map(() => t.db.transaction((tx) => interfundAccount(tx, c.id, 'transfers_in'))));
    expect(both[0].id).toBe(both[1].id);
  });
});

describe('completeInterfund (pure)', () => {
  const loan = { kind: 'loan' as const, dueFrom: 90, dueTo: 91 };
  const transfer = { kind: 'transfer' as const, transfersIn: 92, transfersOut: 93 };

  it('a loan: the receiving fund owes (due to), the lending fund is owed (due from)', () => {
    // The building fund (7) pays an expense with the general (untagged) bank money.
    const lines = [dr(50, 12000, 7), cr(10, 12000)];
    expect(fundImbalances(lines)).toEqual([
      { fund: 7, netCents: 12000 },
      { fund: null, netCents: -12000 },
    ]);
    const done = completeInterfund(lines, 'loan', loan);
    expect(done.slice(2)).toMatchObject([cr(91, 12000, 7), dr(90, 12000, null)]);
    expect(fundImbalances(done)).toEqual([]);
  });

  it('a transfer: transfers in for the fund that receives, out for the fund that gives; several funds', () => {
    const lines = [dr(10, 500, 1), dr(10, 300, 2), cr(10, 800, 3)];
    const done = completeInterfund(lines, 'transfer', transfer);
    expect(done.slice(3)).toMatchObject([cr(92, 500, 1), cr(92, 300, 2), dr(93, 800, 3)]);
    expect(fundImbalances(done)).toEqual([]);
  });

  it('adds nothing to an entry that already balances within each fund', () => {
    const lines = [dr(10, 100, 1), cr(20, 100, 1)];
    expect(completeInterfund(lines, 'loan', loan)).toEqual(lines);
  });

  it('freeNumber skips the numbers a chart uses', () => {
    expect(freeNumber(1300, new Set(['1300', '1301']))).toBe('1302');
    expect(freeNumber(3910, new Set())).toBe('3910');
  });
});
