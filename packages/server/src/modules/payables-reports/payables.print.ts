import { AGING_BUCKET_LABELS, AGING_BUCKETS, type ApAging, type VendorStatement } from '@app/contract';
import { pdfDate } from '../../pdf/document.js';
import type { Printable, PrintRow } from '../statements/printable.js';

/** The aging as the statements' printable: a bold row per vendor, its open bills under it, then the totals. */
export function agingPrintable(d: ApAging): Printable {
  const rows: PrintRow[] = [];
  for (const v of d.rows) {
    rows.push({ label: v.vendor_name, values: [...AGING_BUCKETS.map((b) => v[b]), v.total], bold: true });
    for (const b of v.bills) {
      // Short enough for the label column of six amounts: the bucket's column says how old it is.
      rows.push({
        label: `Bill #${b.bill_number} (${b.reference}) due ${pdfDate(b.bill_due)}`,
        values: [...AGING_BUCKETS.map((k) => (k === b.bucket ? b.open_amount : null)), b.open_amount],
        indent: 1,
      });
    }
  }
  rows.push({ label: 'Total', values: [...AGING_BUCKETS.map((b) => d.totals[b]), d.totals.total], bold: true });
  const notes = [
    `Days past due are counted from each bill's due date to ${pdfDate(d.as_of)}; amounts are what the ledger's Accounts Payable held on that day.`,
  ];
  if (d.payable_balance !== d.totals.total)
    notes.push(
      `The Accounts Payable balance is ${d.payable_balance}: entries posted to Accounts Payable outside any bill (journal entries) are not in this report.`,
    );
  return {
    name: 'ap-aging',
    title: 'A/P Aging',
    company: d.company_name,
    dates: `As of ${pdfDate(d.as_of)}`,
    columns: [...AGING_BUCKETS.map((b) => AGING_BUCKET_LABELS[b]), 'Total'],
    rows,
    notes,
  };
}

/** The vendor statement as the statements' printable: opening balance, each line with its running balance, closing. */
export function vendorStatementPrintable(d: VendorStatement): Printable {
  const blank = (v: string) => (v === '0.00' ? null : v);
  return {
    name: 'vendor-statement',
    title: `Vendor Statement: ${d.vendor_name}`,
    company: d.company_name,
    dates: `${pdfDate(d.from)} to ${pdfDate(d.to)}`,
    columns: ['Charges', 'Credits', 'Balance owed'],
    rows: [
      { label: `Opening balance on ${pdfDate(d.from)}`, values: [null, null, d.opening_balance], bold: true },
      ...d.lines.map((l): PrintRow => ({ label: `${pdfDate(l.date)}  ${l.description}`, values: [blank(l.charge), blank(l.credit), l.balance], indent: 1 })),
      { label: `Closing balance on ${pdfDate(d.to)}`, values: [d.total_charges, d.total_credits, d.closing_balance], bold: true },
    ],
  };
}
