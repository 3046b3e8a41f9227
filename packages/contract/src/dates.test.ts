import { expect, it } from 'vitest';
import { addDays, formatDate, isTodaySomewhere, isValidIsoDate, todayOnEarth } from './dates.js';

it("shows dates as 'MMM dd, yyyy'", () => {
  expect(formatDate('2026-11-05')).toBe('Nov 05, 2026');
  expect(formatDate('2026-01-31T10:00:00Z')).toBe('Jan 31, 2026');
  expect(formatDate(null)).toBe('');
});

it('accepts only real calendar dates', () => {
  expect(isValidIsoDate('2024-02-29')).toBe(true);
  expect(isValidIsoDate('2023-02-29')).toBe(false);
  expect(isValidIsoDate('2026-13-01')).toBe(false);
  expect(isValidIsoDate('26-1-1')).toBe(false);
});

it('today somewhere on earth: from the day at UTC-12 to the day at UTC+14', () => {
  const now = new Date('2026-11-25T02:00:00Z');
  expect(todayOnEarth(now)).toEqual({ earliest: '2026-11-24', latest: '2026-11-25' });
  expect(todayOnEarth(new Date('2026-11-25T11:00:00Z'))).toEqual({ earliest: '2026-11-24', latest: '2026-11-26' });
  expect(isTodaySomewhere('2026-11-24', now)).toBe(true);
  expect(isTodaySomewhere('2026-11-26', now)).toBe(false);
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
});
