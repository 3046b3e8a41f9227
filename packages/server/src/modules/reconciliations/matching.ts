/**
 * Matching a bank statement to the books (issue 26 point 2): a pure function of the open statement lines and
 * the open book items, so it is tested without a database.
 *
 * - A book item is the uncleared lines of ONE journal entry on the bank account (a deposit of two funds posts
 *   two bank lines: the bank saw one deposit). Amounts are signed cents: > 0 money in, < 0 money out.
 * - Sure (applied by themselves): a statement line's check number with a check of that number and the same
 *   amount; else one amount on one date, one statement line and one book item that no other line or item
 *   could take.
 * - Suggested (confirmed by the treasurer): the same amount within the date window; a subset of at most five
 *   open items within the window adding up to a statement line (one-to-many); a subset of at most five
 *   statement lines adding up to one item (many-to-one). The search is bounded (nearest 20 candidates,
 *   at most 20,000 steps per line).
 */
export const WINDOW_DAYS = 5;
export const MAX_SUBSET = 5;
const MAX_CANDIDATES = 20;
const MAX_STEPS = 20_000;

export interface OpenStatementLine {
  id: number;
  date: string;
  cents: number;
  checkNumber: string | null;
}
export interface OpenItem {
  entryId: number;
  lineIds: number[];
  date: string;
  cents: number;
  checkNumber: string | null;
}
export interface Proposal {
  statementLineIds: number[];
  journalLineIds: number[];
  cents: number;
  reason: string;
}

const DAY = 86_400_000;
const daysApart = (a: string, b: string) => Math.round(Math.abs(Date.parse(a) - Date.parse(b)) / DAY);
/** '000123' and '123' are one check number. */
export const normalCheckNumber = (n: string | null | undefined) => {
  const t = (n ?? '').trim().replace(/^0+(?=\d)/, '');
  return t === '' ? null : t;
};

/** The sure matches, each statement line and item used once. */
export function sureMatches(lines: OpenStatementLine[], items: OpenItem[]): Proposal[] {
  const out: Proposal[] = [];
  const usedItems = new Set<number>();
  const usedLines = new Set<number>();
  const take = (l: OpenStatementLine, i: OpenItem, reason: string) => {
    usedLines.add(l.id);
    usedItems.add(i.entryId);
    out.push({ statementLineIds: [l.id], journalLineIds: i.lineIds, cents: l.cents, reason });
  };
  // 1. Checks by number, with their amount.
  for (const l of lines) {
    const number = normalCheckNumber(l.checkNumber);
    if (!number) continue;
    const found = items.filter((i) => !usedItems.has(i.entryId) && normalCheckNumber(i.checkNumber) === number && i.cents === l.cents);
    if (found.length === 1) take(l, found[0], `Check ${number}`);
  }
  // 2. One amount on one date, unambiguous both ways (and no check number that disagrees).
  const agrees = (l: OpenStatementLine, i: OpenItem) => {
    const a = normalCheckNumber(l.checkNumber);
    const b = normalCheckNumber(i.checkNumber);
    return !a || !b || a === b;
  };
  const openLines = lines.filter((l) => !usedLines.has(l.id));
  for (const l of openLines) {
    const found = items.filter((i) => !usedItems.has(i.entryId) && i.cents === l.cents && i.date === l.date && agrees(l, i));
    if (found.length !== 1) continue;
    const rivals = openLines.filter((o) => !usedLines.has(o.id) && o.cents === l.cents && o.date === l.date);
    if (rivals.length === 1) take(l, found[0], 'Same amount, same day');
  }
  return out;
}

/** A subset of at most MAX_SUBSET values (nearest first) adding up to target, or null. Values share target's sign. */
export function subsetSum<T>(target: number, candidates: T[], value: (c: T) => number): T[] | null {
  const pool = candidates.filter((c) => Math.sign(value(c)) === Math.sign(target) && Math.abs(value(c)) <= Math.abs(target)).slice(0, MAX_CANDIDATES);
  let steps = 0;
  const chosen: T[] = [];
  const walk = (start: number, rest: number): boolean => {
    if (rest === 0) return chosen.length > 1;
    if (chosen.length === MAX_SUBSET || ++steps > MAX_STEPS) return false;
    for (let i = start; i < pool.length; i++) {
      const v = value(pool[i]);
      if (Math.abs(v) > Math.abs(rest)) continue;
      chosen.push(pool[i]);
      if (walk(i + 1, rest - v)) return true;
      chosen.pop();
    }
    return false;
  };
  return walk(0, target) ? [...chosen] : null;
}

/** Suggestions for what the sure matches left open. */
export function suggestions(lines: OpenStatementLine[], items: OpenItem[]): Proposal[] {
  const out: Proposal[] = [];
  const near = <T extends { date: string }>(list: T[], date: string) =>
    list.filter((x) => daysApart(x.date, date) <= WINDOW_DAYS).sort((a, b) => daysApart(a.date, date) - daysApart(b.date, date));
  const suggestedItems = new Set<number>();
  for (const l of lines) {
    const window = near(items, l.date);
    const same = window.filter((i) => i.cents === l.cents);
    if (same.length) {
      for (const i of same.slice(0, 3)) {
        const apart = daysApart(i.date, l.date);
        out.push({
          statementLineIds: [l.id],
          journalLineIds: i.lineIds,
          cents: l.cents,
          reason: apart ? `Same amount, ${apart} day${apart > 1 ? 's' : ''} apart` : 'Same amount, same day',
        });
        suggestedItems.add(i.entryId);
      }
      continue;
    }
    const subset = subsetSum(l.cents, window, (i) => i.cents);
    if (subset) {
      out.push({
        statementLineIds: [l.id],
        journalLineIds: subset.flatMap((i) => i.lineIds),
        cents: l.cents,
        reason: `${subset.length} book entries add up to it`,
      });
      for (const i of subset) suggestedItems.add(i.entryId);
    }
  }
  for (const i of items) {
    if (suggestedItems.has(i.entryId)) continue;
    const subset = subsetSum(i.cents, near(lines, i.date), (l) => l.cents);
    if (subset)
      out.push({
        statementLineIds: subset.map((l) => l.id),
        journalLineIds: i.lineIds,
        cents: i.cents,
        reason: `${subset.length} statement lines add up to it`,
      });
  }
  return out;
}
