import { describe, expect, it } from 'vitest';
import { UNTAGGED, isWithAt, restrictedPart } from './classes.js';
import { yearEarlier } from './period.js';

describe('the comparison dates', () => {
  it('are the same days a year earlier; 29 February becomes 28 February', () => {
    expect(yearEarlier('2026-12-31')).toBe('2025-12-31');
    expect(yearEarlier('2028-02-29')).toBe('2027-02-28');
    expect(yearEarlier('2025-02-28')).toBe('2024-02-28');
  });
});

describe('restriction classes', () => {
  const time = { id: 1, name: 'Trip', restriction: 'time' as const, releaseOn: '2026-06-30', live: true };
  const purpose = { ...time, restriction: 'purpose' as const, releaseOn: null };
  it('a time fund is restricted until its release_on day, released on it', () => {
    expect(isWithAt(time, '2026-06-29')).toBe(true);
    expect(isWithAt(time, '2026-06-30')).toBe(false);
    expect(isWithAt(UNTAGGED, '2026-01-01')).toBe(false);
  });
  it("a restricted fund's restricted part leaves out its fixed assets and is never below zero", () => {
    expect(restrictedPart(purpose, '2026-01-01', { netAssets: 6_500n, fixedAssets: 3_000n })).toBe(3_500n);
    expect(restrictedPart(purpose, '2026-01-01', { netAssets: -100n, fixedAssets: 0n })).toBe(0n);
    expect(restrictedPart(purpose, '2026-01-01', { netAssets: 1_000n, fixedAssets: 3_000n })).toBe(0n);
    expect(restrictedPart(time, '2026-07-01', { netAssets: 1_000n, fixedAssets: 0n })).toBe(0n);
  });
});
