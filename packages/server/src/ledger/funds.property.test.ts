import { fromCents } from '@app/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { day, testWorld, type WorldCompany } from '../../test/world/server.js';
import { ledgerProblems } from './invariants.js';

// Issue 24 point 2: every document the app posts balances within each fund. Random runs of bills (any fund),
// payments with discounts, voucher and standard checks, voids of each, opening balances, manual entries
// (balanced per fund, or interfund loans and transfers that the ledger completes) and their reversals; then
// no entry of the company may be off within any fund, untagged lines being a fund of their own.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  expect(await ledgerProblems(t.db)).toEqual([]);
  await t.close();
});

const cents = fc.integer({ min: 1, max: 500_00 });
const op = fc.oneof(
  fc.record({ kind: fc.constant('bill' as const), cents, fund: fc.nat() }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat(), discountPct: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ kind: fc.constant('voucherCheck' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('standardCheck' as const), cents, fund: fc.nat() }),
  fc.record({ kind: fc.constant('void' as const), what: fc.constantFrom('bill', 'payment', 'check'), pick: fc.nat() }),
  fc.record({ kind: fc.constant('opening' as const), cents, fund: fc.nat() }),
  fc.record({
    kind: fc.constant('entry' as const),
    interfund: fc.constantFrom(undefined, 'loan', 'transfer'),
    from: fc.nat(),
    to: fc.nat(),
    cents,
  }),
  fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }),
);

const offEntries = async (companyId: number) =>
  (
    await t.db.execute(sql`
      select entry_id, fund_program_id, sum(debit_cents - credit_cents)::text as off from journal_lines
       where company_id = ${companyId} group by entry_id, fund_program_id having sum(debit_cents - credit_cents) <> 0`)
  ).rows;

it('every entry that bills, payments, checks, voids, openings and manual entries post balances within each fund', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 3, maxLength: 10 }), async (ops) => {
      const b: WorldCompany = await testWorld(t).company();
      const books = await b.books();
      // Without restrictions, purpose-restricted, and the untagged money (null).
      const funds: Array<number | null> = [books.fundProgramId, (await b.api.post('/createFundProgram', { name: `Roof ${b.id}`, status: 1, restriction: 'purpose' })).body.data.id, null];
      await b.fund('100000.00');
      const bills: Array<{ id: number; cents: number }> = [];
      const payments: number[] = [];
      const checks: number[] = [];
      const entries: number[] = [];
      const pick = <T>(list: T[], n: number) => (list.length ? list[n % list.length] : undefined);
      for (const o of ops) {
        let res: { status: number; body: any } | undefined;
        if (o.kind === 'bill') {
          const fund = pick(funds, o.fund) ?? books.fundProgramId; // a bill needs a fund program
          bills.push({ id: (await b.bill(fromCents(o.cents), { fund_program_id: fund })).id, cents: o.cents });
        } else if (o.kind === 'pay') {
          const bill = pick(bills, o.pick);
          if (!bill) continue;
          const discount = fromCents(Math.floor((bill.cents * o.discountPct) / 100));
          res = await b.api.post('/createBillPayment', {
            company_id: b.id,
            account_payable_id: books.payable,
            account_id: books.bank,
            bill_amount_info: [{ bill_id: bill.id, discount }],
            button_status: 'save',
          });
          if (res.status === 200) payments.push(res.body.data[0].id);
        } else if (o.kind === 'voucherCheck') {
          const id = pick(payments, o.pick);
          if (!id) continue;
          res = await b.api.post('/createChecks', { company_id: b.id, check_type: 'voucher', check_number: '', memo: 'Run', bank_account_id: books.bank, check_list: [{ bill_payment_id: id }] });
          if (res.status === 200) checks.push(res.body.data[0].id);
        } else if (o.kind === 'standardCheck') {
          const fund = pick(funds, o.fund) ?? books.fundProgramId;
          checks.push((await b.standardCheck(fromCents(o.cents), { fund_program_id: fund })).id);
        } else if (o.kind === 'void') {
          const list = o.what === 'bill' ? bills.map((x) => x.id) : o.what === 'payment' ? payments : checks;
          const id = pick(list, o.pick);
          if (!id) continue;
          const url = o.what === 'bill' ? `/changeStatusOfBillIntoVoid/${id}` : o.what === 'payment' ? `/changeStatusOfBillPayment/${id}` : `/voidCheck/${id}`;
          res = await b.api.get(url);
        } else if (o.kind === 'opening') {
          const fund = pick(funds, o.fund);
          res = await b.api.post('/opening-balances', {
            as_of: day(-30),
            net_assets_account_id: books.byNumber['3000'],
            banks: [{ account_id: books.byNumber['1010'], amount: fromCents(o.cents * 2) }],
            funds: fund ? [{ fund_program_id: fund, amount: fromCents(o.cents) }] : [],
            account_payable_id: books.payable,
            bills: [],
          });
        } else if (o.kind === 'entry') {
          const from = pick(funds, o.from) ?? null;
          const to = pick(funds, o.to) ?? null;
          const amount = fromCents(o.cents);
          // Money moves from one fund's bank share to another's: balanced only when from = to or it is interfund.
          res = await b.api.post('/journals', {
            entry_date: day(),
            memo: 'Between funds',
            interfund: o.interfund,
            lines: [
              { account_id: books.byNumber['1010'], debit: amount, credit: '', fund_program_id: to },
              { account_id: books.bank, debit: '', credit: amount, fund_program_id: from },
            ],
          });
          if (res.status === 200) entries.push(res.body.data.id);
          // A refusal is one of the fund rules, never anything else.
          else expect([409, 422]).toContain(res.status);
        } else {
          const id = pick(entries, o.pick);
          if (!id) continue;
          res = await b.api.post(`/journals/${id}/reverse`, {});
        }
        if (res) expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      }
      expect(await offEntries(b.id)).toEqual([]);
    }),
    { numRuns: 12 },
  );
}, 600_000);
