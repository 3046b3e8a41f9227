import { LEDGER_TEXT, SEC } from '@app/contract';
import { AppError } from '../errors.js';

export interface PostLine {
  accountId: number;
  /** integer cents; exactly one of debitCents and creditCents is positive, the other 0 */
  debitCents: number;
  creditCents: number;
  fundProgramId?: number | null;
  functionalExpenseId?: number | null;
  vendorId?: number | null;
  memo?: string | null;
}

/** The largest total one entry may carry: keeps every sum far inside 2^53 and a Postgres bigint. */
export const MAX_ENTRY_CENTS = 10_000_000_000_000 * 100;

/** A refused posting: 422, with the offending line named as lines.<i>.<field> when there is one. */
export const ledgerError = (message: string, field?: string) => new AppError(422, message, field ? { [field]: [message] } : undefined);

/**
 * Pure checks of an entry's lines, before any database work: at least one debit and one credit, each
 * line one-sided, positive, whole cents, and the totals equal. Returns the total debits.
 */
export function checkLines(lines: readonly PostLine[]): number {
  if (lines.length < 2) throw ledgerError(LEDGER_TEXT.noLines, 'lines');
  let debit = 0;
  let credit = 0;
  lines.forEach((l, i) => {
    for (const [field, v] of [['debit', l.debitCents], ['credit', l.creditCents]] as const) {
      if (!Number.isSafeInteger(v)) throw ledgerError(LEDGER_TEXT.zeroLine, `lines.${i}.${field}`);
      if (v < 0) throw ledgerError(LEDGER_TEXT.negative, `lines.${i}.${field}`);
      if (v > MAX_ENTRY_CENTS) throw ledgerError(LEDGER_TEXT.amountTooLarge, `lines.${i}.${field}`);
    }
    if (l.debitCents > 0 && l.creditCents > 0) throw ledgerError(LEDGER_TEXT.oneSide, `lines.${i}.credit`);
    if (l.debitCents === 0 && l.creditCents === 0) throw ledgerError(LEDGER_TEXT.zeroLine, `lines.${i}.debit`);
    debit += l.debitCents;
    credit += l.creditCents;
    if (debit > MAX_ENTRY_CENTS || credit > MAX_ENTRY_CENTS) throw ledgerError(LEDGER_TEXT.amountTooLarge, `lines.${i}`);
  });
  if (debit === 0 || credit === 0) throw ledgerError(LEDGER_TEXT.noLines, 'lines');
  if (debit !== credit) throw ledgerError(LEDGER_TEXT.unbalanced, 'lines');
  const debited = new Set(lines.filter((l) => l.debitCents > 0).map((l) => l.accountId));
  const both = lines.findIndex((l) => l.creditCents > 0 && debited.has(l.accountId));
  if (both >= 0) throw ledgerError(SEC.sameAccountBothSides, `lines.${both}.account_id`);
  return debit;
}

/** The lines that undo the given ones: each side swapped, every tag kept. */
export function reversedLines(lines: readonly PostLine[]): PostLine[] {
  return lines.map((l) => ({ ...l, debitCents: l.creditCents, creditCents: l.debitCents }));
}
