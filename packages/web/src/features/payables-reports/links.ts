/** The screens of what is owed (relative to /app in the routes). */
export const PAYABLES_REPORT_PATHS = { aging: 'ap-aging', vendorStatement: 'vendor-statement' } as const;

/** A vendor's statement from `from` (the aging's oldest open bill of the vendor) to the as-of day: the aging's drill-down. */
export function vendorStatementLink(vendorId: number, from: string, asOf: string, companyId: number): string {
  const q = new URLSearchParams({ vendor_id: String(vendorId), from, to: asOf });
  if (companyId) q.set('company_id', String(companyId));
  return `/app/${PAYABLES_REPORT_PATHS.vendorStatement}?${q}`;
}

/** A bill's view. */
export const billLink = (billId: number) => `/app/pay-bills/view/${billId}`;
