/** Money is an integer count of cents inside; it travels as a decimal string with two places. */
export const MAX_MONEY_CENTS = 10_000_000_000_000 * 100; // the specification's largest amount, in cents

const MONEY_RE = /^-?\d{1,14}(\.\d{1,2})?$/;

/** Parse "1234.5", "1,234.50", 1234.5 into cents; null when it is not an amount. Never goes through a float sum. */
export function toCents(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : value.trim().replace(/,/g, '').replace(/^\$/, '');
  if (!MONEY_RE.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole, frac = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(`${frac}00`.slice(0, 2));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

/** Cents to the wire form "1234.56"; exact for bigint totals past 2^53 too. */
export function fromCents(cents: number | bigint): string {
  const big = BigInt(cents);
  const negative = big < 0n;
  const abs = negative ? -big : big;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** Cents for display: "$1,234.56" (USD, comma thousands, dot decimals). */
export function formatUsd(cents: number | bigint): string {
  const negative = cents < 0;
  const [whole, frac] = fromCents(negative ? -BigInt(cents) : cents).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}$${grouped}.${frac}`;
}
