import { formatUsd, fromCents, toCents } from '@app/contract';

/** The web's money formatting, over the contract's money rules (toCents, fromCents, formatUsd). */

/** A wire amount ("1234.56") shown as "$1,234.56". */
export const usd = (amount: string | null | undefined) => formatUsd(toCents(amount ?? '0') ?? 0);

/** An amount as typed, in cents: blank (or not an amount yet) counts 0, for running totals. */
export const typedCents = (v: unknown) => (v === '' || v === null || v === undefined ? 0 : (toCents(String(v)) ?? 0));

/** "1234.5" shown as "1,234.50" once typed; text that is not an amount stays as typed (its check says why). */
export function groupedAmount(text: string): string {
  const cents = toCents(text);
  if (cents === null || text.trim() === '') return text;
  return fromCents(cents).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "5,432.1" written back as the wire's "5432.10"; text that is not an amount stays as typed. */
export function plainAmount(text: string): string {
  const cents = toCents(text);
  if (cents === null || text.trim() === '') return text;
  return fromCents(cents);
}
