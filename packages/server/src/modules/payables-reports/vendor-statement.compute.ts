import { fromCents, type VendorStatement, type VendorStatementLine } from '@app/contract';
import type { VendorCheck, VendorEntry } from './payables.read.js';

interface Line {
  date: string;
  kind: VendorStatementLine['kind'];
  description: string;
  billId: number | null;
  checkId: number | null;
  /** + raises what is owed (a charge), - lowers it (a credit) */
  cents: number;
}

const billName = (e: VendorEntry) => `Bill #${e.billNumber} (Ref ${e.billReference})`;

/** An A/P entry as statement lines: a payment with a discount is two lines (the payment, then the discount). */
function linesOf(e: VendorEntry): Line[] {
  const base = { date: e.date, billId: e.billId, checkId: null };
  if (e.sourceType === 'bill' && e.billId !== null) {
    if (!e.reversal) return [{ ...base, kind: 'bill', description: billName(e), cents: e.netCents }];
    // A bill's reversal is its void, or the first half of an edit that changed its posting (reversed, posted again).
    const what = e.billVoid ? `Void of ${billName(e)}` : `${billName(e)} corrected: the earlier posting reversed`;
    return [{ ...base, kind: 'void', description: what, cents: e.netCents }];
  }
  if (e.sourceType === 'bill_payment' && e.billId !== null) {
    if (e.reversal) return [{ ...base, kind: 'void', description: `Void of the payment of Bill #${e.billNumber}`, cents: e.netCents }];
    const byCheck = e.checkNumber !== null ? ` (check #${e.checkNumber})` : '';
    const discount = e.discountCents ?? 0;
    const out: Line[] = [];
    if (-e.netCents - discount !== 0)
      out.push({ ...base, checkId: e.checkId, kind: 'payment', description: `Payment of Bill #${e.billNumber}${byCheck}`, cents: e.netCents + discount });
    if (discount) out.push({ ...base, kind: 'discount', description: `Discount on Bill #${e.billNumber}`, cents: -discount });
    return out;
  }
  return [{ ...base, kind: 'journal', description: e.memo || `Journal entry #${e.entryId}`, cents: e.netCents }];
}

function checkLine(c: VendorCheck): Line {
  const type = c.checkType === 'standard' ? 'standard' : 'voucher';
  const status = c.void ? ', void' : '';
  return {
    date: c.date,
    kind: 'check',
    description: `Check #${c.checkNumber} (${type}, ${fromCents(c.amountCents)}${status})`,
    billId: null,
    checkId: c.id,
    cents: 0,
  };
}

/** The statement: the opening balance, each line in date order (a check after the day's postings) with the running balance. */
export function vendorStatementOf(
  head: { companyId: number; companyName: string; vendorId: number; vendorName: string; from: string; to: string },
  openingCents: number,
  entries: VendorEntry[],
  checks: VendorCheck[],
): VendorStatement {
  const all = [...entries.flatMap(linesOf), ...checks.map(checkLine)];
  // Stable: postings keep their entry order; checks go after the postings of their day.
  const ordered = all.map((l, i) => ({ l, i })).sort((a, b) => (a.l.date < b.l.date ? -1 : a.l.date > b.l.date ? 1 : a.i - b.i));
  let balance = openingCents;
  let charges = 0;
  let credits = 0;
  const lines = ordered.map(({ l }) => {
    balance += l.cents;
    if (l.cents > 0) charges += l.cents;
    else credits -= l.cents;
    return {
      date: l.date,
      kind: l.kind,
      description: l.description,
      bill_id: l.billId,
      check_id: l.checkId,
      charge: fromCents(Math.max(l.cents, 0)),
      credit: fromCents(Math.max(-l.cents, 0)),
      balance: fromCents(balance),
    };
  });
  return {
    company_id: head.companyId,
    company_name: head.companyName,
    vendor_id: head.vendorId,
    vendor_name: head.vendorName,
    from: head.from,
    to: head.to,
    opening_balance: fromCents(openingCents),
    lines,
    total_charges: fromCents(charges),
    total_credits: fromCents(credits),
    closing_balance: fromCents(balance),
  };
}
