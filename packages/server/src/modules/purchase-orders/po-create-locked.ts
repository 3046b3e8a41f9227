import { formatMilli, M, PO_STATUS, type PoRequest } from '@app/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { purchaseOrders } from '../../db/schema/index.js';
import { invalid } from '../../errors.js';
import { pgCode } from '../../ledger/pg-errors.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';

/** raised by ledger_lock_po_number (migration 0039): the company is deleted */
const COMPANY_GONE = 'CG001';

/**
 * A Draft order (issue 23 point 2), its references checked by the caller first: ONE statement takes the company's
 * lock and the next number (ledger_lock_po_number, migration 0039) and writes the order, its items and its first
 * status. Outside a transaction the lock lasts that statement. Answers the new order's id.
 */
export async function insertDraftLocked(
  db: DbOrTx,
  scope: OneCompanyScope,
  header: Omit<typeof purchaseOrders.$inferInsert, 'companyId' | 'poNumber'>,
  input: PoRequest,
  lineCents: number[],
  by: number | null,
  now: Date,
): Promise<number> {
  const order = db
    .insert(purchaseOrders)
    .values({ ...header, companyId: scope.companyId, poNumber: sql`ledger_lock_po_number(${scope.companyId}::int)` })
    .returning({ id: purchaseOrders.id })
    .getSQL();
  const items = sql.join(
    input.items.map(
      (i, n) => sql`(${n + 1}::int, ${i.description}::text, ${formatMilli(i.quantity)}::numeric, ${i.unit_price}::bigint, ${lineCents[n]}::bigint)`,
    ),
    sql`, `,
  );
  const res = await db
    .execute(sql`
      with o as (${order}),
      i as (
        insert into purchase_order_items (purchase_order_id, line_no, description, quantity, unit_price_cents, amount_cents)
        select o.id, v.* from o, (values ${items}) as v(line_no, description, quantity, unit_price_cents, amount_cents)
      ),
      h as (
        insert into purchase_order_status_history (purchase_order_id, from_status_id, to_status_id, changed_by, changed_at)
        select o.id, null, ${PO_STATUS.Draft}::int, ${by}::int, ${now.toISOString()}::timestamptz from o
      )
      select id from o`)
    .catch((err) => {
      if (pgCode(err) === COMPANY_GONE) throw invalid(M.selectCompany, 'company_id');
      throw err;
    });
  return Number((res.rows[0] as { id: number }).id);
}
