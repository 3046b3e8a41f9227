import { describe, expect, it } from 'vitest';
import { fundsOf, type PayRow, selectDueBy, totalCents } from './form';

const row = (id: number, bill_due: string, amount_due: string): PayRow => ({
  id,
  bill_number: id,
  bill_due,
  refrence: `R${id}`,
  vendor_name: 'Power Co',
  amount_due,
  fund_program_name: 'General',
  functional_expense_name: 'Program services',
});

describe('selectDueBy', () => {
  const rows = [row(1, '2026-11-20', '100.00'), row(2, '2026-11-30', '50.00'), row(3, '2026-12-15', '25.00')];

  it('selects every bill due on or before the day, keeping what was chosen and its discount', () => {
    const next = selectDueBy(rows, { 3: '5.00' }, '2026-11-30');
    expect(next).toEqual({ 1: '0.00', 2: '0.00', 3: '5.00' });
    expect(totalCents(rows, next)).toBe(10000 + 5000 + 2000);
  });

  it('a day before every due date selects nothing new', () => {
    expect(selectDueBy(rows, {}, '2026-11-19')).toEqual({});
  });
});

describe('fundsOf', () => {
  it("names every fund of a split bill, else the bill's one fund", () => {
    expect(fundsOf(row(1, '2026-11-20', '1.00'))).toBe('General');
    expect(fundsOf({ ...row(1, '2026-11-20', '1.00'), fund_program_names: ['General', 'Building'] })).toBe('General, Building');
  });
});
