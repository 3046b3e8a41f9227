import { BILLABLE_PO_STATUS_IDS, type BillInput } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { int } from '../../ledger/post.js';
import { GATE, postLocked } from '../../ledger/post-locked.js';
import type { RefName } from '../../ledger/references.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';
import { billDocument } from './bill.document.js';
import { columnsOf, linesOfRequest } from './bill-lines.repo.js';

/** A duplicate that went (voided) between the lock's answer and the question's read: ask the lock again. */
const RETRIES = 3;

/**
 * A new bill's rows for a locked statement whose guard answers its number as `n` (ledger_lock_bill, or a
 * standard check's ledger_lock_standard_check): the bill row as the posting reads it (number 0: the posting's
 * checks do not read it), its posting, that posting's memo numbered under the lock, and the bill's and its lines'
 * inserts gated on the guard's answer. `status`: a standard check's bill is written as it ends (Check).
 */
export function lockedBillParts(
  scope: OneCompanyScope,
  input: BillInput,
  bill: { id: number; billDate: string; now: Date; userId: number | null; status?: number },
) {
  const { companyId } = scope;
  const { id, billDate, now, userId } = bill;
  const lines = linesOfRequest(input);
  const row = {
    id,
    companyId,
    billNumber: 0, // the posting's checks do not read it; the statement numbers the bill and its entry's memo
    ...columnsOf(input), // its single fields are its first line's
    purchaseOrderId: input.purchaseOrderId ?? null,
    status: bill.status ?? billDocument.initial,
    billDate,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
    voidedAt: null,
    voidedBy: null,
  };
  const posting = billDocument.posting!({ ...row, lines } as never, billDate, userId);
  const billLines = sql.join(
    lines.map(
      (l, i) =>
        sql`(${companyId}::int, ${id}::int, ${i + 1}::int, ${int(l.accountId)}, ${int(l.fundProgramId)}, ${int(l.functionalExpenseId)}, ${l.memo ?? ''}::text, ${l.amountCents}::bigint, ${l.form1099Box ?? null}::text)`,
    ),
    sql`, `,
  );
  const ctes: Array<[string, SQL]> = [
    [
      'b',
      sql`insert into bills (id, company_id, bill_number, reference, bill_due, memo, description, vendor_id, amount_due_cents, account_id, account_payable_id,
            fund_program_id, functional_expense_id, status, bill_date, purchase_order_id, created_by, created_at, updated_at, invoice_date)
          select ${id}::int, ${companyId}::int, (select n from g), ${row.reference}::text, ${row.billDue}::date, ${row.memo}::text, ${row.description}::text,
            ${row.vendorId}::int, ${row.amountDueCents}::bigint, ${int(row.accountId)}, ${row.accountPayableId}::int, ${int(row.fundProgramId)}, ${int(row.functionalExpenseId)},
            ${row.status}::smallint, ${billDate}::date, ${int(row.purchaseOrderId)}, ${int(userId)}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${row.invoiceDate}::date
          where ${GATE} returning id`,
    ],
    [
      'bl',
      sql`insert into bill_lines (company_id, bill_id, line_no, account_id, fund_program_id, functional_expense_id, memo, amount_cents, form_1099_box)
          select v.* from (values ${billLines}) as v(company_id, bill_id, line_no, account_id, fund_program_id, functional_expense_id, memo, amount_cents, form_1099_box)
          where ${GATE}`,
    ],
  ];
  return { row, lines, posting, memo: numberedMemo(posting.memo ?? ''), ctes };
}

/**
 * A memo written with the bill number 0 ('Bill #0 (Ref ...)', 'Payment of Bill #0 ...') as SQL taking the number
 * the guard answered (`n`): the number is the memo's first '#0' (it comes before the reference and the user's text).
 */
export function numberedMemo(memo: string): SQL {
  const at = memo.indexOf('#0');
  if (at < 0) throw new Error(`numberedMemo: no number in ${memo}`);
  return sql`${memo.slice(0, at + 1)}::text || (select n from g) || ${memo.slice(at + 2)}::text`;
}

/** A bill written by insertBillLocked: its id, the number the lock gave it and its order's number (null: no order). */
export interface LockedBill {
  id: number;
  billNumber: number;
  poNumber: number | null;
}

/**
 * createPayBills (issue 23 point 2): everything that does not depend on the company's lock is checked before it
 * (the bill's references, its posting's and its id, read by the caller in one statement: `bill.read`), then ONE
 * statement: the company's lock, the duplicate question, a purchase order's row lock and rules, and the next number
 * (ledger_lock_bill, migration 0039; with an order ledger_lock_bill_order, 0040), the bill, its lines, its entry
 * (memo with the number), lines and totals; it answers the number and the order's. Called outside a transaction the
 * lock lasts that statement. `ask.duplicate(tx)` throws the 409 naming the first bill, `ask.order(tx)` the order's
 * refusal.
 */
export async function insertBillLocked(
  tx: DbOrTx,
  scope: OneCompanyScope,
  input: BillInput,
  bill: { billDate: string; now: Date; userId: number | null; read: { id: number; references: Map<string, RefName> } },
  ask: { duplicate: (tx: DbOrTx) => Promise<void>; order: (tx: DbOrTx) => Promise<void> },
): Promise<LockedBill> {
  const { companyId } = scope;
  const id = bill.read.id;
  const { posting, memo, ctes } = lockedBillParts(scope, input, { ...bill, id });
  const asked = sql`${companyId}::int, ${input.vendorId}::int, ${input.reference}::text, ${!input.confirmDuplicate}::boolean`;
  const order = input.purchaseOrderId;
  const billable = sql`array[${sql.join(
    BILLABLE_PO_STATUS_IDS.map((s) => sql`${s}::int`),
    sql`, `,
  )}]::int[]`;
  const guard = order
    ? sql`select ok, n from ledger_lock_bill_order(${asked}, ${order}::int, ${billable}, ${input.amountDueCents}::bigint)`
    : sql`select ok, n from ledger_lock_bill(${asked})`;
  // the order's number read under its lock, for the answer (no re-read of the bill)
  const answer = order
    ? sql`(select n from g) as n, (select po_number from purchase_orders where id = ${order}::int) as po_number`
    : sql`(select n from g) as n, null::int as po_number`;
  for (let attempt = 0; ; attempt++) {
    const wrote = await postLocked(tx, [posting], { guard, memos: [memo], ctes, answer, references: bill.read.references });
    if (wrote.ok === 'ok') return { id, billNumber: Number(wrote.row.n), poNumber: wrote.row.po_number == null ? null : Number(wrote.row.po_number) };
    if (wrote.ok === 'gone') throw notFound();
    // Each throws its 409 (or 422) unless what the lock saw changed since: then ask the lock again.
    await (wrote.ok === 'order' ? ask.order(tx) : ask.duplicate(tx));
    if (attempt >= RETRIES) throw new Error(`the bill's ${wrote.ok} answer kept coming and going`);
  }
}
