import { BILL_COA_GROUPS, type BillAccountOption } from '@app/contract';
import type { SelectOption } from '../../components/FormSelect';

const groupIndex = (type: number) => {
  const n = BILL_COA_GROUPS.findIndex((g) => (g.types as readonly number[]).includes(type));
  return n < 0 ? BILL_COA_GROUPS.length : n;
};

/**
 * The COA select of a bill and a standard check: grouped by account type, expenses first, then assets and
 * liabilities (issue 20). An account the bill already had that is no longer offered comes last, under 'Other'.
 */
export function coaSelectOptions(...lists: Array<BillAccountOption[] | undefined>): SelectOption[] {
  const seen = new Map<number, BillAccountOption>();
  for (const a of lists.flatMap((l) => l ?? [])) if (!seen.has(a.id)) seen.set(a.id, a);
  return [...seen.values()]
    .map((a, n) => ({ a, n, g: groupIndex(a.account_type_id) }))
    .sort((x, y) => x.g - y.g || x.n - y.n)
    .map(({ a, g }) => ({ value: a.id, label: `${a.account_number} · ${a.account_name}`, group: BILL_COA_GROUPS[g]?.label ?? 'Other' }));
}
