import type { BillInput } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../errors.js';
import { int } from '../../ledger/post.js';
import { GATE, postLocked } from '../../ledger/post-locked.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';
import { columnsOf, linesOfRequest } from './bill-lines.repo.js';
import { billDocument } from './bill.document.js';

/** A duplicate that went (voided) between the lock's answer and the question's read: ask the lock again. */
const RETRIES = 3;

/**
 * createPayBills without a purchase order (issue 23 point 2): everything that does not depend on the company's
 * lock is checked before it (the caller's references; here the posting's), then ONE statement: the company's
 * lock, the duplicate question and the next number (ledger_lock_bill, migration 0039), the bill, its lines,
 * its entry (memo with the number), lines and totals. Called outside a transaction the lock lasts that
 * statement. `askDuplicate(tx)` throws the 409 naming the first bill; answers the new bill's id.
 */
export async function insertBillLocked(
  tx: DbOrTx,
  userId: number | null,
  scope: OneCompanyScope,
  input: BillInput,
  billDate: string,
  now: Date,
  askDuplicate: (tx: DbOrTx) => Promise<void>,
): Promise<number> {
  const { companyId } = scope;
  const lines = linesOfRequest(input);
  const id = Number(((await tx.execute(sql`select nextval(pg_get_serial_sequence('bills', 'id'))::int as id`)).rows[0] as { id: number }).id);
  const row = {
    id,
    companyId,
    billNumber: 0, // the posting's checks do not read it; the statement numbers the bill and its entry's memo
    ...columnsOf(input), // its single fields are its first line's
    purchaseOrderId: null,
    status: billDocument.initial,
    billDate,
    createdBy: userId,
    createdAt: now,
    updatedAt: now,
    voidedAt: null,
    voidedBy: null,
  };
  const posting = billDocument.posting!({ ...row, lines } as never, billDate, userId);
  const memo = sql`'Bill #' || (select n from g) || ${` (Ref ${row.reference})${row.memo ? `: ${row.memo}` : ''}`}::text`;
  const billLines = sql.join(
    lines.map(
      (l, i) =>
        sql`(${companyId}::int, ${id}::int, ${i + 1}::int, ${int(l.accountId)}, ${int(l.fundProgramId)}, ${int(l.functionalExpenseId)}, ${l.memo ?? ''}::text, ${l.amountCents}::bigint, ${l.form1099Box ?? null}::text)`,
    ),
    sql`, `,
  );
  for (let attempt = 0; ; attempt++) {
    const wrote = await postLocked(tx, [posting], {
      guard: sql`select ok, n from ledger_lock_bill(${companyId}::int, ${input.vendorId}::int, ${input.reference}::text, ${!input.confirmDuplicate}::boolean)`,
      memos: [memo],
      ctes: [
        [
          'b',
          sql`insert into bills (id, company_id, bill_number, reference, bill_due, memo, description, vendor_id, amount_due_cents, account_id, account_payable_id,
                fund_program_id, functional_expense_id, status, bill_date, purchase_order_id, created_by, created_at, updated_at, invoice_date)
              select ${id}::int, ${companyId}::int, (select n from g), ${row.reference}::text, ${row.billDue}::date, ${row.memo}::text, ${row.description}::text,
                ${row.vendorId}::int, ${row.amountDueCents}::bigint, ${int(row.accountId)}, ${row.accountPayableId}::int, ${int(row.fundProgramId)}, ${int(row.functionalExpenseId)},
                ${row.status}::smallint, ${billDate}::date, null, ${int(userId)}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${row.invoiceDate}::date
              where ${GATE} returning id`,
        ],
        [
          'bl',
          sql`insert into bill_lines (company_id, bill_id, line_no, account_id, fund_program_id, functional_expense_id, memo, amount_cents, form_1099_box)
              select v.* from (values ${billLines}) as v(company_id, bill_id, line_no, account_id, fund_program_id, functional_expense_id, memo, amount_cents, form_1099_box)
              where ${GATE}`,
        ],
      ],
    });
    if (wrote.ok === 'ok') return id;
    if (wrote.ok === 'gone') throw notFound();
    await askDuplicate(tx); // throws the 409 naming the first bill
    if (attempt >= RETRIES) throw new Error('the duplicate bill kept coming and going');
  }
}
