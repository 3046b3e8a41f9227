import { FUND_TEXT } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCompany } from '../../test/world/service-company.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { accounts, fundPrograms, journalLines } from '../db/schema/index.js';
import { checkFundsBalance, checkPerpetualExpenses, checkTransferClasses, type FundFacts } from './funds.js';
import { fundImbalances } from './interfund.js';
import { ledgerProblems } from './invariants.js';
import type { PostLine } from './lines.js';
import { post, reverse } from './post.js';

const dr = (accountId: number, cents: number, fundProgramId: number | null = null): PostLine => ({ accountId, debitCents: cents, creditCents: 0, fundProgramId });
const cr = (accountId: number, cents: number, fundProgramId: number | null = null): PostLine => ({ accountId, debitCents: 0, creditCents: cents, fundProgramId });

describe('the fund checks (pure)', () => {
  const names: Record<number, string> = { 1: 'Building Fund', 2: 'Endowment', 3: 'Scholarships' };
  const classes: Record<number, 'without' | 'purpose' | 'perpetual'> = { 1: 'without', 2: 'perpetual', 3: 'purpose' };
  const facts: FundFacts = {
    fundName: (f) => (f === null ? FUND_TEXT.noFund : names[f]),
    restrictionOf: (f) => (f === null ? 'without' : classes[f]),
    accountTypeOf: (id) => (id >= 500 ? 11 : 13),
  };

  it('names each fund that is off, by how much and which way (the issue’s example)', () => {
    expect(() => checkFundsBalance([dr(500, 12000, 1), cr(10, 12000)], facts)).toThrow(
      'Each fund must balance: Building Fund is off by 120.00 (debits over credits), General (no fund) by 120.00 (credits over debits).',
    );
    expect(() => checkFundsBalance([dr(500, 123456789, 3), cr(10, 123456789, 3)], facts)).not.toThrow();
  });

  it('refuses an expense charged to a perpetual fund, not to the others', () => {
    expect(() => checkPerpetualExpenses([dr(500, 100, 2), cr(10, 100, 2)], facts)).toThrow(FUND_TEXT.perpetualExpense('Endowment'));
    expect(() => checkPerpetualExpenses([dr(10, 100, 2), cr(40, 100, 2)], facts)).not.toThrow();
    expect(() => checkPerpetualExpenses([dr(500, 100, 3), cr(10, 100, 3)], facts)).not.toThrow();
  });

  it('a transfer may not take restricted money into a fund without restrictions', () => {
    expect(() => checkTransferClasses([dr(10, 100, null), cr(10 + 1, 100, 3)], 'transfer', facts)).toThrow(FUND_TEXT.transferOutOfRestricted('Scholarships', FUND_TEXT.noFund));
    // restricted to restricted, and unrestricted to restricted, are transfers; a loan is not a transfer
    expect(() => checkTransferClasses([dr(10, 100, 2), cr(11, 100, 3)], 'transfer', facts)).not.toThrow();
    expect(() => checkTransferClasses([dr(10, 100, 3), cr(11, 100, 1)], 'transfer', facts)).not.toThrow();
    expect(() => checkTransferClasses([dr(10, 100, null), cr(11, 100, 3)], 'loan', facts)).not.toThrow();
  });
});

describe('post() and the fund rules', () => {
  let t: TestContext;
  let companyId: number;
  let userId: number;
  const acc: Record<string, number> = {};
  const fund: Record<string, number> = {};
  const base = () => ({ companyId, date: '2026-02-10', sourceType: 'manual' as const, createdBy: userId, memo: 'funds' });

  beforeAll(async () => {
    t = await createTestContext();
    ({ id: companyId, treasurerId: userId } = await serviceCompany(t));
    const chart = await t.db.select().from(accounts).where(eq(accounts.companyId, companyId));
    for (const [k, n] of Object.entries({ checking: '1000', savings: '1010', netAssets: '3000', restricted: '3100', gifts: '4100', repairs: '5120' }))
      acc[k] = chart.find((a) => a.accountNumber === n)!.id;
    for (const [k, restriction] of Object.entries({ building: 'purpose', endowment: 'perpetual', general: 'without' } as const))
      fund[k] = (await t.db.insert(fundPrograms).values({ companyId, name: `${k[0].toUpperCase()}${k.slice(1)} Fund`, restriction }).returning())[0].id;
  });
  afterAll(async () => {
    expect(await ledgerProblems(t.db)).toEqual([]);
    await t.close();
  });

  const roleAccount = async (role: 'due_from' | 'due_to' | 'transfers_in' | 'transfers_out') =>
    (await t.db.select().from(accounts).where(and(eq(accounts.companyId, companyId), eq(accounts.interfundRole, role))))[0];

  it('refuses an entry off within its funds, naming them from the fund programs', async () => {
    await expect(post(t.db, { ...base(), lines: [dr(acc.repairs, 12000, fund.building), cr(acc.checking, 12000)] })).rejects.toMatchObject({
      status: 422,
      message: 'Each fund must balance: Building Fund is off by 120.00 (debits over credits), General (no fund) by 120.00 (credits over debits).',
      errors: { lines: [expect.stringContaining('Each fund must balance')] },
    });
    expect(await roleAccount('due_to')).toBeUndefined();
  });

  it('a loan: each fund completed on Due to / Due from other funds, created when first needed; its reversal undoes it', async () => {
    await post(t.db, { ...base(), lines: [dr(acc.checking, 50000, fund.general), cr(acc.netAssets, 50000, fund.general)] });
    const { entryId, lines } = await post(t.db, {
      ...base(),
      interfund: 'loan',
      lines: [dr(acc.repairs, 12000, fund.building), cr(acc.checking, 12000, fund.general)],
    });
    const dueTo = await roleAccount('due_to');
    const dueFrom = await roleAccount('due_from');
    expect([dueTo.accountNumber, dueTo.accountName, dueFrom.accountNumber, dueFrom.accountName]).toEqual(['2300', 'Due to other funds', '1300', 'Due from other funds']);
    expect(lines.slice(2)).toMatchObject([
      { accountId: dueTo.id, creditCents: 12000, fundProgramId: fund.building, accountName: 'Due to other funds', fundProgramName: 'Building Fund' },
      { accountId: dueFrom.id, debitCents: 12000, fundProgramId: fund.general },
    ]);
    const stored = await t.db.select().from(journalLines).where(eq(journalLines.entryId, entryId));
    expect(stored).toHaveLength(4);
    expect(fundImbalances(stored)).toEqual([]);
    const undo = await reverse(t.db, entryId, { date: '2026-02-11', createdBy: userId });
    expect(fundImbalances(await t.db.select().from(journalLines).where(eq(journalLines.entryId, undo.entryId)))).toEqual([]);
    // The second loan finds the same accounts.
    await post(t.db, { ...base(), interfund: 'loan', lines: [dr(acc.repairs, 100, fund.building), cr(acc.checking, 100, fund.general)] });
    expect((await t.db.select().from(accounts).where(eq(accounts.companyId, companyId))).filter((a) => a.interfundRole === 'due_to')).toHaveLength(1);
  });

  it('a transfer: transfers in / out per fund; out of a restricted fund into another class refused', async () => {
    const { lines } = await post(t.db, {
      ...base(),
      interfund: 'transfer',
      lines: [dr(acc.savings, 3000, fund.building), cr(acc.checking, 3000, fund.general)],
    });
    const tin = await roleAccount('transfers_in');
    const tout = await roleAccount('transfers_out');
    expect([tin.accountNumber, tout.accountNumber, tin.accountTypeId]).toEqual(['3900', '3910', 9]);
    expect(lines.slice(2)).toMatchObject([
      { accountId: tin.id, creditCents: 3000, fundProgramId: fund.building },
      { accountId: tout.id, debitCents: 3000, fundProgramId: fund.general },
    ]);
    await expect(
      post(t.db, { ...base(), interfund: 'transfer', lines: [dr(acc.checking, 1000, fund.general), cr(acc.savings, 1000, fund.building)] }),
    ).rejects.toMatchObject({ status: 422, message: FUND_TEXT.transferOutOfRestricted('Building Fund', 'General Fund') });
    await expect(
      post(t.db, { ...base(), interfund: 'transfer', lines: [dr(acc.checking, 1000), cr(acc.savings, 1000, fund.building)] }),
    ).rejects.toMatchObject({ status: 422, message: FUND_TEXT.transferOutOfRestricted('Building Fund', FUND_TEXT.noFund) });
    // restricted to restricted is a transfer within the class
    await post(t.db, { ...base(), lines: [dr(acc.savings, 500, fund.endowment), cr(acc.restricted, 500, fund.endowment)] });
    await post(t.db, { ...base(), interfund: 'transfer', lines: [dr(acc.checking, 200, fund.building), cr(acc.savings, 200, fund.endowment)] });
  });

  it("never charges an expense to a perpetual fund, and a refusal inside a caller's transaction leaves it usable", async () => {
    const ok = await t.db.transaction(async (tx) => {
      await expect(post(tx, { ...base(), lines: [dr(acc.repairs, 100, fund.endowment), cr(acc.savings, 100, fund.endowment)] })).rejects.toMatchObject({
        status: 422,
        message: FUND_TEXT.perpetualExpense('Endowment Fund'),
        errors: { 'lines.0.fund_program_id': [FUND_TEXT.perpetualExpense('Endowment Fund')] },
      });
      return post(tx, { ...base(), lines: [dr(acc.savings, 100, fund.endowment), cr(acc.gifts, 100, fund.endowment)] });
    });
    expect(ok.entryId).toBeGreaterThan(0);
  });
});
