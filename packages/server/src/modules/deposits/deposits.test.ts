import { CLOSING_TEXT, DEPOSIT_TEXT, M } from '@app/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv } from '../../../test/download.js';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { readPdf } from '../../../test/pdf-text.js';
import { day, testWorld, type WorldCompany, type WorldUser } from '../../../test/world/server.js';
import { accounts, deposits, fundPrograms, journalEntries, journalLines } from '../../db/schema/index.js';

let t: TestContext;
let a: WorldCompany;
let b: WorldCompany;
let general: number;
let building: number;
let bFund: number;
let books: Awaited<ReturnType<WorldCompany['books']>>;
let auditor: WorldUser;
let bookkeeper: WorldUser;

const count = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(deposits))[0].n;
const entryCount = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(journalEntries))[0].n;
const balance = async (accountId: number) => (await a.api.get(`/getBalanceByBankAcc/${accountId}`)).body.finalAmount as string;

/** A Sunday offering: cash and two checks into the general fund, a building fund check. */
const offering = (over: Record<string, unknown> = {}) => ({
  bank_account_id: books.bank,
  deposit_date: day(),
  memo: 'Sunday offering',
  counted_by: ['Ruth Usher', 'Amos Deacon'],
  lines: [
    { account_id: books.byNumber['4010'], fund_program_id: general, amount: '250.00', method: 'cash', payer: null, memo: 'Plate' },
    { account_id: books.byNumber['4000'], fund_program_id: general, amount: '100.00', method: 'check', check_number: '1001', payer: 'Mary Jones' },
    { account_id: books.byNumber['4000'], fund_program_id: general, amount: '40.50', method: 'check', check_number: '332', payer: 'Tom Brown' },
    { account_id: books.byNumber['4100'], fund_program_id: building, amount: '500.00', method: 'check', check_number: '77', payer: 'Ann Lee' },
    { account_id: books.byNumber['4010'], fund_program_id: general, amount: '20.00', method: 'electronic', payer: 'Online giver' },
  ],
  ...over,
});

/** Every entry of a deposit balances within each fund (DESIGN.md section 10). */
async function fundSums(depositId: number) {
  return t.db
    .select({
      entryId: journalLines.entryId,
      fund: journalLines.fundProgramId,
      debit: sql<number>`sum(${journalLines.debitCents})`.mapWith(Number),
      credit: sql<number>`sum(${journalLines.creditCents})`.mapWith(Number),
    })
    .from(journalLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(and(eq(journalEntries.sourceType, 'deposit'), eq(journalEntries.sourceId, depositId)))
    .groupBy(journalLines.entryId, journalLines.fundProgramId);
}

beforeAll(async () => {
  t = await createTestContext();
  const world = testWorld(t);
  a = await world.company({ name: 'Deposit Chapel' });
  b = await world.company({ name: 'Other Chapel' });
  books = await a.books();
  general = books.fundProgramId;
  building = await a.fundProgram('Building Fund');
  bFund = (await b.books()).fundProgramId;
  auditor = await a.user('Auditor');
  bookkeeper = await a.user('Bookkeeper');
});
afterAll(() => t.close());

describe('POST /deposits', () => {
  it('records the count sheet with cash and checks apart and posts one entry balanced in every fund', async () => {
    const before = await balance(books.bank);
    const res = await a.api.post('/deposits', offering());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(DEPOSIT_TEXT.created);
    expect(res.body.data).toMatchObject({
      company_id: a.id,
      bank_account_id: books.bank,
      counted_by: ['Ruth Usher', 'Amos Deacon'],
      cash_total: '250.00',
      check_total: '640.50',
      electronic_total: '20.00',
      total: '910.50',
      line_count: 5,
      status_name: 'Posted',
    });
    expect(Number(await balance(books.bank)) - Number(before)).toBeCloseTo(910.5, 2);
    const sums = await fundSums(res.body.data.id);
    expect(new Set(sums.map((s) => s.entryId)).size).toBe(1);
    expect(sums.map((s) => [s.fund, s.debit, s.credit]).sort()).toEqual(
      [
        [general, 41_050, 41_050],
        [building, 50_000, 50_000],
      ].sort(),
    );
    // The bank is debited once per fund; each line's account is credited in its fund with its payer named.
    const lines = await t.db.select().from(journalLines).where(eq(journalLines.entryId, sums[0].entryId));
    expect(
      lines
        .filter((l) => l.accountId === books.bank)
        .map((l) => l.debitCents)
        .sort(),
    ).toEqual([41_050, 50_000]);
    expect(lines.find((l) => l.creditCents === 10_000)?.memo).toContain('Mary Jones');
  });

  it('requires two different counters, both named; nothing is written otherwise', async () => {
    const [deps, entries] = [await count(), await entryCount()];
    for (const counted_by of [['Ruth Usher'], ['Ruth Usher', ''], ['Ruth Usher', 'ruth usher '], undefined, ['A', 'B', 'C']]) {
      const res = await a.api.post('/deposits', offering({ counted_by }));
      expect(res.status, JSON.stringify(counted_by)).toBe(422);
      expect(JSON.stringify(res.body.errors)).toMatch(/counted/i);
    }
    const same = await a.api.post('/deposits', offering({ counted_by: ['Ruth Usher', 'RUTH USHER'] }));
    expect(same.body.errors.counted_by).toEqual([DEPOSIT_TEXT.countersDistinct]);
    expect([await count(), await entryCount()]).toEqual([deps, entries]);
  });

  it('refuses a bad line: an expense or bank account, another company account or fund, a check without its number, a future date', async () => {
    const before = await count();
    const line = (over: Record<string, unknown>) =>
      offering({ lines: [{ account_id: books.byNumber['4010'], fund_program_id: general, amount: '5.00', method: 'cash', ...over }] });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [line({ account_id: books.expense }), 'lines.0.account_id', DEPOSIT_TEXT.accountType],
      [line({ account_id: books.byNumber['1010'] }), 'lines.0.account_id', DEPOSIT_TEXT.accountType],
      [line({ account_id: books.byNumber['3000'] }), 'lines.0.account_id', DEPOSIT_TEXT.accountType],
      [line({ account_id: (await b.books()).byNumber['4010'] }), 'lines.0.account_id', DEPOSIT_TEXT.accountUnknown],
      [line({ fund_program_id: bFund }), 'lines.0.fund_program_id', DEPOSIT_TEXT.fundUnknown],
      [line({ method: 'check' }), 'lines.0.check_number', DEPOSIT_TEXT.checkNumberRequired],
      [line({ amount: '0' }), 'lines.0.amount', DEPOSIT_TEXT.amountPositive],
      [line({ amount: '-5' }), 'lines.0.amount', DEPOSIT_TEXT.amountPositive],
      [line({ method: 'wire' }), 'lines.0.method', DEPOSIT_TEXT.methodInvalid],
      [offering({ lines: [] }), 'lines', DEPOSIT_TEXT.noLines],
      [offering({ bank_account_id: books.byNumber['4010'] }), 'bank_account_id', DEPOSIT_TEXT.bankUnknown],
      [offering({ bank_account_id: (await b.books()).bank }), 'bank_account_id', DEPOSIT_TEXT.bankUnknown],
      [offering({ deposit_date: day(3) }), 'deposit_date', DEPOSIT_TEXT.dateFuture],
    ];
    for (const [body, field, message] of cases) {
      const res = await a.api.post('/deposits', body);
      expect(res.status, `${field} ${message}`).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(res.body)).toEqual([message]);
    }
    expect(await count()).toBe(before);
  });

  it('refuses a deleted fund, an InActive line account and an InActive bank; nothing is written', async () => {
    const [before, entries] = [await count(), await entryCount()];
    const oldFund = await a.fundProgram('Closed Appeal');
    await t.db.update(fundPrograms).set({ deletedAt: new Date() }).where(eq(fundPrograms.id, oldFund));
    const oldIncome = await a.account({ number: '4990', name: 'Old Appeal Income', type: 10 });
    const oldBank = await a.account({ number: '1090', name: 'Closed Savings', type: 13 });
    await t.db
      .update(accounts)
      .set({ status: 'InActive' })
      .where(inArray(accounts.id, [oldIncome, oldBank]));
    const line = (over: Record<string, unknown>) =>
      offering({ lines: [{ account_id: books.byNumber['4010'], fund_program_id: general, amount: '5.00', method: 'cash', ...over }] });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [line({ fund_program_id: oldFund }), 'lines.0.fund_program_id', DEPOSIT_TEXT.fundUnknown],
      [line({ account_id: oldIncome }), 'lines.0.account_id', DEPOSIT_TEXT.accountInactive('Old Appeal Income')],
      [offering({ bank_account_id: oldBank }), 'bank_account_id', DEPOSIT_TEXT.bankUnknown],
    ];
    for (const [body, field, message] of cases) {
      const res = await a.api.post('/deposits', body);
      expect(res.status, `${field} ${message}`).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(res.body)).toEqual([message]);
    }
    expect([await count(), await entryCount()]).toEqual([before, entries]);
  });

  it('refuses a day the books are closed through (409), writing neither the deposit nor its entry', async () => {
    // A company of its own: its books stay closed and its deposit stays out of the other tests' lists.
    const c = await testWorld(t).company({ name: 'Closed Chapel' });
    const other = await c.books();
    const body = (deposit_date: string) => ({
      bank_account_id: other.bank,
      deposit_date,
      counted_by: ['Ruth Usher', 'Amos Deacon'],
      lines: [{ account_id: other.byNumber['4010'], fund_program_id: other.fundProgramId, amount: '12.00', method: 'cash' }],
    });
    expect((await c.api.post('/closing-date', { company_id: c.id, closing_date: day(-3) })).status).toBe(200);
    const [before, entries] = [await count(), await entryCount()];
    const closed = await c.api.post('/deposits', body(day(-5)));
    expect(closed.status, JSON.stringify(closed.body)).toBe(409);
    expect(closed.body.message).toBe(CLOSING_TEXT.booksClosed(day(-3)));
    expect([await count(), await entryCount()]).toEqual([before, entries]);
    expect((await c.api.post('/deposits', body(day()))).status).toBe(200);
  });

  it('honours an Idempotency-Key: a retry replays the first answer and records nothing twice', async () => {
    const before = await count();
    const key = { 'Idempotency-Key': `dep-${Date.now()}` };
    const first = await a.api.post('/deposits', offering(), key);
    const again = await a.api.post('/deposits', offering(), key);
    expect(first.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(await count()).toBe(before + 1);
  });

  it('a Super-Admin names the company; the Auditor may not record (403)', async () => {
    const admin = await a.world.asAdmin();
    expect((await admin.post('/deposits', offering())).body.errors?.company_id).toEqual([DEPOSIT_TEXT.selectCompany]);
    expect((await admin.post('/deposits', offering({ company_id: a.id }))).status).toBe(200);
    expect((await auditor.api.post('/deposits', offering())).status).toBe(403);
    expect((await bookkeeper.api.post('/deposits', offering())).status).toBe(200);
  });
});

describe('the list, the view, the export', () => {
  it('pages 10 a page, filters by status, date and search; another company sees none of it', async () => {
    const old = (await a.api.post('/deposits', offering({ deposit_date: day(-40), memo: 'Harvest offering' }))).body.data.id;
    const list = await auditor.api.get('/deposits');
    expect(list.status).toBe(200);
    expect(list.body.data.per_page).toBe(10);
    expect(list.body.data.data[0].id).toBeGreaterThanOrEqual(old);
    const dated = await a.api.get(`/deposits?from=${day(-41)}&until=${day(-39)}`);
    expect(dated.body.data.data.map((d: { id: number }) => d.id)).toEqual([old]);
    expect((await a.api.get('/deposits?search=harvest')).body.data.data.map((d: { id: number }) => d.id)).toEqual([old]);
    expect((await a.api.get('/deposits?status=1')).body.data.total).toBe(0);
    expect((await b.api.get('/deposits')).body.data.total).toBe(0);
    expect((await b.api.get(`/deposits/${old}`)).status).toBe(404);
    expect((await b.api.get(`/deposits?company_id=${a.id}`)).status).toBe(404);
    expect((await a.api.get('/deposits?sort=total&dir=asc')).status).toBe(200);
    expect((await a.api.get('/deposits?sort=nonsense')).status).toBe(422);
  });

  it('exports what the list shows', async () => {
    const res = await download(t.app, a.treasurer.token, '/deposits/export?format=csv&search=harvest');
    expect(res.status).toBe(200);
    const rows = readCsv(res.bytes);
    expect(rows[0]).toContain('Cash');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('Harvest offering');
  });

  it('shows the lines, and pass-through money apart with the bill that pays it out', async () => {
    const held = books.byNumber['2200'];
    expect(held).toBeTruthy();
    const res = await a.api.post(
      '/deposits',
      offering({
        lines: [
          { account_id: books.byNumber['4010'], fund_program_id: general, amount: '60.00', method: 'cash' },
          { account_id: held, fund_program_id: general, amount: '300.00', method: 'check', check_number: '55', payer: 'Ann Lee', memo: 'For the mission' },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    // The pass-through line is a liability, not revenue: no income account moves for it.
    const credited = await t.db
      .select({ account: journalLines.accountId, credit: journalLines.creditCents })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(and(eq(journalEntries.sourceType, 'deposit'), eq(journalEntries.sourceId, id), sql`${journalLines.creditCents} > 0`));
    expect(credited).toEqual(expect.arrayContaining([{ account: held, credit: 30_000 }]));
    // The bill that pays it out later clears the liability (Dr 2200 / Cr A/P).
    const bill = await a.bill('300.00', { account_id: held });
    const view = await auditor.api.get(`/deposits/${id}`);
    expect(view.status).toBe(200);
    expect(view.body.lines.map((l: { held_for_others: boolean }) => l.held_for_others)).toEqual([false, true]);
    expect(view.body.held_for_others).toEqual([
      expect.objectContaining({
        account_id: held,
        fund_program_id: general,
        held: '300.00',
        bills: [expect.objectContaining({ bill_id: bill.id, amount: '300.00', status_name: 'Created' })],
        still_held: '0.00',
      }),
    ]);
    expect(view.body.journalEntries).toHaveLength(1);
  });
});

describe('returned checks', () => {
  it('reverses the line and posts the fee to an expense, in the check fund, naming the payer; once only', async () => {
    const dep = (await a.api.post('/deposits', offering())).body.data;
    const before = await balance(books.bank);
    const fee = books.byNumber['5700'];
    const res = await bookkeeper.api.post(`/deposits/${dep.id}/lines/4/return`, { fee: '15.00', fee_account_id: fee });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ line_no: 4, returned: true, returned_on: day(), return_fee: '15.00', payer: 'Ann Lee' });
    expect(Number(before) - Number(await balance(books.bank))).toBeCloseTo(515, 2);
    const sums = await fundSums(dep.id);
    for (const s of sums) expect(s.debit).toBe(s.credit);
    const returnEntry = Math.max(...sums.map((s) => s.entryId));
    expect(sums.filter((s) => s.entryId === returnEntry).map((s) => s.fund)).toEqual([building]);
    const lines = await t.db.select().from(journalLines).where(eq(journalLines.entryId, returnEntry));
    expect(lines.find((l) => l.accountId === fee)).toMatchObject({ debitCents: 1500, fundProgramId: building });
    for (const l of lines) expect(l.memo).toContain('Ann Lee');
    const view = await a.api.get(`/deposits/${dep.id}`);
    expect(view.body.lines[3]).toMatchObject({ returned: true, return_fee_account_name: 'Bank Service Charges' });
    expect(view.body.journalEntries).toHaveLength(2);

    expect((await a.api.post(`/deposits/${dep.id}/lines/4/return`, {})).status).toBe(409);
    expect((await a.api.post(`/deposits/${dep.id}/lines/1/return`, {})).status).toBe(422); // cash
    expect((await a.api.post(`/deposits/${dep.id}/lines/9/return`, {})).status).toBe(404);
    expect((await a.api.post(`/deposits/${dep.id}/lines/2/return`, { fee: '5.00' })).body.errors?.fee_account_id).toEqual([DEPOSIT_TEXT.feeAccountRequired]);
    expect((await a.api.post(`/deposits/${dep.id}/lines/2/return`, { fee: '5.00', fee_account_id: books.byNumber['4010'] })).status).toBe(422);
    expect((await auditor.api.post(`/deposits/${dep.id}/lines/2/return`, {})).status).toBe(403);
    expect((await b.api.post(`/deposits/${dep.id}/lines/2/return`, {})).status).toBe(404);
    // Without a fee: the line alone.
    const noFee = await a.api.post(`/deposits/${dep.id}/lines/2/return`, {});
    expect(noFee.body.data).toMatchObject({ returned: true, return_fee: '0.00' });
  });
});

describe('GET /deposits/{id}/void', () => {
  it('posts a dated reversal of everything the deposit posted, once; a second void is 409', async () => {
    const dep = (await a.api.post('/deposits', offering())).body.data;
    await a.api.post(`/deposits/${dep.id}/lines/2/return`, { fee: '10.00', fee_account_id: books.byNumber['5700'] });
    const before = await balance(books.bank);
    expect((await bookkeeper.api.get(`/deposits/${dep.id}/void`)).status).toBe(403);
    expect((await b.api.get(`/deposits/${dep.id}/void`)).status).toBe(404);
    const res = await a.api.get(`/deposits/${dep.id}/void`);
    expect(res.body).toEqual({ status: 200, message: M.statusUpdated });
    expect(M.statusUpdated).toBe('Status updated Sucessfully');
    // The deposit less the returned check and its fee leaves the bank again.
    expect(Number(before) - Number(await balance(books.bank))).toBeCloseTo(910.5 - 100 - 10, 2);
    const entries = (await a.api.get(`/deposits/${dep.id}`)).body;
    expect(entries.data.status_name).toBe('Void');
    expect(entries.journalEntries).toHaveLength(4);
    expect(entries.journalEntries.filter((e: { reverses_entry_id: number | null }) => e.reverses_entry_id)).toHaveLength(2);
    expect((await a.api.get(`/deposits/${dep.id}/void`)).status).toBe(409);
    expect((await a.api.post(`/deposits/${dep.id}/lines/3/return`, {})).status).toBe(409);
    expect((await a.api.get('/deposits?status=1')).body.data.data.map((d: { id: number }) => d.id)).toContain(dep.id);
    expect(entries.void_reason).toBeNull();
  });

  it('takes an optional ?reason= (issue 28.5): recorded with who voided and shown on the view; a refused void records none', async () => {
    const dep = (await a.api.post('/deposits', offering())).body.data;
    expect((await a.api.get(`/deposits/${dep.id}/void?reason=${'x'.repeat(501)}`)).status).toBe(422);
    expect((await b.api.get(`/deposits/${dep.id}/void?reason=mine`)).status).toBe(404);
    expect((await a.api.get(`/deposits/${dep.id}`)).body.void_reason).toBeNull();
    expect((await a.api.get(`/deposits/${dep.id}/void?reason=${encodeURIComponent('Counted twice')}`)).status).toBe(200);
    expect((await a.api.get(`/deposits/${dep.id}/void?reason=again`)).status).toBe(409);
    const view = (await a.api.get(`/deposits/${dep.id}`)).body;
    expect(view.void_reason).toMatchObject({ reason: 'Counted twice' });
    expect(view.void_reason.voided_by).toBeTruthy();
  });
});

describe('GET /deposits/{id}/ticket', () => {
  it('prints the bank, the account, the date, every check with number, payer and amount, the totals and the counters', async () => {
    const dep = (await a.api.post('/deposits', offering())).body.data;
    const res = await download(t.app, auditor.token, `/deposits/${dep.id}/ticket`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = readPdf(res.bytes, `ticket-${dep.id}`);
    expect(pdf.pages).toBe(1);
    const text = pdf.text(1).replace(/\s+/g, ' ');
    for (const expected of [
      'DEPOSIT TICKET',
      'Deposit Chapel',
      '1000 Operating Checking',
      '1001 Mary Jones $100.00',
      '332 Tom Brown $40.50',
      '77 Ann Lee $500.00',
      'Cash total $250.00',
      'Checks total $640.50',
      'Grand total $890.50 Electronic gifts (not on this ticket) $20.00',
      'Counted by: Ruth Usher',
      'Counted by: Amos Deacon',
    ])
      expect(text).toContain(expected);
    // No check print set-up yet: the ledger's bank account, never 'Not set up'.
    expect(text).toContain('Bank account: 1000 Operating Checking');
    expect(text).not.toContain('Not set up');
    if (process.env.KEEP_RENDERS) console.log(pdf.render(`ticket-${dep.id}`));
    expect((await download(t.app, b.treasurer.token, `/deposits/${dep.id}/ticket`)).status).toBe(404);
  });

  it("prints the bank's own name and account number once the account's check print set-up has them", async () => {
    const saved = await a.api.post(`/saveCheckPrintSetup/${books.bank}`, {
      bank_name: 'First Church Bank',
      bank_address_line_1: '1 Bank Plaza',
      bank_address_line_2: 'Dallas, TX 75201',
      routing_number: '021000021',
      account_number: '12345678',
      stock: 'voucher',
      preprinted: ['captions'],
      offset_x: 0,
      offset_y: 0,
      first_check_number: '',
    });
    expect(saved.status).toBe(200);
    const dep = (await a.api.post('/deposits', offering())).body.data;
    const text = readPdf((await download(t.app, auditor.token, `/deposits/${dep.id}/ticket`)).bytes, `ticket-bank-${dep.id}`)
      .text(1)
      .replace(/\s+/g, ' ');
    expect(text).toContain('Bank: First Church Bank');
    expect(text).toContain('Account: 1000 Operating Checking (No. 12345678)');
  });
});
