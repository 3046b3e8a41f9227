import { addDays, money } from './calendar.js';
import { splitBillsOf, utilityLines } from './payables-year.js';
import type { VendorPlan } from './vendor-plans.js';
import { plansFor } from './vendors.js';
import { type CompanyWorld, type DemoClock, makerOf } from './world.js';

/** Vendors whose bills of one to two months ago are left unpaid: the dashboard's overdue bills. */
const HELD = new Set(['insurance', 'office', 'district', 'cpa', 'copier']);

function amountOf(w: CompanyWorld, v: VendorPlan, day: string): number {
  const fixed = v.min === v.max && (v.key === 'internet' || v.key === 'copier');
  let cents = w.rng.cents(v.min, v.max);
  const month = Number(day.slice(5, 7));
  if (v.heating && (month >= 11 || month <= 3)) cents *= 3;
  if (v.key === 'electric' && month >= 6 && month <= 9) cents = Math.round(cents * 1.5);
  return fixed ? cents : Math.round(cents * w.c.scale);
}

/** Enters one bill through the builder (POST /createPayBills) as the bookkeeper; remembers it as open. */
export async function enterBill(
  clock: DemoClock,
  w: CompanyWorld,
  v: VendorPlan,
  opts: { cents?: number; refrence?: string; memo?: string; purchaseOrderId?: number; hold?: boolean } = {},
) {
  const cents = opts.cents ?? amountOf(w, v, clock.day);
  const refrence = opts.refrence ?? `${v.ref}${clock.day.slice(2, 4)}${clock.day.slice(5, 7)}`;
  const description = opts.memo ?? `${v.name(w.c)} ${clock.day.slice(0, 7)}`;
  // A mistyped bill stays one line (it is voided the same day); a utility bill is split with the Building Fund.
  const lines = opts.cents === undefined ? utilityLines(w, v, cents, description) : undefined;
  const made = await makerOf(clock, w, 'bookkeeper').bill(money(cents), {
    refrence,
    bill_due: addDays(clock.day, v.terms || 30),
    vendor_id: w.vendors[v.key],
    account_id: w.chart[v.account],
    fund_program_id: w.funds[v.fund] ?? w.funds['General Fund'],
    funtional_expenses_id: w.expenses[v.expense],
    memo: opts.memo ?? '',
    description,
    date: clock.day,
    invoice_date: clock.day,
    ...(opts.purchaseOrderId ? { purchase_order_id: opts.purchaseOrderId } : {}),
    ...(lines ? { lines } : {}),
  });
  const bill = { id: made.id, cents, vendor: v.key, day: clock.day, hold: opts.hold ?? false };
  if (lines) splitBillsOf.set(w, [...(splitBillsOf.get(w) ?? []), { id: bill.id, vendor: v.key, refrence, day: clock.day, cents }]);
  w.open.push(bill);
  return bill;
}

/** The recurring bills due to arrive today (monthly, quarterly...), `ago` days before the real today. */
export async function billsOfTheDay(clock: DemoClock, w: CompanyWorld, monthIndex: number, ago: number) {
  const dom = Number(clock.day.slice(8, 10));
  for (const v of plansFor(w.c)) {
    if (!v.every || v.day !== dom || monthIndex % v.every !== 0) continue;
    // Office supplies are bought most months, not all.
    if (v.key === 'office' && w.rng.next() < 0.25) continue;
    await enterBill(clock, w, v, { hold: HELD.has(v.key) && ago >= 30 && ago <= 62 });
  }
}
