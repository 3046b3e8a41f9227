import type { PostInput } from '../../ledger/index.js';

/** What a bill posts, apart from storage (DESIGN.md section 5): the journal source type of bills. */
export const BILL_SOURCE = 'bill';

/** One line of a bill (issue 28.1): the debit side with its own tags. */
export interface PostedBillLine {
  accountId: number;
  fundProgramId: number;
  functionalExpenseId: number;
  memo: string;
  amountCents: number;
}

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
  /** the bill's lines; absent or empty = the one line of its single fields (a bill before issue 28) */
  lines?: readonly PostedBillLine[];
}

/** The bill's lines: its own, or the one line its single set of fields makes (the specification's form). */
export function linesOfBill(bill: PostedBill): readonly PostedBillLine[] {
  if (bill.lines?.length) return bill.lines;
  const { accountId, fundProgramId, functionalExpenseId, description, amountDueCents } = bill;
  return [{ accountId, fundProgramId, functionalExpenseId, memo: description, amountCents: amountDueCents }];
}

/**
 * Per line: Dr its expense-side account (COA) / Cr Accounts Payable, both tagged with the line's fund program
 * and functional expense and the vendor. Crediting A/P per line keeps every fund of the entry balanced by
 * itself (ledger/funds.ts), and a one-line bill posts exactly the two lines it always did.
 */
export function billPosting(bill: PostedBill, date: string, createdBy: number | null): PostInput {
  const lines = linesOfBill(bill).flatMap((line) => {
    const tags = { fundProgramId: line.fundProgramId, functionalExpenseId: line.functionalExpenseId, vendorId: bill.vendorId };
    return [
      { accountId: line.accountId, debitCents: line.amountCents, creditCents: 0, ...tags, memo: line.memo || bill.memo },
      { accountId: bill.accountPayableId, debitCents: 0, creditCents: line.amountCents, ...tags, memo: bill.memo },
    ];
  });
  return {
    companyId: bill.companyId,
    date,
    sourceType: BILL_SOURCE,
    sourceId: bill.id,
    memo: `Bill #${bill.billNumber} (Ref ${bill.reference})${bill.memo ? `: ${bill.memo}` : ''}`,
    createdBy,
    lines,
  };
}

/** Whether an edit changes what the bill posts (only then is the old entry reversed and a new one posted). */
export function postingChanged(before: PostedBill, after: PostedBill): boolean {
  const a = billPosting(before, '2000-01-01', null);
  const b = billPosting(after, '2000-01-01', null);
  return JSON.stringify(a) !== JSON.stringify(b);
}
