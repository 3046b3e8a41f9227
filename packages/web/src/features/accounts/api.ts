import type { AccountCompanyOption, AccountInput, AccountList } from '@app/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ExportUrl } from '../../api/typed';
import { QUERY_ROOTS } from '../../components/useRefreshAfterPosting';

/** Page size of the chart of accounts (specification document 000, section 9). */
export const PER_PAGE = 10;
/** Lines a page of an account's ledger. */
export const LEDGER_PER_PAGE = 25;

/** Every account list, form and ledger (and the journal pickers) live under this key. */
export const ACCOUNTS_KEY = QUERY_ROOTS.accounts;

/**
 * The list as the specification calls it: all accounts, one company's (with its access level), or one
 * level's across companies. A company user always gets their own company's (company 0 = "mine").
 */
/** A company (0: all / the caller's own) and level (0: all) in the list's path; paging, search and sort in `query`. */
export function useAccountPage(companyId: number, level: number, query: URLSearchParams) {
  const q = `?${query}`;
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'page', companyId, level, q],
    // Either list: the paginator, and the level's name when a level was asked for.
    queryFn: (): Promise<{ data: AccountList; companyLevel?: { id: number; name: string } | null }> =>
      !companyId && level
        ? api.get('/getCompanyLevelData/{companyId}/{level}', { path: { companyId: 0, level }, query })
        : api.get('/getCompanyData/{companyId}', { path: { companyId }, query }),
    placeholderData: keepPreviousData,
  });
}

/** The export of what the list shows: the same company and level (a chosen company shows all its levels). */
export const accountExportPath = (companyId: number, level: number, query: URLSearchParams): ExportUrl =>
  `/getCompanyLevelData/${companyId}/${companyId ? 0 : level}/export?${query}`;

export function useAccount(id: number | null) {
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'one', id],
    queryFn: () => api.get('/editMasterAccount/{id}', { path: { id: id! } }).then((r) => r.data[0]),
    enabled: !!id,
    retry: false,
  });
}

export interface AccountLookups {
  accountDetails: Array<{ id: number; name: string }>;
  accessLevel: Array<{ id: number; name: string }>;
  getCompanyName: AccountCompanyOption[];
}

/** Account types, access levels and the companies the caller may write for. */
export function useAccountLookups() {
  return useQuery({ queryKey: ['accounts-lookups'], queryFn: () => api.get('/getAccountType'), staleTime: 5 * 60_000 });
}

/** Where a ledger page starts: after / before a line's position (keyset), or the beginning. */
export type LedgerPosition = { after?: string; before?: string };

/** A statement's figure narrows the ledger to a fund program / functional expense: an id, 'none' (untagged) or '' (all). */
export type LedgerTags = { fund_program_id: string; functional_expense_id: string };

export function useAccountLedger(
  id: number | null,
  at: LedgerPosition,
  from: string,
  to: string,
  tags: LedgerTags = { fund_program_id: '', functional_expense_id: '' },
) {
  const q = new URLSearchParams({ per_page: String(LEDGER_PER_PAGE) });
  if (tags.fund_program_id) q.set('fund_program_id', tags.fund_program_id);
  if (tags.functional_expense_id) q.set('functional_expense_id', tags.functional_expense_id);
  if (at.after) q.set('after', at.after);
  if (at.before) q.set('before', at.before);
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  return useQuery({
    queryKey: [...ACCOUNTS_KEY, 'ledger', id, at.after, at.before, from, to, tags.fund_program_id, tags.functional_expense_id],
    queryFn: () => api.get('/getAccountLedger/{id}', { path: { id: id! }, query: q }).then((r) => r.data),
    enabled: !!id,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useRefreshAccounts() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ACCOUNTS_KEY });
}

export const saveAccount = (id: number | null, body: AccountInput) =>
  id ? api.post('/updateMasterAccount/{id}', { path: { id }, body }) : api.post('/saveAccount', { body });

/** The number check while typing: true when the company already has this number on another account. */
export async function accountNumberTaken(number: string, companyId: number, id: number | null, signal?: AbortSignal) {
  const q = new URLSearchParams({ account_number: number });
  if (companyId) q.set('company_id', String(companyId));
  if (id) q.set('id', String(id));
  const res = await api.get('/checkAccountNumber', { query: q, signal });
  return res.data.exists;
}
