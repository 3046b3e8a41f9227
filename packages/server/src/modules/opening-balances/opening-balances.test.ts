import { BILL_STATUS, formatDate, M, OPENING_SOURCE } from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { userWith } from '../../../test/world/server.js';
import { bills, journalEntries, journalLines } from '../../db/schema/index.js';
import { ledgerProblems } from '../../ledger/index.js';
import { daysAgo, newCompany } from './opening-balances.fixtures.js';

let t: TestContext;
let admin: ReturnType<typeof api>;

beforeAll(async () => {
  t = await createTestContext();
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
});
afterAll(() => t.close());

const entriesOf = (companyId: number) => t.db.$count(journalEntries, eq(journalEntries.companyId, companyId));
const billsOf = (companyId: number) => t.db.$count(bills, eq(bills.companyId, companyId));
const linesOf = (entryId: number) =>
  t.db
    .select({ account: journalLines.accountId, debit: journalLines.debitCents, credit: journalLines.creditCents, fund: journalLines.fundProgramId })
    .from(journalLines)
    .where(eq(journalLines.entryId, entryId))
    .orderBy(journalLines.id);

describe('POST /opening-balances', () => {
  it("a new company's first payment fails for want of funds; after its opening balances the opening bill is paid", async () => {
    const c = await newCompany(t);
    const state = (await c.treasurer.get('/opening-balances/0')).body.data;
    expect(state.opening).toBeNull();
    expect(state.banks.map((b: { account_number: string; balance: string }) => [b.account_number, b.balance])).toEqual([
      ['1000', '0.00'],
      ['1010', '0.00'],
      ['1050', '0.00'],
    ]);
    expect(state.net_assets.map((a: { account_number: string }) => a.account_number)).toEqual(['3000', '3100']);
    expect(state.payables.map((a: { id: number }) => a.id)).toEqual([c.payable]);
    // Before: a bill entered the ordinary way cannot be paid from a bank at 0.00.
    const ordinary = await c.bill('10.00');
    const refused = await c.treasurer.post('/createBillPayment', c.payBody([{ id: ordinary.id }]));
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(M.insufficientFunds);

    const res = await c.treasurer.post('/opening-balances', c.openingBody());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(M.openingPosted);
    const posted = res.body.data;
    expect(posted).toMatchObject({ company_id: c.companyId, as_of: c.asOf, amount: '500.00' });
    // One entry balanced within each fund: the fund's 200.00 is Dr bank / Cr net assets tagged with it, the
    // other 300.00 the same untagged.
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, posted.entry_id));
    expect(entry).toMatchObject({ sourceType: OPENING_SOURCE, sourceId: c.companyId, entryDate: c.asOf });
    expect(await linesOf(posted.entry_id)).toEqual([
      { account: c.bank, debit: 20000, credit: 0, fund: c.program.id },
      { account: c.byNumber['3000'], debit: 0, credit: 20000, fund: c.program.id },
      { account: c.bank, debit: 30000, credit: 0, fund: null },
      { account: c.byNumber['3000'], debit: 0, credit: 30000, fund: null },
    ]);
    expect(await c.balance()).toBe('500.00');
    // The unpaid bill: an open bill dated as_of, Dr net assets / Cr Accounts Payable (no expense account).
    expect(posted.bills).toHaveLength(1);
    const [bill] = await t.db.select().from(bills).where(eq(bills.id, posted.bills[0].id));
    expect(bill).toMatchObject({ status: BILL_STATUS.Created, billDate: c.asOf, accountId: c.byNumber['3000'], amountDueCents: 12000 });
    const [billEntry] = await t.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.sourceType, 'bill'), eq(journalEntries.sourceId, bill.id)));
    expect(await linesOf(billEntry.id)).toEqual([
      { account: c.byNumber['3000'], debit: 12000, credit: 0, fund: c.program.id },
      { account: c.payable, debit: 0, credit: 12000, fund: c.program.id },
    ]);
    // The screen now names the entry.
    expect((await c.treasurer.get('/opening-balances/0')).body.data.opening).toEqual({ entry_id: posted.entry_id, as_of: c.asOf, amount: '500.00' });
    // The opening bill is paid like any bill, from the opening balance.
    const paid = await c.treasurer.post('/createBillPayment', c.payBody([{ id: bill.id }]));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await c.balance()).toBe('380.00');
    expect(await ledgerProblems(t.db)).toEqual([]);
  });

  it('a second opening entry is refused (409 naming the first) until the first is reversed', async () => {
    const c = await newCompany(t);
    const first = await c.treasurer.post('/opening-balances', c.openingBody({ bills: [] }));
    expect(first.status).toBe(200);
    const entryId = first.body.data.entry_id as number;
    const before = { entries: await entriesOf(c.companyId), bills: await billsOf(c.companyId) };
    const again = await c.treasurer.post('/opening-balances', c.openingBody());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.openingAlready(formatDate(c.asOf), entryId));
    expect({ entries: await entriesOf(c.companyId), bills: await billsOf(c.companyId) }).toEqual(before);
    // Reversed under Journal Entries (as a manual entry is), the balances may be entered again.
    const reversed = await c.treasurer.post(`/journals/${entryId}/reverse`, {});
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect((await c.treasurer.get('/opening-balances/0')).body.data.opening).toBeNull();
    expect(await c.balance()).toBe('0.00');
    const third = await c.treasurer.post('/opening-balances', c.openingBody({ bills: [], banks: [{ account_id: c.bank, amount: '650.00' }] }));
    expect(third.status).toBe(200);
    expect(await c.balance()).toBe('650.00');
  });

  it('bad input answers 422 naming the field and posts nothing', async () => {
    const c = await newCompany(t);
    const other = await newCompany(t);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ banks: [{ account_id: c.bank, amount: '' }] }, 'banks', M.openingNeedsBank],
      [{ banks: [{ account_id: c.bank, amount: '-5.00' }] }, 'banks.0.amount', M.openingAmountInvalid],
      [{ banks: [{ account_id: c.bank, amount: '1.001' }] }, 'banks.0.amount', M.openingAmountInvalid],
      [{ banks: [{ account_id: other.bank, amount: '5.00' }], funds: [] }, 'banks.0.account_id', M.openingBankUnknown],
      [{ banks: [{ account_id: c.byNumber['5200'], amount: '5.00' }], funds: [] }, 'banks.0.account_id', M.openingBankUnknown],
      [{ net_assets_account_id: c.byNumber['5200'] }, 'net_assets_account_id', M.openingNetAssetsUnknown],
      [{ net_assets_account_id: other.byNumber['3000'] }, 'net_assets_account_id', M.openingNetAssetsUnknown],
      [{ funds: [{ fund_program_id: c.program.id, amount: '600.00' }] }, 'funds', M.openingFundsTooHigh],
      [{ as_of: daysAgo(-3) }, 'as_of', M.openingAsOfFuture],
      [{ as_of: '2025-02-30' }, 'as_of', 'Enter a valid date.'],
      [{ account_payable_id: null }, 'account_payable_id', M.openingPayableRequired],
    ];
    for (const [over, field, message] of cases) {
      const res = await c.treasurer.post('/opening-balances', c.openingBody(over));
      expect([res.status, res.body.errors?.[field]], JSON.stringify({ over, body: res.body })).toEqual([422, [message]]);
    }
    // A bill the bill form would refuse is refused the same way, on its row; the balances before it roll back.
    const badBill = { ...c.openingBody().bills[0], vendor_id: other.vendor.id };
    const res = await c.treasurer.post('/opening-balances', c.openingBody({ bills: [c.openingBody().bills[0], badBill] }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['bills.1.vendor_id']);
    expect({ entries: await entriesOf(c.companyId), bills: await billsOf(c.companyId) }).toEqual({ entries: 0, bills: 0 });
    expect((await c.treasurer.get('/opening-balances/0')).body.data.opening).toBeNull();
  });

  it("is authorised and scoped to the caller's company", async () => {
    const c = await newCompany(t);
    const other = await newCompany(t);
    const view = (await userWith(t, c.world, ['Journals_View'])).api;
    expect((await view.get('/opening-balances/0')).status).toBe(200);
    expect((await view.post('/opening-balances', c.openingBody())).status).toBe(403);
    expect((await c.treasurer.get(`/opening-balances/${other.companyId}`)).status).toBe(404);
    expect((await c.treasurer.post('/opening-balances', c.openingBody({ company_id: other.companyId }))).status).toBe(404);
    expect((await api(t.app).post('/opening-balances', c.openingBody())).status).toBe(401);
    // Super-Admin names the company.
    const unnamed = await admin.post('/opening-balances', c.openingBody());
    expect([unnamed.status, unnamed.body.errors?.company_id]).toEqual([422, [M.selectCompany]]);
    expect((await admin.get('/opening-balances/0')).status).toBe(422);
    expect((await admin.get(`/opening-balances/${c.companyId}`)).body.data.company_id).toBe(c.companyId);
    const named = await admin.post('/opening-balances', c.openingBody({ company_id: c.companyId }));
    expect(named.status, JSON.stringify(named.body)).toBe(200);
    expect(await entriesOf(other.companyId)).toBe(0);
  });

  it('a retry with the same Idempotency-Key replays the answer and posts once', async () => {
    const c = await newCompany(t);
    const headers = { 'idempotency-key': `opening-${c.companyId}` };
    const first = await c.treasurer.post('/opening-balances', c.openingBody(), headers);
    const retry = await c.treasurer.post('/opening-balances', c.openingBody(), headers);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replay']).toBe('true');
    expect(retry.body).toEqual(first.body);
    const openings = await t.db.$count(journalEntries, and(eq(journalEntries.sourceType, OPENING_SOURCE), eq(journalEntries.companyId, c.companyId)));
    expect([openings, await billsOf(c.companyId)]).toEqual([1, 1]);
  });
});
