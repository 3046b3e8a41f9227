import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, functionalExpenses, fundPrograms, vendors } from '../../db/schema/index.js';
import { inScope, type OneCompanyScope } from '../../plugins/company-scope.js';
import { type ItemTable, usableWhere } from '../settings-items/items.repo.js';
import type { PostLine } from '../../ledger/lines.js';
import { idList, type RefName, type ReferenceRow, referenceNames, referencesCall } from '../../ledger/references.js';
import { liveVendorIn } from '../vendors/vendors.repo.js';

/** What a bill's references name, as one read found them (bills.service.ts checks the bill against it). */
export interface BillReferences {
  /** the vendor asked about, when live and the company's */
  vendors: ReadonlySet<number>;
  /** the company's accounts asked about (the payable and every line's), whatever their type and status */
  accounts: ReadonlyMap<number, { companyId: number; typeId: number; status: string }>;
  /** fund programs and functional expenses a new line may use: the company's own or global, active, not deleted */
  funds: ReadonlySet<number>;
  expenses: ReadonlySet<number>;
}

const ids = (of: ReadonlyArray<number | null | undefined>) => idList(of) ?? sql`null`;

/** What a new bill's read reads besides its references (readBillReferences' `posting`). */
export interface NewBillReads {
  /** the lines of the postings it makes (postLocked checks them against `ledger`) */
  lines: readonly PostLine[];
  /** tables whose next ids to take from their sequences, in this order (the bill's; a standard check's payment's) */
  ids: readonly string[];
}

/**
 * A bill's vendor, accounts, fund programs and functional expenses in ONE read (issue 23 point 2: one round trip
 * before the company's lock instead of two plus three a line), each kind with the rule that offers it: a live
 * vendor of the company, the company's accounts, the company's or the global active items. With `posting` (a new
 * bill) the same statement also reads the posting's references as the ledger reads them (ledger_references, the
 * accounts with their totals) and the new rows' ids from their sequences: the bill's checks, the ledger's and the
 * ids then cost one round trip, not three.
 */
export async function readBillReferences(
  db: DbOrTx,
  scope: OneCompanyScope,
  asked: { vendorId?: number; accountIds: number[]; fundIds: Array<number | null | undefined>; expenseIds: Array<number | null | undefined> },
  posting?: NewBillReads,
): Promise<BillReferences & { ledger: Map<string, RefName>; nextIds: number[] }> {
  // Every row as ledger_references answers (k, id, company_id, name, number, status, d, c, kind): an account's type in `kind`.
  const row = (k: string, id: SQL, company: SQL, status: SQL = sql`null::text`, kind: SQL = sql`null::text`) =>
    sql`select ${k}::text as k, ${id} as id, ${company} as company_id, null::text as name, null::text as number, ${status} as status, null::text as d, null::text as c, ${kind} as kind`;
  const items = (table: ItemTable, k: string, of: Array<number | null | undefined>) =>
    sql`${row(k, sql`${table.id}`, sql`${table.companyId}`)} from ${table} where ${table.id} in (${ids(of)}) and ${usableWhere(table, scope)}`;
  const more = posting
    ? sql`
    ${sql.join(
      posting.ids.map((table, i) => sql`union all ${row(`n${i}`, sql`nextval(pg_get_serial_sequence(${table}, 'id'))::int`, sql`null::int`)}`),
      sql` `,
    )}
    union all select 'l' || r.k, r.id, r.company_id, r.name, r.number, r.status, r.d, r.c, r.kind from ${referencesCall(scope.companyId, posting.lines)} r`
    : sql``;
  const res = await db.execute(sql`
    ${row('v', sql`${vendors.id}`, sql`${vendors.companyId}`)} from ${vendors}
      where ${vendors.id} in (${ids([asked.vendorId])}) and ${liveVendorIn(scope)}
    union all
    ${row('a', sql`${accounts.id}`, sql`${accounts.companyId}`, sql`${accounts.status}::text`, sql`${accounts.accountTypeId}::text`)} from ${accounts}
      where ${accounts.id} in (${ids(asked.accountIds)}) and ${inScope(scope, accounts.companyId)}
    union all ${items(fundPrograms, 'f', asked.fundIds)}
    union all ${items(functionalExpenses as unknown as ItemTable, 'x', asked.expenseIds)}${more}`);
  const found = {
    vendors: new Set<number>(),
    accounts: new Map<number, { companyId: number; typeId: number; status: string }>(),
    funds: new Set<number>(),
    expenses: new Set<number>(),
  };
  const ledger: ReferenceRow[] = [];
  const nextIds: number[] = [];
  for (const r of res.rows as ReferenceRow[]) {
    const id = Number(r.id);
    if (r.k === 'v') found.vendors.add(id);
    else if (r.k === 'a') found.accounts.set(id, { companyId: Number(r.company_id), typeId: Number(r.kind), status: String(r.status) });
    else if (r.k === 'f') found.funds.add(id);
    else if (r.k === 'x') found.expenses.add(id);
    else if (r.k.startsWith('n')) nextIds[Number(r.k.slice(1))] = id;
    else ledger.push({ ...r, k: r.k.slice(1) });
  }
  return { ...found, ledger: referenceNames(ledger), nextIds };
}
