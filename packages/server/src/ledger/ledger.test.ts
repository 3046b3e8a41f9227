import { LEDGER_TEXT } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from './invariants.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { serviceCompany } from '../../test/world/service-company.js';
import { accounts, functionalExpenses, fundPrograms, journalEntries, journalLines } from '../db/schema/index.js';
import { everyCompany, scopeFor } from '../../test/scopes.js';
import {
  accountBalance,
  accountStatement,
  accountTotals,
  functionalExpenseTotals,
  fundProgramTotals,
  lockAccounts,
  post,
  reverse,
  reverseSource,
} from './index.js';

let t: TestContext;
let companyId: number;
let otherCompanyId: number;
let userId: number;
const acc: Record<string, number> = {};
let otherChecking: number;

async function accountId(company: number, number: string) {
  const [a] = await t.db.select().from(accounts).where(and(eq(accounts.companyId, company), eq(accounts.accountNumber, number)));
  return a.id;
}

beforeAll(async () => {
  t = await createTestContext();
  const [c, o] = [await serviceCompany(t), await serviceCompany(t)];
  companyId = c.id;
  otherCompanyId = o.id;
  userId = c.treasurerId;
  for (const [k, n] of Object.entries({ checking: '1000', petty: '1050', payable: '2000', netAssets: '3000', tithes: '4000', utilities: '5110' })) {
    acc[k] = await accountId(companyId, n);
  }
  otherChecking = await accountId(otherCompanyId, '1000');
});
afterAll(async () => {
  // Whatever the tests did, the books must still be sound.
  expect(await ledgerProblems(t.db)).toEqual([]);
  await t.close();
});

const dr = (accountId: number, cents: number, extra = {}) => ({ accountId, debitCents: cents, creditCents: 0, ...extra });
const cr = (accountId: number, cents: number, extra = {}) => ({ accountId, debitCents: 0, creditCents: cents, ...extra });
const base = () => ({ companyId, date: '2026-01-05', sourceType: 'manual' as const, createdBy: userId, memo: 'test' });

describe('post', () => {
  it('writes one entry and its lines, and the balances follow', async () => {
    const before = await accountBalance(t.db, everyCompany(), acc.checking);
    const { entryId } = await post(t.db, { ...base(), lines: [dr(acc.checking, 150_000), cr(acc.netAssets, 150_000)] });
    const lines = await t.db.select().from(journalLines).where(eq(journalLines.entryId, entryId));
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.companyId === companyId)).toBe(true);
    const after = await accountBalance(t.db, everyCompany(), acc.checking);
    expect(after.balanceCents - before.balanceCents).toBe(150_000n);
    // Net assets are credit-normal: a credit raises the balance.
    expect((await accountBalance(t.db, everyCompany(), acc.netAssets)).balanceCents).toBeGreaterThanOrEqual(150_000n);
  });

  it.each([
    ['no lines', [], LEDGER_TEXT.noLines],
    ['one line', [() => dr(acc.checking, 100)], LEDGER_TEXT.noLines],
    ['unbalanced', [() => dr(acc.checking, 100), () => cr(acc.tithes, 99)], LEDGER_TEXT.unbalanced],
    ['a zero line', [() => dr(acc.checking, 100), () => cr(acc.tithes, 100), () => dr(acc.petty, 0)], LEDGER_TEXT.zeroLine],
    ['a negative amount', [() => dr(acc.checking, -100), () => cr(acc.tithes, -100)], LEDGER_TEXT.negative],
    ['a two-sided line', [() => ({ accountId: acc.checking, debitCents: 100, creditCents: 100 }), () => cr(acc.tithes, 100)], LEDGER_TEXT.oneSide],
    ['fractional cents', [() => dr(acc.checking, 100.5), () => cr(acc.tithes, 100.5)], LEDGER_TEXT.zeroLine],
    ['only debits', [() => dr(acc.checking, 100), () => dr(acc.petty, 100)], LEDGER_TEXT.noLines],
  ])('refuses %s and writes nothing', async (_name, lines, message) => {
    const count = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(journalEntries))[0].n;
    const n = await count();
    await expect(post(t.db, { ...base(), lines: lines.map((f) => f()) })).rejects.toMatchObject({ status: 422, message });
    expect(await count()).toBe(n);
  });

  it('refuses an invalid date', async () => {
    await expect(post(t.db, { ...base(), date: '2026-02-30', lines: [dr(acc.checking, 1), cr(acc.tithes, 1)] })).rejects.toMatchObject({
      status: 422,
      message: LEDGER_TEXT.invalidDate,
    });
  });

  it("refuses another company's account, and an unknown one", async () => {
    await expect(post(t.db, { ...base(), lines: [dr(otherChecking, 100), cr(acc.tithes, 100)] })).rejects.toMatchObject({
      status: 422,
      message: LEDGER_TEXT.accountUnknown,
      errors: { 'lines.0.account_id': [LEDGER_TEXT.accountUnknown] },
    });
    await expect(post(t.db, { ...base(), lines: [dr(acc.checking, 100), cr(999_999, 100)] })).rejects.toMatchObject({ status: 422 });
  });

  it('refuses an InActive account for new postings', async () => {
    const [inactive] = await t.db
      .insert(accounts)
      .values({ companyId, accountNumber: '1999', accountName: 'Old Checking', accountTypeId: 13, status: 'InActive' })
      .returning();
    await expect(post(t.db, { ...base(), lines: [dr(inactive.id, 100), cr(acc.tithes, 100)] })).rejects.toMatchObject({
      status: 422,
      message: LEDGER_TEXT.accountInactive('Old Checking'),
    });
  });

  it("refuses another company's fund program, functional expense or vendor, and accepts global ones", async () => {
    const [own] = await t.db.insert(fundPrograms).values({ companyId, name: 'Youth' }).returning();
    const [foreign] = await t.db.insert(fundPrograms).values({ companyId: otherCompanyId, name: 'Choir' }).returning();
    const [globalFe] = await t.db.select().from(functionalExpenses).where(eq(functionalExpenses.companyId, 0)).limit(1);
    await expect(
      post(t.db, { ...base(), lines: [dr(acc.utilities, 100, { fundProgramId: foreign.id }), cr(acc.payable, 100)] }),
    ).rejects.toMatchObject({ status: 422, errors: { 'lines.0.fund_program_id': [LEDGER_TEXT.tagUnknown('fund program')] } });
    await expect(post(t.db, { ...base(), lines: [dr(acc.utilities, 100, { vendorId: 999_999 }), cr(acc.payable, 100)] })).rejects.toMatchObject({
      status: 422,
      errors: { 'lines.0.vendor_id': [LEDGER_TEXT.tagUnknown('vendor')] },
    });
    await expect(
      post(t.db, { ...base(), lines: [dr(acc.utilities, 100, { functionalExpenseId: 999_999 }), cr(acc.payable, 100)] }),
    ).rejects.toMatchObject({ status: 422 });
    const { entryId } = await post(t.db, {
      ...base(),
      lines: [dr(acc.utilities, 2_500, { fundProgramId: own.id, functionalExpenseId: globalFe.id }), cr(acc.payable, 2_500, { fundProgramId: own.id })],
    });
    expect(entryId).toBeGreaterThan(0);
    expect((await fundProgramTotals(t.db, { scope: scopeFor(companyId) })).get(own.id)).toEqual({ debitCents: 2_500n, creditCents: 2_500n });
    expect((await functionalExpenseTotals(t.db, { scope: scopeFor(companyId) })).get(globalFe.id)?.debitCents).toBeGreaterThanOrEqual(2_500n);
    expect((await fundProgramTotals(t.db, { scope: scopeFor(otherCompanyId) })).size).toBe(0);
  });

  it('a refusal inside a caller transaction leaves the caller able to go on', async () => {
    const id = await t.db.transaction(async (tx) => {
      await expect(post(tx, { ...base(), lines: [dr(acc.checking, 1), cr(otherChecking, 1)] })).rejects.toMatchObject({ status: 422 });
      return (await post(tx, { ...base(), lines: [dr(acc.checking, 1), cr(acc.tithes, 1)] })).entryId;
    });
    expect(id).toBeGreaterThan(0);
  });
});

describe('reverse', () => {
  it('posts the mirror entry, keeps the original and brings the balances back', async () => {
    const before = await accountTotals(t.db, { scope: scopeFor(companyId) });
    const { entryId } = await post(t.db, { ...base(), lines: [dr(acc.petty, 7_777, { memo: 'cash box' }), cr(acc.checking, 7_777)] });
    const { entryId: revId } = await reverse(t.db, entryId, { date: '2026-01-06', createdBy: userId });
    const [rev] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, revId));
    expect(rev.reversesEntryId).toBe(entryId);
    expect(rev.entryDate).toBe('2026-01-06');
    expect(rev.memo).toBe(`Reversal of entry #${entryId}: test`);
    const revLines = await t.db.select().from(journalLines).where(eq(journalLines.entryId, revId)).orderBy(journalLines.id);
    expect(revLines.map((l) => [l.accountId, l.debitCents, l.creditCents, l.memo])).toEqual([
      [acc.petty, 0, 7_777, 'cash box'],
      [acc.checking, 7_777, 0, ''],
    ]);
    expect((await t.db.select().from(journalEntries).where(eq(journalEntries.id, entryId))).length).toBe(1);
    const after = await accountTotals(t.db, { scope: scopeFor(companyId) });
    for (const id of [acc.petty, acc.checking]) {
      const b = before.get(id) ?? { debitCents: 0n, creditCents: 0n };
      const a = after.get(id) ?? { debitCents: 0n, creditCents: 0n };
      expect(a.debitCents - a.creditCents).toBe(b.debitCents - b.creditCents);
    }
  });

  it('refuses a second reversal, the reversal of a reversal, a date before the entry and an unknown entry', async () => {
    const { entryId } = await post(t.db, { ...base(), lines: [dr(acc.checking, 10), cr(acc.tithes, 10)] });
    const { entryId: revId } = await reverse(t.db, entryId, { date: '2026-01-05', createdBy: userId });
    await expect(reverse(t.db, entryId, { date: '2026-01-07', createdBy: userId })).rejects.toMatchObject({ status: 409, message: LEDGER_TEXT.alreadyReversed });
    await expect(reverse(t.db, revId, { date: '2026-01-07', createdBy: userId })).rejects.toMatchObject({ status: 409, message: LEDGER_TEXT.reversalOfReversal });
    const { entryId: other } = await post(t.db, { ...base(), lines: [dr(acc.checking, 10), cr(acc.tithes, 10)] });
    await expect(reverse(t.db, other, { date: '2026-01-04', createdBy: userId })).rejects.toMatchObject({ status: 422, message: LEDGER_TEXT.reversalBeforeEntry });
    await expect(reverse(t.db, 999_999, { date: '2026-01-07', createdBy: userId })).rejects.toMatchObject({ status: 404 });
    await expect(reverse(t.db, other, { date: '2026-01-07', createdBy: userId, companyId: otherCompanyId })).rejects.toMatchObject({ status: 404 });
  });

  it('reverses an entry whose account has since become InActive', async () => {
    const [a] = await t.db.insert(accounts).values({ companyId, accountNumber: '5995', accountName: 'Retired', accountTypeId: 11 }).returning();
    const { entryId } = await post(t.db, { ...base(), lines: [dr(a.id, 500), cr(acc.checking, 500)] });
    await t.db.update(accounts).set({ status: 'InActive' }).where(eq(accounts.id, a.id));
    await expect(reverse(t.db, entryId, { date: '2026-02-01', createdBy: userId })).resolves.toMatchObject({ entryId: expect.any(Number) });
    expect((await accountBalance(t.db, everyCompany(), a.id)).balanceCents).toBe(0n);
  });

  it('reverseSource undoes everything a record posted that is still open, once', async () => {
    const src = { companyId, sourceType: 'bill' as const, sourceId: 42 };
    const first = await post(t.db, { ...base(), ...src, lines: [dr(acc.utilities, 1_000), cr(acc.payable, 1_000)] });
    await reverse(t.db, first.entryId, { date: '2026-01-06', createdBy: userId }); // an edit: old posting undone
    await post(t.db, { ...base(), ...src, lines: [dr(acc.utilities, 1_200), cr(acc.payable, 1_200)] });
    const ids = await reverseSource(t.db, src, { date: '2026-01-08', createdBy: userId });
    expect(ids).toHaveLength(1);
    expect(await reverseSource(t.db, src, { date: '2026-01-09', createdBy: userId })).toEqual([]);
    const lines = await t.db
      .select({ d: journalLines.debitCents, c: journalLines.creditCents })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(and(eq(journalEntries.sourceType, 'bill'), eq(journalEntries.sourceId, 42), eq(journalLines.accountId, acc.utilities)));
    expect(lines.reduce((s, l) => s + l.d - l.c, 0)).toBe(0);
  });
});

describe('balances as of a date and the account statement', () => {
  it('counts only entries up to the date and runs the balance over the whole history', async () => {
    const c = await serviceCompany(t);
    const checking = await accountId(c.id, '1000');
    const tithes = await accountId(c.id, '4000');
    const bills = await accountId(c.id, '5110');
    const p = (date: string, lines: ReturnType<typeof dr>[]) => post(t.db, { companyId: c.id, date, sourceType: 'manual', createdBy: null, lines });
    await p('2026-03-01', [dr(checking, 10_000), cr(tithes, 10_000)]);
    await p('2026-03-10', [dr(bills, 2_500), cr(checking, 2_500)]);
    await p('2026-03-20', [dr(checking, 500), cr(tithes, 500)]);
    expect((await accountBalance(t.db, everyCompany(), checking, '2026-03-09')).balanceCents).toBe(10_000n);
    expect((await accountBalance(t.db, everyCompany(), checking, '2026-03-10')).balanceCents).toBe(7_500n);
    expect((await accountBalance(t.db, everyCompany(), checking)).balanceCents).toBe(8_000n);
    expect((await accountBalance(t.db, everyCompany(), tithes)).balanceCents).toBe(10_500n);
    expect((await accountTotals(t.db, { scope: scopeFor(c.id), asOf: '2026-02-28' })).size).toBe(0);

    const all = await accountStatement(t.db, { scope: everyCompany(), accountId: checking, accountTypeId: 13, limit: 10, offset: 0 });
    expect(all.total).toBe(3);
    expect(all.lines.map((l) => l.balanceCents)).toEqual([10_000, 7_500, 8_000]);
    const page2 = await accountStatement(t.db, { scope: everyCompany(), accountId: checking, accountTypeId: 13, limit: 2, offset: 2 });
    expect(page2.lines.map((l) => l.balanceCents)).toEqual([8_000]);
    const ranged = await accountStatement(t.db, { scope: everyCompany(), accountId: checking, accountTypeId: 13, from: '2026-03-05', to: '2026-03-15', limit: 10, offset: 0 });
    expect(ranged.openingCents).toBe(10_000);
    expect(ranged.total).toBe(1);
    expect(ranged.lines[0]).toMatchObject({ debitCents: 0, creditCents: 2_500, balanceCents: 7_500 });
    const income = await accountStatement(t.db, { scope: everyCompany(), accountId: tithes, accountTypeId: 10, limit: 10, offset: 0 });
    expect(income.lines.map((l) => l.balanceCents)).toEqual([10_000, 10_500]);
  });

  it('lockAccounts takes row locks inside a transaction', async () => {
    await t.db.transaction(async (tx) => {
      await lockAccounts(tx, everyCompany(), [acc.checking, acc.petty]);
      await lockAccounts(tx, everyCompany(), []);
    });
  });
});

describe('the database itself', () => {
  const expectDbError = async (p: Promise<unknown>, text: RegExp) => {
    const err = await p.then(
      () => null,
      (e) => e,
    );
    expect(err).not.toBeNull();
    const messages = [err.message, err.cause?.message].join(' ');
    expect(messages).toMatch(text);
  };

  it('refuses an unbalanced entry at commit', async () => {
    await expectDbError(
      t.db.transaction(async (tx) => {
        const [e] = await tx.insert(journalEntries).values({ companyId, entryDate: '2026-01-01', sourceType: 'manual' }).returning();
        await tx.insert(journalLines).values([
          { entryId: e.id, companyId, entryDate: '2026-01-01', accountId: acc.checking, debitCents: 100 },
          { entryId: e.id, companyId, entryDate: '2026-01-01', accountId: acc.tithes, creditCents: 90 },
        ]);
      }),
      /not balanced/,
    );
  });

  it('refuses at commit an entry that balances in total but not within each fund (issue 24), a reversal excepted', async () => {
    const [fund] = await t.db.insert(fundPrograms).values({ companyId, name: 'Trigger fund' }).returning();
    await expectDbError(
      t.db.transaction(async (tx) => {
        const [e] = await tx.insert(journalEntries).values({ companyId, entryDate: '2026-01-01', sourceType: 'manual' }).returning();
        await tx.insert(journalLines).values([
          { entryId: e.id, companyId, entryDate: '2026-01-01', accountId: acc.checking, debitCents: 100, fundProgramId: fund.id },
          { entryId: e.id, companyId, entryDate: '2026-01-01', accountId: acc.tithes, creditCents: 100 },
        ]);
      }),
      /does not balance within each fund/,
    );
  });

  it('refuses a two-sided or negative line', async () => {
    await expectDbError(
      t.db.transaction(async (tx) => {
        const [e] = await tx.insert(journalEntries).values({ companyId, entryDate: '2026-01-01', sourceType: 'manual' }).returning();
        await tx.insert(journalLines).values([
          { entryId: e.id, companyId, entryDate: '2026-01-01', accountId: acc.checking, debitCents: 100, creditCents: 100 },
          { entryId: e.id, companyId, entryDate: '2026-01-01', accountId: acc.tithes, debitCents: -50, creditCents: 50 },
        ]);
      }),
      /journal_lines_one_side|check constraint/,
    );
  });

  it('refuses UPDATE, DELETE and TRUNCATE of posted rows', async () => {
    const { entryId } = await post(t.db, { ...base(), lines: [dr(acc.checking, 300), cr(acc.tithes, 300)] });
    // The trigger refuses it; run as the application role, the missing grant refuses it first.
    const changed = /cannot be changed or deleted|permission denied/;
    await expectDbError(t.db.update(journalLines).set({ debitCents: 999 }).where(eq(journalLines.entryId, entryId)), changed);
    await expectDbError(t.db.delete(journalLines).where(eq(journalLines.entryId, entryId)), changed);
    await expectDbError(t.db.update(journalEntries).set({ memo: 'edited' }).where(eq(journalEntries.id, entryId)), changed);
    await expectDbError(t.db.delete(journalEntries).where(eq(journalEntries.id, entryId)), changed);
    // Since 0026 the reconciliations' cleared lines reference journal_lines: a plain TRUNCATE is refused for that first.
    await expectDbError(t.db.execute(sql`TRUNCATE journal_lines`), /cannot be changed or deleted|permission denied|referenced in a foreign key constraint/);
    await expectDbError(t.db.execute(sql`TRUNCATE journal_entries CASCADE`), changed);
    const lines = await t.db.select().from(journalLines).where(eq(journalLines.entryId, entryId));
    expect(lines.map((l) => l.debitCents + l.creditCents)).toEqual([300, 300]);
  });
});
