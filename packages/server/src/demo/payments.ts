import { addDays, money } from './calendar.js';
import { VENDOR_PLANS } from './vendor-plans.js';
import { actor, type CompanyWorld, type DemoClock } from './world.js';

/**
 * A pay run (POST /createBillPayment as the treasurer): every open bill at least five days old, except the
 * ones held back. `voidOne`: the treasurer voids the first payment at once (paid the wrong bill); the bill is
 * open again and is paid in the next run.
 */
export async function payRun(clock: DemoClock, w: CompanyWorld, voidOne: boolean) {
  const due = w.open.filter((b) => !b.hold && b.day <= addDays(clock.day, -5));
  if (!due.length) return;
  const treasurer = await actor(clock, w, 'treasurer');
  const res = await treasurer.post('/createBillPayment', {
    company_id: w.id,
    account_payable_id: w.chart['2000'],
    account_id: w.chart['1000'],
    bill_amount_info: due.map((b) => ({ bill_id: b.id, amount_due: money(b.cents), discount: '0' })),
    date: clock.day,
    button_status: 'save',
  });
  w.open = w.open.filter((b) => !due.includes(b));
  if (voidOne) {
    const first = (res.data as Array<{ bill_payment_id: number; bill_id: number }>)[0];
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
  const res = await treasurer.post('/createChecks', {
    company_id: w.id,
    check_type: 'voucher',
    check_number: '',
    memo: `Check run ${clock.day}`,
    bank_account_id: w.chart['1000'],
    check_list: waiting.map((p) => ({ bill_payment_id: p.bill_payment_id })),
  });
  if (voidOne) await treasurer.get(`/voidCheck/${(res.checkId as number[])[0]}`);
}

/** A guest speaker's honorarium paid on the spot: a standard check (bill, payment and check in one step). */
export async function honorarium(clock: DemoClock, w: CompanyWorld, n: number) {
  const speaker = VENDOR_PLANS.find((v) => v.key === 'speaker')!;
  const treasurer = await actor(clock, w, 'treasurer');
  await treasurer.post('/createChecks', {
    company_id: w.id,
    check_type: 'standard',
    refrence: String(7000 + n),
    bill_due: clock.day,
    vendor_id: w.vendors.speaker,
    memo: 'Honorarium, revival services',
    amount_due: money(Math.round(w.rng.cents(speaker.min, speaker.max))),
    account_payable_id: w.chart['2000'],
    account_id: w.chart[speaker.account],
    fund_program_id: w.funds['General Fund'],
    funtional_expenses_id: w.expenses[speaker.expense],
    bank_account_id: w.chart['1000'],
    check_number: '',
  });
}

/** A bill typed with the wrong amount and voided by the treasurer the same day. */
export async function mistypedBill(clock: DemoClock, w: CompanyWorld, enter: () => Promise<{ id: number }>) {
  const bill = await enter();
  const treasurer = await actor(clock, w, 'treasurer');
  await treasurer.get(`/changeStatusOfBillIntoVoid/${bill.id}`);
  w.open = w.open.filter((b) => b.id !== bill.id);
}
