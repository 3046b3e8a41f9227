import { describe, expect, it } from 'vitest';
import { isValidIsoDate } from './dates.js';
import { toCents } from './money.js';
import { idSchema, MAX_ID, optionalIdSchema, optionalText, requiredText, zeroOrIdSchema } from './schemas/common.js';
import { companyUserFields } from './schemas/companies.js';
import { journalEntryInput, ledgerDate } from './schemas/journals.js';
import { SEC } from './security.js';

describe('the shared id schema', () => {
  it('takes whole numbers and their digits from 1 to the integer maximum', () => {
    for (const ok of [1, '1', 7, '42', MAX_ID, String(MAX_ID)]) expect(idSchema().safeParse(ok).success, String(ok)).toBe(true);
    expect(idSchema().parse('42')).toBe(42);
  });
  it('refuses booleans, -0, huge, fractional and disguised numbers instead of coercing them', () => {
    for (const bad of [
      true,
      false,
      '-0',
      -0,
      0,
      '0',
      MAX_ID + 1,
      String(MAX_ID + 1),
      '99999999999999999999',
      1e20,
      1.5,
      '1.5',
      '1e3',
      '0x10',
      ' 7',
      '7 ',
      '',
      null,
      [],
      {},
      '+7',
      '-1',
      -1,
    ]) {
      expect(idSchema().safeParse(bad).success, JSON.stringify(bad) ?? String(bad)).toBe(false);
    }
  });
  it('zero-or-id allows 0 only; optional ids treat blank as none and refuse the rest alike', () => {
    expect(zeroOrIdSchema().parse('0')).toBe(0);
    expect(zeroOrIdSchema().safeParse('-0').success).toBe(false);
    expect(zeroOrIdSchema().safeParse(true).success).toBe(false);
    expect(optionalIdSchema().parse('')).toBeNull();
    expect(optionalIdSchema().parse(undefined)).toBeNull();
    for (const bad of [true, '-0', MAX_ID + 1, 1.5]) expect(optionalIdSchema().safeParse(bad).success).toBe(false);
  });
});

describe('dates', () => {
  it('are real days between 1900-01-01 and 2999-12-31', () => {
    for (const ok of ['1900-01-01', '2024-02-29', '2999-12-31']) expect(isValidIsoDate(ok), ok).toBe(true);
    for (const bad of ['2024-02-30', '2023-02-29', '0001-01-01', '1899-12-31', '3000-01-01', '9999-12-31', '2024-13-01', '2024-1-1']) {
      expect(isValidIsoDate(bad), bad).toBe(false);
      expect(ledgerDate().safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('money', () => {
  it('refuses a JSON number with more than two decimals like the same string, never rounding', () => {
    expect(toCents(1.001)).toBeNull();
    expect(toCents('1.001')).toBeNull();
    expect(toCents(0.1 + 0.2)).toBeNull();
    expect(toCents(1e21)).toBeNull();
    expect(toCents(1.1)).toBe(110);
  });
  it('accepts grouping commas only in their places', () => {
    expect(toCents('1,000.00')).toBe(100_000);
    expect(toCents('12,345,678.9')).toBe(1_234_567_890);
    for (const bad of ['1,0,0,0', '1,00', ',100', '100,', '1000,000', '1,,000']) expect(toCents(bad), bad).toBeNull();
  });
});

describe('journal entries', () => {
  it('may not debit and credit the same account', () => {
    const r = journalEntryInput.safeParse({
      entry_date: '2026-01-05',
      memo: 'x',
      lines: [
        { account_id: 5, debit: '10.00' },
        { account_id: 5, credit: '10.00' },
      ],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(SEC.sameAccountBothSides);
  });
});

describe('text and contact numbers', () => {
  it('single-line fields refuse line breaks', () => {
    for (const bad of ['a\nb', 'a\r\nb', 'a\rb', 'a\u2028b']) {
      expect(requiredText('Required').safeParse(bad).error?.issues[0].message).toBe(SEC.lineBreak);
      expect(optionalText().safeParse(bad).success).toBe(false);
    }
  });
  it('contact numbers are digits with at most one leading +', () => {
    const user = (contact_number: string) => companyUserFields.shape.contact_number.safeParse(contact_number);
    for (const ok of ['5551234567', '+15551234567', '']) expect(user(ok).success, ok).toBe(true);
    for (const bad of ['555-123-4567', '++1555123', '1+555123', '(555)12345', '555 1234']) expect(user(bad).success, bad).toBe(false);
  });
});
