import { addDays, fromCents } from '@app/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import { api, loginAs } from '../../../test/api.js';
import type { TestContext } from '../../../test/harness.js';
import { reference, uniq, type WorldCompany } from '../../../test/world/server.js';

/*
 * Bill histories for ap-aging.kept.test.ts, made through the API as a treasurer would: bills (split or not,
 * dated today or on the user's tomorrow, a day ahead of UTC), payments with discounts (today or tomorrow),
 * voucher and standard checks, voids of each, edits of a Created bill, a manual entry on A/P, and days passing.
 * A step the app refuses (a 4xx: a void of a paid bill, a payment of a void one) is part of the history; a 500 fails.
 */
export type Step =
  | { kind: 'bill'; vendor: number; cents: number; dueIn: number; tomorrow: boolean; split: boolean }
  | { kind: 'pay'; picks: number[]; discountPct: number; tomorrow: boolean }
  | { kind: 'voidPayment'; pick: number }
  | { kind: 'voidBill'; pick: number }
  | { kind: 'check'; picks: number[] }
  | { kind: 'voidCheck'; pick: number }
  | { kind: 'standard'; cents: number }
  | { kind: 'edit'; pick: number; cents: number }
  | { kind: 'manual'; cents: number }
  | { kind: 'days'; n: number };

const cents = fc.integer({ min: 1, max: 250_000 });
export const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('bill' as const), vendor: fc.nat(2), cents, dueIn: fc.nat(45), tomorrow: fc.boolean(), split: fc.boolean() }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
      discountPct: fc.nat(100),
      tomorrow: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('voidPayment' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('voidBill' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('check' as const), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('voidCheck' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('standard' as const), cents }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('edit' as const), pick: fc.nat(), cents }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('manual' as const), cents }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('days' as const), n: fc.integer({ min: 1, max: 40 }) }) },
);

const money = (c: number) => fromCents(c);
const pick = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);

/** One company's history under the test's clock, at noon UTC of `today` (so the user's tomorrow is a valid day). */
export async function agingHistory(t: TestContext, co: WorldCompany, start: string) {
  const books = await co.books();
  // Made in an order that is neither their names' order nor that of their lowercased names: the aging's is the latter.
  const vendors = [await co.vendor({ name: uniq('Zion Supply') }), await co.vendor({ name: uniq('acme') }), await co.vendor({ name: uniq('Bethel') })];
  let today = start;
  const bills: Array<{ id: number; body: Record<string, unknown> }> = [];
  const payments: number[] = [];
  const checks: number[] = [];
  const seen = new Set<Step['kind']>();

  const moveTo = async (day: string) => {
    today = day;
    t.setNow(new Date(`${day}T12:00:00Z`));
    const token = await loginAs(t.app, co.treasurer.email, co.treasurer.password);
    co.treasurer = { ...co.treasurer, token, api: api(t.app, token) };
  };
  /** A refusal is part of the history; an error is not. Answers the body of a 200, else null. */
  const call = async (res: Promise<{ status: number; body: any }>, kind: Step['kind']) => {
    const r = await res;
    expect(r.status, `${kind}: ${JSON.stringify(r.body).slice(0, 300)}`).toBeLessThan(500);
    if (r.status !== 200) return null;
    seen.add(kind);
    return r.body;
  };
  const billBody = (s: { vendor: number; cents: number; dueIn: number; tomorrow: boolean; split: boolean }) => {
    const date = s.tomorrow ? addDays(today, 1) : today;
    const first = Math.ceil(s.cents / 3);
    const line = (amount: number, fund: number) => ({
      account_id: books.expense,
      fund_program_id: fund,
      funtional_expenses_id: books.functionalExpenseId,
      memo: '',
      amount: money(amount),
    });
    return {
      company_id: co.id,
      refrence: reference('K'),
      bill_due: addDays(date, s.dueIn),
      vendor_id: vendors[s.vendor % vendors.length].id,
      amount_due: money(s.cents),
      account_payable_id: books.payable,
      account_id: books.expense,
      fund_program_id: books.fundProgramId,
      funtional_expenses_id: books.functionalExpenseId,
      date,
      ...(s.split && s.cents > 1 ? { lines: [line(first, books.fundProgramId), line(s.cents - first, books.fundProgramId)] } : {}),
    };
  };

  async function apply(s: Step) {
    const a = co.api;
    switch (s.kind) {
      case 'bill': {
        const body = billBody(s);
        const made = await call(a.post('/createPayBills', body), s.kind);
        if (made) bills.push({ id: made.data.id, body });
        return;
      }
      case 'pay': {
        const chosen = [...new Set(s.picks.map((i) => pick(bills, i)).filter((b) => b !== undefined))];
        const rows = chosen.map((b) => ({ bill_id: b.id, discount: money(Math.floor((Math.round(Number(b.body.amount_due) * 100) * s.discountPct) / 200)) }));
        const body = { company_id: co.id, account_payable_id: books.payable, account_id: books.bank, bill_amount_info: rows, button_status: 'save' };
        const paid = await call(a.post('/createBillPayment', { ...body, ...(s.tomorrow ? { date: addDays(today, 1) } : {}) }), s.kind);
        for (const p of (paid?.data ?? []) as Array<{ id: number }>) payments.push(p.id);
        return;
      }
      case 'voidPayment': {
        const id = pick(payments, s.pick);
        if (id) await call(a.get(`/changeStatusOfBillPayment/${id}`), s.kind);
        return;
      }
      case 'voidBill': {
        const b = pick(bills, s.pick);
        if (b) await call(a.get(`/changeStatusOfBillIntoVoid/${b.id}`), s.kind);
        return;
      }
      case 'check': {
        const ids = [...new Set(s.picks.map((i) => pick(payments, i)).filter((p) => p !== undefined))];
        const body = { company_id: co.id, check_type: 'voucher', check_number: '', memo: 'Run', bank_account_id: books.bank };
        const made = await call(a.post('/createChecks', { ...body, check_list: ids.map((id) => ({ bill_payment_id: id })) }), s.kind);
        for (const c of (made?.data ?? []) as Array<{ id: number }>) checks.push(c.id);
        return;
      }
      case 'voidCheck': {
        const id = pick(checks, s.pick);
        if (id) await call(a.get(`/voidCheck/${id}`), s.kind);
        return;
      }
      case 'standard': {
        const c = await co.standardCheck(money(s.cents), { bill_due: addDays(today, 5), vendor_id: vendors[0].id });
        seen.add(s.kind);
        checks.push(c.id);
        return;
      }
      case 'edit': {
        const b = pick(bills, s.pick);
        if (!b || b.body.lines) return;
        const body = { ...b.body, amount_due: money(s.cents) };
        if (await call(a.post(`/updateBill/${b.id}`, body), s.kind)) b.body = body;
        return;
      }
      case 'manual': {
        const lines = [
          { account_id: books.expense, debit: money(s.cents), credit: '' },
          { account_id: books.payable, debit: '', credit: money(s.cents) },
        ];
        await call(a.post('/journals', { entry_date: today, memo: 'Accrual', lines }), s.kind);
        return;
      }
      case 'days':
        await moveTo(addDays(today, s.n));
        seen.add(s.kind);
        return;
    }
  }

  await moveTo(start);
  await co.fund('900000.00', undefined, start);
  return { apply, today: () => today, seen, bills };
}
