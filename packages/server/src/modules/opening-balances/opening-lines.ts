import type { OpeningInput } from '@app/contract';
import type { PostLine } from '../../ledger/index.js';

/**
 * The opening entry, self-balancing within each fund (DESIGN.md section 10): a fund's share of the money is a
 * pair of lines tagged with it, Dr a bank / Cr net assets, so the fund's own books balance and its share of
 * each bank is the net of that bank's lines tagged with it. The form does not say which bank holds a fund's
 * money, so the shares are placed in the bank accounts in the order they are listed; the rest is untagged
 * (without donor restrictions).
 */
export function openingLines(banks: OpeningInput['banks'], funds: OpeningInput['funds'], netAssets: number, memo: string): PostLine[] {
  const left = banks.filter((b) => b.amountCents > 0).map((b) => ({ accountId: b.accountId, cents: b.amountCents }));
  const lines: PostLine[] = [];
  for (const f of funds.filter((x) => x.amountCents > 0)) {
    let need = f.amountCents;
    for (const bank of left) {
      const take = Math.min(need, bank.cents);
      if (take <= 0) continue;
      lines.push({ accountId: bank.accountId, debitCents: take, creditCents: 0, fundProgramId: f.fundProgramId, memo });
      bank.cents -= take;
      need -= take;
      if (!need) break;
    }
    lines.push({ accountId: netAssets, debitCents: 0, creditCents: f.amountCents - need, fundProgramId: f.fundProgramId, memo });
  }
  const rest = left.reduce((s, b) => s + b.cents, 0);
  for (const bank of left) if (bank.cents > 0) lines.push({ accountId: bank.accountId, debitCents: bank.cents, creditCents: 0, memo });
  if (rest > 0) lines.push({ accountId: netAssets, debitCents: 0, creditCents: rest, memo });
  return lines;
}
