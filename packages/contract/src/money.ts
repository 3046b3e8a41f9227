/** Money is an integer count of cents inside; it travels as a decimal string with two places. */
export const MAX_MONEY_CENTS = 10_000_000_000_000 * 100; // the specification's largest amount, in cents

/** An amount as typed: optional '-' and '$', digits with grouping commas only every three digits, up to two decimals. */
const MONEY_RE = /^(-)?\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parse "1234.5", "1,234.50", "$12" or the JSON number 1234.5 into cents; null when it is not an amount.
 * A number is read from its shortest text, so 1.001 is refused like "1.001" (never rounded), and
 * '1,0,0,0' is refused (commas only in their places). Never goes through a float sum.
 */
export function toCents(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = MONEY_RE.exec(text);
  if (!m) return null;
  const whole = m[2].replace(/,/g, '');
  if (whole.replace(/^0+(?=\d)/, '').length > 14) return null;
  const cents = Number(whole) * 100 + Number(`${m[3] ?? ''}00`.slice(0, 2));
  if (!Number.isSafeInteger(cents)) return null;
  return m[1] && cents ? -cents : cents;
}

/**
 * Is this a well-formed amount (as toCents reads it) that is only refused for its size: above the largest
 * allowed, or with more whole digits than any allowed amount? Lets a refusal say "too large", not "not an amount".
 */
export function isOverMaxMoney(value: string | number): boolean {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = MONEY_RE.exec(text);
  if (!m || m[1]) return false;
  const whole = m[2].replace(/,/g, '').replace(/^0+(?=\d)/, '');
  return whole.length > 14 || (toCents(text) ?? 0) > MAX_MONEY_CENTS;
}

/** Cents to the wire form "1234.56"; exact for bigint totals past 2^53 too. */
export function fromCents(cents: number | bigint): string {
  // A safe integer in plain arithmetic (exact: the whole part is a multiple of 100 divided by 100), ten times
  // quicker than BigInt: a report of 100,000 bills writes 200,000 amounts. Anything else as before.
  if (typeof cents === 'number' && Number.isSafeInteger(cents)) {
    const abs = Math.abs(cents);
    const text = `${(abs - (abs % 100)) / 100}.${String(abs % 100).padStart(2, '0')}`;
    return cents < 0 ? `-${text}` : text;
  }
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
