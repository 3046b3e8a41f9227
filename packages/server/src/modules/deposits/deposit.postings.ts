import type { PostInput } from '../../ledger/index.js';

/** The journal source type of deposits; the source id is the deposit id (its returned checks post under it too). */
export const DEPOSIT_SOURCE = 'deposit';

export interface DepositForPosting {
  id: number;
  companyId: number;
  bankAccountId: number;
  memo: string | null;
}

export interface LineForPosting {
  lineNo: number;
  accountId: number;
  fundProgramId: number;
  amountCents: number;
  method: 'cash' | 'check' | 'electronic';
  checkNumber: string | null;
  payer: string | null;
  memo: string | null;
}

/** What a line's ledger memo says: the payer is named on the line (the ledger has no donor column). */
export function lineMemo(l: LineForPosting): string {
  const how = l.method === 'check' ? `check #${l.checkNumber}` : l.method;
  return [l.payer ? `${l.payer} (${how})` : how, l.memo].filter(Boolean).join(': ').slice(0, 500);
}

/**
 * A deposit: Dr the bank once per fund (the sum of that fund's lines) / Cr each line's account in its fund,
 * so the entry balances within every fund by construction (DESIGN.md section 10). Bank lines come first, in
 * the order their funds first appear.
 */
export function depositPosting(d: DepositForPosting, lines: readonly LineForPosting[], date: string, createdBy: number | null): PostInput {
  const byFund = new Map<number, number>();
  for (const l of lines) byFund.set(l.fundProgramId, (byFund.get(l.fundProgramId) ?? 0) + l.amountCents);
  const memo = `Deposit #${d.id}${d.memo ? `: ${d.memo}` : ''}`.slice(0, 500);
  return {
    companyId: d.companyId,
    date,
    sourceType: DEPOSIT_SOURCE,
    sourceId: d.id,
    memo,
    createdBy,
    lines: [
      ...[...byFund].map(([fundProgramId, cents]) => ({ accountId: d.bankAccountId, debitCents: cents, creditCents: 0, fundProgramId, memo })),
      ...lines.map((l) => ({ accountId: l.accountId, debitCents: 0, creditCents: l.amountCents, fundProgramId: l.fundProgramId, memo: lineMemo(l) })),
    ],
  };
}

/**
 * A returned check: its line undone (Dr the line's account / Cr the bank, in the line's fund) and the bank's fee
 * (Dr the expense account / Cr the bank) in the SAME fund as the check: the fee follows the gift that caused it,
 * so the entry stays balanced per fund without an interfund loan. The payer is named on every line.
 */
export function returnPosting(
  d: DepositForPosting,
  l: LineForPosting,
  fee: { cents: number; accountId: number | null },
  date: string,
  createdBy: number | null,
): PostInput {
  const memo = `Returned check #${l.checkNumber}${l.payer ? ` from ${l.payer}` : ''} (deposit #${d.id})`.slice(0, 500);
  const tags = { fundProgramId: l.fundProgramId, memo };
  const lines: PostInput['lines'] = [
    { accountId: l.accountId, debitCents: l.amountCents, creditCents: 0, ...tags },
    { accountId: d.bankAccountId, debitCents: 0, creditCents: l.amountCents, ...tags },
  ];
  if (fee.cents > 0 && fee.accountId) {
    const feeMemo = `Bank fee on ${memo}`.slice(0, 500);
    lines.push({ accountId: fee.accountId, debitCents: fee.cents, creditCents: 0, fundProgramId: l.fundProgramId, memo: feeMemo });
    lines.push({ accountId: d.bankAccountId, debitCents: 0, creditCents: fee.cents, fundProgramId: l.fundProgramId, memo: feeMemo });
  }
  return { companyId: d.companyId, date, sourceType: DEPOSIT_SOURCE, sourceId: d.id, memo, createdBy, lines };
}
