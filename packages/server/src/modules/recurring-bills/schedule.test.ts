import { describe, expect, it } from 'vitest';
import { firstRunOnOrAfter, runAfter, runDateOf, withinLast } from './schedule.js';

describe('the recurring calendar', () => {
  it('runs on the day, or on the last day of a shorter month', () => {
    expect(runDateOf('2026-02', 31)).toBe('2026-02-28');
    expect(runDateOf('2028-02', 30)).toBe('2028-02-29');
    expect(runDateOf('2026-04', 31)).toBe('2026-04-30');
    expect(runDateOf('2026-05', 15)).toBe('2026-05-15');
  });
  it('finds the first run on or after a day and the run after one, across a year end', () => {
    expect(firstRunOnOrAfter('2026-01-15', 15)).toBe('2026-01-15');
    expect(firstRunOnOrAfter('2026-01-16', 15)).toBe('2026-02-15');
    expect(runAfter('2026-12-31', 31)).toBe('2027-01-31');
    expect(runAfter('2027-01-31', 31)).toBe('2027-02-28');
    expect(withinLast('2026-03-15', '2026-03-14')).toBeNull();
    expect(withinLast('2026-03-15', null)).toBe('2026-03-15');
  });
});
