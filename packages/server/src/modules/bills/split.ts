/**
 * Splits `total` cents across `weights` in proportion, by largest remainder (Hamilton): each share is the floor
 * of its exact part, and the cents left over go one each to the largest fractional parts, ties to the earlier
 * weight. The shares always add up to `total` exactly and no share moves by more than a cent from its exact part.
 * BigInt inside: a bill of up to 10^15 cents times a weight of as much would overflow a double.
 */
export function splitByLargestRemainder(total: number, weights: readonly number[]): number[] {
  if (!weights.length) throw new Error('nothing to split across');
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0) || !Number.isSafeInteger(total) || total < 0)
    throw new Error('cents must be whole and not negative');
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (sum === 0n) throw new Error('the weights add up to zero');
  const t = BigInt(total);
  const parts = weights.map((w, i) => ({ i, floor: (t * BigInt(w)) / sum, rest: (t * BigInt(w)) % sum }));
  let left = t - parts.reduce((a, p) => a + p.floor, 0n);
  const byRest = [...parts].sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const p of byRest) {
    if (left === 0n) break;
    p.floor += 1n;
    left -= 1n;
  }
  return parts.map((p) => Number(p.floor));
}
