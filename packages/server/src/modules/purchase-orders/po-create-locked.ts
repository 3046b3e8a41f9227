import { formatMilli, M, PO_STATUS, type PurchaseOrderInput } from '@app/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { purchaseOrders } from '../../db/schema/index.js';
import { invalid } from '../../errors.js';
import { pgCode } from '../../ledger/pg-errors.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';

/** raised by ledger_lock_po_number (migration 0039): the company is deleted */
const COMPANY_GONE = 'CG001';

/** An order sent for approval as it is saved: who sent it and the mail each supervisor gets (`poNumber` in it). */
export interface SentForApproval {
  by: number | null;
  mails: Array<(poNumber: string) => { to: string; subject: string; text: string }>;
}

/**
 * A text around the order's number, which is taken under the lock: the parts before and after the number's last
 * place in it (after any user's text, such as a supervisor's name).
 */
const MARK = '\u0001PO\u0001';
function aroundNumber(text: (poNumber: string) => string): SQL {
  const t = text(MARK);
  const at = t.lastIndexOf(MARK);
  return sql`${t.slice(0, at)}::text, ${t.slice(at + MARK.length)}::text`;
}

/**
 * A new order (issue 23 point 2), its references (and a sent order's supervisors) checked by the caller first: ONE
 * statement takes the company's lock and the next number (ledger_lock_po_number, migration 0039) and writes the
 * order, its items and its first status; an order sent for approval at once (`sent`, header status Pending For
 * Approval) also its second status and the supervisors' mails in the outbox. Outside a transaction the lock
 * lasts that statement. Answers the new order's id.
 */
export async function insertOrderLocked(
  db: DbOrTx,
  scope: OneCompanyScope,
  header: Omit<typeof purchaseOrders.$inferInsert, 'companyId' | 'poNumber'>,
  input: PurchaseOrderInput,
  lineCents: number[],
  by: number | null,
  now: Date,
  sent?: SentForApproval,
): Promise<number> {
  const order = db
    .insert(purchaseOrders)
    .values({ ...header, companyId: scope.companyId, poNumber: sql`ledger_lock_po_number(${scope.companyId}::int)` })
    .returning({ id: purchaseOrders.id, poNumber: purchaseOrders.poNumber })
    .getSQL();
  const items = sql.join(
    input.items.map(
      (i, n) => sql`(${n + 1}::int, ${i.description}::text, ${formatMilli(i.quantityMilli)}::numeric, ${i.unitPriceCents}::bigint, ${lineCents[n]}::bigint)`,
    ),
    sql`, `,
  );
  const history = [sql`(1, null::int, ${PO_STATUS.Draft}::int, ${by || null}::int)`];
  if (sent) history.push(sql`(2, ${PO_STATUS.Draft}::int, ${PO_STATUS.PendingApproval}::int, ${sent.by || null}::int)`);
  const mails = sent?.mails.length
    ? sql`,
      m as (
        insert into outbox (to_address, subject, text_body)
        select v.to_address, v.s1 || o.po_number || v.s2, v.t1 || o.po_number || v.t2 from o, (values ${sql.join(
          sent.mails.map(
            (mail, n) => sql`(${n}::int, ${mail('').to}::text, ${aroundNumber((po) => mail(po).subject)}, ${aroundNumber((po) => mail(po).text)})`,
          ),
          sql`, `,
        )}) as v(n, to_address, s1, s2, t1, t2)
        order by v.n
      )`
    : sql``;
  const res = await db
    .execute(sql`
      with o as (${order}),
      i as (
        insert into purchase_order_items (purchase_order_id, line_no, description, quantity, unit_price_cents, amount_cents)
        select o.id, v.* from o, (values ${items}) as v(line_no, description, quantity, unit_price_cents, amount_cents)
      ),
      h as (
        insert into purchase_order_status_history (purchase_order_id, from_status_id, to_status_id, changed_by, changed_at)
        select o.id, v.from_status, v.to_status, v.by, ${now.toISOString()}::timestamptz from o, (values ${sql.join(history, sql`, `)}) as v(n, from_status, to_status, by)
        order by v.n
      )${mails}
      select id from o`)
    .catch((err) => {
      if (pgCode(err) === COMPANY_GONE) throw invalid(M.selectCompany, 'company_id');
      throw err;
    });
  return Number((res.rows[0] as { id: number }).id);
}
