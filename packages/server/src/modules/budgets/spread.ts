/**
 * Spreading an annual amount (integer cents) over twelve months. Pure: unit-tested in spread.test.ts.
 * Largest remainder: each month gets the floor of its exact share, and the cents left over go one each to the
 * months with the largest fractional parts (earlier month first on a tie), so the months always sum to the annual.
 */
export function spreadByWeights(annualCents: number, weights: readonly number[]): number[] {
  if (weights.length !== 12) throw new Error('twelve weights');
  const w = weights.map((x) => BigInt(Math.max(0, Math.trunc(x))));
  const total = w.reduce((a, b) => a + b, 0n);
  // No pattern to follow (nothing, or only refunds, last year): even.
  if (total === 0n) return spreadEvenly(annualCents);
  const annual = BigInt(annualCents);
  const shares = w.map((x, i) => ({ i, floor: (annual * x) / total, rest: (annual * x) % total }));
  let left = annual - shares.reduce((a, s) => a + s.floor, 0n);
  const order = [...shares].sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  const out = shares.map((s) => s.floor);
  for (const s of order) {
    if (left <= 0n) break;
    out[s.i] += 1n;
    left -= 1n;
  }
  return out.map(Number);
}

/** Twelve equal shares by largest remainder (ties go to the earlier month): 1,000.00 -> 83.34 in January to April, 83.33 after. */
export function spreadEvenly(annualCents: number): number[] {
  return spreadByWeights(annualCents, Array(12).fill(1));
}

/** An amount up or down by a percentage (two decimals at most), rounded half away from zero to the cent. */
export function byPercent(cents: number, percent: number): number {
  const hundredths = BigInt(Math.round(percent * 100));
  const scaled = BigInt(cents) * (10_000n + hundredths);
  const sign = scaled < 0n ? -1n : 1n;
  const abs = scaled * sign;
  return Number(sign * ((abs + 5_000n) / 10_000n));
}

export const sumOf = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
