import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUsd, fromCents, MAX_MONEY_CENTS, toCents } from './money.js';

describe('money', () => {
  it('parses amounts to integer cents without floats', () => {
    expect(toCents('1234.56')).toBe(123456);
    expect(toCents('1,234.5')).toBe(123450);
    expect(toCents('$12')).toBe(1200);
    expect(toCents(12.5)).toBe(1250);
    expect(toCents('-5.01')).toBe(-501);
    expect(toCents('10000000000000')).toBe(MAX_MONEY_CENTS);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '1e5', '--1', Number.NaN, Number.POSITIVE_INFINITY]) expect(toCents(bad as never)).toBeNull();
  });
  it('formats for the wire and for people', () => {
    expect(fromCents(123456)).toBe('1234.56');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(-501)).toBe('-5.01');
    expect(formatUsd(123456789)).toBe('$1,234,567.89');
    expect(formatUsd(-100)).toBe('-$1.00');
  });
  it('writes a number as its bigint (the plain-arithmetic path for safe integers), to the largest safe integer', () => {
    const same = (c: number) => fromCents(c) === fromCents(BigInt(c));
    fc.assert(fc.property(fc.integer({ min: -MAX_MONEY_CENTS, max: MAX_MONEY_CENTS }), same));
    fc.assert(fc.property(fc.maxSafeInteger(), same));
    for (const c of [0, -0, 1, -1, 99, -99, 100, -100, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) expect(same(c), String(c)).toBe(true);
    expect(fromCents(BigInt(Number.MAX_SAFE_INTEGER) * 10n)).toBe('900719925474099.10');
    expect(() => fromCents(1.5)).toThrow();
  });
  it('round-trips every amount', () => {
    fc.assert(fc.property(fc.integer({ min: -MAX_MONEY_CENTS, max: MAX_MONEY_CENTS }), (c) => toCents(fromCents(c)) === c));
  });
});
