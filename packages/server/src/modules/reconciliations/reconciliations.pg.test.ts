import { RECON_TEXT } from '@app/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { day, ok, testWorld, type WorldCompany } from '../../../test/world/server.js';
import { ledgerProblems } from '../../ledger/index.js';
import { insertStatement } from './statement-rows.fixture.js';

// Run against the PostgreSQL server (TEST_DATABASE_URL): there the requests really run at once.
let t: TestContext;
let b: WorldCompany;

beforeAll(async () => {
  t = await createTestContext();
  b = await testWorld(t).company({ name: 'Racing Reconcilers' });
});
afterAll(() => t.close());

it('two reconciliations of one account started at once: one starts, the other hears 409', async () => {
  const books = await b.books();
  const bank = books.byNumber['1010'];
  const results = await Promise.all(
    Array.from({ length: 6 }, () => b.api.post('/reconciliations', { bank_account_id: bank, statement_date: day(-1), statement_ending_balance: '0.00' })),
  );
  expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  const id = results.find((r) => r.status === 200)!.body.data.id;
  expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409 && r.body.message === RECON_TEXT.openExists(id))).toBe(true);
}, 120_000);

it('completing and voiding a cleared check at once: either the void waits and is refused, or it goes first and shows as outstanding', async () => {
  const books = await b.books();
  const outcomes: string[] = [];
  for (let round = 0; round < 4; round++) {
    const bank = books.byNumber[['1000', '1050', '1000', '1050'][round]];
    await b.fund('500.00', bank, day(-10));
    const check = await b.standardCheck('40.00', { bank_account_id: bank });
    const { lineIds } = await insertStatement(t.db, {
      companyId: b.id,
      bankAccountId: bank,
      userId: b.treasurer.id,
      lines: [{ date: day(0), cents: -4_000, checkNumber: String(check.check_number) }],
    });
    const date = day(round < 2 ? 0 : 1);
    const last = ok(await b.api.get(`/reconciliations?bank_account_id=${bank}`)).data[0];
    const beginning = last ? Number(last.statement_ending_balance) : 0;
    const ending = (beginning + 500 - 40).toFixed(2);
    const recon = ok(await b.api.post('/reconciliations', { bank_account_id: bank, statement_date: date, statement_ending_balance: ending })).data;
    expect(recon.matches.some((m: any) => m.statement_lines[0]?.id === lineIds[0])).toBe(true);
    const opening = recon.deposits_in_transit.find((l: any) => l.amount === '500.00');
    expect(ok(await b.api.post(`/reconciliations/${recon.id}/matches`, { journal_line_ids: [opening.journal_line_id] })).data.difference).toBe('0.00');

    const [complete, voided] = await Promise.all([b.api.post(`/reconciliations/${recon.id}/complete`), b.api.get(`/voidCheck/${check.id}`)]);
    expect(complete.status).toBe(200);
    const after = ok(await b.api.get(`/reconciliations/${recon.id}`)).data;
    if (voided.status === 409) {
      expect(voided.body.message).toBe(RECON_TEXT.locked(recon.id, date));
      outcomes.push('void refused');
    } else {
      // The void committed first, while the reconciliation was in progress: the check stays cleared (the bank paid
      // it) and its reversal is an item in transit, so the adjusted balance still equals the books.
      expect(voided.status).toBe(200);
      expect(after.deposits_in_transit.some((l: any) => l.amount === '40.00')).toBe(true);
      outcomes.push('void first');
    }
    expect(after).toMatchObject({ status_name: 'Completed', difference: '0.00' });
    expect(after.adjusted_balance).toBe(after.book_balance);
  }
  expect(outcomes).toHaveLength(4);
  expect(await ledgerProblems(t.db)).toEqual([]);
}, 240_000);
