import { getTableColumns, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { type RefName, type ReferenceRow, referenceNames, referencesSql } from '../../ledger/references.js';
import { bills } from '../../db/schema/index.js';
import { companyInScope, type OneCompanyScope } from '../../plugins/company-scope.js';
import type { PostedBillLine } from '../bills/bills.postings.js';
import type { Bill } from '../bills/bills.repo.js';

export interface PaymentAccount {
  id: number;
  typeId: number;
  status: string;
  name: string;
}

/** Everything a payment checks before the bank account's lock, as it is now (no lock). */
export interface PaymentReads {
  /** the paying company (undefined: not there); a deleted one is `live: false` */
  company?: { name: string; live: boolean; refusesOverdraft: boolean };
  /** the company's accounts among the payable and bank ids asked for, by id */
  accounts: Map<number, PaymentAccount>;
  /** the company's bills among those asked for, with their row version (xmin) */
  bills: Array<Bill & { version: string }>;
  /** their lines (a bill of the single-line form has none), by bill, in line order */
  lines: Map<number, PostedBillLine[]>;
  /** `n` new payment ids from the table's sequence (so the locked write knows its entries' sources) */
  ids: number[];
  /** what the payments' postings name (accounts, funds, expenses, vendors, the company), as post's reference read */
  references: Map<string, RefName>;
}

/**
 * Issue 23 point 2: the company, the payable and bank accounts, the bills with their versions, their lines,
 * the new payments' ids and what their postings will name in ONE statement (they ran one by one, seven round
 * trips). Read outside the lock:
 * the locked statement refuses a bill whose version moved since ('stale'), and re-checks the funds itself.
 * Ids are taken even when a check then refuses: a gap in the sequence, as a rolled-back insert leaves.
 */
export async function readForPayment(
  db: DbOrTx,
  scope: OneCompanyScope,
  ask: { accountPayableId: number; bankAccountId: number; billIds: number[]; n: number },
): Promise<PaymentReads> {
  const ids = sql`array[${sql.join(
    ask.billIds.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;
  const ofBills = (column: string) => sql`select ${sql.raw(column)} from bills where id = any(${ids}) and ${companyInScope(scope)}`;
  const ofLines = (column: string) => sql`select ${sql.raw(column)} from bill_lines where bill_id = any(${ids}) and ${companyInScope(scope)}`;
  // Every id a payment's posting can name (its lines take the bill's or its lines' accounts and tags): a superset
  // is harmless, the checks look up only the ids the lines name.
  const references = referencesSql(scope.companyId, {
    a: sql`array(select ${ask.accountPayableId}::int union all select ${ask.bankAccountId}::int union all ${ofBills('account_id')} union all ${ofLines('account_id')})`,
    f: sql`array(${ofBills('fund_program_id')} union all ${ofLines('fund_program_id')})`,
    x: sql`array(${ofBills('functional_expense_id')} union all ${ofLines('functional_expense_id')})`,
    v: sql`array(${ofBills('vendor_id')})`,
  });
  const res = await db.execute(sql`select
    (select json_build_object('name', legal_name, 'live', deleted_at is null, 'refusesOverdraft', refuse_fund_overdraft)
       from companies where id = ${scope.companyId}::int) as company,
    (select json_agg(json_build_object('id', id, 'typeId', account_type_id, 'status', status, 'name', account_name))
       from accounts where id in (${ask.accountPayableId}::int, ${ask.bankAccountId}::int) and ${companyInScope(scope)}) as accounts,
    (select json_agg(to_jsonb(b) || jsonb_build_object('version', b.xmin::text))
       from bills b where b.id = any(${ids}) and ${companyInScope(scope, sql`b.company_id`)}) as bills,
    (select json_agg(json_build_object('billId', bill_id, 'accountId', account_id, 'fundProgramId', fund_program_id,
       'functionalExpenseId', functional_expense_id, 'memo', memo, 'amountCents', amount_cents) order by bill_id, line_no)
       from bill_lines where bill_id = any(${ids}) and ${companyInScope(scope)}) as lines,
    (select json_agg(id order by id) from (select nextval(pg_get_serial_sequence('bill_payments', 'id'))::int as id
       from generate_series(1, ${ask.n}::int)) s) as ids,
    (select json_agg(r) from (${references}) r) as refs`);
  const row = res.rows[0] as {
    company: PaymentReads['company'] | null;
    accounts: PaymentAccount[] | null;
    bills: Array<Record<string, unknown>> | null;
    lines: Array<PostedBillLine & { billId: number }> | null;
    ids: number[] | null;
    refs: ReferenceRow[] | null;
  };
  const lines = new Map<number, PostedBillLine[]>();
  for (const { billId, ...line } of row.lines ?? []) {
    const list = lines.get(billId) ?? [];
    list.push({ ...line, amountCents: Number(line.amountCents) });
    lines.set(billId, list);
  }
  return {
    company: row.company ?? undefined,
    accounts: new Map((row.accounts ?? []).map((a) => [a.id, a])),
    bills: (row.bills ?? []).map((b) => ({ ...billOfJson(b), version: String(b.version) })),
    lines,
    ids: (row.ids ?? []).map(Number),
    references: referenceNames(row.refs ?? []),
  };
}

const billColumns = Object.entries(getTableColumns(bills));

/** A bills row read as JSON (to_jsonb), mapped as drizzle maps the driver's values (dates, bigints). */
function billOfJson(json: Record<string, unknown>): Bill {
  const out: Record<string, unknown> = {};
  for (const [key, column] of billColumns) {
    const value = json[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as Bill;
}
