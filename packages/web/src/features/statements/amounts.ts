import { formatUsd, fromCents, toCents } from '@app/contract';

/** A statement's money: '$1,234.56', a negative in parentheses '($1,234.56)' as accountants print it. */
export function statementAmount(wire: string | null | undefined): string {
  const cents = toCents(wire ?? '0') ?? 0;
  return cents < 0 ? `(${formatUsd(-cents)})` : formatUsd(cents);
}

/** Whether a wire amount is zero (blank counts as zero). */
export const isZero = (wire: string | null | undefined) => (toCents(wire ?? '0') ?? 0) === 0;

/** Sums wire amounts exactly, in cents. */
export const sumWire = (list: string[]) => fromCents(list.reduce((s, a) => s + (toCents(a) ?? 0), 0));
