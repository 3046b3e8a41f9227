import { expect, it } from 'vitest';
import { formatDate, isValidIsoDate } from './dates.js';

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
