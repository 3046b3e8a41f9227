import { addDays, money } from './calendar.js';
import { VENDOR_PLANS } from './vendor-plans.js';
import { actor, type CompanyWorld, type DemoClock, makerOf } from './world.js';

/**
 * A pay run (the builder's POST /createBillPayment as the treasurer): every open bill at least five days old, except the
 * ones held back. `voidOne`: the treasurer voids the first payment at once (paid the wrong bill); the bill is
 * open again and is paid in the next run.
 */
export async function payRun(clock: DemoClock, w: CompanyWorld, voidOne: boolean) {
  const due = w.open.filter((b) => !b.hold && b.day <= addDays(clock.day, -5));
  if (!due.length) return;
  const payments = await makerOf(clock, w, 'treasurer').pay(
    due.map((b) => ({ id: b.id, amount_due: money(b.cents) })),
    { date: clock.day },
  );
  w.open = w.open.filter((b) => !due.includes(b));
  if (voidOne) {
    const first = payments[0];
    const treasurer = await actor(clock, w, 'treasurer');
    await treasurer.get(`/changeStatusOfBillPayment/${first.bill_payment_id}`);
    w.open.push(due.find((b) => b.id === first.bill_id)!);
  }
}

/**
 * A check run: one voucher check per vendor for every paid bill not yet on a check (POST /createChecks).
 * `voidOne`: the first check is voided (lost in the mail); its payments wait for the next run.
 */
export async function checkRun(clock: DemoClock, w: CompanyWorld, voidOne: boolean) {
  const treasurer = await actor(clock, w, 'treasurer');
  const waiting = (await treasurer.get(`/getBillPaymentByBankAccID/${w.chart['1000']}/${w.id}`)).bill as Array<{ bill_payment_id: number }>;
  if (!waiting.length) return;
  const checks = await makerOf(clock, w, 'treasurer').voucherCheck(
    waiting.map((p) => p.bill_payment_id),
    { memo: `Check run ${clock.day}` },
  );
  if (voidOne) await treasurer.get(`/voidCheck/${checks[0].id}`);
}

/** A guest speaker's honorarium paid on the spot: a standard check (bill, payment and check in one step). */
export async function honorarium(clock: DemoClock, w: CompanyWorld, n: number) {
  const speaker = VENDOR_PLANS.find((v) => v.key === 'speaker')!;
  const amount = money(Math.round(w.rng.cents(speaker.min, speaker.max)));
  await makerOf(clock, w, 'treasurer').standardCheck(amount, {
    refrence: String(7000 + n),
    bill_due: clock.day,
    vendor_id: w.vendors.speaker,
    memo: 'Honorarium, revival services',
    account_id: w.chart[speaker.account],
    fund_program_id: w.funds['General Fund'],
    funtional_expenses_id: w.expenses[speaker.expense],
  });
}

/** A bill typed with the wrong amount and voided by the treasurer the same day. */
export async function mistypedBill(clock: DemoClock, w: CompanyWorld, enter: () => Promise<{ id: number }>) {
  const bill = await enter();
  const treasurer = await actor(clock, w, 'treasurer');
  await treasurer.get(`/changeStatusOfBillIntoVoid/${bill.id}`);
  w.open = w.open.filter((b) => b.id !== bill.id);
}
