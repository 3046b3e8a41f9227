import { describe, expect, it } from 'vitest';
import { byPercent, spreadByWeights, spreadEvenly, sumOf } from './spread.js';

describe('spreading an annual amount over twelve months', () => {
  it('evenly, by largest remainder: the extra cents go to the first months and the months sum to the annual', () => {
    // 1,000.00 = 100,000 cents: 12 x 8,333 = 99,996, four cents left for January to April.
    expect(spreadEvenly(100_000)).toEqual([8334, 8334, 8334, 8334, 8333, 8333, 8333, 8333, 8333, 8333, 8333, 8333]);
    expect(spreadEvenly(1_200)).toEqual(Array(12).fill(100));
    expect(spreadEvenly(5)).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(spreadEvenly(0)).toEqual(Array(12).fill(0));
    for (const annual of [1, 11, 13, 99_999, 123_456_789]) expect(sumOf(spreadEvenly(annual))).toBe(annual);
  });

  it("like last year's pattern: each month's share of last year, the remainder to the largest fractions", () => {
    // Last year 100 in January, 200 in February, nothing else: 1,000 cents -> 333.33.. and 666.66..
    const pattern = [100, 200, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    // Exact shares 333 1/3 and 666 2/3: floors 333 + 666 = 999, the cent goes to February (2/3 > 1/3).
    expect(spreadByWeights(1_000, pattern)).toEqual([333, 667, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('falls back to even when last year was zero (or only refunds)', () => {
    expect(spreadByWeights(1_200, Array(12).fill(0))).toEqual(Array(12).fill(100));
    expect(spreadByWeights(1_200, [-50, ...Array(11).fill(0)])).toEqual(Array(12).fill(100));
  });

  it('a negative month of last year counts as nothing, not as a negative budget', () => {
    const out = spreadByWeights(900, [-300, 300, 600, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(out).toEqual([0, 300, 600, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('up or down by a percentage, rounded half away from zero', () => {
    expect(byPercent(100_000, 3)).toBe(103_000);
    expect(byPercent(12_345, 3)).toBe(12_715); // 12,715.35 -> 12,715
    expect(byPercent(50, 1)).toBe(51); // 50.5 -> 51
    expect(byPercent(100_000, -5.5)).toBe(94_500);
    expect(byPercent(100_000, -100)).toBe(0);
  });
});
