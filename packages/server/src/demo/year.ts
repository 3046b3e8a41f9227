import { billsOfTheDay, enterBill } from './bills.js';
import { daysBetween } from './calendar.js';
import { returnedChecks, sundayOffering } from './giving.js';
import { checkRun, honorarium, mistypedBill, payRun } from './payments.js';
import { ordersOfTheDay } from './purchase-orders.js';
import { VENDOR_PLANS } from './vendor-plans.js';
import type { CompanyWorld, DemoClock } from './world.js';

/**
 * One day of a company's year, in the order a treasurer's office works: Sunday's offering deposited (and a
 * returned check marked on the Wednesday after),
 * the bills that arrive, a pay run with its checks (10th and 25th), the purchase orders of the day, and the
 * few mistakes a real year has (a mistyped bill, a payment to the wrong bill, a check lost in the mail).
 */
export async function dayOfWork(clock: DemoClock, w: CompanyWorld, year: { start: string; today: string }) {
  const day = clock.day;
  const ago = daysBetween(day, year.today).length - 1;
  const monthIndex = (Number(day.slice(0, 4)) - Number(year.start.slice(0, 4))) * 12 + Number(day.slice(5, 7)) - Number(year.start.slice(5, 7));
  const dom = Number(day.slice(8, 10));

  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay();
  if (weekday === 0) await sundayOffering(clock, w, Math.floor(daysBetween(year.start, day).length / 7));
  if (weekday === 3 && w.returns.length) await returnedChecks(clock, w);
  await billsOfTheDay(clock, w, monthIndex, ago);
  // Whatever day the demo is loaded, one office-supply order 20 days back is left open, due in ten days: the
  // dashboard's "due in the next 14 days" (the monthly bills alone leave it empty on some days of the month).
  if (ago === 20) {
    const office = VENDOR_PLANS.find((v) => v.key === 'office')!;
    await enterBill(clock, w, office, { refrence: `MO${day.slice(2, 10).replaceAll('-', '')}`, memo: 'Hymnal and choir folders', hold: true });
  }
  if (ago === 250) {
    const electric = VENDOR_PLANS.find((v) => v.key === 'electric')!;
    const refrence = `EL${day.slice(2, 4)}${day.slice(5, 7)}X`;
    await mistypedBill(clock, w, () => enterBill(clock, w, electric, { cents: 4_875_00, refrence, memo: 'Typed 4,875.00 for 487.50' }));
  }
  if (dom === 20 && monthIndex % 3 === 1) await honorarium(clock, w, monthIndex);
  if (dom === 10 || dom === 25) {
    const voidPayment = ago >= 95 && ago <= 125 && !w.done.has('payment');
    if (voidPayment) w.done.add('payment');
    await payRun(clock, w, voidPayment);
    // The last three weeks' payments wait for the next check run (the dashboard's "not yet on a check").
    if (ago > 20) {
      const voidCheck = ago >= 190 && ago <= 215 && !w.done.has('check');
      if (voidCheck) w.done.add('check');
      await checkRun(clock, w, voidCheck);
    }
  }
  await ordersOfTheDay(clock, w, ago);
}
