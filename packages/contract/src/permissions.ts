/**
 * The permission catalogue: groups x actions. A missing action is 'N/A' for that group.
 * Permission names are Group_Action, as in the sign-in response.
 */
export const ACTIONS = ['Create', 'Edit', 'View', 'Delete'] as const;
export type Action = (typeof ACTIONS)[number];

export const PERMISSION_GROUPS: ReadonlyArray<{ group: string; label: string; actions: readonly Action[] }> = [
  { group: 'CompanyInformation', label: 'Company Information', actions: ['Create', 'Edit', 'View', 'Delete'] },
  { group: 'SetupCompany', label: 'Setup Company', actions: ['Create', 'Edit', 'View'] },
  { group: 'ChartofAccounts', label: 'Chart of Accounts', actions: ['Create', 'Edit', 'View', 'Delete'] },
  { group: 'Vendor', label: 'Vendor', actions: ['Create', 'Edit', 'View', 'Delete'] },
  { group: 'BillPurchaseOrders', label: 'Bill Purchase Orders', actions: ['Create', 'Edit', 'View', 'Delete'] },
  { group: 'Bills', label: 'Bills', actions: ['Create', 'Edit', 'View', 'Delete'] },
  { group: 'BillPayment', label: 'Bill Payment', actions: ['Create', 'View', 'Delete'] },
  { group: 'Check', label: 'Check', actions: ['Create', 'View', 'Delete'] },
  { group: 'Deposit', label: 'Deposit', actions: ['Create', 'Edit', 'View', 'Delete'] },
  { group: 'Transfer', label: 'Transfer', actions: ['Create', 'Edit', 'View', 'Delete'] },
  { group: 'FundProgram', label: 'Fund Program', actions: ['Create', 'Edit', 'View', 'Delete'] },
  { group: 'FunctionalExpenses', label: 'Functional Expenses', actions: ['Create', 'Edit', 'View', 'Delete'] },
  { group: 'Journals', label: 'Journals', actions: ['Create', 'View', 'Delete'] },
  { group: 'Budgets', label: 'Budgets', actions: ['Create', 'Edit', 'View', 'Delete'] },
  { group: 'Invoices', label: 'Invoices', actions: ['Create', 'Edit', 'View', 'Delete'] },
  { group: 'VendorPayments', label: 'Vendor Payments', actions: ['Create', 'Edit', 'View', 'Delete'] },
  { group: 'Reports', label: 'Reports', actions: ['View'] },
  { group: 'BankReconciliation', label: 'Bank Reconciliation', actions: ['Create', 'Edit', 'View', 'Delete'] },
];

export const ALL_PERMISSIONS: readonly string[] = PERMISSION_GROUPS.flatMap((g) => g.actions.map((a) => `${g.group}_${a}`));

export type Permission = string;

/** Every route declares who may call it; see the server's access gate. */
export type RouteAccess =
  | 'public' // no session needed
  | 'signedIn' // any signed-in user (own profile, own company)
  | 'superAdmin' // Super-Admin only
  | { permission: Permission }
  | { anyOf: Permission[] };

export function hasPermission(held: readonly string[], needed: string): boolean {
  return held.includes(needed);
}
