import { MAX_MONEY_CENTS } from './money.js';

/**
 * Purchase-order totals (payables specification section 9): subtotal + tax percent of subtotal + freight.
 * Everything is integer arithmetic: quantities in thousandths, prices in cents, percents in thousandths of a
 * percent. BigInt inside, because quantity x price may pass 2^53 before it is rounded back to cents.
 */

/** "2", "2.5", "0.125" -> thousandths (2000, 2500, 125); null when it is not such a number. */
export function parseMilli(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  const m = /^(\d{1,9})(?:\.(\d{1,3}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
}

/** thousandths back to the shortest decimal text: 2500 -> "2.5", 2000 -> "2". */
export function formatMilli(milli: number): string {
  const whole = Math.trunc(milli / 1000);
  const frac = String(milli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/** n / d rounded half-up (n, d >= 0). */
function divHalfUp(n: bigint, d: bigint): bigint {
  return (n * 2n + d) / (d * 2n);
}

export interface TotalsInput {
  items: ReadonlyArray<{ quantityMilli: number; unitPriceCents: number }>;
  /** sales tax in thousandths of a percent: 7.25 % = 7250 */
  taxMilli: number;
  freightCents: number;
}

export interface Totals {
  lineCents: number[];
  subtotalCents: number;
  taxCents: number;
  freightCents: number;
  grandTotalCents: number;
}

/** Which figure went above the largest amount the specification allows (null: all fit). */
export type TotalsOverflow = 'line' | 'subtotal' | 'grand_total' | null;

/** Line amount = quantity x unit price, rounded half-up to the cent. */
export function lineAmountCents(quantityMilli: number, unitPriceCents: number): bigint {
  return divHalfUp(BigInt(quantityMilli) * BigInt(unitPriceCents), 1000n);
}

/** The totals, or which one overflows the money maximum. Negative inputs are for the schema to refuse. */
export function computeTotals(input: TotalsInput): { totals: Totals; overflow: TotalsOverflow } {
  const max = BigInt(MAX_MONEY_CENTS);
  let overflow: TotalsOverflow = null;
  const lines = input.items.map((i) => lineAmountCents(i.quantityMilli, i.unitPriceCents));
  if (lines.some((l) => l > max)) overflow = 'line';
  const subtotal = lines.reduce((a, b) => a + b, 0n);
  if (!overflow && subtotal > max) overflow = 'subtotal';
  // tax = subtotal x percent / 100, the percent in thousandths: / 100,000
  const tax = divHalfUp(subtotal * BigInt(input.taxMilli), 100_000n);
  const grand = subtotal + tax + BigInt(input.freightCents);
  if (!overflow && grand > max) overflow = 'grand_total';
  // Only meaningful when overflow is null; clamped so an overflowing result never turns into an unsafe number.
  const n = (v: bigint) => Number(v > max ? max + 1n : v);
  return {
    totals: {
      lineCents: lines.map(n),
      subtotalCents: n(subtotal),
      taxCents: n(tax),
      freightCents: input.freightCents,
      grandTotalCents: n(grand),
    },
    overflow,
  };
}
