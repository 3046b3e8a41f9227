/**
 * The rows of a statement and of its comparison, matched by key: every row of either, in the current
 * order, the prior year's extra rows after. A row missing on one side reads zero there.
 */
export function matchRows<R>(current: R[], prior: R[] | undefined, key: (r: R) => string): Array<{ key: string; now?: R; before?: R }> {
  const before = new Map((prior ?? []).map((r) => [key(r), r]));
  const out: Array<{ key: string; now?: R; before?: R }> = current.map((r) => ({ key: key(r), now: r, before: before.get(key(r)) }));
  const seen = new Set(out.map((o) => o.key));
  for (const r of prior ?? []) if (!seen.has(key(r))) out.push({ key: key(r), now: undefined, before: r });
  return out;
}
