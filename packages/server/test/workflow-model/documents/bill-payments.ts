import { BILL_PAYMENT_STATUS, BILL_PAYMENT_STATUS_NAMES, BILL_STATUS, fromCents } from '@app/contract';
import fc from 'fast-check';
import { type BillModel, pick, pickPreferring, type WorkflowModel } from '../model.js';
import { expectStatus, Step } from '../step.js';
import type { World, WorldCompany } from '../world.js';
import { type ArgsOf, type DocumentCommands, oneIn, otherCompany } from './document.js';

/** Mostly no discount, sometimes part of the bill, now and then all of it (a payment of 0.00). */
const discountPercent = fc.oneof(
  { weight: 5, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.integer({ min: 1, max: 60 }) },
  { weight: 1, arbitrary: fc.constant(100) },
);

const payArgs = fc.record({
  company: fc.nat(),
  bills: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
  bank: fc.nat(),
  /** any bank account (often short of money: 422), 1 in 3; else the one holding the most */
  anyBank: oneIn(3),
  discounts: fc.array(discountPercent, { minLength: 3, maxLength: 3 }),
  /** a screen that still offers a bill since paid or voided */
  stale: oneIn(10),
  /** a bill of another company slipped in first (422, nothing paid) */
  foreign: oneIn(12),
});

/**
 * The payment screen's Save: pays one to three open bills of a company in full from a bank account, all or
 * nothing. A bill no longer open answers 409, more than the bank holds 422; otherwise one payment per bill.
 */
class PayBills extends Step {
  constructor(private readonly a: ArgsOf<typeof payArgs>) {
    super('payBills', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const c = pick(w.companies, this.a.company) as WorldCompany;
    const own = [...m.bills.values()].filter((b) => b.company === c.index);
    const open = own.filter((b) => b.status === BILL_STATUS.Created);
    const closed = own.filter((b) => b.status !== BILL_STATUS.Created);
    const chosen = [...new Set(this.a.bills.map((n) => pick(open, n)).filter((b): b is BillModel => !!b))];
    const stale = (this.a.stale || !chosen.length) && closed.length ? pick(closed, this.a.bills[0]) : undefined;
    if (stale) chosen.push(stale);
    if (!chosen.length) return `company ${c.index} has no bill`;
    const bank = m.payingBank(c.banks, this.a.bank, this.a.anyBank);
    const foreign = this.a.foreign
      ? pick(
          [...m.bills.values()].filter((b) => b.company !== c.index),
          this.a.bills[0],
        )
      : undefined;
    if (foreign) chosen.unshift(foreign);
    const rows = chosen.map((b, i) => ({ bill: b, discount: Math.floor((b.amountCents * this.a.discounts[i % 3]) / 100) }));
    const total = rows.reduce((s, r) => s + r.bill.amountCents - r.discount, 0);
    const res = await c.treasurer.post('/createBillPayment', {
      company_id: c.id,
      account_payable_id: c.payable,
      account_id: bank,
      bill_amount_info: rows.map((r) => ({ bill_id: r.bill.id, amount_due: fromCents(r.bill.amountCents), discount: fromCents(r.discount) })),
      button_status: 'save',
    });
    for (const r of rows) m.touched.bills.add(r.bill.id);
    m.touched.banks.add(bank);
    const names = rows.map((r) => `#${r.bill.id}`).join(',');
    if (foreign) {
      expectStatus(res, 422, 'paying another company\u2019s bill');
      return `422 bill #${foreign.id} is another company's (with ${names})`;
    }
    if (stale) {
      expectStatus(res, 409, 'paying a bill that is no longer open');
      return `409 bill #${stale.id} not open (with ${names})`;
    }
    if (total > m.balance(bank)) {
      expectStatus(res, 422, `paying ${fromCents(total)} from a bank holding ${fromCents(m.balance(bank))}`);
      return `422 insufficient funds: ${fromCents(total)} > ${fromCents(m.balance(bank))}`;
    }
    expectStatus(res, 200, 'createBillPayment');
    const paid = res.body.data as Array<{ id: number; bill_id: number }>;
    rows.forEach((r, i) => {
      const id = paid[i].id;
      if (paid[i].bill_id !== r.bill.id) throw new Error(`payment ${id} answered for bill ${paid[i].bill_id}, sent ${r.bill.id}`);
      m.payments.set(id, {
        id,
        company: c.index,
        billId: r.bill.id,
        bankId: bank,
        status: BILL_PAYMENT_STATUS.Paid,
        paymentCents: r.bill.amountCents - r.discount,
        discountCents: r.discount,
        checkId: null,
      });
      m.touched.payments.add(id);
      m.setBill(r.bill, BILL_STATUS.Paid);
    });
    m.moveBank(bank, -total);
    return `paid ${names} (${fromCents(total)}) from bank ${bank}`;
  }
}

/** again: a payment already Void (409), 1 in 5; foreign: as another company's treasurer (404), 1 in 10 */
const voidArgs = fc.record({ payment: fc.nat(), again: oneIn(5), foreign: oneIn(10) });

/** Voids any payment (a check holding it too); a Void one answers 409, another company's 404. */
class VoidPayment extends Step {
  constructor(private readonly a: ArgsOf<typeof voidArgs>) {
    super('voidPayment', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const payment = pickPreferring([...m.payments.values()], this.a.payment, (p) => p.status !== BILL_PAYMENT_STATUS.Void, this.a.again);
    if (!payment) return 'no payment yet';
    m.touched.payments.add(payment.id);
    m.touched.banks.add(payment.bankId);
    if (this.a.foreign) {
      const res = await otherCompany(w, payment.company).treasurer.get(`/changeStatusOfBillPayment/${payment.id}`);
      expectStatus(res, 404, 'another company voiding a payment');
      return `404 for another company on payment #${payment.id}`;
    }
    const res = await w.companies[payment.company].treasurer.get(`/changeStatusOfBillPayment/${payment.id}`);
    if (payment.status === BILL_PAYMENT_STATUS.Void) {
      expectStatus(res, 409, 'a second void of a payment');
      return `409 payment #${payment.id} already Void`;
    }
    expectStatus(res, 200, 'changeStatusOfBillPayment');
    const was = BILL_PAYMENT_STATUS_NAMES[payment.status];
    m.voidPayment(payment);
    return `voided ${was} payment #${payment.id}`;
  }
}

export const paymentCommands: DocumentCommands = {
  sourceType: 'bill_payment',
  commands: [
    { weight: 5, arbitrary: payArgs.map((a) => new PayBills(a)) },
    { weight: 2, arbitrary: voidArgs.map((a) => new VoidPayment(a)) },
  ],
};
