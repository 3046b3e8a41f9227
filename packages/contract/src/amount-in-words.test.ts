import { describe, expect, it } from 'vitest';
import { checkAmountInWords, dollarsInWords, INDIAN_WORDS_MAX_DOLLARS } from './amount-in-words.js';

// Hand-checked against how a bank clerk writes each amount; cents in words are never used (n/100).
const table: Array<[cents: number, indian: string, us: string]> = [
  [1, 'Zero and 01/100', 'Zero and 01/100'],
  [100, 'One and 00/100', 'One and 00/100'],
  [1_500, 'Fifteen and 00/100', 'Fifteen and 00/100'],
  [10_000, 'One Hundred and 00/100', 'One Hundred and 00/100'],
  [100_000, 'One Thousand and 00/100', 'One Thousand and 00/100'],
  [9_999_900, 'Ninety Nine Thousand Nine Hundred Ninety Nine and 00/100', 'Ninety Nine Thousand Nine Hundred Ninety Nine and 00/100'],
  [10_000_000, 'One Lakh and 00/100', 'One Hundred Thousand and 00/100'],
  [
    12_345_678_905,
    'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and 05/100',
    'One Hundred Twenty Three Million Four Hundred Fifty Six Thousand Seven Hundred Eighty Nine and 05/100',
  ],
];

describe('check amount in words', () => {
  it.each(table)('%i cents in Indian grouping', (cents, indian) => expect(checkAmountInWords(cents, 'indian')).toBe(indian));
  it.each(table)('%i cents in US grouping', (cents, _indian, us) => expect(checkAmountInWords(cents, 'us')).toBe(us));

  it('refuses what the Indian words cannot carry (more than 9 digits) but US grouping can', () => {
    expect(dollarsInWords(INDIAN_WORDS_MAX_DOLLARS, 'indian')).toBe('Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine');
    expect(checkAmountInWords((INDIAN_WORDS_MAX_DOLLARS + 1) * 100, 'indian')).toBeNull();
    expect(checkAmountInWords((INDIAN_WORDS_MAX_DOLLARS + 1) * 100, 'us')).toBe('One Billion and 00/100');
    expect(checkAmountInWords(10_000_000_000_000 * 100, 'us')).toBe('Ten Trillion and 00/100');
  });

  it('refuses negative and fractional cents', () => {
    expect(checkAmountInWords(-1, 'us')).toBeNull();
    expect(checkAmountInWords(1.5, 'indian')).toBeNull();
  });
});
