/** Reference data seeded by migrations; the ids are part of the wire contract. */
export const ACCESS_LEVELS = [
  { id: 1, name: 'Local Assembly' },
  { id: 2, name: 'National' },
  { id: 3, name: 'Regional' },
  { id: 4, name: 'District' },
  { id: 5, name: 'International' },
  // The specification reuses id 5 for Seminary; DESIGN.md section 9 gives it its own id.
  { id: 6, name: 'Seminary' },
] as const;

export const ACCOUNT_TYPES = [
  { id: 1, name: 'Cash & Cash Equivalents' },
  { id: 2, name: 'Account Receivables' },
  { id: 3, name: 'Other Current Asset' },
  { id: 4, name: 'Fixed assets' },
  { id: 5, name: 'Other Asset' },
  { id: 6, name: 'Accounts Payable' },
  { id: 7, name: 'Other Current Liability' },
  { id: 8, name: 'Long Term Liability' },
  { id: 9, name: 'Equity / Net Assets' },
  { id: 10, name: 'Income' },
  { id: 11, name: 'Expenses' },
  { id: 12, name: 'Long Term Asset' },
  { id: 13, name: 'Bank' },
] as const;

/** Account types whose balances are debit-normal (assets and expenses). */
export const DEBIT_NORMAL_TYPES: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 11, 12, 13]);
export const BANK_ACCOUNT_TYPES: ReadonlySet<number> = new Set([1, 13]);

export const COMPANY_TYPES = ['Non-Profit', 'Corporation', 'LLC'] as const;
export const SHIPPING_METHODS = ['FedEx', 'DHL', 'USPS'] as const;
export const SUPER_ADMIN_ROLE = 'Super-Admin';
export const SUPER_ADMIN_ROLE_ID = 1;
