import { getTableColumns } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { executeNamed } from '../../db/named-statement.js';
import { type RefName, type ReferenceRow, referenceNames } from '../../ledger/references.js';
import { bills } from '../../db/schema/index.js';
import type { OneCompanyScope } from '../../plugins/company-scope.js';
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

const BILL_PAYMENT_READS = `select company_row as company, account_rows as accounts, bill_rows as bills, line_rows as lines,
  new_ids as ids, reference_rows as refs from bill_payment_reads($1::int, $2::int, $3::int, $4::int[], $5::int)`;

/**
 * Issue 23 point 2: the company, the payable and bank accounts, the bills with their versions, their lines,
 * the new payments' ids and what their postings will name in ONE call of the ledger's function
 * bill_payment_reads (migration 0050: planned once per connection, the text fixed, so a named statement).
 * Read outside the lock: the locked statement refuses a bill whose version moved since ('stale'), and
 * re-checks the funds itself. Ids are taken even when a check then refuses: a gap in the sequence, as a
 * rolled-back insert leaves. Only the paying company's rows (a write's scope names no other).
 */
export async function readForPayment(
  db: DbOrTx,
  scope: OneCompanyScope,
  ask: { accountPayableId: number; bankAccountId: number; billIds: number[]; n: number },
): Promise<PaymentReads> {
  const res = await executeNamed(db, 'bill_payment_reads', BILL_PAYMENT_READS, [scope.companyId, ask.accountPayableId, ask.bankAccountId, ask.billIds, ask.n]);
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
