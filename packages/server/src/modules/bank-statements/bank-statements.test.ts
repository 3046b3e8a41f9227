import { BANK_STATEMENT_TEXT as T } from '@app/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld, type WorldCompany, type WorldUser } from '../../../test/world/server.js';
import { bankStatementLines, bankStatements, checkPrintSetups } from '../../db/schema/index.js';
import { fixture, importFile, put } from './import.fixtures.js';

let t: TestContext;
let a: WorldCompany;
let other: WorldCompany;
let bank: number;
let auditor: WorldUser;

const lineCount = async (bankAccountId: number) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.bankAccountId, bankAccountId))
  )[0].n;
const statementCount = async () => (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(bankStatements))[0].n;
const recordedNumber = async (bankAccountId: number) =>
  (await t.db.select({ n: checkPrintSetups.accountNumber }).from(checkPrintSetups).where(eq(checkPrintSetups.bankAccountId, bankAccountId)))[0]?.n;

beforeAll(async () => {
  t = await createTestContext();
  a = await testWorld(t).company();
  other = await testWorld(t).company();
  bank = (await a.books()).bank;
  auditor = await a.user('Auditor');
});
afterAll(() => t.close());

describe('POST /bank-statements/import: OFX, a file imported twice, an overlapping download', () => {
  it('imports the November QFX, records the account number, answers the figures', async () => {
    expect(await recordedNumber(bank)).toBeUndefined();
    const res = await importFile(t, a.treasurer.token, bank, 'november.qfx');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(T.imported);
    expect(res.body.data).toMatchObject({
      format: 'qfx',
      period_start: '2026-11-01',
      period_end: '2026-11-30',
      opening_balance: '5000.00',
      closing_balance: '5953.43',
      lines_imported: 5,
      duplicates_skipped: 0,
    });
    expect(await recordedNumber(bank)).toBe('000123456789');
    const detail = await a.api.get(`/bank-statements/${res.body.data.statement_id}`);
    expect(detail.status).toBe(200);
    const lines = detail.body.data.lines as Array<{ payee: string; bank_ref: string; amount: string; posted_on: string }>;
    expect(lines.map((l) => l.bank_ref)).toEqual(['000123', '000124', '000125', '000126', '000127']);
    expect(lines[2]).toMatchObject({ payee: 'AT&T MOBILITY', amount: '-89.47', posted_on: '2026-11-15' });
    expect(detail.body.data.statement).toMatchObject({ imported_by: expect.stringContaining('Tara'), lines_imported: 5, file_name: 'november.qfx' });
  });

  it('the same file again imports nothing: every line is a duplicate', async () => {
    const res = await importFile(t, a.treasurer.token, bank, 'november.qfx');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ lines_imported: 0, duplicates_skipped: 5 });
    expect(await lineCount(bank)).toBe(5);
  });

  it('an overlapping second download imports only its new lines', async () => {
    const res = await importFile(t, a.treasurer.token, bank, 'december-overlap.qfx');
    expect(res.body.data).toMatchObject({
      lines_imported: 2,
      duplicates_skipped: 2,
      period_start: '2026-11-16',
      period_end: '2026-12-09',
      closing_balance: '5654.70',
    });
    expect(await lineCount(bank)).toBe(7);
  });

  it("another account's file is refused with both numbers named, and nothing is written", async () => {
    const before = await statementCount();
    const res = await importFile(t, a.treasurer.token, bank, 'other-account.qfx');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(T.otherAccount('000987654321', '000123456789'));
    expect(await statementCount()).toBe(before);
    expect(await lineCount(bank)).toBe(7);
  });

  it('a broken file imports nothing and says why', async () => {
    const before = await statementCount();
    const res = await importFile(t, a.treasurer.token, bank, 'broken.ofx');
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/The OFX file could not be read: .*Nothing was imported\./);
    const junk = await importFile(t, a.treasurer.token, bank, 'statement.pdf', Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj'));
    expect(junk.status).toBe(422);
    expect(junk.body.message).toBe(T.unknownFormat);
    const empty = await importFile(t, a.treasurer.token, bank, 'empty.ofx', Buffer.from('  \n'));
    expect(empty.body.message).toBe(T.emptyFile);
    expect(await statementCount()).toBe(before);
  });

  it('the list shows the statements of the account, newest first, with who imported them', async () => {
    const res = await a.api.get(`/bank-statements?bank_account_id=${bank}`);
    expect(res.status).toBe(200);
    const rows = res.body.data.data as Array<{ lines_imported: number; duplicates_skipped: number; format: string }>;
    expect(rows.map((r) => [r.lines_imported, r.duplicates_skipped])).toEqual([
      [2, 2],
      [0, 5],
      [5, 0],
    ]);
    expect(res.body.data.total).toBe(3);
  });
});

describe('CSV: the mapping chosen once per bank account', () => {
  let csvBank: number;
  let c: WorldCompany;
  beforeAll(async () => {
    c = await testWorld(t).company();
    csvBank = (await c.books()).bank;
  });

  it('without a saved mapping answers 422 naming the file columns, and imports nothing', async () => {
    const res = await importFile(t, c.treasurer.token, csvBank, 'november.csv');
    expect(res.status).toBe(422);
    const columns = ['Posting Date', 'Description', 'Amount', 'Check or Slip #', 'Balance'];
    expect(res.body.message).toBe(T.needsMapping(columns));
    expect(res.body.errors.csv_columns).toEqual(columns);
    expect(await lineCount(csvBank)).toBe(0);
    expect((await c.api.get(`/bank-accounts/${csvBank}/csv-mapping`)).body.data).toBeNull();
  });

  it('a mapping without an amount is refused; a saved one is remembered and used; a second import skips every line', async () => {
    const bad = await put(t, c.treasurer.token, `/bank-accounts/${csvBank}/csv-mapping`, {
      date_column: 'Posting Date',
      date_format: 'MM/DD/YYYY',
      description_column: 'Description',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.amount_column).toEqual([T.chooseAmount]);
    const mapping = {
      date_column: 'Posting Date',
      date_format: 'MM/DD/YYYY',
      amount_column: 'Amount',
      description_column: 'Description',
      check_number_column: 'Check or Slip #',
    };
    const saved = await put(t, c.treasurer.token, `/bank-accounts/${csvBank}/csv-mapping`, mapping);
    expect(saved.status).toBe(200);
    expect((await c.api.get(`/bank-accounts/${csvBank}/csv-mapping`)).body.data).toMatchObject({ ...mapping, debit_column: null, reference_column: null });
    const first = await importFile(t, c.treasurer.token, csvBank, 'november.csv');
    expect(first.body.data).toMatchObject({
      format: 'csv',
      lines_imported: 6,
      duplicates_skipped: 0,
      period_start: '2026-11-02',
      period_end: '2026-11-30',
      opening_balance: null,
    });
    const again = await importFile(t, c.treasurer.token, csvBank, 'november.csv');
    expect(again.body.data).toMatchObject({ lines_imported: 0, duplicates_skipped: 6 });
    // CSV names no account: nothing is recorded on the print set-up
    expect(await recordedNumber(csvBank)).toBeUndefined();
  });

  it('a CAMT.053 file into the same account records its number and reads its balances', async () => {
    const res = await importFile(t, c.treasurer.token, csvBank, 'november.camt053.xml');
    expect(res.body.data).toMatchObject({ format: 'camt053', opening_balance: '3000.00', closing_balance: '3625.50', lines_imported: 2 });
    expect(await recordedNumber(csvBank)).toBe('777000222');
  });
});

describe('access and tenancy', () => {
  it('an Auditor reads but cannot import or save a mapping', async () => {
    expect((await importFile(t, auditor.token, bank, 'november.qfx')).status).toBe(403);
    expect(
      (
        await put(t, auditor.token, `/bank-accounts/${bank}/csv-mapping`, {
          date_column: 'D',
          date_format: 'YYYY-MM-DD',
          amount_column: 'A',
          description_column: 'X',
        })
      ).status,
    ).toBe(403);
    expect((await auditor.api.get(`/bank-statements?bank_account_id=${bank}`)).status).toBe(200);
  });

  it("another company's bank account or statement is not reachable", async () => {
    const mine = (await a.api.get(`/bank-statements?bank_account_id=${bank}`)).body.data.data[0].id as number;
    const res = await importFile(t, other.treasurer.token, bank, 'november-v2.ofx', fixture('november-v2.ofx'));
    expect(res.status).toBe(422);
    expect(res.body.errors.bank_account_id).toEqual([T.selectBank]);
    expect((await other.api.get(`/bank-statements/${mine}`)).status).toBe(404);
    expect((await other.api.get(`/bank-statements?bank_account_id=${bank}`)).status).toBe(422);
    expect((await other.api.get('/bank-statements')).body.data.total).toBe(0);
    expect((await other.api.get(`/bank-accounts/${bank}/csv-mapping`)).status).toBe(422);
  });

  it('an expense account is not a bank account; a JSON body is not an upload', async () => {
    const books = await a.books();
    expect((await importFile(t, a.treasurer.token, books.expense, 'november.qfx')).status).toBe(422);
    const json = await a.api.post('/bank-statements/import', { bank_account_id: bank });
    expect(json.status).toBe(422);
    expect(json.body.message).toBe(T.notMultipart);
  });
});
