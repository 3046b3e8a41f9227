import { describe, expect, it } from 'vitest';
import { type OpenItem, type OpenStatementLine, subsetSum, sureMatches, suggestions } from './matching.js';

const line = (id: number, date: string, cents: number, checkNumber: string | null = null): OpenStatementLine => ({ id, date, cents, checkNumber });
const item = (entryId: number, date: string, cents: number, checkNumber: string | null = null, lineIds = [entryId * 10]): OpenItem => ({
  entryId,
  lineIds,
  date,
  cents,
  checkNumber,
});

describe('sure matches', () => {
  it('a check by its number (leading zeros ignored) and amount, even days apart', () => {
    const got = sureMatches([line(1, '2026-03-09', -12_500, '0001042')], [item(7, '2026-03-01', -12_500, '1042'), item(8, '2026-03-09', -12_500)]);
    expect(got).toEqual([{ statementLineIds: [1], journalLineIds: [70], cents: -12_500, reason: 'Check 1042' }]);
  });

  it('a check number with another amount is not sure', () => {
    expect(sureMatches([line(1, '2026-03-09', -12_600, '1042')], [item(7, '2026-03-09', -12_500, '1042')])).toEqual([]);
  });

  it('one amount on one date; two equal lines or two equal items on the day are left to the treasurer', () => {
    expect(sureMatches([line(1, '2026-03-02', 50_000)], [item(3, '2026-03-02', 50_000, null, [31, 32])])).toEqual([
      { statementLineIds: [1], journalLineIds: [31, 32], cents: 50_000, reason: 'Same amount, same day' },
    ]);
    expect(sureMatches([line(1, '2026-03-02', 50_000)], [item(3, '2026-03-02', 50_000), item(4, '2026-03-02', 50_000)])).toEqual([]);
    expect(sureMatches([line(1, '2026-03-02', 50_000), line(2, '2026-03-02', 50_000)], [item(3, '2026-03-02', 50_000)])).toEqual([]);
    expect(sureMatches([line(1, '2026-03-03', 50_000)], [item(3, '2026-03-02', 50_000)])).toEqual([]);
  });
});

describe('suggestions', () => {
  it('the same amount within five days, nearest first; not six days apart', () => {
    const got = suggestions([line(1, '2026-03-10', -3_000)], [item(5, '2026-03-16', -3_000), item(6, '2026-03-07', -3_000)]);
    expect(got).toEqual([{ statementLineIds: [1], journalLineIds: [60], cents: -3_000, reason: 'Same amount, 3 days apart' }]);
  });

  it('one statement line made of several book entries (one-to-many)', () => {
    const got = suggestions(
      [line(1, '2026-03-10', 100_000)],
      [item(1, '2026-03-08', 25_000), item(2, '2026-03-09', 40_000), item(3, '2026-03-10', 35_000), item(4, '2026-03-10', 99)],
    );
    expect(got).toHaveLength(1);
    expect(got[0].journalLineIds.sort()).toEqual([10, 20, 30]);
    expect(got[0].reason).toBe('3 book entries add up to it');
  });

  it('several statement lines making one book entry (many-to-one)', () => {
    const got = suggestions([line(1, '2026-03-10', 20_000), line(2, '2026-03-11', 5_000), line(3, '2026-03-11', 7)], [item(9, '2026-03-10', 25_000)]);
    expect(got).toEqual([{ statementLineIds: [1, 2], journalLineIds: [90], cents: 25_000, reason: '2 statement lines add up to it' }]);
  });

  it('the subset search stops at five items and never mixes money in and out', () => {
    const six = Array.from({ length: 6 }, () => ({ v: 100 }));
    expect(subsetSum(600, six, (c) => c.v)).toBeNull();
    expect(subsetSum(500, six, (c) => c.v)).toHaveLength(5);
    expect(subsetSum(100, [{ v: 150 }, { v: -50 }], (c) => c.v)).toBeNull();
  });
});
