/** How a treasurer calls what posted an entry: declared once with the source types, in the contract. */
export { sourceLabel } from '@app/contract';
export const STATUS_COLOR = { Posted: 'success', Reversed: 'default', Reversal: 'warning' } as const;
