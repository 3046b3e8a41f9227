import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_MONEY_CENTS } from './money.js';
import { computeTotals, formatMilli, lineAmountCents, parseMilli } from './totals.js';

/**
 * Reference computation written apart from the implementation: exact products as BigInt, rounding decided by
 * comparing the remainder with half the divisor (the implementation adds half and floors).
 */
function roundHalfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  const r = n % d;
  return r * 2n >= d ? q + 1n : q;
}
function reference(items: Array<{ q: number; p: number }>, taxMilli: number, freight: number) {
  const lines = items.map(({ q, p }) => roundHalfUp(BigInt(q) * BigInt(p), 1000n));
  const subtotal = lines.reduce((a, b) => a + b, 0n);
  const tax = roundHalfUp(subtotal * BigInt(taxMilli), 100n * 1000n);
  return { lines, subtotal, tax, grand: subtotal + tax + BigInt(freight) };
}

const item = fc.record({
  q: fc.integer({ min: 1, max: 999_999_999_999 }),
  p: fc.oneof(fc.integer({ min: 0, max: 100_000_00 }), fc.integer({ min: 0, max: MAX_MONEY_CENTS })),
});

describe('computeTotals', () => {
  it('equals the reference computation for random items, tax and freight', () => {
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: MAX_MONEY_CENTS }),
        (items, taxMilli, freight) => {
          const { totals, overflow } = computeTotals({
            items: items.map((i) => ({ quantityMilli: i.q, unitPriceCents: i.p })),
            taxMilli,
            freightCents: freight,
          });
          const ref = reference(items, taxMilli, freight);
          const max = BigInt(MAX_MONEY_CENTS);
          const refOverflows = ref.lines.some((l) => l > max) || ref.subtotal > max || ref.grand > max;
          expect(overflow !== null).toBe(refOverflows);
          if (!refOverflows) {
            expect(totals.lineCents.map(BigInt)).toEqual(ref.lines);
            expect(BigInt(totals.subtotalCents)).toBe(ref.subtotal);
            expect(BigInt(totals.taxCents)).toBe(ref.tax);
            expect(BigInt(totals.grandTotalCents)).toBe(ref.grand);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('rounds each line half-up to the cent', () => {
    expect(lineAmountCents(1_500, 3)).toBe(5n); // 1.5 x $0.03 = 4.5 cents -> 5
    expect(lineAmountCents(1_499, 3)).toBe(4n); // 4.497 cents -> 4
    expect(lineAmountCents(333, 100)).toBe(33n); // 0.333 x $1.00
  });

  it('adds tax percent of the subtotal and freight; tax 0 adds nothing', () => {
    const items = [
      { quantityMilli: 2_000, unitPriceCents: 1_050 },
      { quantityMilli: 1_500, unitPriceCents: 999 },
    ];
    const { totals } = computeTotals({ items, taxMilli: 7_250, freightCents: 1_000 });
    expect(totals).toEqual({ lineCents: [2_100, 1_499], subtotalCents: 3_599, taxCents: 261, freightCents: 1_000, grandTotalCents: 4_860 });
    expect(computeTotals({ items, taxMilli: 0, freightCents: 0 }).totals.grandTotalCents).toBe(3_599);
  });

  it('reports an overflow at one cent above the money maximum, not at the maximum', () => {
    const at = computeTotals({ items: [{ quantityMilli: 1_000, unitPriceCents: MAX_MONEY_CENTS - 100 }], taxMilli: 0, freightCents: 100 });
    expect(at.overflow).toBeNull();
    expect(at.totals.grandTotalCents).toBe(MAX_MONEY_CENTS);
    const above = computeTotals({ items: [{ quantityMilli: 1_000, unitPriceCents: MAX_MONEY_CENTS - 100 }], taxMilli: 0, freightCents: 101 });
    expect(above.overflow).toBe('grand_total');
    expect(computeTotals({ items: [{ quantityMilli: 2_000, unitPriceCents: MAX_MONEY_CENTS }], taxMilli: 0, freightCents: 0 }).overflow).toBe('line');
  });
});

describe('quantities', () => {
  it('reads up to three decimals and writes them back', () => {
    expect(parseMilli('2')).toBe(2_000);
    expect(parseMilli('0.125')).toBe(125);
    expect(parseMilli(1.5)).toBe(1_500);
    expect(parseMilli('1.2345')).toBeNull();
    expect(parseMilli('-1')).toBeNull();
    expect(parseMilli('abc')).toBeNull();
    expect(formatMilli(2_500)).toBe('2.5');
    expect(formatMilli(2_000)).toBe('2');
    expect(formatMilli(125)).toBe('0.125');
  });
});
