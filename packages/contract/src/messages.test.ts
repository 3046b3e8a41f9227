import { expect, it } from 'vitest';
import { M } from './messages.js';

it('keeps the specification wording, misspellings included', () => {
  expect(M.loading).toBe('Loading your content...');
  expect(M.notFound).toBe("The page you are looking for isn't here");
  expect(M.accountNumberExists).toBe('Account Number alredy exists');
  expect(M.statusUpdated).toBe('Status updated Sucessfully');
  expect(M.userAlreadyAdded('a@b.org')).toBe('User with email a@b.org already added');
});

it('has no empty text', () => {
  for (const [key, value] of Object.entries(M)) {
    const text = typeof value === 'function' ? (value as (...args: unknown[]) => string)('x', 1, 'y') : value;
    expect(text.trim().length, key).toBeGreaterThan(0);
  }
});

it('refuses NUL characters in text fields (PostgreSQL cannot store them)', async () => {
  const { requiredText, optionalText } = await import('./schemas/common.js');
  expect(requiredText('Required').safeParse('a\u0000b').success).toBe(false);
  expect(optionalText().safeParse('a\u0000b').success).toBe(false);
  expect(requiredText('Required').safeParse(' ok ').data).toBe('ok');
});
