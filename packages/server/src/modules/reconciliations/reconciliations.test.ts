import { copyFileSync, mkdirSync } from 'node:fs';
import { BUDGET_TEXT, formatDate, RECON_TEXT } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download } from '../../../test/download.js';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { readPdf } from '../../../test/pdf-text.js';
import { type Books, day, ok, testWorld, type WorldCompany, type WorldUser } from '../../../test/world/server.js';
import { ledgerProblems } from '../../ledger/index.js';
import { insertStatement } from './statement-rows.fixture.js';

// A month worked by hand. Books of the operating bank: opening 5,000.00 (day -40), a gift 300.00 (day -3),
// check 125.00 (today). The bank's statement (through today): the gift on day -3, the check by its number,
// a 15.00 service fee on day -1, ending 5,000.00 + 300.00 - 125.00 - 15.00 = 5,160.00.
// Sure matches: the check (number and amount), the gift (one amount on one day). Cleared 175.00 on a
// beginning of 0.00 (the first reconciliation): difference 4,985.00. Clearing the opening by hand: -15.00.
// Booking the fee: 0.00.
let t: TestContext;
let b: WorldCompany;
let books: Books;
let bookkeeper: WorldUser;
let auditor: WorldUser;
let other: WorldCompany;
let check: { id: number; check_number: number };
let lines: number[];
let statementId: number;
let reconId: number;

const detail = async (id = reconId, api = b.api) => ok(await api.get(`/reconciliations/${id}`)).data;

beforeAll(async () => {
  t = await createTestContext();
  const world = testWorld(t);
  b = await world.company({ name: 'Grace Chapel' });
  other = await world.company({ name: 'Other Chapel' });
  books = await b.books();
  bookkeeper = await b.user('Bookkeeper');
  auditor = await b.user('Auditor');
  await b.fund('5000.00', undefined, day(-40));
  await b.fund('300.00', undefined, day(-3));
  check = await b.standardCheck('125.00');
  ({ statementId, lineIds: lines } = await insertStatement(t.db, {
    companyId: b.id,
    bankAccountId: books.bank,
    userId: b.treasurer.id,
    lines: [
      { date: day(-3), cents: 30_000, description: 'DEPOSIT' },
      { date: day(0), cents: -12_500, description: 'CHECK', checkNumber: `000${check.check_number}` },
      { date: day(-1), cents: -1_500, description: 'SERVICE CHARGE' },
    ],
  }));
});
afterAll(() => t.close());

describe('a reconciliation (issue 26 points 2-4)', () => {
  it('is refused to a viewer, for another account or company, and with a bad balance', async () => {
    const body = { bank_account_id: books.bank, statement_id: statementId, statement_date: day(0), statement_ending_balance: '5160.00' };
    expect((await auditor.api.post('/reconciliations', body)).status).toBe(403);
    expect((await b.api.post('/reconciliations', { ...body, bank_account_id: books.expense })).body.message).toBe(RECON_TEXT.notBank);
    expect((await b.api.post('/reconciliations', { ...body, statement_id: undefined, bank_account_id: (await other.books()).bank })).status).toBe(422);
    expect((await b.api.post('/reconciliations', { ...body, statement_ending_balance: 'abc' })).status).toBe(422);
    expect((await b.api.post('/reconciliations', { ...body, statement_id: undefined, bank_account_id: books.byNumber['1010'] })).status).toBe(200);
  });

  it('starts with the sure matches applied: the check by its number, the gift by amount and day', async () => {
    const res = await b.api.post('/reconciliations', {
      bank_account_id: books.bank,
      statement_id: statementId,
      statement_date: day(0),
      statement_ending_balance: '5160.00',
    });
    const d = ok(res).data;
    reconId = d.id;
    expect(d).toMatchObject({
      status_name: 'In Progress',
      beginning_balance: '0.00',
      cleared_deposits: '300.00',
      cleared_payments: '-125.00',
      cleared_balance: '175.00',
      difference: '4985.00',
    });
    expect(d.matches.map((m: any) => [m.kind, m.statement_lines.map((l: any) => l.id), m.book_lines.map((l: any) => l.amount)])).toEqual([
      ['auto', [lines[1]], ['-125.00']],
      ['auto', [lines[0]], ['300.00']],
    ]);
    expect(d.matches[0].book_lines[0]).toMatchObject({
      check_number: String(check.check_number),
      check_id: check.id,
      description: `Check ${check.check_number}`,
    });
    expect(d.unmatched_statement_lines.map((l: any) => [l.id, l.amount])).toEqual([[lines[2], '-15.00']]);
    expect(d.deposits_in_transit.map((l: any) => l.amount)).toEqual(['5000.00']);
    expect(d.outstanding_checks).toEqual([]);
    // A second one of the same account while this is in progress: 409.
    const again = await b.api.post('/reconciliations', { bank_account_id: books.bank, statement_date: day(0), statement_ending_balance: '1.00' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(RECON_TEXT.openExists(reconId));
    expect((await other.api.get(`/reconciliations/${reconId}`)).status).toBe(404);
  });

  it('completes only at a difference of 0.00', async () => {
    const refused = await b.api.post(`/reconciliations/${reconId}/complete`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(RECON_TEXT.differenceNotZero('4985.00'));

    // The opening entry cleared by hand (no statement line); sums must agree when statement lines are named.
    const opening = (await detail()).deposits_in_transit[0].journal_line_id;
    const mismatch = await b.api.post(`/reconciliations/${reconId}/matches`, { statement_line_ids: [lines[2]], journal_line_ids: [opening] });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.message).toBe(RECON_TEXT.sumsDiffer('-15.00', '5000.00'));
    const cleared = ok(await b.api.post(`/reconciliations/${reconId}/matches`, { journal_line_ids: [opening] })).data;
    expect(cleared.difference).toBe('-15.00');

    // The fee becomes a journal entry from its line, dated the line's day, matched to it.
    const booked = ok(
      await b.api.post(`/reconciliations/${reconId}/lines/${lines[2]}/book`, { account_id: books.expense, fund_program_id: books.fundProgramId }),
    ).data;
    expect(booked).toMatchObject({ difference: '0.00', cleared_balance: '5160.00', unmatched_statement_lines: [] });
    const fee = booked.matches.find((m: any) => m.kind === 'booked');
    expect(fee.book_lines[0]).toMatchObject({ date: day(-1), amount: '-15.00', source_type: 'manual' });
    expect(booked.adjusted_balance).toBe(booked.book_balance);
    expect(booked.book_balance).toBe('5160.00');

    const done = ok(await b.api.post(`/reconciliations/${reconId}/complete`)).data;
    expect(done).toMatchObject({ status_name: 'Completed', prepared_by: expect.any(String), can_approve: false });
    expect((await b.api.post(`/reconciliations/${reconId}/matches`, { journal_line_ids: [opening] })).status).toBe(409);
  });

  it('locks what it cleared: the check, its payment and the booked fee can no longer be voided or reversed', async () => {
    const locked = RECON_TEXT.locked(reconId, day(0));
    const voidCheck = await b.api.get(`/voidCheck/${check.id}`);
    expect(voidCheck.status).toBe(409);
    expect(voidCheck.body.message).toBe(locked);
    const fee = (await detail()).matches.find((m: any) => m.kind === 'booked').book_lines[0];
    const reverse = await b.api.post(`/journals/${fee.entry_id}/reverse`, {});
    expect(reverse.status).toBe(409);
    expect(reverse.body.message).toBe(locked);
    expect((await detail()).difference).toBe('0.00');
  });

  it('is approved by a second user, never its preparer', async () => {
    const self = await b.api.post(`/reconciliations/${reconId}/approve`);
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(RECON_TEXT.approverIsPreparer);
    expect((await auditor.api.post(`/reconciliations/${reconId}/approve`)).status).toBe(403);
    expect((await detail(reconId, bookkeeper.api)).can_approve).toBe(true);
    const approved = ok(await bookkeeper.api.post(`/reconciliations/${reconId}/approve`)).data;
    expect(approved).toMatchObject({ status_name: 'Approved', approved_by: 'Bookkeeper Member' });
    expect((await bookkeeper.api.post(`/reconciliations/${reconId}/approve`)).body.message).toBe(RECON_TEXT.notCompleted);
  });

  it('is reopened only by a Delete holder, with a reason, and recorded; then completed again', async () => {
    expect((await bookkeeper.api.post(`/reconciliations/${reconId}/reopen`, { reason: 'Typo' })).status).toBe(403);
    expect((await b.api.post(`/reconciliations/${reconId}/reopen`, { reason: ' ' })).body.message).toBe(RECON_TEXT.reasonRequired);
    const reopened = ok(await b.api.post(`/reconciliations/${reconId}/reopen`, { reason: 'The fee was booked to the wrong fund' })).data;
    expect(reopened).toMatchObject({ status_name: 'In Progress', prepared_by: null, approved_by: null, difference: '0.00' });
    expect(reopened.events.map((e: any) => [e.action, e.reason])).toEqual([
      ['completed', null],
      ['approved', null],
      ['reopened', 'The fee was booked to the wrong fund'],
    ]);
    ok(await b.api.post(`/reconciliations/${reconId}/complete`));
  });

  it('the next starts at its ending balance, takes in lines posted since, suggests subsets; only the last reopens', async () => {
    await b.fund('20.00', undefined, day(0)); // posted after the first was completed
    const books2 = await b.books();
    const pay = (amount: string) =>
      b.api.post('/journals', {
        entry_date: day(0),
        memo: 'Supplies',
        lines: [
          { account_id: books2.expense, debit: amount, credit: '', fund_program_id: books2.fundProgramId },
          { account_id: books2.bank, debit: '', credit: amount, fund_program_id: books2.fundProgramId },
        ],
      });
    ok(await pay('15.00'));
    ok(await pay('25.00'));
    const next = await insertStatement(t.db, {
      companyId: b.id,
      bankAccountId: books.bank,
      userId: b.treasurer.id,
      lines: [
        { date: day(1), cents: -4_000, description: 'CARD PURCHASES' },
        { date: day(1), cents: 2_000, description: 'DEPOSIT' },
      ],
    });
    expect((await b.api.post('/reconciliations', { bank_account_id: books.bank, statement_date: day(0), statement_ending_balance: '1.00' })).body.message).toBe(
      RECON_TEXT.notAfterLast(day(0)),
    );
    const second = ok(
      await b.api.post('/reconciliations', {
        bank_account_id: books.bank,
        statement_id: next.statementId,
        statement_date: day(1),
        statement_ending_balance: '5140.00',
      }),
    ).data;
    expect(second.beginning_balance).toBe('5160.00');
    // The 20.00 is a suggestion only (one day apart); the 40.00 is two entries adding up to it.
    expect(second.matches).toEqual([]);
    const forty = second.suggestions.find((s: any) => s.statement_line_ids[0] === next.lineIds[0]);
    expect(forty).toMatchObject({ amount: '-40.00', reason: '2 book entries add up to it' });
    expect(forty.journal_line_ids).toHaveLength(2);
    const twenty = second.suggestions.find((s: any) => s.statement_line_ids[0] === next.lineIds[1]);
    expect(twenty).toMatchObject({ amount: '20.00', reason: 'Same amount, 1 day apart' });

    let d = ok(
      await b.api.post(`/reconciliations/${second.id}/matches`, { statement_line_ids: forty.statement_line_ids, journal_line_ids: forty.journal_line_ids }),
    ).data;
    const match = d.matches[0];
    d = ok(await b.api.del(`/reconciliations/${second.id}/matches/${match.id}`)).data;
    expect(d.matches).toEqual([]);
    expect(d.unmatched_statement_lines).toHaveLength(2);
    for (const s of [forty, twenty])
      d = ok(
        await b.api.post(`/reconciliations/${second.id}/matches`, { statement_line_ids: s.statement_line_ids, journal_line_ids: s.journal_line_ids }),
      ).data;
    expect(d).toMatchObject({ difference: '0.00', cleared_balance: '5140.00', adjusted_balance: '5140.00', book_balance: '5140.00' });

    const notLast = await b.api.post(`/reconciliations/${reconId}/reopen`, { reason: 'Again' });
    expect(notLast.status).toBe(409);
    expect(notLast.body.message).toBe(RECON_TEXT.notLast(second.id));

    // The dashboard's bank card: the last completed statement date; the savings account's is still in progress.
    const banks = ok(await b.api.get(`/dashboard/summary?today=${day(0)}`)).data.bank_accounts;
    expect(banks.find((x: any) => x.id === books.bank).last_reconciled).toBe(day(0));
    expect(banks.find((x: any) => x.id === books.byNumber['1010']).last_reconciled).toBeNull();
    // The board packet's reconciliation section (issue 29) reads the same: the checking account reconciled through
    // today, not yet approved; the savings account not reconciled.
    const packet = await download(
      t.app,
      b.treasurer.token,
      `/reports/board-packet?year=${day(0).slice(0, 4)}&month=${Number(day(0).slice(5, 7))}&sections=bank_reconciliation`,
    );
    expect(packet.status).toBe(200);
    const packetText = readPdf(packet.bytes, 'packet-reconciliation').text(2);
    expect(packetText).toContain(BUDGET_TEXT.reconciledThrough(formatDate(day(0)), false));
    expect(packetText).toContain(BUDGET_TEXT.notReconciled);

    const list = ok(await auditor.api.get(`/reconciliations?bank_account_id=${books.bank}`)).data;
    expect(list.map((r: any) => [r.id, r.status_name])).toEqual([
      [second.id, 'In Progress'],
      [reconId, 'Completed'],
    ]);
  });

  it('prints the report: statement balance, outstanding items, adjusted and book balances, preparer and approver', async () => {
    const res = await download(t.app, b.treasurer.token, `/reconciliations/${reconId}/report`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const pdf = readPdf(res.bytes, 'reconciliation-report');
    const text = pdf.text(1).replace(/\s+/g, ' ');
    mkdirSync('/tmp/shots-recon', { recursive: true });
    copyFileSync(pdf.file, '/tmp/shots-recon/reconciliation-report.pdf');
    for (const words of [
      'Balance per bank statement',
      '5,160.00',
      'Adjusted bank balance',
      'Balance per books',
      'equals the balance per books',
      'Prepared by',
      'Approved by not yet',
    ])
      expect(text).toContain(words);
    expect((await download(t.app, other.treasurer.token, `/reconciliations/${reconId}/report`)).status).toBe(404);
    expect(await ledgerProblems(t.db)).toEqual([]);
  });
});
