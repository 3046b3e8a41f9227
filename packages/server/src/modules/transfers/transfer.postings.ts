import type { PostInput } from '../../ledger/index.js';

/** The journal source type of transfers; the source id is the transfer id. */
export const TRANSFER_SOURCE = 'transfer';

export interface TransferForPosting {
  id: number;
  companyId: number;
  fromBankAccountId: number;
  toBankAccountId: number;
  amountCents: number;
  fundProgramId: number;
  toFundProgramId: number | null;
  memo: string | null;
}

/**
 * Dr the account the money goes to / Cr the account it leaves. In one fund both lines carry it; between funds
 * the money leaves in `fundProgramId` and arrives in `toFundProgramId`, and the ledger completes each fund with
 * its interfund transfer line (out of the giving fund, into the receiving one: ledger/interfund.ts).
 */
export function transferPosting(t: TransferForPosting, date: string, createdBy: number | null): PostInput {
  const memo = `Transfer #${t.id}${t.memo ? `: ${t.memo}` : ''}`.slice(0, 500);
  const toFund = t.toFundProgramId ?? t.fundProgramId;
  return {
    companyId: t.companyId,
    date,
    sourceType: TRANSFER_SOURCE,
    sourceId: t.id,
    memo,
    createdBy,
    ...(t.toFundProgramId ? { interfund: 'transfer' as const } : {}),
    lines: [
      { accountId: t.toBankAccountId, debitCents: t.amountCents, creditCents: 0, fundProgramId: toFund, memo },
      { accountId: t.fromBankAccountId, debitCents: 0, creditCents: t.amountCents, fundProgramId: t.fundProgramId, memo },
    ],
  };
}
