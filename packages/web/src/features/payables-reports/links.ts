/** The screens of what is owed (relative to /app in the routes). */
export const PAYABLES_REPORT_PATHS = { aging: 'ap-aging', vendorStatement: 'vendor-statement' } as const;

/** A vendor's statement from 1 January of the day's year to the day (the aging's drill-down). */
export function vendorStatementLink(vendorId: number, asOf: string, companyId: number): string {
  const q = new URLSearchParams({ vendor_id: String(vendorId), from: `${asOf.slice(0, 4)}-01-01`, to: asOf });
  if (companyId) q.set('company_id', String(companyId));
  return `/app/${PAYABLES_REPORT_PATHS.vendorStatement}?${q}`;
}

/** A bill's view. */
export const billLink = (billId: number) => `/app/pay-bills/view/${billId}`;
