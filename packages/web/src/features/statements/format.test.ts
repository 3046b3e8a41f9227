import { describe, expect, it } from 'vitest';
import { statementAmount, sumWire } from './amounts';
import { matchRows } from './compare';
import { drillLink } from './links';
import { dayBefore, presets, yearEarlier } from './periods';

describe('statement figures', () => {
  it('prints money as accountants do: negatives in parentheses', () => {
    expect(statementAmount('1234.56')).toBe('$1,234.56');
    expect(statementAmount('-1234.56')).toBe('($1,234.56)');
    expect(statementAmount('0.00')).toBe('$0.00');
    expect(sumWire(['0.10', '0.20', '-1.00'])).toBe('-0.70');
  });

  it('finds the periods a treasurer asks for', () => {
    const p = Object.fromEntries(presets('2026-03-15').map((x) => [x.key, x.period]));
    expect(p.month).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(p['last-month']).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(p.ytd).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(p['last-year']).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(presets('2026-01-10').find((x) => x.key === 'last-month')?.period).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
    expect(yearEarlier('2024-02-29')).toBe('2023-02-28');
  });

  it("matches this year's rows with last year's, keeping rows only one year has", () => {
    const rows = matchRows([{ id: 1 }, { id: 2 }], [{ id: 2 }, { id: 3 }], (r) => String(r.id));
    expect(rows.map((r) => [r.key, !!r.now, !!r.before])).toEqual([
      ['1', true, false],
      ['2', true, true],
      ['3', false, true],
    ]);
  });

  it('opens the ledger lines a figure names', () => {
    const drill = { account_id: 7, from: '2026-01-01', to: '2026-03-31', fund_program_id: null, functional_expense_id: null };
    expect(drillLink(drill)).toBe('/app/account-ledger/7?from=2026-01-01&to=2026-03-31');
    expect(drillLink(drill, { functional_expense_id: 'none', fund_program_id: 4 })).toBe(
      '/app/account-ledger/7?from=2026-01-01&to=2026-03-31&fund_program_id=4&functional_expense_id=none',
    );
    expect(drillLink(null)).toBeUndefined();
  });
});
