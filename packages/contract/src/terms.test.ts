import { describe, expect, it } from 'vitest';
import { dueFromTerms } from './terms.js';

describe('dueFromTerms', () => {
  it('adds the terms to the invoice date', () => {
    expect(dueFromTerms('2026-11-20', 'net_30', '2026-11-26')).toEqual({ due: '2026-12-20', byTerms: '2026-12-20', passed: false });
    expect(dueFromTerms('2026-11-26', 'net_15', '2026-11-26').due).toBe('2026-12-11');
    expect(dueFromTerms('2026-12-31', 'net_60', '2026-12-31').due).toBe('2027-03-01');
    expect(dueFromTerms('2026-11-26', 'due_on_receipt', '2026-11-26')).toEqual({ due: '2026-11-26', byTerms: '2026-11-26', passed: false });
  });

  it('a date that has passed proposes today and says so', () => {
    expect(dueFromTerms('2026-09-01', 'net_30', '2026-11-26')).toEqual({ due: '2026-11-26', byTerms: '2026-10-01', passed: true });
    expect(dueFromTerms('2026-11-25', 'due_on_receipt', '2026-11-26').passed).toBe(true);
  });
});
