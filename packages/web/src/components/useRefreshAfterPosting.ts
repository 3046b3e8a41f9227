import type { SourceType } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';

/**
 * The roots of the query keys of everything a posting can change. Every feature's queries live under
 * one of these (`[...QUERY_ROOTS.bills, 'page', q]`), so refreshing a root refreshes all of its lists,
 * forms and figures.
 */
export const QUERY_ROOTS = {
  bills: ['bills'],
  payments: ['bill-payments'],
  checks: ['checks'],
  orders: ['purchase-orders'],
  journals: ['journals'],
  /** account lists, ledgers, bank balances and the pickers of accounts */
  accounts: ['accounts'],
  dashboard: ['dashboard'],
  opening: ['opening-balances'],
  deposits: ['deposits'],
  transfers: ['transfers'],
} as const;

type Root = keyof typeof QUERY_ROOTS;

/**
 * What posts to the ledger, by the journal's source type: the contract's closed SOURCE_TYPES. A source type
 * added there does not compile until it has its row in REFRESH_AFTER.
 */
export type PostingKind = SourceType;

/**
 * What a posting, an edit or a void of each kind changes, cascades included: a bill's void takes its
 * payment and that payment's check; a payment's void takes its check and reopens its bill; a check's
 * void returns its payments and bills to Paid (a standard check voids its own bill and payment).
 * Every posting moves balances (accounts, dashboard) and the journal.
 */
export const REFRESH_AFTER: Record<PostingKind, readonly Root[] | 'everything'> = {
  // A bill also counts against its purchase order's approved total.
  bill: ['bills', 'payments', 'checks', 'orders', 'journals', 'accounts', 'dashboard'],
  bill_payment: ['payments', 'bills', 'checks', 'journals', 'accounts', 'dashboard'],
  check: ['checks', 'payments', 'bills', 'journals', 'accounts', 'dashboard'],
  // A manual entry (or its reversal) moves the journal and balances; reversing an opening entry frees the opening screen.
  manual: ['journals', 'accounts', 'dashboard', 'opening'],
  // Opening balances post bank balances, fund balances and unpaid bills at once: every list may show them.
  opening_balance: 'everything',
  // A deposit (its returned checks, its void) moves the bank, the accounts it credits and the dashboard's deposits by fund.
  deposit: ['deposits', 'journals', 'accounts', 'dashboard'],
  // A transfer (or its void) moves two bank balances.
  transfer: ['transfers', 'journals', 'accounts', 'dashboard'],
  // A remittance run posts in the parent's and each child's books.
  remittance: ['journals', 'accounts', 'dashboard'],
};

/** The one refresh after a posting: `const refresh = useRefreshAfterPosting('bill'); await refresh();`. */
export function useRefreshAfterPosting(kind: PostingKind) {
  const client = useQueryClient();
  return () => {
    const roots = REFRESH_AFTER[kind];
    if (roots === 'everything') return client.invalidateQueries();
    return Promise.all(roots.map((root) => client.invalidateQueries({ queryKey: QUERY_ROOTS[root] })));
  };
}
