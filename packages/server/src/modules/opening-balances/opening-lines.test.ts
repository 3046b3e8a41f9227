import { describe, expect, it } from 'vitest';
import { openingLines } from './opening-balances.service.js';

const memo = 'Opening';
const sum = (lines: ReturnType<typeof openingLines>, fund: number | undefined) =>
  lines.filter((l) => l.fundProgramId === fund).reduce((s, l) => s + l.debitCents - l.creditCents, 0);

describe('openingLines', () => {
  it('balances within each fund and places the funds in the banks in the order listed', () => {
    const lines = openingLines(
      [
        { accountId: 1, amountCents: 10_000 },
        { accountId: 2, amountCents: 50_000 },
      ],
      [
        { fundProgramId: 7, amountCents: 25_000 },
        { fundProgramId: 8, amountCents: 5_000 },
      ],
      30,
      memo,
    );
    // Fund 7: 100.00 in bank 1 (all it has) and 150.00 in bank 2; fund 8: 50.00 in bank 2; 300.00 untagged in bank 2.
    expect(lines.map((l) => [l.accountId, l.debitCents, l.creditCents, l.fundProgramId ?? null])).toEqual([
      [1, 10_000, 0, 7],
      [2, 15_000, 0, 7],
      [30, 0, 25_000, 7],
      [2, 5_000, 0, 8],
      [30, 0, 5_000, 8],
      [2, 30_000, 0, null],
      [30, 0, 30_000, null],
    ]);
    for (const fund of [7, 8, undefined]) expect(sum(lines, fund)).toBe(0);
  });

  it('leaves nothing untagged when the funds hold all the money', () => {
    const lines = openingLines([{ accountId: 1, amountCents: 100 }], [{ fundProgramId: 7, amountCents: 100 }], 30, memo);
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.fundProgramId === 7)).toBe(true);
  });
});
