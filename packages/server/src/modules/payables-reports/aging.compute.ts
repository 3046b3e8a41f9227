import { type AgingBucket, type AgingRow, type ApAging, fromCents } from '@app/contract';
import type { OpenBill } from './payables.read.js';

const DAY_MS = 86_400_000;

/** Whole days from the due date to the as-of date (0 on the due day; negative before it). */
export const daysPastDue = (asOf: string, due: string) => Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / DAY_MS);

/** Not yet due (due on or after the as-of day) is current; then 1-30, 31-60, 61-90 and over 90 days past due. */
export function bucketOf(days: number): AgingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return 'days_1_30';
  if (days <= 60) return 'days_31_60';
  if (days <= 90) return 'days_61_90';
  return 'over_90';
}

type Sums = Record<AgingBucket | 'total', number>;
const zero = (): Sums => ({ current: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, over_90: 0, total: 0 });
const wire = (s: Sums) => ({
  current: fromCents(s.current),
  days_1_30: fromCents(s.days_1_30),
  days_31_60: fromCents(s.days_31_60),
  days_61_90: fromCents(s.days_61_90),
  over_90: fromCents(s.over_90),
  total: fromCents(s.total),
});

/** The open bills (ordered by vendor) as one row per vendor, its bills behind it, and the column totals. */
export function agingOf(bills: OpenBill[], asOf: string, head: { companyId: number; companyName: string }, payableCents: number): ApAging {
  const rows: Array<{ row: AgingRow; sums: Sums }> = [];
  const totals = zero();
  // Many bills share a due day (100,000 bills of a big company, a few hundred days): each day's age once.
  const ages = new Map<string, number>();
  for (const b of bills) {
    let cur = rows.at(-1);
    if (!cur || cur.row.vendor_id !== b.vendorId) {
      cur = { row: { vendor_id: b.vendorId, vendor_name: b.vendorName, ...wire(zero()), bills: [] }, sums: zero() };
      rows.push(cur);
    }
    let days = ages.get(b.billDue);
    if (days === undefined) {
      days = daysPastDue(asOf, b.billDue);
      ages.set(b.billDue, days);
    }
    const bucket = bucketOf(days);
    for (const s of [cur.sums, totals]) {
      s[bucket] += b.openCents;
      s.total += b.openCents;
    }
    cur.row.bills.push({
      bill_id: b.billId,
      bill_number: b.billNumber,
      reference: b.reference,
      bill_date: b.billDate,
      bill_due: b.billDue,
      amount_due: fromCents(b.amountDueCents),
      open_amount: fromCents(b.openCents),
      days_past_due: days,
      bucket,
    });
  }
  return {
    company_id: head.companyId,
    company_name: head.companyName,
    as_of: asOf,
    rows: rows.map(({ row, sums }) => ({ ...row, ...wire(sums) })),
    totals: wire(totals),
    payable_balance: fromCents(payableCents),
  };
}
