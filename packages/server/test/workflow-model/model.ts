import { BILL_PAYMENT_STATUS, BILL_STATUS, CHECK_STATUS, DEPOSIT_STATUS, TRANSFER_STATUS } from '@app/contract';

/**
 * The simple model the workflow test checks the API against: what a careful treasurer would expect each
 * document's status and each bank balance to be after every step. Ids are the app's own (read from its
 * answers); amounts are integer cents. The void cascade below is written from DESIGN.md section 6, not from
 * the code: void a voucher check -> its payments and bills back to Paid; void a payment -> its check is
 * voided (others on it back to Paid), the payment reversed, its bill back to Created; void a bill -> its
 * payment first; void a standard check -> its own bill (and so its payment) too.
 */
export interface BillModel {
  id: number;
  company: number;
  status: number;
  amountCents: number;
  /** the body the bill form would send again on an edit */
  body: Record<string, unknown>;
}

export interface PaymentModel {
  id: number;
  company: number;
  billId: number;
  bankId: number;
  status: number;
  paymentCents: number;
  discountCents: number;
  checkId: number | null;
}

export interface CheckModel {
  id: number;
  company: number;
  type: 'voucher' | 'standard';
  bankId: number;
  number: number;
  status: number;
  amountCents: number;
  /** the payments it holds while it stands */
  paymentIds: number[];
  billId: number | null;
}

/** A manual journal entry on a bank account: money in (Dr bank / Cr net assets) or out (Dr an expense / Cr bank). */
export interface JournalModel {
  id: number;
  company: number;
  bankId: number;
  /** what it moved into the bank account (negative: out of it) */
  bankCents: number;
  reversed: boolean;
}

/** A company's opening balances: the entry and what it put in each bank account. */
export interface OpeningModel {
  entryId: number;
  company: number;
  banks: Array<{ bankId: number; amountCents: number }>;
  reversed: boolean;
}

/** A deposit: money into one bank account; Posted (2) until voided (1). */
export interface DepositModel {
  id: number;
  company: number;
  bankId: number;
  cents: number;
  status: number;
}

/** A transfer: money from one bank account of a company to another; Posted (2) until voided (1). */
export interface TransferModel {
  id: number;
  company: number;
  from: number;
  to: number;
  cents: number;
  status: number;
}

/** What a step changed, so the step checks exactly those records through the API (keeps the run linear). */
export interface Touched {
  bills: Set<number>;
  payments: Set<number>;
  checks: Set<number>;
  deposits: Set<number>;
  transfers: Set<number>;
  banks: Set<number>;
}
const TOUCHED_KINDS = ['bills', 'payments', 'checks', 'deposits', 'transfers', 'banks'] as const;

export class WorkflowModel {
  bills = new Map<number, BillModel>();
  payments = new Map<number, PaymentModel>();
  checks = new Map<number, CheckModel>();
  deposits = new Map<number, DepositModel>();
  transfers = new Map<number, TransferModel>();
  journals: JournalModel[] = [];
  openings: OpeningModel[] = [];
  /** bank or cash account id -> expected ledger balance in cents */
  banks = new Map<number, number>();
  /** bank account id -> highest check number issued on it */
  highestCheck = new Map<number, number>();
  /** steps run so far (the whole-book invariants run every 100) */
  steps = 0;
  /** days the app clock has moved since the run began */
  dayOffset = 0;
  touched: Touched = emptyTouched();
  /** what the steps touched since the last whole-book check (read back through the record screens there) */
  sinceBooks: Touched = emptyTouched();
  /** milliseconds spent per kind of step (printed with the run's length) */
  timings = new Map<string, number>();
  /** how many steps of each kind did something, were refused as the model expected, or found nothing to do */
  outcomes = new Map<string, number>();

  constructor(bankIds: number[]) {
    for (const id of bankIds) this.banks.set(id, 0);
  }

  balance(bankId: number): number {
    return this.banks.get(bankId) ?? 0;
  }

  moveBank(bankId: number, cents: number): void {
    this.banks.set(bankId, this.balance(bankId) + cents);
    this.touched.banks.add(bankId);
  }

  setBill(bill: BillModel, status: number): void {
    bill.status = status;
    this.touched.bills.add(bill.id);
  }

  setPayment(payment: PaymentModel, status: number, checkId: number | null): void {
    payment.status = status;
    payment.checkId = checkId;
    this.touched.payments.add(payment.id);
  }

  /** A deposit made (its money in its bank) or voided (taken out again). */
  setDeposit(deposit: DepositModel, status: number): void {
    this.deposits.set(deposit.id, deposit);
    const was = deposit.status;
    deposit.status = status;
    this.touched.deposits.add(deposit.id);
    if (was !== status) this.moveBank(deposit.bankId, status === DEPOSIT_STATUS.Posted ? deposit.cents : -deposit.cents);
  }

  /** A transfer made (from one bank to the other) or voided (back again). */
  setTransfer(transfer: TransferModel, status: number): void {
    this.transfers.set(transfer.id, transfer);
    const was = transfer.status;
    transfer.status = status;
    this.touched.transfers.add(transfer.id);
    if (was === status) return;
    const cents = status === TRANSFER_STATUS.Posted ? transfer.cents : -transfer.cents;
    this.moveBank(transfer.from, -cents);
    this.moveBank(transfer.to, cents);
  }

  livePaymentOf(billId: number): PaymentModel | undefined {
    for (const p of this.payments.values()) if (p.billId === billId && p.status !== BILL_PAYMENT_STATUS.Void) return p;
    return undefined;
  }

  /** A standing check goes Void; what it held goes back to Paid (a standard check's bill then goes too). */
  private releaseCheck(check: CheckModel): void {
    check.status = CHECK_STATUS.Void;
    this.touched.checks.add(check.id);
    for (const id of check.paymentIds) {
      const p = this.payments.get(id) as PaymentModel;
      this.setPayment(p, BILL_PAYMENT_STATUS.Paid, null);
      this.setBill(this.bills.get(p.billId) as BillModel, BILL_STATUS.Paid);
    }
    check.paymentIds = [];
  }

  voidCheck(check: CheckModel): void {
    this.releaseCheck(check);
    if (check.type === 'standard' && check.billId !== null) this.voidBill(this.bills.get(check.billId) as BillModel);
  }

  voidPayment(payment: PaymentModel): void {
    if (payment.checkId !== null) this.releaseCheck(this.checks.get(payment.checkId) as CheckModel);
    this.setPayment(payment, BILL_PAYMENT_STATUS.Void, null);
    this.moveBank(payment.bankId, payment.paymentCents);
    this.setBill(this.bills.get(payment.billId) as BillModel, BILL_STATUS.Created);
  }

  voidBill(bill: BillModel): void {
    const live = this.livePaymentOf(bill.id);
    if (live) this.voidPayment(live);
    this.setBill(bill, BILL_STATUS.Void);
  }

  /** The bank account a treasurer would pay from: usually the one holding the most, now and then any (`any`). */
  payingBank(banks: readonly number[], n: number, any: boolean): number {
    if (any) return pick(banks, n) as number;
    return [...banks].sort((a, b) => this.balance(b) - this.balance(a) || a - b)[0];
  }

  /** The check number a new check on this bank account gets when none is typed. */
  nextCheckNumber(bankId: number): number {
    return (this.highestCheck.get(bankId) ?? 0) + 1;
  }

  rememberTouched(t: Touched): void {
    for (const key of TOUCHED_KINDS) for (const id of t[key]) this.sinceBooks[key].add(id);
  }

  takeTouched(): Touched {
    const t = this.touched;
    this.touched = emptyTouched();
    return t;
  }
}

export const emptyTouched = (): Touched => ({
  bills: new Set(),
  payments: new Set(),
  checks: new Set(),
  deposits: new Set(),
  transfers: new Set(),
  banks: new Set(),
});

/** The n-th element of a list, wrapping (picks are generated before the list exists). */
export const pick = <T>(list: readonly T[], n: number): T | undefined => (list.length ? list[n % list.length] : undefined);

/** The n-th of the elements that are (or, with `not`, are not) as preferred; any element when there is none. */
export function pickPreferring<T>(list: readonly T[], n: number, preferred: (item: T) => boolean, not = false): T | undefined {
  const some = list.filter((item) => preferred(item) !== not);
  return pick(some.length ? some : list, n);
}
