import { describe, expect, it } from 'vitest';
import { linesBody, monthsTotalCents, spreadEvenly } from './lines';

describe('budget lines as typed', () => {
  it('spreads evenly by largest remainder, the months summing to the annual amount', () => {
    const months = spreadEvenly(100_000);
    expect(months.slice(0, 5)).toEqual(['83.34', '83.34', '83.34', '83.34', '83.33']);
    expect(monthsTotalCents(months)).toBe(100_000);
    expect(spreadEvenly(1_234_567).map((m) => m.replace(',', ''))).toContain('1028.81');
    expect(monthsTotalCents(spreadEvenly(1_234_567))).toBe(1_234_567);
  });

  it('sends the annual amount or the twelve months, as the contract reads them', () => {
    const months = ['1,000.00', '', ...Array(10).fill('5')];
    const body = linesBody([
      { account_id: 4, fund_program_id: '', spread: 'even', annual: '12,000', months: Array(12).fill('') },
      { account_id: 5, fund_program_id: 7, spread: 'manual', annual: '', months },
      { account_id: 6, fund_program_id: '', spread: 'last_year', annual: ' ', months: Array(12).fill('') },
    ]);
    expect(body[0]).toEqual({ account_id: 4, fund_program_id: null, spread: 'even', annual: '12000.00' });
    expect(body[1].months).toEqual(['1000.00', '0.00', ...Array(10).fill('5.00')]);
    expect(body[1].fund_program_id).toBe(7);
    expect(body[2]).not.toHaveProperty('annual');
  });
});
