import { describe, expect, it } from 'vitest';
import { splitByLargestRemainder } from './split.js';

describe('splitByLargestRemainder', () => {
  it('splits in proportion when it divides exactly', () => {
    expect(splitByLargestRemainder(1000, [600, 400])).toEqual([600, 400]);
    expect(splitByLargestRemainder(500, [600, 400])).toEqual([300, 200]);
  });

  it('gives the cents left over to the largest remainders', () => {
    // 100 over 1/3 each: 33.33 x3 -> one cent left, to the first (ties go to the earlier line)
    expect(splitByLargestRemainder(100, [1, 1, 1])).toEqual([34, 33, 33]);
    // 10 over 2:3:5 of 7 cents... 1000 * [1,2] / 3 = 333.33, 666.67 -> the larger remainder (.67) gets the cent
    expect(splitByLargestRemainder(1000, [1, 2])).toEqual([333, 667]);
    // 1 cent over two equal lines goes to the first
    expect(splitByLargestRemainder(1, [50, 50])).toEqual([1, 0]);
  });

  it('always adds up to the total, each share within a cent of its exact part', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let k = 0; k < 500; k++) {
      const weights = Array.from({ length: 1 + rnd(6) }, () => 1 + rnd(100000));
      const total = rnd(1000000);
      const shares = splitByLargestRemainder(total, weights);
      const sum = weights.reduce((a, b) => a + b, 0);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      for (const [i, s] of shares.entries()) expect(Math.abs(s - (total * weights[i]) / sum)).toBeLessThan(1);
    }
  });

  it('handles amounts near the maximum without losing a cent', () => {
    const big = 1_000_000_000_000_000; // 10^13 dollars, the bill maximum
    expect(splitByLargestRemainder(big - 1, [big / 2, big / 2])).toEqual([big / 2, big / 2 - 1]);
  });

  it('refuses what cannot be split', () => {
    expect(() => splitByLargestRemainder(100, [])).toThrow();
    expect(() => splitByLargestRemainder(100, [0, 0])).toThrow();
    expect(() => splitByLargestRemainder(-1, [1])).toThrow();
  });
});
