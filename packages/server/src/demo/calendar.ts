/**
 * The demo's simulated time. The services date bills, payments and checks "today" (a bill dated last March
 * is refused), so the loader runs the app on a clock it moves through the past year, day by day.
 */
export const DAY_MS = 86_400_000;

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Mid-afternoon UTC: the same calendar day everywhere in the US, so every "today" rule agrees. */
export function atWorkHours(day: string): Date {
  return new Date(`${day}T16:00:00.000Z`);
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(new Date(`${day}T00:00:00.000Z`).getTime() + days * DAY_MS));
}

/** The days from `first` to `last` inclusive. */
export function daysBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) out.push(d);
  return out;
}

/** A small seeded generator (mulberry32): the same demo every run. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** an amount in cents between min and max dollars */
    cents: (min: number, max: number) => Math.round((min + next() * (max - min)) * 100),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}

export type Rng = ReturnType<typeof seeded>;

/** Cents as the API's money text ('1234.50'). */
export const money = (cents: number) => (cents / 100).toFixed(2);
