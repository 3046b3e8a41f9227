import type { PostInput } from '../../ledger/index.js';

/** What a bill posts, apart from storage (DESIGN.md section 5): the journal source type of bills. */
export const BILL_SOURCE = 'bill';

export interface PostedBill {
  id: number;
  companyId: number;
  billNumber: number;
  reference: string;
  memo: string;
  description: string;
  vendorId: number;
  amountDueCents: number;
  accountId: number;
  accountPayableId: number;
  fundProgramId: number;
  functionalExpenseId: number;
}

/** Dr the expense-side account (COA) / Cr Accounts Payable, both lines tagged with fund program, functional expense and vendor. */
export function billPosting(bill: PostedBill, date: string, createdBy: number | null): PostInput {
  const tags = { fundProgramId: bill.fundProgramId, functionalExpenseId: bill.functionalExpenseId, vendorId: bill.vendorId };
  return {
    companyId: bill.companyId,
    date,
    sourceType: BILL_SOURCE,
    sourceId: bill.id,
    memo: `Bill #${bill.billNumber} (Ref ${bill.reference})${bill.memo ? `: ${bill.memo}` : ''}`,
    createdBy,
    lines: [
      { accountId: bill.accountId, debitCents: bill.amountDueCents, creditCents: 0, ...tags, memo: bill.description || bill.memo },
      { accountId: bill.accountPayableId, debitCents: 0, creditCents: bill.amountDueCents, ...tags, memo: bill.memo },
    ],
  };
}

/** Whether an edit changes what the bill posts (only then is the old entry reversed and a new one posted). */
export function postingChanged(before: PostedBill, after: PostedBill): boolean {
  const a = billPosting(before, '2000-01-01', null);
  const b = billPosting(after, '2000-01-01', null);
  return JSON.stringify(a) !== JSON.stringify(b);
}
