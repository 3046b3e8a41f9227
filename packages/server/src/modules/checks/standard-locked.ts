import { BILL_PAYMENT_STATUS, BILL_STATUS, BILL_TEXT, type BillInput, CHECK_TEXT, type CheckRequest, M, todayOnEarth } from '@app/contract';
import { checkAmountInWords, type WordsGrouping } from '@app/contract/amount-in-words';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError, invalid, notFound } from '../../errors.js';
import { GATE, postLocked } from '../../ledger/post-locked.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';
import { billPaymentDocument } from '../bill-payments/bill-payment.document.js';
import { insertPaymentsSql } from '../bill-payments/bill-payments.repo.js';
import { lockedBillParts, numberedMemo } from '../bills/bills.create-locked.js';
import { askAboutDuplicate, checkLinesTotal, readNewBill } from '../bills/bills.service.js';
import { checkDocument } from './check.document.js';
import { MAX_CHECK_NUMBER, refuseUnwritable } from './checks.service.js';

/** A duplicate that went (voided) between the lock's answer and the question's read: ask the lock again. */
const RETRIES = 3;

/**
 * A standard check (issue 23 point 2): a new bill, its payment in full and its check. Every refusal that does not
 * depend on the lock is asked first (the bill's fields and references, both postings' checks in postLocked), the
 * ids come from their sequences, then ONE statement: ledger_lock_standard_check (migration 0040) locks the bank
 * account and the company row (the order the check's transaction took them), asks the duplicate question, reads
 * the bank's funds and numbers the bill and the check; the bill and the payment are written as they end (on the
 * check: status Check), with the check, its payment link, both entries, their lines and totals, gated on its
 * answer. Answers the new check's id.
 */
export async function writeStandardCheck(
  db: DbOrTx,
  run: { scope: OneCompanyScope; input: CheckRequest; grouping: WordsGrouping; day: string; now: Date; userId: number | null },
): Promise<number> {
  const { scope, input, grouping, day, now, userId } = run;
  const { companyId } = scope;
  const s = input.standard;
  if (!s) throw invalid(M.checkSelectVendor, 'vendor_id');
  // Not before the earliest today on earth (contract dates.ts): in the past for everyone.
  if (s.billDue < todayOnEarth(now).earliest) throw invalid(BILL_TEXT.duePast, 'bill_due');
  refuseUnwritable(s.amountDueCents, grouping, 'amount_due');
  // The request's bill (contract checkRequest), in the caller's company and dated today.
  const bill: BillInput = { ...s, companyId, date: day };
  /** The bill as it ends (on the check), its payment in full and that payment's posting, for the ids given. */
  const draft = (billId: number, paymentId: number) => {
    const parts = lockedBillParts(scope, bill, { id: billId, billDate: day, now, userId, status: BILL_STATUS.Check });
    const payment = {
      id: paymentId,
      companyId,
      billId,
      accountPayableId: s.accountPayableId,
      bankAccountId: input.bankAccountId,
      amountDueCents: s.amountDueCents,
      discountCents: 0,
      paymentCents: s.amountDueCents,
      status: BILL_PAYMENT_STATUS.Check,
      checkId: sql`(select id from c)`,
      paymentDate: day,
      createdBy: userId,
    };
    const paying = billPaymentDocument.posting!({ bill: { ...parts.row, lines: parts.lines } as never, payment }, day, userId);
    return { parts, payment, paying };
  };
  checkLinesTotal(bill);
  // The bill's and the payment's ids, taken before the lock (their entries' sources), in the one read of the bill's
  // references and both postings' (readNewBill); the check's from its insert, under the lock, so checks' ids run in
  // the order of their numbers.
  const drafted = draft(0, 0);
  const read = await readNewBill(db, scope, bill, { lines: [...drafted.parts.posting.lines, ...drafted.paying.lines], ids: ['bills', 'bill_payments'] });
  const [billId, paymentId] = read.ids;
  const { parts, payment, paying } = draft(billId, paymentId);
  const check = sql`insert into checks (company_id, bank_account_id, check_number, check_type, vendor_id, memo, amount_cents, status, check_date, bill_id, created_by, created_at, amount_words)
    select ${companyId}::int, ${input.bankAccountId}::int, (select first from g), ${input.type}::text, ${s.vendorId}::int, ${input.memo}::text,
      ${s.amountDueCents}::bigint, ${checkDocument.initial}::smallint, ${day}::date, ${billId}::int, ${userId}::int, ${now.toISOString()}::timestamptz,
      ${checkAmountInWords(s.amountDueCents, grouping)}::text
    where ${GATE} returning id`;
  for (let attempt = 0; ; attempt++) {
    const wrote = await postLocked(db, [parts.posting, paying], {
      guard: sql`select ok, n, first from ledger_lock_standard_check(${input.bankAccountId}::int, ${companyId}::int, ${s.vendorId}::int, ${s.reference}::text,
        ${!input.confirmDuplicate}::boolean, ${s.amountDueCents}::bigint, ${input.checkNumber}::bigint, ${MAX_CHECK_NUMBER}::bigint)`,
      memos: [parts.memo, numberedMemo(paying.memo ?? '')],
      ctes: [
        ...parts.ctes,
        ['c', check],
        ['p', insertPaymentsSql([payment], GATE)],
        ['cp', sql`insert into check_payments (check_id, bill_payment_id) select c.id, ${paymentId}::int from c`],
      ],
      answer: sql`(select id from c) as check_id`,
      references: read.ledger,
    });
    switch (wrote.ok) {
      case 'ok':
        return Number(wrote.row.check_id);
      case 'gone':
        throw notFound();
      case 'funds':
        throw new AppError(422, M.insufficientFunds, { account_id: [M.insufficientFunds] });
      case 'taken':
        throw new AppError(409, M.checkNumberTaken, { check_number: [M.checkNumberTaken] });
      case 'too_long':
        throw invalid(CHECK_TEXT.numberTooLong, 'check_number');
    }
    await askAboutDuplicate(db, scope, bill); // 'duplicate': throws the 409 naming the first bill
    if (attempt >= RETRIES) throw new Error('the duplicate bill kept coming and going');
  }
}
