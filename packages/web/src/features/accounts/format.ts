import { formatUsd, toCents } from '@app/contract';

/** A wire amount ("1234.56") shown as "$1,234.56". */
export const usd = (amount: string | null | undefined) => formatUsd(toCents(amount ?? '0') ?? 0);
