import { BILL_PAYMENT_STATUS, BILL_STATUS, CHECK_STATUS, CHECK_STATUS_NAMES, fromCents } from '@app/contract';
import fc from 'fast-check';
import { type PaymentModel, pick, pickPreferring, type WorkflowModel } from '../model.js';
import { expectStatus, Step } from '../step.js';
import type { World, WorldCompany } from '../world.js';
import { type ArgsOf, cents, type DocumentCommands, oneIn, otherCompany } from './document.js';

/** The check number typed on the screen: none (the next), one ahead (a new check book), or one already taken. */
const numbering = fc.oneof(
  { weight: 6, arbitrary: fc.constant({ kind: 'next' as const, ahead: 0 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }).map((ahead) => ({ kind: 'ahead' as const, ahead })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'taken' as const, ahead: 0 }) },
);
type Numbering = ArgsOf<typeof numbering>;

/** The typed number ('' for none) and whether the app must refuse it as taken. */
function typedNumber(m: WorkflowModel, bank: number, n: Numbering): { typed: string; first: number; taken: boolean } {
  const next = m.nextCheckNumber(bank);
  if (n.kind === 'taken' && next > 1) return { typed: String(next - 1), first: next - 1, taken: true };
  if (n.kind === 'ahead') return { typed: String(next + n.ahead), first: next + n.ahead, taken: false };
  return { typed: '', first: next, taken: false };
}

/** stale: a payment no longer Paid (409), 1 in 10; foreign: another company's payment first (422), 1 in 12 */
const voucherArgs = fc.record({
  company: fc.nat(),
  bank: fc.nat(),
  payments: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
  numbering,
  stale: oneIn(10),
  foreign: oneIn(12),
});

/**
 * The voucher screen's Save: Paid payments of one bank account on checks, one check per vendor with
 * consecutive numbers; no posting. A payment no longer Paid answers 409; a vendor whose payments total 0.00
 * 422 (a check of nothing cannot be printed); a typed number below the next 409.
 */
class VoucherCheck extends Step {
  constructor(private readonly a: ArgsOf<typeof voucherArgs>) {
    super('voucherCheck', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const c = pick(w.companies, this.a.company) as WorldCompany;
    const own = [...m.payments.values()].filter((p) => p.company === c.index);
    const paid = own.filter((p) => p.status === BILL_PAYMENT_STATUS.Paid);
    // The chosen bank if it has Paid payments, else the bank of one that is Paid (so checks get written).
    let bank = pick(c.banks, this.a.bank) as number;
    if (!paid.some((p) => p.bankId === bank) && paid.length) bank = (pick(paid, this.a.bank) as PaymentModel).bankId;
    const candidates = paid.filter((p) => p.bankId === bank);
    const chosen = [...new Set(this.a.payments.map((n) => pick(candidates, n)).filter((p): p is PaymentModel => !!p))];
    const closed = own.filter((p) => p.bankId === bank && p.status !== BILL_PAYMENT_STATUS.Paid);
    const stale = (this.a.stale || !chosen.length) && closed.length ? pick(closed, this.a.payments[0]) : undefined;
    if (stale) chosen.push(stale);
    if (!chosen.length) return `company ${c.index} has no payment on bank ${bank}`;
    const foreign = this.a.foreign
      ? pick(
          [...m.payments.values()].filter((p) => p.company !== c.index),
          this.a.payments[0],
        )
      : undefined;
    if (foreign) chosen.unshift(foreign);
    const number = typedNumber(m, bank, this.a.numbering);
    const res = await c.treasurer.post('/createChecks', {
      company_id: c.id,
      check_type: 'voucher',
      check_number: number.typed,
      memo: 'Workflow run',
      bank_account_id: bank,
      check_list: chosen.map((p) => ({ bill_payment_id: p.id })),
    });
    for (const p of chosen) m.touched.payments.add(p.id);
    const names = chosen.map((p) => `#${p.id}`).join(',');
    if (foreign) {
      expectStatus(res, 422, 'a voucher check with another company\u2019s payment');
      return `422 payment #${foreign.id} is another company's (with ${names})`;
    }
    if (stale) {
      expectStatus(res, 409, 'a voucher check with a payment that is no longer Paid');
      return `409 payment #${stale.id} not Paid (with ${names})`;
    }
    // One check per vendor, in the order the rows were chosen.
    const groups = new Map<number, PaymentModel[]>();
    for (const p of chosen) {
      const vendor = m.bills.get(p.billId)?.body.vendor_id as number;
      groups.set(vendor, [...(groups.get(vendor) ?? []), p]);
    }
    const amounts = [...groups.values()].map((ps) => ps.reduce((s, p) => s + p.paymentCents, 0));
    if (amounts.some((a) => a === 0)) {
      expectStatus(res, 422, 'a voucher check of 0.00');
      return `422 a vendor\u2019s payments total 0.00 (${names})`;
    }
    if (number.taken) {
      expectStatus(res, 409, `check number ${number.typed} taken`);
      return `409 check number ${number.typed} taken`;
    }
    expectStatus(res, 200, 'createChecks (voucher)');
    const rows = res.body.data as Array<{ id: number; vendor_id: number; check_number: number }>;
    if (rows.length !== groups.size) throw new Error(`${groups.size} vendors but ${rows.length} checks: ${JSON.stringify(rows)}`);
    [...groups].forEach(([vendor, payments], i) => {
      const row = rows.find((r) => r.vendor_id === vendor);
      if (!row) throw new Error(`no check for vendor ${vendor}: ${JSON.stringify(rows)}`);
      m.checks.set(row.id, {
        id: row.id,
        company: c.index,
        type: 'voucher',
        bankId: bank,
        number: number.first + i,
        status: CHECK_STATUS.Check,
        amountCents: amounts[i],
        paymentIds: payments.map((p) => p.id),
        billId: null,
      });
      m.touched.checks.add(row.id);
      for (const p of payments) {
        m.setPayment(p, BILL_PAYMENT_STATUS.Check, row.id);
        m.setBill(m.bills.get(p.billId) as never, BILL_STATUS.Check);
      }
    });
    m.highestCheck.set(bank, Math.max(m.nextCheckNumber(bank) - 1, number.first + groups.size - 1));
    return `${groups.size} check(s) from #${number.first} on bank ${bank} for ${names}`;
  }
}

const standardArgs = fc.record({
  company: fc.nat(),
  bank: fc.nat(),
  /** any bank account (often short of money: 422), 1 in 3; else the one holding the most */
  anyBank: oneIn(3),
  vendor: fc.nat(),
  account: fc.nat(),
  cents,
  dueIn: fc.integer({ min: 0, max: 30 }),
  numbering,
});

/**
 * The standard check screen: a bill, its payment and its check in one step (both postings). More than the
 * bank holds answers 422, a taken number 409, and nothing is created.
 */
class StandardCheck extends Step {
  constructor(private readonly a: ArgsOf<typeof standardArgs>) {
    super('standardCheck', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const c = pick(w.companies, this.a.company) as WorldCompany;
    const bank = m.payingBank(c.banks, this.a.bank, this.a.anyBank);
    const number = typedNumber(m, bank, this.a.numbering);
    const bill = {
      company_id: c.id,
      refrence: w.reference(),
      bill_due: w.day(this.a.dueIn),
      vendor_id: pick(c.vendors, this.a.vendor) as number,
      amount_due: fromCents(this.a.cents),
      account_payable_id: c.payable,
      account_id: pick(c.coa, this.a.account) as number,
      fund_program_id: c.program,
      funtional_expenses_id: c.expense,
    };
    const res = await c.treasurer.post('/createChecks', {
      ...bill,
      check_type: 'standard',
      memo: 'Workflow check',
      bank_account_id: bank,
      check_number: number.typed,
    });
    m.touched.banks.add(bank);
    if (this.a.cents > m.balance(bank)) {
      expectStatus(res, 422, `a standard check of ${fromCents(this.a.cents)} from a bank holding ${fromCents(m.balance(bank))}`);
      return `422 insufficient funds: ${fromCents(this.a.cents)} > ${fromCents(m.balance(bank))}`;
    }
    if (number.taken) {
      expectStatus(res, 409, `check number ${number.typed} taken`);
      return `409 check number ${number.typed} taken`;
    }
    expectStatus(res, 200, 'createChecks (standard)');
    const row = res.body.data[0] as { id: number; bill_id: number };
    const paymentId = await w.paymentOfBill(row.bill_id);
    m.bills.set(row.bill_id, {
      id: row.bill_id,
      company: c.index,
      status: BILL_STATUS.Check,
      amountCents: this.a.cents,
      body: { ...bill, memo: 'Workflow check', description: 'Workflow check' },
    });
    m.payments.set(paymentId, {
      id: paymentId,
      company: c.index,
      billId: row.bill_id,
      bankId: bank,
      status: BILL_PAYMENT_STATUS.Check,
      paymentCents: this.a.cents,
      discountCents: 0,
      checkId: row.id,
    });
    m.checks.set(row.id, {
      id: row.id,
      company: c.index,
      type: 'standard',
      bankId: bank,
      number: number.first,
      status: CHECK_STATUS.Check,
      amountCents: this.a.cents,
      paymentIds: [paymentId],
      billId: row.bill_id,
    });
    m.highestCheck.set(bank, Math.max(m.nextCheckNumber(bank) - 1, number.first));
    m.touched.bills.add(row.bill_id);
    m.touched.payments.add(paymentId);
    m.touched.checks.add(row.id);
    m.moveBank(bank, -this.a.cents);
    return `check #${row.id} (number ${number.first}) with bill #${row.bill_id} and payment #${paymentId} for ${fromCents(this.a.cents)}`;
  }
}

/** again: a check already Void (409), 1 in 5; foreign: as another company's treasurer (404), 1 in 10 */
const voidArgs = fc.record({ check: fc.nat(), again: oneIn(5), foreign: oneIn(10) });

/** Voids any check (a standard check's bill and payment with it); a Void one answers 409, another company's 404. */
class VoidCheck extends Step {
  constructor(private readonly a: ArgsOf<typeof voidArgs>) {
    super('voidCheck', a);
  }

  protected async act(m: WorkflowModel, w: World): Promise<string> {
    const check = pickPreferring([...m.checks.values()], this.a.check, (c) => c.status !== CHECK_STATUS.Void, this.a.again);
    if (!check) return 'no check yet';
    m.touched.checks.add(check.id);
    m.touched.banks.add(check.bankId);
    if (this.a.foreign) {
      const res = await otherCompany(w, check.company).treasurer.get(`/voidCheck/${check.id}`);
      expectStatus(res, 404, 'another company voiding a check');
      return `404 for another company on check #${check.id}`;
    }
    const res = await w.companies[check.company].treasurer.get(`/voidCheck/${check.id}`);
    if (check.status === CHECK_STATUS.Void) {
      expectStatus(res, 409, 'a second void of a check');
      return `409 check #${check.id} already Void`;
    }
    expectStatus(res, 200, 'voidCheck');
    m.voidCheck(check);
    return `voided ${check.type} check #${check.id} (was ${CHECK_STATUS_NAMES[CHECK_STATUS.Check]})`;
  }
}

export const checkCommands: DocumentCommands = {
  sourceType: 'check',
  commands: [
    { weight: 3, arbitrary: voucherArgs.map((a) => new VoucherCheck(a)) },
    { weight: 2, arbitrary: standardArgs.map((a) => new StandardCheck(a)) },
    { weight: 2, arbitrary: voidArgs.map((a) => new VoidCheck(a)) },
  ],
};
