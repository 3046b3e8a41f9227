import { LEDGER_TEXT, M } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../../ledger/invariants.js';
import { api, loginAs } from '../../../test/api.js';
import { makeVendor } from '../../../test/factories.js';
import { ADMIN, createTestContext, type TestContext } from '../../../test/harness.js';
import { companyWithChart, userWith } from '../../../test/world/server.js';
import { companies, functionalExpenses, journalEntries, journalLines } from '../../db/schema/index.js';
import { post } from '../../ledger/index.js';

let t: TestContext;
let admin: ReturnType<typeof api>;
let treasurer: ReturnType<typeof api>;
let bookkeeper: ReturnType<typeof api>;
let auditor: ReturnType<typeof api>;
let company: Awaited<ReturnType<typeof companyWithChart>>;
let other: Awaited<ReturnType<typeof companyWithChart>>;
let youth: number;
let programServices: number;

const entryCount = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(journalEntries))[0].n;
const opening = (over: Record<string, unknown> = {}) => ({
  entry_date: '2026-01-01',
  memo: 'Opening balance',
  lines: [
    { account_id: company.byNumber['1000'], debit: '25,000.00', credit: '', fund_program_id: youth, funtional_expenses_id: programServices, memo: 'bank statement' },
    // Each fund balances (issue 24): the fund's money and its net assets carry its tag.
    { account_id: company.byNumber['3000'], debit: '', credit: 25000, fund_program_id: youth },
  ],
  ...over,
});

beforeAll(async () => {
  t = await createTestContext();
  company = await companyWithChart(t, { treasurer: { firstName: 'Terry', lastName: 'Lane' } });
  other = await companyWithChart(t);
  treasurer = company.company.api;
  bookkeeper = (await company.company.user('Bookkeeper')).api;
  auditor = (await company.company.user('Auditor')).api;
  admin = api(t.app, await loginAs(t.app, ADMIN.email, ADMIN.password));
  youth = await company.company.fundProgram('Youth');
  programServices = (await t.db.select().from(functionalExpenses).where(eq(functionalExpenses.name, 'Program services')))[0].id;
});
afterAll(async () => {
  // Whatever the tests did, the books must still be sound.
  expect(await ledgerProblems(t.db)).toEqual([]);
  await t.close();
});

describe('POST /journals', () => {
  it('posts a balanced manual entry with its tags and shows it', async () => {
    const res = await treasurer.post('/journals', opening());
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LEDGER_TEXT.entryPosted);
    const d = res.body.data;
    expect(res.body.lastInsertedId).toBe(d.id);
    expect(d).toMatchObject({
      company_id: company.company.id,
      entry_date: '2026-01-01',
      memo: 'Opening balance',
      source_type: 'manual',
      amount: '25000.00',
      status: 'Posted',
      reverses_entry_id: null,
      reversed_by_entry_id: null,
      users: 'Terry Lane',
    });
    expect(d.lines).toHaveLength(2);
    expect(d.lines[0]).toMatchObject({
      account_number: '1000',
      account_name: 'Operating Checking',
      debit: '25000.00',
      credit: '0.00',
      fund_program_id: youth,
      fund_program_name: 'Youth',
      funtional_expenses_id: programServices,
      functional_expense_name: 'Program services',
      memo: 'bank statement',
    });
    const balance = await treasurer.get(`/editMasterAccount/${company.byNumber['1000']}`);
    expect(balance.body.data[0].balance).toBe('25000.00');
    // The answer is built from the write's RETURNING, not re-read: it must equal what a read gives.
    expect((await treasurer.get(`/journals/${d.id}`)).body.data).toEqual(d);
  });

  it('refuses an unbalanced entry, a line with both or neither side, and missing fields; nothing is written', async () => {
    const n = await entryCount();
    const unbalanced = await treasurer.post('/journals', opening({ lines: [{ account_id: company.byNumber['1000'], debit: '10.00' }, { account_id: company.byNumber['3000'], credit: '9.99' }] }));
    expect(unbalanced.status).toBe(422);
    expect(unbalanced.body.message).toBe(LEDGER_TEXT.unbalanced);
    expect(unbalanced.body.errors.lines).toEqual([LEDGER_TEXT.unbalanced]);
    const both = await treasurer.post('/journals', opening({ lines: [{ account_id: company.byNumber['1000'], debit: '1', credit: '1' }, { account_id: company.byNumber['3000'], credit: '0' }] }));
    expect(both.status).toBe(422);
    expect(both.body.errors['lines.0.credit']).toEqual([LEDGER_TEXT.oneSide]);
    expect(both.body.errors['lines.1.debit']).toEqual([LEDGER_TEXT.zeroLine]);
    const negative = await treasurer.post('/journals', opening({ lines: [{ account_id: company.byNumber['1000'], debit: '-5' }, { account_id: company.byNumber['3000'], credit: '-5' }] }));
    expect(negative.body.errors['lines.0.debit']).toEqual([LEDGER_TEXT.negative]);
    const empty = await treasurer.post('/journals', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.entry_date).toEqual([M.required]);
    expect(empty.body.errors.memo).toEqual([M.required]);
    expect(empty.body.errors.lines).toEqual([LEDGER_TEXT.noLines]);
    const oneLine = await treasurer.post('/journals', opening({ lines: [{ account_id: company.byNumber['1000'], debit: '1' }] }));
    expect(oneLine.body.errors.lines).toEqual([LEDGER_TEXT.noLines]);
    const badDate = await treasurer.post('/journals', opening({ entry_date: '2026-02-30' }));
    expect(badDate.body.errors.entry_date).toEqual([LEDGER_TEXT.invalidDate]);
    const noAccount = await treasurer.post('/journals', opening({ lines: [{ account_id: '', debit: '1' }, { account_id: company.byNumber['3000'], credit: '1' }] }));
    expect(noAccount.body.errors['lines.0.account_id']).toEqual([LEDGER_TEXT.chooseAccount]);
    const badAmount = await treasurer.post('/journals', opening({ lines: [{ account_id: company.byNumber['1000'], debit: '1.234' }, { account_id: company.byNumber['3000'], credit: '1.234' }] }));
    expect(badAmount.status).toBe(422);
    expect(await entryCount()).toBe(n);
  });

  it("refuses another company's account or fund program, and a deleted company", async () => {
    const n = await entryCount();
    const foreign = await treasurer.post('/journals', opening({ lines: [{ account_id: other.byNumber['1000'], debit: '1' }, { account_id: company.byNumber['3000'], credit: '1' }] }));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors['lines.0.account_id']).toEqual([LEDGER_TEXT.accountUnknown]);
    const choir = { id: await other.company.fundProgram('Choir') };
    const tag = await treasurer.post('/journals', opening({ lines: [{ account_id: company.byNumber['1000'], debit: '1', fund_program_id: choir.id }, { account_id: company.byNumber['3000'], credit: '1' }] }));
    expect(tag.body.errors['lines.0.fund_program_id']).toEqual([LEDGER_TEXT.tagUnknown('fund program')]);
    expect((await treasurer.post('/journals', opening({ company_id: other.company.id }))).status).toBe(404);
    expect(await entryCount()).toBe(n);
  });

  it("answers a deleted company (read with the posting's references, issue 23 point 1) and an unknown one 404, writing nothing; the answer names the company", async () => {
    const gone = await companyWithChart(t, { signIn: false });
    const body = (c: typeof gone, over: Record<string, unknown> = {}) => ({
      ...opening(),
      company_id: c.company.id,
      lines: [
        { account_id: c.byNumber['1050'], debit: '5' },
        { account_id: c.byNumber['3000'], credit: '5' },
      ],
      ...over,
    });
    const ok = await admin.post('/journals', body(gone));
    expect(ok.status).toBe(200);
    expect(ok.body.data.company_name).toBe(gone.company.legalName);
    await t.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, gone.company.id));
    const n = await entryCount();
    expect((await admin.post('/journals', body(gone))).status).toBe(404);
    expect((await admin.post('/journals', body(gone, { company_id: 987_654 }))).status).toBe(404);
    expect((await admin.post('/journals', body(gone, { interfund: 'loan' }))).status).toBe(404);
    expect(await entryCount()).toBe(n);
  });

  it('makes Super-Admin name the company', async () => {
    const res = await admin.post('/journals', opening());
    expect(res.status).toBe(422);
    expect(res.body.errors.company_id).toEqual([M.selectCompany]);
    const ok = await admin.post('/journals', {
      ...opening(),
      company_id: other.company.id,
      lines: [
        { account_id: other.byNumber['1050'], debit: '200' },
        { account_id: other.byNumber['3000'], credit: '200' },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.company_id).toBe(other.company.id);
  });

  it('replays a retried submission with the same Idempotency-Key instead of posting twice', async () => {
    const body = opening({ memo: 'Sunday deposit', lines: [{ account_id: company.byNumber['1000'], debit: '40' }, { account_id: company.byNumber['4000'], credit: '40' }] });
    const n = await entryCount();
    const first = await treasurer.post('/journals', body, { 'idempotency-key': 'deposit-1' });
    const again = await treasurer.post('/journals', body, { 'idempotency-key': 'deposit-1' });
    expect(first.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await entryCount()).toBe(n + 1);
    const changed = await treasurer.post('/journals', { ...body, memo: 'other' }, { 'idempotency-key': 'deposit-1' });
    expect(changed.status).toBe(422);
  });

  it('answers 4xx, never 500, to hostile input', async () => {
    const n = await entryCount();
    expect((await treasurer.post('/journals', opening({ memo: 'a\u0000b' }))).status).toBe(422);
    const lineNul = opening({ lines: [{ account_id: company.byNumber['1000'], debit: '1', memo: '\u0000' }, { account_id: company.byNumber['3000'], credit: '1' }] });
    expect((await treasurer.post('/journals', lineNul)).status).toBe(422);
    const hugeId = opening({ lines: [{ account_id: 99999999999, debit: '1' }, { account_id: company.byNumber['3000'], credit: '1' }] });
    expect((await treasurer.post('/journals', hugeId)).status).toBe(422);
    const hugeTag = opening({ lines: [{ account_id: company.byNumber['1000'], debit: '1', fund_program_id: 99999999999 }, { account_id: company.byNumber['3000'], credit: '1' }] });
    expect((await treasurer.post('/journals', hugeTag)).status).toBe(422);
    const hugeAmount = opening({ lines: [{ account_id: company.byNumber['1000'], debit: '99999999999999.99' }, { account_id: company.byNumber['3000'], credit: '99999999999999.99' }] });
    expect((await treasurer.post('/journals', hugeAmount)).status).toBe(422);
    expect((await treasurer.post('/journals', { lines: 'x' })).status).toBe(422);
    expect((await treasurer.get('/journals?page=1e20')).status).toBe(422);
    expect((await treasurer.get('/journals?per_page=0')).status).toBe(422);
    expect((await treasurer.post('/journals/1/reverse', { entry_date: '\u0000' })).status).toBe(422);
    expect(await entryCount()).toBe(n);
  });

  it('needs Journals_Create', async () => {
    expect((await auditor.post('/journals', opening())).status).toBe(403);
    expect((await bookkeeper.post('/journals', opening({ memo: 'by the bookkeeper' }))).status).toBe(200);
  });
});

describe('POST /journals: funds (issue 24)', () => {
  it('refuses an entry off within its funds, naming them; posts it as an interfund loan when it says so', async () => {
    const lines = [
      { account_id: company.byNumber['1010'], debit: '75.00', fund_program_id: youth },
      { account_id: company.byNumber['1000'], credit: '75.00' },
    ];
    const n = await entryCount();
    const off = await treasurer.post('/journals', opening({ memo: 'Youth borrows', lines, confirm_below_zero: true }));
    expect(off.status).toBe(422);
    expect(off.body.message).toBe('Each fund must balance: Youth is off by 75.00 (debits over credits), General (no fund) by 75.00 (credits over debits).');
    expect(off.body.errors.lines).toEqual([off.body.message]);
    expect(await entryCount()).toBe(n);
    expect((await treasurer.post('/journals', opening({ lines, interfund: 'gift' }))).status).toBe(422);
    const loan = await treasurer.post('/journals', opening({ memo: 'Youth borrows', lines, interfund: 'loan', confirm_below_zero: true }));
    expect(loan.status, JSON.stringify(loan.body)).toBe(200);
    expect(loan.body.data.lines.map((l: { account_name: string; fund_program_name: string | null; debit: string; credit: string }) => [l.account_name, l.fund_program_name, l.debit, l.credit])).toEqual([
      ['Savings', 'Youth', '75.00', '0.00'],
      ['Operating Checking', null, '0.00', '75.00'],
      ['Due to other funds', 'Youth', '0.00', '75.00'],
      ['Due from other funds', null, '75.00', '0.00'],
    ]);
  });
});

describe('GET /journals and /journals/{id}', () => {
  it("lists the company's entries newest first, 10 a page", async () => {
    const res = await auditor.get('/journals');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ current_page: 1, per_page: 10 });
    const rows = res.body.data.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: { company_id: number }) => r.company_id === company.company.id)).toBe(true);
    const dates = rows.map((r: { entry_date: string }) => r.entry_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const all = await admin.get(`/journals?company_id=${other.company.id}`);
    expect(all.body.data.data.every((r: { company_id: number }) => r.company_id === other.company.id)).toBe(true);
    expect((await treasurer.get(`/journals?company_id=${other.company.id}`)).status).toBe(404);
  });

  it("shows one entry; another company's answers 404", async () => {
    const [mine] = (await auditor.get('/journals')).body.data.data;
    expect((await auditor.get(`/journals/${mine.id}`)).body.data.lines.length).toBeGreaterThanOrEqual(2);
    const theirs = (await admin.get(`/journals?company_id=${other.company.id}`)).body.data.data[0];
    expect((await treasurer.get(`/journals/${theirs.id}`)).status).toBe(404);
    expect((await treasurer.get('/journals/999999')).status).toBe(404);
    expect((await treasurer.get('/journals/x')).status).toBe(422);
  });

  it('names the vendor on lines that carry one', async () => {
    const vendor = await makeVendor(t.db, company.company.id, { name: 'City Power' });
    const { entryId } = await post(t.db, {
      companyId: company.company.id,
      date: '2026-02-01',
      sourceType: 'bill',
      sourceId: 1,
      createdBy: null,
      lines: [
        { accountId: company.byNumber['5110'], debitCents: 9_000, creditCents: 0, vendorId: vendor.id },
        { accountId: company.byNumber['2000'], debitCents: 0, creditCents: 9_000, vendorId: vendor.id },
      ],
    });
    const res = await auditor.get(`/journals/${entryId}`);
    expect(res.body.data.lines[0].vendor_name).toBe('City Power');
    expect(res.body.data.source_type).toBe('bill');
  });

  it('needs Journals_View', async () => {
    const nobody = (await userWith(t, company.company, [])).api;
    expect((await nobody.get('/journals')).status).toBe(403);
  });
});

describe('POST /journals/{id}/reverse', () => {
  it('posts a reversing entry dated today, keeps the original marked Reversed, and the balance returns', async () => {
    const created = await treasurer.post('/journals', opening({ memo: 'Petty cash fund', lines: [{ account_id: company.byNumber['1050'], debit: '150' }, { account_id: company.byNumber['1000'], credit: '150' }] }));
    const id = created.body.data.id;
    const pettyBefore = (await treasurer.get(`/editMasterAccount/${company.byNumber['1050']}`)).body.data[0].balance;
    expect(pettyBefore).toBe('150.00');
    t.setNow(new Date('2026-03-05T15:00:00Z'));
    const res = await treasurer.post(`/journals/${id}/reverse`, {});
    t.setNow(null);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(LEDGER_TEXT.entryReversed);
    expect(res.body.data).toMatchObject({ entry_date: '2026-03-05', reverses_entry_id: id, status: 'Reversal', amount: '150.00' });
    expect(res.body.data.lines.map((l: { debit: string; credit: string }) => [l.debit, l.credit])).toEqual([
      ['0.00', '150.00'],
      ['150.00', '0.00'],
    ]);
    const original = await treasurer.get(`/journals/${id}`);
    expect(original.body.data).toMatchObject({ status: 'Reversed', reversed_by_entry_id: res.body.data.id });
    expect((await treasurer.get(`/editMasterAccount/${company.byNumber['1050']}`)).body.data[0].balance).toBe('0.00');
    const again = await treasurer.post(`/journals/${id}/reverse`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(LEDGER_TEXT.alreadyReversed);
    const ofReversal = await treasurer.post(`/journals/${res.body.data.id}/reverse`, {});
    expect(ofReversal.status).toBe(409);
  });

  it('two reversals at once: exactly one goes through', async () => {
    const created = await treasurer.post('/journals', opening({ memo: 'race', lines: [{ account_id: company.byNumber['1050'], debit: '3' }, { account_id: company.byNumber['1000'], credit: '3' }] }));
    const id = created.body.data.id;
    const answers = await Promise.all([treasurer.post(`/journals/${id}/reverse`, {}), treasurer.post(`/journals/${id}/reverse`, {})]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(journalEntries).where(eq(journalEntries.reversesEntryId, id));
    expect(n).toBe(1);
  });

  it("takes the client's date, refusing one before the entry", async () => {
    const created = await treasurer.post('/journals', opening({ entry_date: '2026-04-10', memo: 'later', lines: [{ account_id: company.byNumber['1050'], debit: '1' }, { account_id: company.byNumber['1000'], credit: '1' }] }));
    const early = await treasurer.post(`/journals/${created.body.data.id}/reverse`, { entry_date: '2026-04-09' });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe(LEDGER_TEXT.reversalBeforeEntry);
    const bad = await treasurer.post(`/journals/${created.body.data.id}/reverse`, { entry_date: 'tomorrow' });
    expect(bad.status).toBe(422);
    const ok = await treasurer.post(`/journals/${created.body.data.id}/reverse`, { entry_date: '2026-04-12' });
    expect(ok.body.data.entry_date).toBe('2026-04-12');
  });

  it('leaves entries of bills, payments and checks to their own voids', async () => {
    const bill = (await auditor.get('/journals')).body.data.data.find((r: { source_type: string }) => r.source_type === 'bill');
    const res = await treasurer.post(`/journals/${bill.id}/reverse`, {});
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(LEDGER_TEXT.onlyManual);
  });

  it("needs Journals_Delete, and another company's entry answers 404", async () => {
    const created = await treasurer.post('/journals', opening({ memo: 'keep', lines: [{ account_id: company.byNumber['1050'], debit: '2' }, { account_id: company.byNumber['1000'], credit: '2' }] }));
    const n = await t.db.select().from(journalLines);
    expect((await bookkeeper.post(`/journals/${created.body.data.id}/reverse`, {})).status).toBe(403);
    const theirs = (await admin.get(`/journals?company_id=${other.company.id}`)).body.data.data[0];
    expect((await treasurer.post(`/journals/${theirs.id}/reverse`, {})).status).toBe(404);
    expect((await t.db.select().from(journalLines)).length).toBe(n.length);
  });
});

describe('GET /getJournalAccounts/{companyId}', () => {
  it("offers the company's Active accounts in number order", async () => {
    const res = await bookkeeper.get(`/getJournalAccounts/${company.company.id}`);
    expect(res.status).toBe(200);
    const numbers = res.body.data.map((a: { account_number: string }) => a.account_number);
    expect(numbers[0]).toBe('1000');
    expect([...numbers].sort()).toEqual(numbers);
    expect(res.body.data[0]).toEqual({ id: company.byNumber['1000'], account_number: '1000', account_name: 'Operating Checking', master_ac_type_id: 13, account_type: 'Bank' });
    expect((await bookkeeper.get('/getJournalAccounts/0')).body.data.length).toBe(numbers.length);
    expect((await bookkeeper.get(`/getJournalAccounts/${other.company.id}`)).status).toBe(404);
    expect((await admin.get('/getJournalAccounts/0')).status).toBe(422);
  });
});
