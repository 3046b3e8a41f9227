import { M, TRANSFER_TEXT } from '@app/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { day, testWorld, type WorldCompany, type WorldUser } from '../../../test/world/server.js';
import { journalEntries, journalLines, transfers } from '../../db/schema/index.js';

let t: TestContext;
let a: WorldCompany;
let b: WorldCompany;
let books: Awaited<ReturnType<WorldCompany['books']>>;
let savings: number;
let bookkeeper: WorldUser;
let auditor: WorldUser;

const balance = async (id: number) => (await a.api.get(`/getBalanceByBankAcc/${id}`)).body.finalAmount as string;
const count = async () => t.db.$count(transfers);
const body = (over: Record<string, unknown> = {}) => ({
  from_bank_account_id: savings,
  to_bank_account_id: books.bank,
  transfer_date: day(),
  amount: '300.00',
  fund_program_id: books.fundProgramId,
  memo: 'Savings to checking',
  ...over,
});

/** Debits and credits per fund of a transfer's entries. */
const fundSums = (id: number) =>
  t.db
    .select({
      fund: journalLines.fundProgramId,
      debit: sql<number>`sum(${journalLines.debitCents})`.mapWith(Number),
      credit: sql<number>`sum(${journalLines.creditCents})`.mapWith(Number),
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(eq(journalEntries.sourceType, 'transfer'), eq(journalEntries.sourceId, id)))
    .groupBy(journalLines.fundProgramId);

beforeAll(async () => {
  t = await createTestContext();
  a = await testWorld(t).company({ name: 'Transfer Chapel' });
  b = await testWorld(t).company({ name: 'Other Chapel' });
  books = await a.books();
  savings = books.byNumber['1010'];
  await a.fund('1000.00', savings);
  bookkeeper = await a.user('Bookkeeper');
  auditor = await a.user('Auditor');
});
afterAll(() => t.close());

describe('POST /transfers', () => {
  it('moves money from savings to checking in one fund: Dr checking / Cr savings', async () => {
    const [from, to] = [await balance(savings), await balance(books.bank)];
    const res = await bookkeeper.api.post('/transfers', body());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ amount: '300.00', status_name: 'Posted', from_bank_account_name: '1010 Savings', to_fund_program_id: null });
    expect(Number(from) - Number(await balance(savings))).toBeCloseTo(300, 2);
    expect(Number(await balance(books.bank)) - Number(to)).toBeCloseTo(300, 2);
    expect(await fundSums(res.body.data.id)).toEqual([{ fund: books.fundProgramId, debit: 30_000, credit: 30_000 }]);
  });

  it("refuses more than the account it leaves holds: 'Insufficient funds in your account!!', nothing written", async () => {
    const before = await count();
    const res = await a.api.post('/transfers', body({ amount: '100000.00' }));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(M.insufficientFunds);
    expect(res.body.errors.from_bank_account_id).toEqual([M.insufficientFunds]);
    expect(await count()).toBe(before);
  });

  it('refuses the same account twice, a non-bank or foreign account, a foreign fund; Auditor 403', async () => {
    const before = await count();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [body({ to_bank_account_id: savings }), 'to_bank_account_id', TRANSFER_TEXT.sameAccount],
      [body({ to_bank_account_id: books.expense }), 'to_bank_account_id', TRANSFER_TEXT.bankUnknown],
      [body({ from_bank_account_id: (await b.books()).bank }), 'from_bank_account_id', TRANSFER_TEXT.bankUnknown],
      [body({ fund_program_id: (await b.books()).fundProgramId }), 'fund_program_id', TRANSFER_TEXT.fundUnknown],
      [body({ to_fund_program_id: books.fundProgramId }), 'to_fund_program_id', TRANSFER_TEXT.sameFund],
      [body({ transfer_date: day(3) }), 'transfer_date', TRANSFER_TEXT.dateFuture],
    ];
    for (const [payload, field, message] of cases) {
      const res = await a.api.post('/transfers', payload);
      expect(res.status, field).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(res.body)).toEqual([message]);
    }
    expect((await auditor.api.post('/transfers', body())).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('between two funds: each fund balances through its interfund transfer line', async () => {
    const other = await a.fundProgram('Building Fund');
    const res = await a.api.post('/transfers', body({ amount: '50.00', to_fund_program_id: other }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.to_fund_program_name).toBe('Building Fund');
    const sums = await fundSums(res.body.data.id);
    for (const s of sums) expect(s.debit).toBe(s.credit);
    expect(sums.map((s) => s.fund).sort()).toEqual([books.fundProgramId, other].sort());
  });
});

describe('list, view, void', () => {
  it('lists and shows the company own transfers only; the void reverses once, a second is 409', async () => {
    const made = (await a.api.post('/transfers', body({ amount: '10.00' }))).body.data;
    const list = await auditor.api.get('/transfers');
    expect(list.body.data.per_page).toBe(10);
    expect(list.body.data.data[0].id).toBe(made.id);
    expect((await b.api.get('/transfers')).body.data.total).toBe(0);
    expect((await b.api.get(`/transfers/${made.id}`)).status).toBe(404);
    expect((await bookkeeper.api.get(`/transfers/${made.id}/void`)).status).toBe(403);
    const from = await balance(savings);
    const res = await a.api.get(`/transfers/${made.id}/void`);
    expect(res.body).toEqual({ status: 200, message: M.statusUpdated });
    expect(Number(await balance(savings)) - Number(from)).toBeCloseTo(10, 2);
    const view = await a.api.get(`/transfers/${made.id}`);
    expect(view.body.data.status_name).toBe('Void');
    expect(view.body.journalEntries).toHaveLength(2);
    expect((await a.api.get(`/transfers/${made.id}/void`)).status).toBe(409);
    expect((await a.api.get('/transfers?status=1')).body.data.data.map((x: { id: number }) => x.id)).toContain(made.id);
    expect(view.body.void_reason).toBeNull();
  });

  it('a void takes an optional ?reason= (issue 28.5): recorded with who voided, shown on the view; a refused void records none', async () => {
    const made = (await a.api.post('/transfers', body({ amount: '3.00' }))).body.data;
    expect((await a.api.get(`/transfers/${made.id}/void?reason=${'x'.repeat(501)}`)).status).toBe(422);
    expect((await a.api.get(`/transfers/${made.id}`)).body.data.status_name).not.toBe('Void');
    expect((await a.api.get(`/transfers/${made.id}/void?reason=${encodeURIComponent('Wrong account')}`)).status).toBe(200);
    expect((await a.api.get(`/transfers/${made.id}/void?reason=again`)).status).toBe(409);
    const view = await auditor.api.get(`/transfers/${made.id}`);
    expect(view.body.void_reason).toMatchObject({ reason: 'Wrong account' });
    expect(view.body.void_reason.voided_by).toBeTruthy();
  });
});
