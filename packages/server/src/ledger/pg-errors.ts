/** The SQLSTATE of a database error, whether the driver threw it bare or drizzle wrapped it. */
export function pgCode(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const CHECK_VIOLATION = '23514';
/** raised by the journal_entries closing-date trigger (migration 0022) */
export const BOOKS_CLOSED = 'CD001';
/** raised by ledger_lock_banks (migration 0039): a bank account taken below zero without the author's confirmation */
export const BANK_BELOW_ZERO = 'BZ001';
