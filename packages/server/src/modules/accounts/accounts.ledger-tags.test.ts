import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness.js';
import { testWorld, type WorldCompany } from '../../../test/world/server.js';

/**
 * A statement's figure opens the account ledger narrowed to one fund program or functional expense
 * (?fund_program_id=, ?functional_expense_id=, 'none' = the lines without one): the lines, the opening
 * balance and the running balance are those of the tagged lines only, across months and pages.
 */
let t: TestContext;
let grace: WorldCompany;
let other: WorldCompany;
let bank: number;
let supplies: number;
let fundA: number;
let fundB: number;
let program: number;

beforeAll(async () => {
  t = await createTestContext();
  grace = await testWorld(t).company({ name: 'Grace Ledger Tags' });
  other = await testWorld(t).company({ name: 'Other Ledger Tags' });
  const books = await grace.books();
  bank = books.bank;
  supplies = books.expense;
  fundA = books.fundProgramId;
  fundB = await grace.fundProgram();
  program = books.functionalExpenseId;
  const equity = books.byNumber['3000'];
  const entry = async (date: string, lines: Array<Record<string, unknown>>) =>
    expect((await grace.api.post('/journals', { entry_date: date, memo: `Entry of ${date}`, lines })).status).toBe(200);
  await entry('2026-01-10', [
    { account_id: bank, debit: '100.00', credit: '', fund_program_id: fundA },
    { account_id: equity, debit: '', credit: '100.00', fund_program_id: fundA },
  ]);
  await entry('2026-02-05', [
    { account_id: bank, debit: '40.00', credit: '' },
    { account_id: equity, debit: '', credit: '40.00' },
  ]);
  await entry('2026-03-03', [
    { account_id: bank, debit: '7.00', credit: '', fund_program_id: fundB },
    { account_id: equity, debit: '', credit: '7.00', fund_program_id: fundB },
  ]);
  await entry('2026-03-20', [
    { account_id: supplies, debit: '25.00', credit: '', fund_program_id: fundA, funtional_expenses_id: program },
    { account_id: bank, debit: '', credit: '25.00', fund_program_id: fundA },
  ]);
  await entry('2026-03-21', [
    { account_id: supplies, debit: '5.00', credit: '', fund_program_id: fundA },
    { account_id: bank, debit: '', credit: '5.00', fund_program_id: fundA },
  ]);
});
afterAll(() => t.close());

const ledger = async (account: number, query: string) => {
  const res = await grace.api.get(`/getAccountLedger/${account}?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const d = res.body.data as {
    opening_balance: string;
    lines: { data: Array<{ debit: string; credit: string; balance: string }>; total: number };
    next_cursor: string | null;
  };
  return { ...d, rows: d.lines.data.map((l) => [l.debit, l.credit, l.balance]) };
};

it("narrows the bank's ledger to one fund, with that fund's running balance", async () => {
  expect((await ledger(bank, `fund_program_id=${fundA}`)).rows).toEqual([
    ['100.00', '0.00', '100.00'],
    ['0.00', '25.00', '75.00'],
    ['0.00', '5.00', '70.00'],
  ]);
  expect((await ledger(bank, `fund_program_id=${fundB}`)).rows).toEqual([['7.00', '0.00', '7.00']]);
  // 'none': the undesignated lines.
  expect((await ledger(bank, 'fund_program_id=none')).rows).toEqual([['40.00', '0.00', '40.00']]);
  // Unfiltered: every line, as before.
  expect((await ledger(bank, '')).rows.map((r) => r[2])).toEqual(['100.00', '140.00', '147.00', '122.00', '117.00']);
});

it("opens a period with the fund's own balance before it, and keeps it across pages", async () => {
  const march = await ledger(bank, `fund_program_id=${fundA}&from=2026-03-01&to=2026-03-31`);
  expect(march.opening_balance).toBe('100.00');
  expect(march.rows).toEqual([
    ['0.00', '25.00', '75.00'],
    ['0.00', '5.00', '70.00'],
  ]);
  const first = await ledger(bank, `fund_program_id=${fundA}&per_page=2`);
  expect(first.lines.total).toBe(3);
  const second = await ledger(bank, `fund_program_id=${fundA}&per_page=2&after=${first.next_cursor}`);
  expect(second.rows).toEqual([['0.00', '5.00', '70.00']]);
});

it('narrows an expense account to one functional expense, or to the lines without one', async () => {
  expect((await ledger(supplies, `functional_expense_id=${program}`)).rows).toEqual([['25.00', '0.00', '25.00']]);
  expect((await ledger(supplies, 'functional_expense_id=none')).rows).toEqual([['5.00', '0.00', '5.00']]);
  expect((await ledger(supplies, `fund_program_id=${fundA}&functional_expense_id=none`)).rows).toEqual([['5.00', '0.00', '5.00']]);
});

it("refuses another company's fund program (404) and a tag that is not an id (422)", async () => {
  const foreign = await other.fundProgram();
  expect((await grace.api.get(`/getAccountLedger/${bank}?fund_program_id=${foreign}`)).status).toBe(404);
  expect((await grace.api.get(`/getAccountLedger/${bank}?fund_program_id=99999999`)).status).toBe(404);
  const bad = await grace.api.get(`/getAccountLedger/${bank}?functional_expense_id=abc`);
  expect(bad.status).toBe(422);
  expect(JSON.stringify(bad.body)).toContain("Choose a functional expense id or 'none'.");
});
