/** How a treasurer calls what posted an entry. */
export const SOURCE_LABEL: Record<string, string> = { manual: 'Journal entry', bill: 'Bill', bill_payment: 'Bill payment', check: 'Check' };
export const sourceLabel = (s: string) => SOURCE_LABEL[s] ?? s;
export const STATUS_COLOR = { Posted: 'success', Reversed: 'default', Reversal: 'warning' } as const;
