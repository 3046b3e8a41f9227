import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditor, book, get, ids, other, setUpWorkedExample, tearDownWorkedExample, YEAR } from './worked-example.world.js';

// The worked example's figures (worked-example.world.ts) down to their ledger lines.
beforeAll(setUpWorkedExample);
afterAll(tearDownWorkedExample);

describe('drill-down to the ledger lines', () => {
  type Ledger = { opening_balance: string; lines: { data: Array<{ debit: string; credit: string; balance: string }> } };
  const ledger = async (query: string): Promise<Ledger> => (await get(`/getAccountLedger/${book.byNumber['1000']}?per_page=100&${query}`)).data;
  const last = (l: Ledger) => l.lines.data.at(-1)?.balance;

  it("a fund's share of a bank account: its lines and the figure on the fund balances", async () => {
    const rows = (await get(`/reports/fund-balances?${YEAR}`)).data;
    for (const r of rows) {
      const share = r.bank_shares.find((s: { account_id: number }) => s.account_id === book.byNumber['1000']);
      if (!share) continue; // the Endowment is all in Savings
      const d = share.drill;
      const l = await ledger(`to=${d.to}&fund_program_id=${d.fund_program_id}`);
      expect(last(l), r.name).toBe(share.amount);
    }
    // Building: the gift, the repairs and the sound system.
    expect((await ledger(`to=2026-12-31&fund_program_id=${ids.building}`)).lines.data.map((x) => [x.debit, x.credit])).toEqual([
      ['8000.00', '0.00'],
      ['0.00', '1500.00'],
      ['0.00', '3000.00'],
    ]);
    // The opening balance of a period counts only the fund's own lines.
    expect((await ledger(`from=2026-01-01&fund_program_id=${ids.youth}`)).opening_balance).toBe('2400.00');
  });

  it('a functional expense cell of the grid', async () => {
    const d = (await get(`/getAccountLedger/${book.byNumber['5120']}?from=2026-01-01&to=2026-12-31&functional_expense_id=${ids.program}`)).data;
    expect(d.lines.data.map((x: { debit: string }) => x.debit)).toEqual(['1500.00']);
    const none = (await get(`/getAccountLedger/${book.byNumber['5120']}?functional_expense_id=none`)).data;
    expect(none.lines.data).toEqual([]);
  });

  it("another company's fund program or a bad filter is refused", async () => {
    const theirs = await other.company.fundProgram('Theirs');
    expect((await auditor.get(`/getAccountLedger/${book.byNumber['1000']}?fund_program_id=${theirs}`)).status).toBe(404);
    expect((await auditor.get(`/getAccountLedger/${book.byNumber['1000']}?fund_program_id=some`)).status).toBe(422);
  });
});
