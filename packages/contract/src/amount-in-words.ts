import { toWords as indianWords } from 'to-words/en-IN';
import { toWords as usWords } from 'to-words/en-US';

/**
 * The amount line of a check: the dollars in words and the cents as n/100 ("One Thousand and 05/100").
 * The specification prints words in Indian grouping (Crore, Lakh, Thousand, Hundred) up to 9 digits; US banks
 * read US grouping (thousand, million, billion), a company setting (DESIGN.md section 9). to-words does both
 * groupings exactly; what is ours is the 9-digit limit and the n/100 form.
 */
export type WordsGrouping = 'indian' | 'us';

/** The largest whole-dollar amount the Indian words may carry: 9 digits, as the specification says. */
export const INDIAN_WORDS_MAX_DOLLARS = 999_999_999;

// The two locales' own entry points, not the package's: its main one loads all 135 locales, a sixth of a
// second of every start (issue 23 point 1) for the two a check prints.
const converters: Record<WordsGrouping, (n: number) => string> = { indian: indianWords, us: usWords };

/** Whole dollars in words, or null when the grouping cannot express the amount. */
export function dollarsInWords(dollars: number, grouping: WordsGrouping): string | null {
  if (!Number.isSafeInteger(dollars) || dollars < 0) return null;
  if (grouping === 'indian' && dollars > INDIAN_WORDS_MAX_DOLLARS) return null;
  return converters[grouping](dollars);
}

/** "Twelve Crore ... Eighty Nine and 05/100" for 12,34,56,789.05; null when the words cannot express it. */
export function checkAmountInWords(cents: number, grouping: WordsGrouping): string | null {
  if (!Number.isSafeInteger(cents) || cents < 0) return null;
  const words = dollarsInWords(Math.trunc(cents / 100), grouping);
  return words === null ? null : `${words} and ${String(cents % 100).padStart(2, '0')}/100`;
}

/** The refusal a check maker shows when checkAmountInWords gives null. */
export const amountTooLargeForWords = (grouping: WordsGrouping) =>
  grouping === 'indian'
    ? 'The check amount is too large to write in words (at most 99,99,99,999.99 in Indian grouping); choose US grouping for the company or split the payment.'
    : 'The check amount is too large to write in words.';
