import {
  BILL_PAYMENT_STATUS,
  BILL_PAYMENT_TEXT,
  BILL_STATUS,
  BILL_TEXT,
  CHECK_STATUS,
  CHECK_TEXT,
  fromCents,
  type VoidBillRef,
  type VoidCheckRef,
  type VoidPaymentRef,
  type VoidPreview,
} from '@app/contract';
import { and, asc, eq, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { accounts, billPayments, bills, checks, vendors } from '../../db/schema/index.js';
import { conflict, notFound } from '../../errors.js';
import type { AuthContext } from '../../plugins/access.js';
import { type CompanyScope, inScope, scopeOf, visibleIn } from '../../plugins/company-scope.js';

/**
 * What a void would change, read without locks or writes. It follows the cascade of bills.void.ts,
 * bill-payments.void.ts and checks.void.ts step by step (DESIGN.md section 6):
 * - a bill: Created -> itself; Paid or Check -> its live payment too (below), and the bill is voided, not reopened;
 * - a payment: itself; its bill back to Created; on a live check -> that check is voided and the check's other
 *   payments (their bills) go back to Paid;
 * - a check: itself; voucher -> its payments go back to Paid; standard -> its own bill and payment are voided.
 */
class Preview {
  constructor(readonly scope: CompanyScope) {}

  /** What voiding the document that `start` adds (and all it takes with it) changes. */
  static async of(scope: CompanyScope, start: (out: Preview) => Promise<void>): Promise<VoidPreview> {
    const out = new Preview(scope);
    await start(out);
    return out.answer();
  }
  bills = new Map<number, VoidBillRef>();
  payments = new Map<number, VoidPaymentRef>();
  checks = new Map<number, VoidCheckRef>();
  backToPaid = new Map<number, VoidBillRef>();
  backToCreated = new Map<number, VoidBillRef>();

  answer(): VoidPreview {
    const sorted = <T extends { id: number }>(m: Map<number, T>) => [...m.values()].sort((x, y) => x.id - y.id);
    // A bill that is voided in the end is not also "back to Paid" or "back to Created".
    for (const id of this.bills.keys()) {
      this.backToPaid.delete(id);
      this.backToCreated.delete(id);
    }
    return {
      voided: { bills: sorted(this.bills), payments: sorted(this.payments), checks: sorted(this.checks) },
      back_to_paid: sorted(this.backToPaid),
      back_to_created: sorted(this.backToCreated),
    };
  }
}

const bank = alias(accounts, 'bank');

async function billRef(db: DbOrTx, scope: CompanyScope, id: number) {
  const [r] = await db
    .select({ bill: bills, vendorName: vendors.name })
    .from(bills)
    .innerJoin(vendors, eq(vendors.id, bills.vendorId))
    .where(and(eq(bills.id, id), inScope(scope, bills.companyId)));
  if (!r) return undefined;
  const ref: VoidBillRef = {
    id: r.bill.id,
    bill_number: r.bill.billNumber,
    vendor_name: r.vendorName,
    refrence: r.bill.reference,
    amount: fromCents(r.bill.amountDueCents),
  };
  return { row: r.bill, ref };
}

async function paymentRows(db: DbOrTx, scope: CompanyScope, where: SQL | undefined) {
  const rows = await db
    .select({ p: billPayments, billNumber: bills.billNumber, vendorName: vendors.name })
    .from(billPayments)
    .innerJoin(bills, eq(bills.id, billPayments.billId))
    .innerJoin(vendors, eq(vendors.id, bills.vendorId))
    .where(and(where, inScope(scope, billPayments.companyId)))
    .orderBy(asc(billPayments.id));
  return rows.map((r) => ({
    row: r.p,
    ref: { id: r.p.id, bill_number: r.billNumber, vendor_name: r.vendorName, amount: fromCents(r.p.paymentCents) } satisfies VoidPaymentRef,
  }));
}

async function checkRef(db: DbOrTx, scope: CompanyScope, id: number) {
  const [r] = await db
    .select({ c: checks, vendorName: vendors.name, bankName: bank.accountName })
    .from(checks)
    .innerJoin(vendors, eq(vendors.id, checks.vendorId))
    .innerJoin(bank, eq(bank.id, checks.bankAccountId))
    .where(and(eq(checks.id, id), inScope(scope, checks.companyId)));
  if (!r) return undefined;
  const ref: VoidCheckRef = {
    id: r.c.id,
    check_number: r.c.checkNumber,
    check_type: r.c.checkType === 'standard' ? 'standard' : 'voucher',
    vendor_name: r.vendorName,
    amount: fromCents(r.c.amountCents),
    bank_account_name: r.bankName,
  };
  return { row: r.c, ref };
}

/** A live check's void: the check, and its live payments back to Paid (voucher) or its own bill voided (standard). */
async function addCheck(db: DbOrTx, out: Preview, checkId: number): Promise<void> {
  const check = await checkRef(db, out.scope, checkId);
  if (!check || check.row.status === CHECK_STATUS.Void || out.checks.has(checkId)) return;
  out.checks.set(checkId, check.ref);
  if (check.row.checkType === 'standard' && check.row.billId) return addBill(db, out, check.row.billId);
  for (const p of await paymentRows(db, out.scope, eq(billPayments.checkId, checkId))) {
    const bill = await billRef(db, out.scope, p.row.billId);
    if (bill) out.backToPaid.set(bill.ref.id, bill.ref);
  }
}

/** A live payment's void: the payment, its check (if on one), and its bill back to Created unless the bill goes too. */
async function addPayment(db: DbOrTx, out: Preview, payment: typeof billPayments.$inferSelect, ref: VoidPaymentRef): Promise<void> {
  out.payments.set(payment.id, ref);
  if (payment.status === BILL_PAYMENT_STATUS.Check && payment.checkId !== null) await addCheck(db, out, payment.checkId);
  // The check's void returned this payment to Paid first; then it is voided itself (not "back to Paid").
  const bill = await billRef(db, out.scope, payment.billId);
  if (bill) {
    out.backToPaid.delete(bill.ref.id);
    out.backToCreated.set(bill.ref.id, bill.ref);
  }
}

/** A bill's void: the bill and, when Paid or Check, its live payment's cascade. */
async function addBill(db: DbOrTx, out: Preview, billId: number): Promise<void> {
  const bill = await billRef(db, out.scope, billId);
  if (!bill || bill.row.status === BILL_STATUS.Void || out.bills.has(billId)) return;
  out.bills.set(billId, bill.ref);
  if (bill.row.status === BILL_STATUS.Created) return;
  const [live] = await paymentRows(db, out.scope, and(eq(billPayments.billId, billId), ne(billPayments.status, BILL_PAYMENT_STATUS.Void)));
  if (live && !out.payments.has(live.row.id)) await addPayment(db, out, live.row, live.ref);
}

/** GET /bill/{id}/void-preview */
export async function billVoidPreview(db: DbOrTx, auth: AuthContext, id: number): Promise<VoidPreview> {
  const scope = scopeOf(auth);
  const bill = visibleIn(scope, (await billRef(db, scope, id))?.row);
  if (bill.status === BILL_STATUS.Void) throw conflict(BILL_TEXT.alreadyVoid);
  return Preview.of(scope, (out) => addBill(db, out, id));
}

/** GET /bill-payment/{id}/void-preview */
export async function paymentVoidPreview(db: DbOrTx, auth: AuthContext, id: number): Promise<VoidPreview> {
  const scope = scopeOf(auth);
  const [payment] = await paymentRows(db, scope, eq(billPayments.id, id));
  if (!payment) throw notFound();
  if (payment.row.status === BILL_PAYMENT_STATUS.Void) throw conflict(BILL_PAYMENT_TEXT.alreadyVoid);
  return Preview.of(scope, (out) => addPayment(db, out, payment.row, payment.ref));
}

/** GET /check/{id}/void-preview */
export async function checkVoidPreview(db: DbOrTx, auth: AuthContext, id: number): Promise<VoidPreview> {
  const scope = scopeOf(auth);
  const check = visibleIn(scope, (await checkRef(db, scope, id))?.row);
  if (check.status === CHECK_STATUS.Void) throw conflict(CHECK_TEXT.alreadyVoid);
  return Preview.of(scope, (out) => addCheck(db, out, id));
}
