import { formatUsd, toCents } from '@app/contract';

/** "$1,234.56" from a wire amount ("1234.56"). */
export const usd = (v: string | null | undefined) => (v === null || v === undefined ? '' : formatUsd(toCents(v) ?? 0));
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Favourable-positive variances: the words the screen shows beside them. */
export const varianceWords = (v: string) => (v.startsWith('-') ? 'Unfavourable' : v === '0.00' ? 'On budget' : 'Favourable');
